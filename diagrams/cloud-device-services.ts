/**
 * Diagrams of the Device Management pages on services, custom code, Cloud triggers and jobs. Labels and values come
 * from src/data/cloud/facts/device-services.ts and the worked examples of the pages.
 */
import type {Diagram} from './render';

/** Event from the device to a Cloud trigger and its actions (a-guide-to-triggers). */
export const cloudTriggerFlow: Diagram = {
  name: 'cloud-trigger-flow',
  title:
    "Cloud trigger data flow: the OBD service raises vehicle/battery/critical_level on the device's event bus; " +
    'the event reactor forwards it to the upload cache, which reaches Veltro Cloud within about a minute; the Cloud ' +
    "stores the event, checks each trigger's regex, conditions and minimum interval, and runs its actions: a job " +
    'sent back to the device, a notification or a webhook request.',
  width: 900,
  height: 390,
  captions: [
    {text: 'On the device', x: 10, y: 24},
    {text: 'In Veltro Cloud', x: 440, y: 218},
  ],
  nodes: [
    {id: 'obd', label: 'OBD service', note: 'battery_event trigger', x: 10, y: 40, width: 170, height: 60},
    {id: 'bus', label: 'event bus', note: 'vehicle/battery/critical_level', x: 230, y: 40, width: 220, height: 60},
    {id: 'reactor', label: 'event reactor', note: 'forwards to cloud returner', x: 500, y: 40, width: 180, height: 60},
    {id: 'cache', label: 'upload cache', note: 'sent every minute', x: 730, y: 40, width: 160, height: 60},
    {id: 'stored', label: 'event stored', note: 'Device Management › Events', x: 700, y: 230, width: 190, height: 60},
    {
      id: 'trigger',
      label: 'trigger',
      note: 'regex · conditions · interval',
      x: 440,
      y: 230,
      width: 210,
      height: 60,
      emphasis: true,
    },
    {id: 'job', label: 'job', note: 'runs a command on the device', x: 10, y: 200, width: 230, height: 52},
    {id: 'notify', label: 'notification', note: 'e-mail, SMS, in-app, Discord', x: 10, y: 264, width: 230, height: 52},
    {id: 'webhook', label: 'webhook request', note: 'HTTP POST to your server', x: 10, y: 328, width: 230, height: 52},
  ],
  edges: [
    {path: 'M180 70 L226 70'},
    {path: 'M450 70 L496 70'},
    {path: 'M680 70 L726 70'},
    {path: 'M810 100 L810 226', label: 'mobile data', labelX: 852, labelY: 168},
    {path: 'M700 260 L654 260'},
    {path: 'M440 248 L244 228'},
    {path: 'M440 260 L244 290'},
    {path: 'M440 274 L244 352'},
    {path: 'M125 200 L100 104', label: 'command, when the device is online', labelX: 240, labelY: 158, dashed: true},
  ],
};

/** The trigger form, with the field readers most often get wrong (a-guide-to-triggers). */
export const cloudTriggerForm: Diagram = {
  name: 'cloud-trigger-form',
  title:
    'Schematic of the Create trigger form under Device Management › Triggers: Basic information with Description, ' +
    'Type, Enabled, the highlighted Event regex field and Minimum interval; then Conditions, Actions, and the Save button.',
  width: 820,
  height: 470,
  captions: [
    {text: 'Basic information', x: 175, y: 86},
    {text: 'Conditions', x: 175, y: 246},
    {text: 'Actions', x: 175, y: 336},
  ],
  nodes: [
    {id: 'header', label: 'Device Management › Triggers › Create trigger', x: 10, y: 10, width: 800, height: 44},
    {id: 'menu', label: 'Main menu', note: 'Device Management', x: 10, y: 64, width: 150, height: 396},
    {
      id: 'description',
      label: 'Description',
      note: 'Battery critical: tell the workshop',
      x: 175,
      y: 94,
      width: 300,
      height: 50,
    },
    {id: 'type', label: 'Type', note: 'Event', x: 490, y: 94, width: 105, height: 50},
    {id: 'enabled', label: 'Enabled', note: 'on', x: 610, y: 94, width: 200, height: 50},
    {
      id: 'regex',
      label: 'Event regex',
      note: '^vehicle/battery/critical_level$',
      x: 175,
      y: 154,
      width: 420,
      height: 60,
      emphasis: true,
    },
    {id: 'interval', label: 'Minimum interval', note: '21600 s', x: 610, y: 154, width: 200, height: 60},
    {
      id: 'conditions',
      label: 'Conditions (all must be true)',
      note: 'Field · Type · Not · Operator · Value',
      x: 175,
      y: 254,
      width: 635,
      height: 60,
    },
    {
      id: 'actions',
      label: 'Actions',
      note: 'Send notification · Run command · Send webhook request',
      x: 175,
      y: 344,
      width: 635,
      height: 60,
    },
    {id: 'cancel', label: 'Cancel', x: 570, y: 416, width: 110, height: 40},
    {id: 'save', label: 'Save', x: 700, y: 416, width: 110, height: 40},
  ],
  edges: [],
};

/** The states of a job on one target device (cloud-jobs). */
export const cloudJobStates: Diagram = {
  name: 'cloud-job-states',
  title:
    'Job states on one device: a new job is Pending until the device is online, then Running; it ends Succeeded on ' +
    'a result, or Failed on an error or no result within 300 s; a failed job with attempts left goes back to ' +
    'Pending; a Pending job becomes Expired after 7 days, or Cancelled when you cancel it.',
  width: 860,
  height: 410,
  nodes: [
    {id: 'create', label: 'Create job', note: 'you save it', x: 10, y: 162, width: 120, height: 56},
    {
      id: 'pending',
      label: 'Pending',
      note: 'waits for the device',
      x: 200,
      y: 162,
      width: 150,
      height: 56,
      emphasis: true,
    },
    {id: 'running', label: 'Running', note: 'awaits the result', x: 450, y: 162, width: 150, height: 56},
    {id: 'succeeded', label: 'Succeeded', note: 'result returned', x: 670, y: 50, width: 180, height: 56},
    {id: 'failed', label: 'Failed', note: 'error, or no result in 300 s', x: 670, y: 274, width: 180, height: 56},
    {id: 'cancelled', label: 'Cancelled', note: 'you cancelled it', x: 200, y: 20, width: 150, height: 56},
    {id: 'expired', label: 'Expired', note: 'Pending for 7 days', x: 10, y: 300, width: 170, height: 56},
  ],
  edges: [
    {path: 'M130 190 L196 190'},
    {path: 'M350 190 L446 190', label: 'device online', labelX: 398, labelY: 180},
    {path: 'M600 176 Q640 100 666 80', label: 'success', labelX: 612, labelY: 112},
    {path: 'M600 204 Q640 280 666 300', label: 'failure', labelX: 612, labelY: 278},
    {path: 'M275 162 L275 80', label: 'you cancel', labelX: 316, labelY: 126},
    {path: 'M240 218 L120 296', label: 'expiry passes', labelX: 138, labelY: 256},
    {path: 'M740 330 Q480 430 300 222', label: 'attempts left: retry', labelX: 520, labelY: 376, dashed: true},
  ],
};

/** How a custom code module reaches a worker (services landing, custom workers and triggers). */
export const customCodeFlow: Diagram = {
  name: 'custom-code-flow',
  title:
    "Custom code from Cloud to worker: a module saved under Custom Code, a hook registered on a service's Hooks tab " +
    'and a worker message that names the hook; Sync and a restart load the module on the device, where the service ' +
    'registers the hook and the worker calls it in its workflow.',
  width: 880,
  height: 230,
  captions: [
    {text: 'In Veltro Cloud', x: 10, y: 24},
    {text: 'On the device', x: 10, y: 140},
  ],
  nodes: [
    {id: 'module', label: 'Custom Code', note: 'module coolant_watch, Execution', x: 10, y: 36, width: 250, height: 64},
    {id: 'hook', label: 'Hooks tab', note: 'coolant_overheat, kind trigger', x: 300, y: 36, width: 260, height: 64},
    {
      id: 'worker',
      label: 'Workers tab',
      note: 'message trigger: coolant_overheat',
      x: 600,
      y: 36,
      width: 270,
      height: 64,
    },
    {id: 'loaded', label: 'Sync and restart', note: 'Core loads the module', x: 10, y: 150, width: 250, height: 64},
    {id: 'registered', label: 'service hook', note: 'coolant_overheat_trigger', x: 300, y: 150, width: 260, height: 64},
    {
      id: 'run',
      label: 'worker run',
      note: 'handler → … → trigger → returner',
      x: 600,
      y: 150,
      width: 270,
      height: 64,
      emphasis: true,
    },
  ],
  edges: [
    {path: 'M260 68 L296 68'},
    {path: 'M560 68 L596 68'},
    {path: 'M135 100 L135 146'},
    {path: 'M430 100 L430 146'},
    {path: 'M735 100 L735 146'},
    {path: 'M260 182 L296 182'},
    {path: 'M560 182 L596 182'},
  ],
};

/** The Services page, with the controls the custom code guides use (services landing, custom workers). */
export const servicesScreen: Diagram = {
  name: 'cloud-services-screen',
  title:
    'Schematic of Device Management › Services: the device picker, the Services and Custom Code tabs and the ' +
    "highlighted Sync button at the top; the service list on the left; the selected service's Workers, Reactors, " +
    'Hooks and Settings tabs, the highlighted Create worker button, the workers table and Save.',
  width: 820,
  height: 430,
  nodes: [
    {id: 'header', label: 'Device Management › Services', x: 10, y: 10, width: 800, height: 44},
    {id: 'picker', label: 'Device picker', note: 'the selected device', x: 10, y: 64, width: 260, height: 44},
    {id: 'services-tab', label: 'Services', note: 'tab', x: 280, y: 64, width: 170, height: 44},
    {id: 'code-tab', label: 'Custom Code', note: 'tab', x: 460, y: 64, width: 170, height: 44},
    {id: 'sync', label: 'Sync', note: 'send changes now', x: 640, y: 64, width: 170, height: 44, emphasis: true},
    {id: 'list', label: 'Services', note: 'obd_manager, spm_manager, …', x: 10, y: 118, width: 220, height: 302},
    {id: 'workers-tab', label: 'Workers', x: 240, y: 118, width: 135, height: 40},
    {id: 'reactors-tab', label: 'Reactors', x: 385, y: 118, width: 135, height: 40},
    {id: 'hooks-tab', label: 'Hooks', x: 530, y: 118, width: 135, height: 40},
    {id: 'settings-tab', label: 'Settings', x: 675, y: 118, width: 135, height: 40},
    {id: 'create', label: 'Create worker', x: 650, y: 168, width: 160, height: 40, emphasis: true},
    {
      id: 'table',
      label: 'Workers table',
      note: 'name · delay · interval · loop · messages',
      x: 240,
      y: 218,
      width: 570,
      height: 140,
    },
    {id: 'save', label: 'Save', x: 690, y: 370, width: 120, height: 44},
  ],
  edges: [],
};

export const deviceServicesDiagrams: Diagram[] = [
  cloudTriggerFlow,
  cloudTriggerForm,
  cloudJobStates,
  customCodeFlow,
  servicesScreen,
];

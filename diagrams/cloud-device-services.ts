/**
 * Diagrams of the Device Management pages on services, custom code, Cloud triggers and jobs. Labels and values come
 * from src/data/cloud/facts/device-services.ts and the worked examples of the pages.
 */
import {cloudJobs, uploadIntervalSeconds} from '../src/data/cloud/facts/device-services';
import type {GraphDiagram} from './layout';
import type {Diagram} from './render';

const {resultTimeoutSeconds, expiresAfterDefaultDays} = cloudJobs;

/** How often the upload cache is sent, and so how long an event waits in it at most, said as a reader says it. */
const uploadEvery = uploadIntervalSeconds === 60 ? 'minute' : `${uploadIntervalSeconds} s`;
const uploadWait = uploadIntervalSeconds === 60 ? 'a minute' : `${uploadIntervalSeconds} s`;

/** Event from the device to a Cloud trigger and its actions (a-guide-to-triggers). */
export const cloudTriggerFlow: GraphDiagram = {
  name: 'cloud-trigger-flow',
  direction: 'DOWN',
  title:
    "Cloud trigger data flow: the OBD service raises vehicle/battery/critical_level on the device's event bus; " +
    `the event reactor forwards it to the upload cache, which reaches Veltro Cloud within about ${uploadWait}; the Cloud ` +
    "stores the event, checks each trigger's regex, conditions and minimum interval, and runs its actions: a job " +
    'sent back to the device, a notification or a webhook request.',
  groups: [
    {id: 'device', label: 'On the device', nodes: ['obd', 'bus', 'reactor', 'cache']},
    {id: 'cloud', label: 'In Veltro Cloud', nodes: ['stored', 'trigger', 'job', 'notify', 'webhook']},
  ],
  nodes: [
    {id: 'obd', label: 'OBD service', note: 'battery_event trigger'},
    {id: 'bus', label: 'event bus', note: 'vehicle/battery/critical_level'},
    {id: 'reactor', label: 'event reactor', note: 'forwards to cloud returner'},
    {id: 'cache', label: 'upload cache', note: `sent every ${uploadEvery}`},
    {id: 'stored', label: 'event stored', note: 'Device Management › Events'},
    {id: 'trigger', label: 'trigger', note: 'regex · conditions · interval', emphasis: true},
    {id: 'job', label: 'job', note: 'runs a command on the device'},
    {id: 'notify', label: 'notification', note: 'e-mail, SMS, in-app, Discord'},
    {id: 'webhook', label: 'webhook request', note: 'HTTP POST to your server'},
  ],
  edges: [
    {from: 'obd', to: 'bus'},
    {from: 'bus', to: 'reactor'},
    {from: 'reactor', to: 'cache'},
    {from: 'cache', to: 'stored', label: 'mobile data'},
    {from: 'stored', to: 'trigger'},
    {from: 'trigger', to: 'job'},
    {from: 'trigger', to: 'notify'},
    {from: 'trigger', to: 'webhook'},
    {from: 'job', to: 'obd', label: 'command, when the device is online', dashed: true},
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
export const cloudJobStates: GraphDiagram = {
  name: 'cloud-job-states',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '24'},
  title:
    'Job states on one device: a new job is Pending until the device is online, then Running; it ends Succeeded on ' +
    `a result, or Failed on an error or no result within ${resultTimeoutSeconds} s; a failed job with attempts left goes back to ` +
    `Pending; a Pending job becomes Expired after ${expiresAfterDefaultDays} days, or Cancelled when you cancel it.`,
  nodes: [
    {id: 'create', label: 'Create job', note: 'you save it'},
    {id: 'pending', label: 'Pending', note: 'waits for the device', emphasis: true},
    {id: 'cancelled', label: 'Cancelled', note: 'you cancelled it'},
    {id: 'expired', label: 'Expired', note: `Pending for ${expiresAfterDefaultDays} days`},
    {id: 'running', label: 'Running', note: 'awaits the result'},
    {id: 'succeeded', label: 'Succeeded', note: 'result returned'},
    {id: 'failed', label: 'Failed', note: `error, or no result in ${resultTimeoutSeconds} s`},
  ],
  edges: [
    {from: 'create', to: 'pending'},
    {from: 'pending', to: 'running', label: 'device online'},
    {from: 'running', to: 'succeeded', label: 'success'},
    {from: 'running', to: 'failed', label: 'failure'},
    {from: 'pending', to: 'cancelled', label: 'you cancel'},
    {from: 'pending', to: 'expired', label: 'expiry passes'},
    {from: 'failed', to: 'pending', label: 'attempts left: retry', dashed: true},
  ],
};

/** How a custom code module reaches a worker (services landing, custom workers and triggers). */
export const customCodeFlow: GraphDiagram = {
  name: 'custom-code-flow',
  title:
    "Custom code from Cloud to worker: a module saved under Custom Code, a hook registered on a service's Hooks tab " +
    'and a worker message that names the hook; Sync and a restart load the module on the device, where the service ' +
    'registers the hook and the worker calls it in its workflow.',
  direction: 'DOWN',
  groups: [
    {id: 'cloud', label: 'In Veltro Cloud', nodes: ['module', 'hook', 'worker']},
    {id: 'device', label: 'On the device', nodes: ['loaded', 'registered', 'run']},
  ],
  nodes: [
    {id: 'module', label: 'Custom Code', note: 'module coolant_watch, Execution'},
    {id: 'hook', label: 'Hooks tab', note: 'coolant_overheat, kind trigger'},
    {id: 'worker', label: 'Workers tab', note: 'message trigger: coolant_overheat'},
    {id: 'loaded', label: 'Sync and restart', note: 'Core loads the module'},
    {id: 'registered', label: 'service hook', note: 'coolant_overheat_trigger'},
    {id: 'run', label: 'worker run', note: 'handler → … → trigger → returner', emphasis: true},
  ],
  edges: [
    {from: 'module', to: 'hook'},
    {from: 'hook', to: 'worker'},
    {from: 'module', to: 'loaded'},
    {from: 'hook', to: 'registered'},
    {from: 'worker', to: 'run'},
    {from: 'loaded', to: 'registered'},
    {from: 'registered', to: 'run'},
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

export const deviceServicesDiagrams: (Diagram | GraphDiagram)[] = [
  cloudTriggerFlow,
  cloudTriggerForm,
  cloudJobStates,
  customCodeFlow,
  servicesScreen,
];

/**
 * Diagrams of the Device Management pages on installing, organising and updating devices: three schematic screens
 * (Add device form, widget editor, Software Updates page), the release update state machine, the customer hierarchy
 * and the precedence of template settings. Values shown match src/data/cloud/facts/device-admin.ts.
 */
import type {Diagram, DiagramNode} from './render';

/** A field or card inside a schematic dialog: a label with its example value as the note. */
const field = (id: string, label: string, note: string, x: number, y: number, width = 300, emphasis = false) =>
  ({id, label, note, x, y, width, height: 42, emphasis}) satisfies DiagramNode;

/** A region that only frames other boxes: its name is a caption, so the label stays empty. */
const frame = (id: string, x: number, y: number, width: number, height: number) =>
  ({id, label: '', x, y, width, height}) satisfies DiagramNode;

const menu = (height: number): DiagramNode => ({
  id: 'menu',
  label: 'Menu',
  note: 'Device Management',
  x: 10,
  y: 10,
  width: 140,
  height,
});

export const addDeviceScreen: Diagram = {
  name: 'add-device-screen',
  title:
    'Schematic of the Add device form, opened with the Add device button on Device Management › Dashboard: ' +
    'Unit ID or IMEI (emphasised), Name, Vehicle with a New vehicle panel for make, model, year and VIN, ' +
    'an optional Template, and Save.',
  width: 860,
  height: 400,
  nodes: [
    menu(380),
    {
      id: 'header',
      label: 'Dashboard header',
      note: 'device picker · time range',
      x: 160,
      y: 10,
      width: 690,
      height: 54,
    },
    {id: 'add', label: 'Add device', x: 690, y: 18, width: 150, height: 38, emphasis: true},
    frame('dialog', 220, 80, 570, 310),
    field('unit', 'Unit ID or IMEI', '3d91a7c2e0f4', 240, 114, 300, true),
    field('name', 'Name', 'Van 12', 240, 162),
    field('vehicle', 'Vehicle', 'existing vehicle, or New vehicle', 240, 210),
    field('template', 'Template', 'optional', 240, 258),
    {
      id: 'new-vehicle',
      label: 'New vehicle',
      note: 'make · model · year · VIN',
      x: 560,
      y: 114,
      width: 210,
      height: 186,
    },
    {id: 'cancel', label: 'Cancel', x: 520, y: 330, width: 110, height: 44},
    {id: 'save', label: 'Save', x: 650, y: 330, width: 120, height: 44, emphasis: true},
  ],
  edges: [],
  captions: [{text: 'Add device', x: 232, y: 102}],
};

export const widgetEditorScreen: Diagram = {
  name: 'widget-editor-screen',
  title:
    'Schematic of the widget editor: the Actions menu in the dashboard header opens Add widget; the editor ' +
    'lists Title, Visualization, Field (emphasised, here obd.bat.voltage), Aggregation, Unit, Auto scale and ' +
    'Hide gaps, with a preview and the Save button.',
  width: 860,
  height: 440,
  nodes: [
    menu(420),
    {
      id: 'header',
      label: 'Device picker · time range',
      note: 'dashboard header',
      x: 160,
      y: 10,
      width: 690,
      height: 54,
    },
    {id: 'actions', label: 'Actions › Add widget', x: 650, y: 18, width: 190, height: 38, emphasis: true},
    frame('editor', 160, 76, 690, 354),
    field('title', 'Title', 'Supply voltage', 180, 108),
    field('visualization', 'Visualization', 'Line chart', 180, 156),
    field('field', 'Field', 'obd.bat.voltage', 180, 204, 300, true),
    field('aggregation', 'Aggregation', 'Minimum', 180, 252),
    field('unit', 'Unit', 'V', 180, 300),
    field('switches', 'Auto scale · Hide gaps', 'on · off', 180, 348),
    {id: 'preview', label: 'Preview', note: 'last 14 days of the field', x: 500, y: 108, width: 330, height: 234},
    {id: 'cancel', label: 'Cancel', x: 560, y: 364, width: 120, height: 44},
    {id: 'save', label: 'Save', x: 700, y: 364, width: 130, height: 44, emphasis: true},
  ],
  edges: [],
  captions: [{text: 'Widget editor', x: 172, y: 98}],
};

const card = (id: string, label: string, note: string, x: number, width = 155) =>
  ({id, label, note, x, y: 104, width, height: 66}) satisfies DiagramNode;

const row = (id: string, label: string, y: number, emphasis = false) =>
  ({id, label, x: 175, y, width: 660, height: 36, emphasis}) satisfies DiagramNode;

export const softwareUpdatesScreen: Diagram = {
  name: 'software-updates-screen',
  title:
    'Schematic of Device Management › Software Updates: the header holds the device picker and the Queue ' +
    'update button (emphasised); cards show the installed release, latest release, channel and update state; ' +
    'below, the table of update runs opens the run details.',
  width: 860,
  height: 420,
  nodes: [
    menu(400),
    {id: 'header', label: 'Software Updates · Van 12', note: 'device picker', x: 160, y: 10, width: 690, height: 54},
    {id: 'queue', label: 'Queue update', x: 690, y: 18, width: 150, height: 38, emphasis: true},
    frame('release', 160, 76, 690, 110),
    card('installed', 'Installed release', '2026.2.4', 175),
    card('latest', 'Latest release', '2026.3.1', 342),
    card('channel', 'Channel', 'Stable', 509),
    card('state', 'Update state', 'Awaiting update', 676, 160),
    frame('runs', 160, 198, 690, 212),
    row('head', 'Started · Release · Trigger · Result', 228),
    row('run-1', '2026-02-02 07:12 · 2026.2.4 · Before sleep · Updated', 272, true),
    row('run-2', '2026-01-30 18:05 · 2026.2.4 · At start-up · Failed', 316),
    {
      id: 'details',
      label: 'Run details',
      note: 'each step: Success, Changed or Failed',
      x: 175,
      y: 358,
      width: 660,
      height: 44,
    },
  ],
  edges: [],
  captions: [
    {text: 'Release', x: 172, y: 96},
    {text: 'Update runs', x: 172, y: 218},
  ],
};

export const releaseUpdateStates: Diagram = {
  name: 'release-update-states',
  title:
    'Release update states: a device on its latest release (UPDATED) starts a run as PENDING when a new ' +
    'release is assigned, or as FORCING when forced or demanded; the run ends UPDATED when all steps pass, ' +
    'otherwise FAILED; FAILED runs again as RETRYING at the next start or sleep, and once the attempts limit ' +
    '(5) is reached it is SUSPENDED until reset_attempts or force.',
  width: 880,
  height: 450,
  nodes: [
    {
      id: 'updated',
      label: 'UPDATED',
      note: 'latest release installed',
      x: 330,
      y: 20,
      width: 200,
      height: 56,
      emphasis: true,
    },
    {id: 'pending', label: 'PENDING', note: 'new release', x: 30, y: 150, width: 150, height: 56},
    {id: 'forcing', label: 'FORCING', note: 'same release again', x: 30, y: 270, width: 150, height: 56},
    {id: 'run', label: 'update run', note: 'steps apply, Core restarts', x: 320, y: 200, width: 220, height: 60},
    {id: 'failed', label: 'FAILED', note: 'attempt counted', x: 660, y: 200, width: 160, height: 60},
    {id: 'retrying', label: 'RETRYING', note: 'next attempt', x: 340, y: 360, width: 180, height: 56},
    {id: 'suspended', label: 'SUSPENDED', note: 'no more attempts', x: 680, y: 360, width: 170, height: 56},
  ],
  edges: [
    {path: 'M330 44 Q110 40 105 146', label: 'new release assigned', labelX: 215, labelY: 32},
    {path: 'M350 76 Q230 150 184 290', label: 'force or demand', labelX: 290, labelY: 160},
    {path: 'M180 180 L316 218'},
    {path: 'M180 296 L316 244'},
    {path: 'M430 360 L430 264'},
    {path: 'M430 200 L430 80', label: 'all steps pass', labelX: 485, labelY: 145},
    {path: 'M540 230 L656 230', label: 'a step fails', labelX: 598, labelY: 220},
    {path: 'M690 260 Q640 330 524 380', label: 'next start or sleep', labelX: 560, labelY: 318, dashed: true},
    {path: 'M765 260 L765 356', label: 'limit (5) reached', labelX: 825, labelY: 312},
    {path: 'M680 396 L524 396', label: 'reset_attempts or force', labelX: 600, labelY: 432},
  ],
};

const customer = (id: string, label: string, note: string, x: number, y: number, emphasis = false) =>
  ({id, label, note, x, y, width: 230, height: 60, emphasis}) satisfies DiagramNode;

export const customerHierarchy: Diagram = {
  name: 'customer-hierarchy',
  title:
    'Customer hierarchy: the reseller account Nordlys Telematics holds the customers Harbour Logistics and ' +
    'Fjord Taxi; Harbour Logistics holds the sub-customers Aarhus depot and Odense depot. Users see the devices ' +
    'of their own level and of every level below it, never above or beside.',
  width: 860,
  height: 340,
  nodes: [
    customer('reseller', 'Nordlys Telematics', 'reseller account · 5 spare devices', 315, 20, true),
    customer('harbour', 'Harbour Logistics', 'customer · no own devices', 140, 135),
    customer('taxi', 'Fjord Taxi', 'customer · 12 devices', 500, 135),
    customer('aarhus', 'Aarhus depot', 'sub-customer · 40 devices', 20, 255),
    customer('odense', 'Odense depot', 'sub-customer · 25 devices', 270, 255),
  ],
  edges: [
    {path: 'M400 80 L270 131'},
    {path: 'M460 80 L600 131'},
    {path: 'M220 195 L140 251'},
    {path: 'M290 195 L380 251'},
  ],
  captions: [
    {text: 'Users see their own level', x: 540, y: 270},
    {text: 'and every level below it,', x: 540, y: 290},
    {text: 'never above or beside.', x: 540, y: 310},
  ],
};

const source = (id: string, label: string, note: string, x: number, emphasis = false) =>
  ({id, label, note, x, y: 40, width: 150, height: 60, emphasis}) satisfies DiagramNode;

export const templatePrecedence: Diagram = {
  name: 'template-precedence',
  title:
    'Setting precedence: a release default is overridden by the parent template, the parent template by the ' +
    "device's own template, and the template by a value set on the device itself; the device uses the value " +
    'of the highest source that sets one.',
  width: 900,
  height: 236,
  nodes: [
    source('default', 'Release default', 'Veltro Core', 10),
    source('parent', 'Parent template', 'e.g. all vehicles', 256),
    source('template', 'Template', 'e.g. 24 V trucks', 502),
    source('device', 'Device', 'override, e.g. Truck 3', 748, true),
    {
      id: 'effective',
      label: 'Value the device uses',
      note: 'the rightmost source that sets it wins',
      x: 270,
      y: 160,
      width: 360,
      height: 60,
    },
  ],
  edges: [
    {path: 'M160 70 L252 70', label: 'overridden by', labelX: 206, labelY: 60},
    {path: 'M406 70 L498 70', label: 'overridden by', labelX: 452, labelY: 60},
    {path: 'M652 70 L744 70', label: 'overridden by', labelX: 698, labelY: 60},
    {path: 'M85 100 Q85 190 266 190', dashed: true},
    {path: 'M331 100 L400 156', dashed: true},
    {path: 'M577 100 L500 156', dashed: true},
    {path: 'M823 100 Q823 190 634 190', dashed: true},
  ],
  captions: [
    {text: 'lowest', x: 10, y: 28},
    {text: 'highest', x: 843, y: 28},
  ],
};

export const deviceAdminDiagrams: Diagram[] = [
  addDeviceScreen,
  widgetEditorScreen,
  softwareUpdatesScreen,
  releaseUpdateStates,
  customerHierarchy,
  templatePrecedence,
];

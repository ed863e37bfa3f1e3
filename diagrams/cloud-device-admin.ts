/**
 * Diagrams of the Device Management pages on installing, organising and updating devices: three schematic screens
 * (Add device form, widget editor, Software Updates page), the release update state machine, the customer hierarchy
 * and the precedence of template settings. Values shown match src/data/cloud/facts/device-admin.ts.
 */
import type {GraphDiagram, GraphNode} from './layout';
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

export const releaseUpdateStates: GraphDiagram = {
  name: 'release-update-states',
  direction: 'DOWN',
  title:
    'Release update states: a device on its latest release (UPDATED) starts a run as PENDING when a new ' +
    'release is assigned, or as FORCING when forced or demanded; the run ends UPDATED when all steps pass, ' +
    'otherwise FAILED; FAILED runs again as RETRYING at the next start or sleep, and once the attempts limit ' +
    '(5) is reached it is SUSPENDED until reset_attempts or force.',
  nodes: [
    {id: 'updated', label: 'UPDATED', note: 'latest release installed', emphasis: true},
    {id: 'pending', label: 'PENDING', note: 'new release'},
    {id: 'forcing', label: 'FORCING', note: 'same release again'},
    {id: 'run', label: 'update run', note: 'steps apply, Core restarts'},
    {id: 'failed', label: 'FAILED', note: 'attempt counted'},
    {id: 'retrying', label: 'RETRYING', note: 'next attempt'},
    {id: 'suspended', label: 'SUSPENDED', note: 'no more attempts'},
  ],
  edges: [
    {from: 'updated', to: 'pending', label: 'new release assigned'},
    {from: 'updated', to: 'forcing', label: 'force or demand'},
    {from: 'pending', to: 'run'},
    {from: 'forcing', to: 'run'},
    {from: 'retrying', to: 'run'},
    {from: 'run', to: 'updated', label: 'all steps pass'},
    {from: 'run', to: 'failed', label: 'a step fails'},
    {from: 'failed', to: 'retrying', label: 'next start or sleep', dashed: true},
    {from: 'failed', to: 'suspended', label: 'limit (5) reached'},
    {from: 'suspended', to: 'retrying', label: 'reset_attempts or force'},
  ],
};

const customer = (id: string, label: string, note: string, emphasis = false): GraphNode => ({
  id,
  label,
  note,
  emphasis,
});

export const customerHierarchy: GraphDiagram = {
  name: 'customer-hierarchy',
  direction: 'DOWN',
  title:
    'Customer hierarchy: the reseller account Nordlys Telematics holds the customers Harbour Logistics and ' +
    'Fjord Taxi; Harbour Logistics holds the sub-customers Aarhus depot and Odense depot. Users see the devices ' +
    'of their own level and of every level below it, never above or beside.',
  nodes: [
    customer('reseller', 'Nordlys Telematics', 'reseller account · 5 spare devices', true),
    customer('harbour', 'Harbour Logistics', 'customer · no own devices'),
    customer('taxi', 'Fjord Taxi', 'customer · 12 devices'),
    customer('aarhus', 'Aarhus depot', 'sub-customer · 40 devices'),
    customer('odense', 'Odense depot', 'sub-customer · 25 devices'),
  ],
  edges: [
    {from: 'reseller', to: 'harbour'},
    {from: 'reseller', to: 'taxi'},
    {from: 'harbour', to: 'aarhus'},
    {from: 'harbour', to: 'odense'},
  ],
  footnotes: ['Users see their own level and every level below it, never above or beside.'],
};

const source = (id: string, label: string, note: string, emphasis = false): GraphNode => ({id, label, note, emphasis});

export const templatePrecedence: GraphDiagram = {
  name: 'template-precedence',
  direction: 'DOWN',
  title:
    'Setting precedence: a release default is overridden by the parent template, the parent template by the ' +
    "device's own template, and the template by a value set on the device itself; the device uses the value " +
    'of the highest source that sets one.',
  groups: [{id: 'sources', label: 'lowest first, highest last', nodes: ['default', 'parent', 'template', 'device']}],
  nodes: [
    source('default', 'Release default', 'Veltro Core'),
    source('parent', 'Parent template', 'e.g. all vehicles'),
    source('template', 'Template', 'e.g. 24 V trucks'),
    source('device', 'Device', 'override, e.g. Truck 3', true),
    {id: 'effective', label: 'Value the device uses', note: 'the highest source that sets it wins'},
  ],
  edges: [
    {from: 'default', to: 'parent', label: 'overridden by'},
    {from: 'parent', to: 'template', label: 'overridden by'},
    {from: 'template', to: 'device', label: 'overridden by'},
    ...['default', 'parent', 'template', 'device'].map((from) => ({from, to: 'effective', dashed: true})),
  ],
};

export const deviceAdminDiagrams: (Diagram | GraphDiagram)[] = [
  addDeviceScreen,
  widgetEditorScreen,
  softwareUpdatesScreen,
  releaseUpdateStates,
  customerHierarchy,
  templatePrecedence,
];

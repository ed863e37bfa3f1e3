/**
 * Diagrams of the OBD Library, PID logger and logger pausing pages: two schematic screens of My Library and one
 * data flow and one state machine. Labels follow src/data/cloud/facts/obd-library.ts.
 */
import type {GraphDiagram, GraphNode} from './layout';
import {formColumn, type Diagram} from './render';

const field = formColumn(10, 420);

export const myLibraryOverview: Diagram = {
  name: 'obd-my-library-overview',
  title:
    'Schematic of the My Library screen: the main menu on the left, the My Library and Community Library tabs on ' +
    'top, filters, the Import button and the highlighted + Create button (PID or CAN message) at the top right, ' +
    'the table of entries, and the Actions menu at the bottom right.',
  width: 860,
  height: 420,
  nodes: [
    {id: 'menu', label: 'Main menu', note: 'OBD Library › My Library', x: 10, y: 10, width: 150, height: 400},
    {id: 'tabs', label: 'My Library  |  Community Library', note: 'tabs', x: 175, y: 10, width: 675, height: 50},
    {
      id: 'filters',
      label: 'Filters',
      note: 'Make · Model · Year · Type · Search',
      x: 175,
      y: 72,
      width: 400,
      height: 56,
    },
    {id: 'import', label: 'Import', note: 'DBC or JSON', x: 590, y: 72, width: 110, height: 56},
    {
      id: 'create',
      label: '+ Create',
      note: 'PID or CAN message',
      x: 715,
      y: 72,
      width: 135,
      height: 56,
      emphasis: true,
    },
    {
      id: 'table',
      label: 'Entries: one row per PID or CAN message',
      note: 'Type · Name · Vehicle · Request · Unit · Shared · trash icon',
      x: 175,
      y: 142,
      width: 675,
      height: 196,
    },
    {id: 'actions', label: 'Actions', note: 'Export · Delete', x: 715, y: 352, width: 135, height: 56},
  ],
  edges: [],
  captions: [{text: 'tick rows, then use Actions', x: 480, y: 385}],
};

export const pidForm: Diagram = {
  name: 'obd-pid-form',
  title:
    'Schematic of the Create PID form: fields on the left from Name and Description down to Vehicle buses and ' +
    'the collapsed Enhanced PID section, with Formula highlighted; on the right the Run in Terminal button, the ' +
    'terminal output, the Community Sharing panel of a saved PID, and the Save and Cancel buttons.',
  width: 860,
  height: 470,
  nodes: [
    field('name', 'Name · Description', 'rpm_custom, free text', 14),
    field('type', 'Type', 'OBD-II PID or Proprietary PID', 64),
    field('request', 'Mode · Code · Header', '01 · 0C · 7DF', 114),
    field('bytes', 'Bytes', 'expected bytes per response frame', 164),
    field('formula', 'Formula', 'bytes_to_int(message.data[2:4])/4.0', 214, true),
    field('unit', 'Unit · Min · Max', 'rpm · 0 · 16383.75', 264),
    field('buses', 'Vehicle buses', 'buses the PID answers on', 314),
    field('enhanced', 'Enhanced PID (collapsed)', 'Frames, Strict, CAN extended address, flow control', 364),
    {
      id: 'run',
      label: 'Run in Terminal',
      note: 'runs the PID on the selected device',
      x: 460,
      y: 14,
      width: 390,
      height: 50,
      emphasis: true,
    },
    {id: 'output', label: 'Terminal output', note: 'the JSON result', x: 460, y: 80, width: 390, height: 150},
    {
      id: 'sharing',
      label: 'Community Sharing',
      note: 'shown once saved with a vehicle bus',
      x: 460,
      y: 246,
      width: 390,
      height: 50,
    },
    {id: 'save', label: 'Save', x: 640, y: 414, width: 100, height: 44, emphasis: true},
    {id: 'cancel', label: 'Cancel', x: 750, y: 414, width: 100, height: 44},
  ],
  edges: [{path: 'M655 64 L655 76'}],
};

const flowStep = (id: string, label: string, note: string, emphasis = false): GraphNode => ({
  id,
  label,
  note,
  width: 128,
  emphasis,
});

export const pidLoggerFlow: GraphDiagram = {
  name: 'obd-pid-logger-flow',
  title:
    'PID logger data flow: a PID of My Library and a PID logger in Veltro Cloud become, at the next sync, a ' +
    'worker of the OBD manager on the device, which queries the vehicle, applies the formula, filters unchanged ' +
    'values and hands the rest to a returner such as cloud.',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '16', 'elk.layered.spacing.edgeNodeBetweenLayers': '8'},
  groups: [
    {id: 'cloud', label: 'Veltro Cloud', nodes: ['pid', 'logger']},
    {id: 'device', label: 'Device: OBD manager service', nodes: ['worker', 'query', 'filter', 'returner']},
  ],
  nodes: [
    flowStep('pid', 'Library PID', 'header · formula'),
    flowStep('logger', 'PID logger', 'interval · returner', true),
    flowStep('worker', 'Worker', '<pid>_logger'),
    flowStep('query', 'Query', 'request + formula'),
    flowStep('filter', 'Filter', 'alternating_readout'),
    flowStep('returner', 'Returner', 'cloud, mqtt …'),
  ],
  edges: [
    {from: 'pid', to: 'logger'},
    {from: 'logger', to: 'worker', label: 'sync', dashed: true},
    {from: 'worker', to: 'query'},
    {from: 'query', to: 'filter'},
    {from: 'filter', to: 'returner'},
  ],
};

export const loggerPausing: GraphDiagram = {
  name: 'obd-logger-pausing',
  title:
    'Automatic logger pausing: the loggers run until the accelerometer reports the vehicle steady or the trip ' +
    'ends, then pause and send nothing; a shaking event resumes them, and communication events show whether ' +
    'the vehicle answers again.',
  nodes: [
    {id: 'running', label: 'Loggers run', note: 'requests sent, vehicle answers', emphasis: true},
    {id: 'paused', label: 'Loggers paused', note: 'no frames sent, listening only'},
  ],
  edges: [
    {from: 'running', to: 'paused', label: 'motion steady, or trip end'},
    {from: 'paused', to: 'running', label: 'motion shaking'},
  ],
};

export const obdLibraryDiagrams: (Diagram | GraphDiagram)[] = [
  myLibraryOverview,
  pidForm,
  pidLoggerFlow,
  loggerPausing,
];

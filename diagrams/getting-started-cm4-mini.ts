/**
 * Diagrams of the Getting Started pages for the TMU CM4 troubleshooting guides and the Veltro Mini: the decision
 * path for mobile data, the path a reading takes from the vehicle to a dashboard widget, and a schematic of the
 * Mini's logger screen. Values shown match src/data/guides/getting-started-cm4-mini.ts.
 */
import {cellularMtu} from '../src/data/core/facts';
import {miniMaxParameters} from '../src/data/guides/getting-started-cm4-mini';
import type {GraphDiagram, GraphNode} from './layout';
import type {Diagram, DiagramNode} from './render';

const checks = [
  {id: 'usb', label: 'Modem on USB?', note: 'usbutil.devices'},
  {id: 'sim', label: 'SIM ready?', note: 'AT+CPIN? or query_sim_status'},
  {id: 'reg', label: 'Registered on a network?', note: 'network_registration_status'},
  {id: 'data', label: 'Data session up?', note: 'qmi.connection_status'},
  {id: 'cloud', label: 'Veltro Cloud reached?', note: 'system/minion/online'},
] as const;

const fixes: Record<(typeof checks)[number]['id'], {label: string; note: string}> = {
  usb: {label: 'Reboot the device', note: 'still missing: Veltro support'},
  sim: {label: 'Reseat the SIM, remove the PIN', note: 'always unplugged'},
  reg: {label: 'Coverage, SIM plan, operator', note: 'signal · activation · automatic'},
  data: {label: 'APN and roaming', note: 'Mobile data panel · ec2x.roaming'},
  cloud: {label: 'Signal, antenna, MTU', note: `${cellularMtu.standard} or ${cellularMtu.reduced} bytes`},
};

/** The checks come first in the node list and each fix after them, so every fix stands to the right of its row. */
export const cm4MobileDataPath: GraphDiagram = {
  name: 'cm4-4g-decision-path',
  direction: 'DOWN',
  title:
    'Decision path for a TMU CM4 without mobile data: check that the modem is on USB, the SIM is ready, the modem ' +
    'is registered, the data session is up and Veltro Cloud is reached; each failed check leads to its fix.',
  layoutOptions: {
    'elk.layered.crossingMinimization.forceNodeModelOrder': 'true',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.layered.nodePlacement.bk.fixedAlignment': 'LEFTDOWN',
    'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  },
  nodes: [
    ...checks.map((check) => ({...check, width: 300})),
    {id: 'online', label: 'Online', note: 'green status LED steady', width: 300, emphasis: true},
    ...checks.map((check) => ({id: `${check.id}-fix`, ...fixes[check.id], width: 300})),
  ],
  edges: checks.flatMap((check, index) => [
    {from: check.id, to: checks[index + 1]?.id ?? 'online', label: 'yes'},
    {from: check.id, to: `${check.id}-fix`, label: 'no'},
  ]),
};

const stage = (id: string, label: string, note: string, emphasis = false): GraphNode => ({id, label, note, emphasis});

export const cm4DataPath: GraphDiagram = {
  name: 'cm4-data-path',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '20', 'elk.layered.spacing.edgeNodeBetweenLayers': '8'},
  title:
    'Path of a reading on a TMU CM4: the vehicle answers a logger, the reading waits in the upload cache with the ' +
    'device clock as timestamp, travels over mobile data to Veltro Cloud, and shows on a dashboard only inside ' +
    'the selected time range.',
  groups: [{id: 'device', label: 'device, awake', nodes: ['vehicle', 'logger', 'cache', 'clock']}],
  nodes: [
    stage('vehicle', 'Vehicle', 'ignition on'),
    stage('logger', 'Logger', 'obd.manage'),
    stage('clock', 'Device clock', 'clock.status'),
    stage('cache', 'Upload cache', 'cloud.cache', true),
    stage('mobile', 'Mobile data', 'qmi.connection_status'),
    stage('cloud', 'Veltro Cloud', 'stored by timestamp'),
    stage('widget', 'Dashboard', 'time range', true),
  ],
  edges: [
    {from: 'vehicle', to: 'logger'},
    {from: 'logger', to: 'cache'},
    {from: 'clock', to: 'cache', label: 'timestamp'},
    {from: 'cache', to: 'mobile'},
    {from: 'mobile', to: 'cloud'},
    {from: 'cloud', to: 'widget'},
  ],
};

const cell = (id: string, label: string, note: string, x: number, y: number, width: number, emphasis = false) =>
  ({id, label, note, x, y, width, height: 42, emphasis}) satisfies DiagramNode;

export const miniLoggersScreen: Diagram = {
  name: 'mini-loggers-screen',
  title:
    'Schematic of the Loggers screen of a Veltro Mini under Device Management › Loggers: + Create (emphasised) and ' +
    `Restore defaults above the list, a counter of used parameters out of ${miniMaxParameters}, and the logger dialog with Parameter, ` +
    'Enabled, Periodic monitoring and Event on.',
  width: 860,
  height: 420,
  nodes: [
    {id: 'menu', label: 'Menu', note: 'Device Management', x: 10, y: 10, width: 140, height: 400},
    {id: 'header', label: 'Device picker', note: 'the Mini, e.g. Van 7', x: 160, y: 10, width: 690, height: 50},
    {id: 'tab', label: 'Loggers', note: 'screen, one device', x: 160, y: 70, width: 160, height: 44},
    cell('create', '+ Create', 'opens the dialog', 170, 126, 130, true),
    cell('restore', 'Restore defaults', 'replaces the list', 310, 126, 150),
    {id: 'count', label: `8 / ${miniMaxParameters}`, note: 'parameters', x: 470, y: 126, width: 90, height: 42},
    {
      id: 'list',
      label: 'Logger list',
      note: 'Parameter · Group · Enabled · Periodic · Event on',
      x: 170,
      y: 180,
      width: 390,
      height: 220,
    },
    {id: 'dialog', label: '', x: 580, y: 70, width: 270, height: 340},
    cell('parameter', 'Parameter', 'grouped list', 595, 100, 240),
    cell('enabled', 'Enabled', 'ticked', 595, 152, 240),
    cell('periodic', 'Periodic monitoring', 'ticked by default', 595, 204, 240),
    cell('event', 'Event on', 'none, or a mode and its range', 595, 256, 240),
    cell('save', 'Save', 'the Mini shows as pending', 595, 350, 240, true),
  ],
  edges: [{path: 'M300 140 Q450 40 576 90', dashed: true}],
  captions: [{text: 'New logger', x: 590, y: 92}],
};

export const gettingStartedCm4MiniDiagrams: (Diagram | GraphDiagram)[] = [
  cm4MobileDataPath,
  cm4DataPath,
  miniLoggersScreen,
];

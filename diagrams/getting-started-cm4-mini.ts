/**
 * Diagrams of the Getting Started pages for the TMU CM4 troubleshooting guides and the Veltro Mini: the decision
 * path for mobile data, the path a reading takes from the vehicle to a dashboard widget, and a schematic of the
 * Mini's logger screen. Values shown match src/data/guides/getting-started-cm4-mini.ts.
 */
import type {Diagram, DiagramNode} from './render';

const check = (id: string, label: string, note: string, y: number) =>
  ({id, label, note, x: 20, y, width: 300, height: 56}) satisfies DiagramNode;

const fix = (id: string, label: string, note: string, y: number) =>
  ({id, label, note, x: 520, y, width: 320, height: 56}) satisfies DiagramNode;

const checkRows = [20, 105, 190, 275, 360];
const noArrow = (y: number) => ({path: `M320 ${y + 28} L516 ${y + 28}`, label: 'no', labelX: 418, labelY: y + 20});
const yesArrow = (y: number, next: number) => ({
  path: `M170 ${y + 56} L170 ${next - 4}`,
  label: 'yes',
  labelX: 190,
  labelY: y + 74,
});

export const cm4MobileDataPath: Diagram = {
  name: 'cm4-4g-decision-path',
  title:
    'Decision path for a TMU CM4 without mobile data: check that the modem is on USB, the SIM is ready, the modem ' +
    'is registered, the data session is up and Veltro Cloud is reached; each failed check leads to its fix.',
  width: 860,
  height: 520,
  nodes: [
    check('usb', 'Modem on USB?', 'usbutil.devices', checkRows[0]!),
    check('sim', 'SIM ready?', 'AT+CPIN? or query_sim_status', checkRows[1]!),
    check('reg', 'Registered on a network?', 'network_registration_status', checkRows[2]!),
    check('data', 'Data session up?', 'qmi.connection_status', checkRows[3]!),
    check('cloud', 'Veltro Cloud reached?', 'system/minion/online', checkRows[4]!),
    {
      id: 'online',
      label: 'Online',
      note: 'green status LED steady',
      x: 20,
      y: 445,
      width: 300,
      height: 56,
      emphasis: true,
    },
    fix('usb-fix', 'Reboot the device', 'still missing: Veltro support', checkRows[0]!),
    fix('sim-fix', 'Reseat the SIM, remove the PIN', 'always unplugged', checkRows[1]!),
    fix('reg-fix', 'Coverage, SIM plan, operator', 'signal · activation · automatic', checkRows[2]!),
    fix('data-fix', 'APN and roaming', 'Mobile data panel · ec2x.roaming', checkRows[3]!),
    fix('cloud-fix', 'Signal, antenna, MTU', '1500 or 1280 bytes', checkRows[4]!),
  ],
  edges: [...checkRows.map(noArrow), ...checkRows.map((y, index) => yesArrow(y, checkRows[index + 1] ?? 445))],
};

const stage = (id: string, label: string, note: string, x: number, emphasis = false) =>
  ({id, label, note, x, y: 44, width: 146, height: 64, emphasis}) satisfies DiagramNode;

export const cm4DataPath: Diagram = {
  name: 'cm4-data-path',
  title:
    'Path of a reading on a TMU CM4: the vehicle answers a logger, the reading waits in the upload cache with the ' +
    'device clock as timestamp, travels over mobile data to Veltro Cloud, and shows on a dashboard only inside ' +
    'the selected time range.',
  width: 970,
  height: 240,
  nodes: [
    stage('vehicle', 'Vehicle', 'ignition on', 10),
    stage('logger', 'Logger', 'obd.manage', 170),
    stage('cache', 'Upload cache', 'cloud.cache', 330, true),
    stage('mobile', 'Mobile data', 'qmi.connection_status', 490),
    stage('cloud', 'Veltro Cloud', 'stored by timestamp', 650),
    stage('widget', 'Dashboard', 'time range', 810, true),
    {id: 'clock', label: 'Device clock', note: 'clock.status', x: 330, y: 164, width: 146, height: 64},
  ],
  edges: [
    {path: 'M156 76 L166 76'},
    {path: 'M316 76 L326 76'},
    {path: 'M476 76 L486 76'},
    {path: 'M636 76 L646 76'},
    {path: 'M796 76 L806 76'},
    {path: 'M403 164 L403 112', label: 'timestamp', labelX: 443, labelY: 144},
  ],
  captions: [
    {text: 'device, awake', x: 10, y: 32},
    {text: 'network', x: 490, y: 32},
    {text: 'Veltro Cloud', x: 650, y: 32},
  ],
};

const cell = (id: string, label: string, note: string, x: number, y: number, width: number, emphasis = false) =>
  ({id, label, note, x, y, width, height: 42, emphasis}) satisfies DiagramNode;

export const miniLoggersScreen: Diagram = {
  name: 'mini-loggers-screen',
  title:
    'Schematic of the Loggers screen of a Veltro Mini under Device Management › Loggers: + Create (emphasised) and ' +
    'Restore defaults above the list, a counter of used parameters out of 32, and the logger dialog with Parameter, ' +
    'Enabled, Periodic monitoring and Event on.',
  width: 860,
  height: 420,
  nodes: [
    {id: 'menu', label: 'Menu', note: 'Device Management', x: 10, y: 10, width: 140, height: 400},
    {id: 'header', label: 'Device picker', note: 'the Mini, e.g. Van 7', x: 160, y: 10, width: 690, height: 50},
    {id: 'tab', label: 'Loggers', note: 'screen, one device', x: 160, y: 70, width: 160, height: 44},
    cell('create', '+ Create', 'opens the dialog', 170, 126, 130, true),
    cell('restore', 'Restore defaults', 'replaces the list', 310, 126, 150),
    {id: 'count', label: '8 / 32', note: 'parameters', x: 470, y: 126, width: 90, height: 42},
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

export const gettingStartedCm4MiniDiagrams: Diagram[] = [cm4MobileDataPath, cm4DataPath, miniLoggersScreen];

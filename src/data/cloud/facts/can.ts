/**
 * Facts of the CAN bus pages of the Cloud's OBD-II section (CAN bus configuration, the CAN bus commands, raw CAN
 * logging and CAN dumps) that no source gives: chosen once here and used on every one of those pages. Values that
 * the canon, the Core and hardware pages or the fact sources give are not repeated; the pages take them from there
 * (`../../core/facts.ts`, `../../hardware/`, the Core command catalogue).
 */

import {loggersScreen} from './device-admin';

/** Where a vehicle's CAN buses are listed, added and autodetected: the CAN Buses tab of the vehicle editor. */
export const canBusesScreen = {
  menu: 'Fleet Management › Vehicles › List',
  /** The vehicle row's menu action that opens the vehicle editor. */
  rowAction: 'Edit',
  tab: 'CAN Buses',
  addButton: '+ Add bus',
  autodetectButton: 'Autodetect',
  /** Flag the Cloud shows on a bus that autodetection created. */
  autodetectedFlag: 'Autodetected',
} as const;

/** Fields of the CAN bus form, top to bottom, with their defaults for a bus you add by hand. */
export const canBusFields = [
  {field: 'Name', default: 'empty', note: 'Free text shown wherever a bus is chosen, e.g. `Diagnostic 500k`.'},
  {field: 'Protocol', default: '6', note: 'Protocol ID; decides the interface, the pins and the ID length.'},
  {field: 'Bitrate', default: "the protocol's own rate", note: 'bit/s; editable for protocol IDs 31 and up.'},
  {field: 'Data bitrate', default: 'empty (classic CAN)', note: 'bit/s; CAN-FD Pro only; setting it turns on CAN FD.'},
  {field: 'Mode', default: 'Listen only', note: '`Listen only` or `Active`; an autodetected bus is `Active`.'},
  {field: 'Default', default: 'off', note: 'One bus per vehicle; loggers that name no bus use it.'},
] as const;

/**
 * Which interface (and so which OBD-II pins) each SocketCAN protocol uses on the TMU CM4 and the CAN-FD Pro, with
 * the rate and ID length it starts with (fact source: `_utils/can_obd_conn.py`).
 */
export const protocolInterfaces = [
  {ids: '6, 7', name: 'ISO 15765-4 CAN', bits: '11, 29', bitrate: 500000, iface: 'can0'},
  {ids: '8, 9', name: 'ISO 15765-4 CAN', bits: '11, 29', bitrate: 250000, iface: 'can0'},
  {ids: '31–34', name: 'HS CAN (ISO 11898 / ISO 15765)', bits: '11, 29', bitrate: 500000, iface: 'can0'},
  {ids: '35, 36', name: 'HS CAN (ISO 15765)', bits: '11, 29', bitrate: 250000, iface: 'can0'},
  {ids: '41, 42', name: 'J1939', bits: '11, 29', bitrate: 250000, iface: 'can0'},
  {ids: '51–54', name: 'MS CAN (ISO 11898 / ISO 15765)', bits: '11, 29', bitrate: 125000, iface: 'can1'},
] as const;

/** Protocols that automatic detection (`obd.commands`) tries on a SocketCAN device, in order (fact source). */
export const autodetectProtocols = ['6', '7', '8', '9'] as const;

/** The TMU CM4 has no termination resistor of its own; the CAN bus form has no termination switch. */
export const builtInTermination = false;

/**
 * The CAN-FD Pro can terminate each channel itself: **Enable Termination**, about 120 Ω, among the channel's advanced
 * settings (original docs `docs/getting_started/autopi_canfd_pro/user_guide.md:170`; `docs/hardware/autopi_canfd_pro/
 * index.md:36`, termination set from the Cloud). Off in a vehicle, whose control units terminate the bus; on for a
 * bench with the Pro at one end of the cable.
 */
export const canfdProTermination = {field: 'Enable Termination', ohms: 120, perChannel: true} as const;

/** A CAN bus is terminated with this resistor at each of its two ends … */
export const terminationOhmsPerEnd = 120;

/** … so high to low measures about this with the power off. */
export const terminatedBusOhms = 60;

/** A CAN FD data bitrate used in examples; the CAN-FD Pro takes up to 5 Mbit/s (canon). */
export const exampleDataBitrate = 2000000;

/** Where raw CAN loggers are created: the one Loggers screen of Device Management (`loggersScreen`), not a service tab. */
export const rawLoggerPath = {
  menu: loggersScreen.path,
  create: loggersScreen.createButton,
  option: 'Raw CAN logger',
} as const;

/** When a raw CAN logger runs; the first is the default. */
export const rawLoggerRunAt = ['Engine running', 'Startup', 'Manually'] as const;

/** File formats a raw CAN logger writes: those `can.dump` writes, `log` (candump) by default. */
export const rawLoggerFormats = ['log', 'asc', 'blf', 'csv', 'db'] as const;

/** Folder and file name of a raw CAN logger's files on the device (as `logger.status` shows them). */
export const rawLoggerFiles = {
  folder: '/opt/veltro/<bus>/loggers/<logger>/output/',
  fileName: '{ts:%Y%m%d%H%M}.log',
} as const;

/** A logger's file is closed and a new one started at this size … */
export const rawLoggerMaxFileMegabytes = 10;

/** … or at this age, whichever comes first. */
export const rawLoggerMaxFileAgeSeconds = 600;

/** Where finished files go; the first is the default. Veltro Cloud lists uploaded files on the logger's Files tab. */
export const rawLoggerOutputs = ['Veltro Cloud', 'Amazon S3 bucket'] as const;
export const rawLoggerFilesTab = 'Files';

/** Data volume of raw CAN logging, for the worked estimate: a busy car powertrain bus … */
export const busyBusFramesPerSecond = 2000;

/** … and the size of one 8-byte frame as a line of a candump `.log` file, in bytes (about 45 characters). */
export const logLineBytes = 45;

/** A valid CAN dump: where the examples write it, and how long and how often to record the action. */
export const canDump = {
  folder: '/opt/veltro/can/dumps/',
  /** Seconds of quiet bus traffic before the first action and after the last. */
  quietSeconds: 10,
  /** Times the action is repeated within one dump, with this gap between repeats. */
  repeats: 3,
  gapSeconds: 5,
  /** Length of a dump of one action; never shorter than the minimum. */
  durationSeconds: 60,
  minimumSeconds: 30,
} as const;

/**
 * Finding an unknown bitrate without transmitting: one listen-only probe per candidate rate (settled for issue 19).
 * `can.connection autodetect=passive` is not silent: autopi-core `_utils/can_conn.py` (`_passive_autodetect`) brings
 * the controller up through `socketcan.up` in normal, acknowledging mode and tries 500 kbit/s first, so pages never
 * offer it on a running vehicle. `socketcan.up` passes extra arguments to `ip link` (autopi-core
 * `_modules/socketcan.py:49-72`), but Salt parses a typed `listen-only=on` as YAML, so `ip link` receives
 * `listen-only True` and refuses it: the probe runs in the device shell with `ip link` itself (`upShell`).
 */
export const listenOnlyProbe = {
  down: 'socketcan.down interface=can0',
  upShell: 'sudo ip link set can0 up type can bitrate 250000 listen-only on',
  check: 'socketcan.show interface=can0 details=true stats=true',
  candidateRates: [500000, 250000, 125000, 1000000],
} as const;

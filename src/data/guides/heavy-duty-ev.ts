/**
 * Facts of the Getting Started pages for heavy-duty vehicles (J1939) and electric vehicles that no Veltro source
 * gives: chosen once here and used on those pages. Values the canon (`../shared/ia/facts.md`), the Core facts
 * (`../core/facts.ts`) or the settings catalogue (`../cloud/settings/`) give are not repeated. The J1939 values are
 * public SAE J1939 facts (J1939-13 connector, J1939-21 identifier, J1939-71 EEC1).
 */

/** Pins of the SAE J1939-13 off-board diagnostic connector, the round 9-pin Deutsch socket of trucks and buses. */
export const j1939DeutschPins = [
  {pin: 'A', signal: 'Battery − (ground)'},
  {pin: 'B', signal: 'Battery + (unswitched supply)'},
  {pin: 'C', signal: 'J1939 CAN high'},
  {pin: 'D', signal: 'J1939 CAN low'},
  {pin: 'E', signal: 'CAN shield'},
  {pin: 'F', signal: 'SAE J1708 + (older trucks)'},
  {pin: 'G', signal: 'SAE J1708 − (older trucks)'},
  {pin: 'H', signal: 'Maker-specific, often a second CAN high'},
  {pin: 'J', signal: 'Maker-specific, often a second CAN low'},
] as const;

/**
 * Colours of the 9-pin socket: black (type 1) for 250 kbit/s networks, green (type 2) for networks that may run at
 * 500 kbit/s. A green socket is keyed so that a black (250 kbit/s-only) tool plug does not fit it.
 */
export const j1939ConnectorTypes = {
  black: {type: 1, bitrates: [250000]},
  green: {type: 2, bitrates: [250000, 500000], refusesBlackPlugs: true},
} as const;

/**
 * How a 9-pin Deutsch to OBD-II (J1962 socket) adapter connects a TMU CM4: Deutsch pin → OBD-II socket pins. The J1939
 * bus lands on `can0` (pins 6 and 14); the maker's second bus on H/J, if wired, on `can1` (pins 3 and 11).
 */
export const deutschToObdAdapter = {
  A: [4, 5],
  B: [16],
  C: [6],
  D: [14],
  H: [3],
  J: [11],
} as const;

/** Time the J1939 guide plans for: fitting the adapter, first boot, finding the bitrate and setting up one logger. */
export const j1939GuideMinutes = 60;

/** The worked EEC1 frame (PGN 61444, source address 0): its 29-bit ID, its 8 data bytes and the engine speed they carry. */
export const eec1Example = {
  id: '0CF00400',
  data: 'F07D87542D00F387',
  rawEngineSpeed: 11604,
  rpm: 1450.5,
  /** The same ID with the DBC extended-frame flag (bit 31) set, as a `BO_` line writes it. */
  dbcId: 2364539904,
} as const;

/** Supply voltage a TMU CM4 reads on a healthy 24 V vehicle: the 12 V ranges of the TMU CM4 guide, doubled. */
export const truckVoltage = {
  engineOff: {min: 24.8, max: 25.6},
  engineRunning: {min: 27.2, max: 29.6},
} as const;

/** Name of the CAN bus record the J1939 guide creates in the vehicle editor. */
export const j1939BusName = 'J1939 250k';

/**
 * Power › Sleep Timer values for a vehicle that fires motor events instead of engine events: the timer starts when
 * the motor stops or, after a wake-up without driving, when the first reading shows it not running.
 */
export const motorSleepTimer = {
  eventRegex: '^vehicle/motor/(stopped|not_running)$',
  reason: 'motor_stopped',
  suppressEventRegex: '^vehicle/motor/running$',
} as const;

/** The same values for the communication method: sleep when the vehicle stops answering, stay awake while it answers. */
export const communicationSleepTimer = {
  eventRegex: '^vehicle/communication/disconnected$',
  reason: 'vehicle_communication_disconnected',
  suppressEventRegex: '^vehicle/communication/established$',
} as const;

/** The same values for the position method (GNSS), as the sleep timers page describes it. */
export const positionSleepTimer = {
  eventRegex: '^vehicle/position/standstill$',
  reason: 'engine_stopped',
  suppressEventRegex: '^vehicle/position/moving$',
} as const;

/** Interval of the PID logger that feeds the motor trigger on an EV: short enough to see a stop within seconds. */
export const motorLoggerIntervalSeconds = 5;

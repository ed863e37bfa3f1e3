/**
 * The standard OBD-II PIDs of SAE J1979 that the PID decoder reads: service (mode) 01, current data, and the
 * vehicle information of service 09. Names and formulas follow the standard as it is publicly documented; data
 * bytes are A, B, C, D… after the PID byte, as the standard and our formula examples name them. Only the PIDs
 * whose meaning is settled are listed: a wrong formula here would teach readers a wrong value.
 *
 * Plain data and no React, so the unit tests and the component share it and only the decoder page loads it.
 */

/** A value that is a scaled, big-endian slice of the data bytes: `raw × scale + offset`. */
export interface ScaledPart {
  /** What the value is, when the PID carries more than one (e.g. "Voltage"). */
  readonly label?: string;
  /** First data byte of the slice: 0 is A, 1 is B. */
  readonly at: number;
  /** Number of bytes, read most significant first. */
  readonly size: number;
  readonly scale: number;
  readonly offset: number;
  /** Two's complement over the slice (PID 32). */
  readonly signed?: boolean;
  readonly unit: string;
}

/** How a PID's data bytes turn into values. Most PIDs are `scaled`; the rest are bit fields and lists. */
export type PidDecoding =
  | {readonly kind: 'scaled'; readonly parts: readonly ScaledPart[]}
  /** A 32-bit map of which of the next 32 PIDs the control unit answers (PIDs 00, 20, 40 …). */
  | {readonly kind: 'supported'}
  /** PID 01 (since codes were cleared: MIL and code count too) and PID 41 (this drive cycle). */
  | {readonly kind: 'monitors'; readonly sinceCleared: boolean}
  /** PID 02: the trouble code that stored the freeze frame. */
  | {readonly kind: 'dtc'}
  /** One byte, A, as a number from a list (PID 1C, 51). */
  | {readonly kind: 'enum'; readonly values: Readonly<Record<number, string>>}
  /** Each set bit of each byte names a state (PID 03: A for fuel system 1, B for fuel system 2; PID 12). */
  | {readonly kind: 'flags'; readonly labels: readonly string[]; readonly flags: readonly string[]}
  /** Which oxygen sensors exist: PID 13 (2 banks of 4) and PID 1D (4 banks of 2). */
  | {readonly kind: 'o2Present'; readonly banks: 2 | 4}
  /** PID 1E: bit A0 is power take-off. */
  | {readonly kind: 'pto'}
  /** Service 09: a count byte, then that many text items of `length` characters (VIN, calibration IDs, ECU name). */
  | {readonly kind: 'text'; readonly length: number}
  /** Service 09 PID 06: a count byte, then 4-byte calibration verification numbers, shown in hex. */
  | {readonly kind: 'cvn'}
  /** Service 09 PIDs 01, 03, 05: how many messages the answer of the next PID takes on non-CAN buses. */
  | {readonly kind: 'count'};

export interface PidDefinition {
  readonly pid: number;
  readonly name: string;
  /** The name `obd.query` knows the PID by, e.g. `RPM`, where Veltro Core has one. */
  readonly command?: string;
  /** Data bytes after the PID byte; undefined where the length varies (service 09 lists). */
  readonly bytes?: number;
  /** The standard's formula in terms of A, B, C, D, or how the bits are read. */
  readonly formula: string;
  readonly decoding: PidDecoding;
}

type Part = Omit<ScaledPart, 'offset'> & {readonly offset?: number};

function scaled(
  pid: number,
  name: string,
  command: string | undefined,
  bytes: number,
  formula: string,
  ...parts: Part[]
): PidDefinition {
  return {
    pid,
    name,
    ...(command ? {command} : {}),
    bytes,
    formula,
    decoding: {kind: 'scaled', parts: parts.map((part) => ({offset: 0, ...part}))},
  };
}

// The shapes most PIDs share.
const percentA = (pid: number, name: string, command?: string) =>
  scaled(pid, name, command, 1, '100A / 255', {at: 0, size: 1, scale: 100 / 255, unit: '%'});
const temperatureA = (pid: number, name: string, command?: string) =>
  scaled(pid, name, command, 1, 'A − 40', {at: 0, size: 1, scale: 1, offset: -40, unit: '°C'});
const trimA = (pid: number, name: string, command?: string) =>
  scaled(pid, name, command, 1, '100A / 128 − 100', {at: 0, size: 1, scale: 100 / 128, offset: -100, unit: '%'});
const wordAB = (
  pid: number,
  name: string,
  command: string | undefined,
  unit: string,
  scale = 1,
  formula = '256A + B',
) => scaled(pid, name, command, 2, formula, {at: 0, size: 2, scale, unit});
const torqueA = (pid: number, name: string) =>
  scaled(pid, name, undefined, 1, 'A − 125', {at: 0, size: 1, scale: 1, offset: -125, unit: '%'});
const supported = (pid: number, command?: string): PidDefinition => ({
  pid,
  name: `PIDs supported ${hex(pid + 1)}–${hex(pid + 0x20)}`,
  ...(command ? {command} : {}),
  bytes: 4,
  formula: 'Bit A7 is the next PID, bit D0 the 32nd; a set bit means supported',
  decoding: {kind: 'supported'},
});

function hex(value: number): string {
  return value.toString(16).toUpperCase().padStart(2, '0');
}

/** PIDs 14–1B: narrow-band oxygen sensors, voltage and the fuel trim the sensor drives. */
const narrowBand = Array.from({length: 8}, (_, index) =>
  scaled(
    0x14 + index,
    `Oxygen sensor ${index + 1}: voltage and short-term fuel trim`,
    `O2_B${index < 4 ? 1 : 2}S${(index % 4) + 1}`,
    2,
    'A / 200 V; 100B / 128 − 100 % (B = FF: the sensor is not used for trim)',
    {label: 'Voltage', at: 0, size: 1, scale: 1 / 200, unit: 'V'},
    {label: 'Short-term fuel trim', at: 1, size: 1, scale: 100 / 128, offset: -100, unit: '%'},
  ),
);

/** PIDs 24–2B: wide-band sensors, equivalence ratio (lambda) and voltage. */
const wideBandVoltage = Array.from({length: 8}, (_, index) =>
  scaled(
    0x24 + index,
    `Oxygen sensor ${index + 1}: equivalence ratio and voltage`,
    `O2_S${index + 1}_WR_VOLTAGE`,
    4,
    '2 (256A + B) / 65536; 8 (256C + D) / 65536 V',
    {label: 'Equivalence ratio (λ)', at: 0, size: 2, scale: 2 / 65536, unit: ''},
    {label: 'Voltage', at: 2, size: 2, scale: 8 / 65536, unit: 'V'},
  ),
);

/** PIDs 34–3B: wide-band sensors, equivalence ratio and pump current. */
const wideBandCurrent = Array.from({length: 8}, (_, index) =>
  scaled(
    0x34 + index,
    `Oxygen sensor ${index + 1}: equivalence ratio and current`,
    `O2_S${index + 1}_WR_CURRENT`,
    4,
    '2 (256A + B) / 65536; (256C + D) / 256 − 128 mA',
    {label: 'Equivalence ratio (λ)', at: 0, size: 2, scale: 2 / 65536, unit: ''},
    {label: 'Current', at: 2, size: 2, scale: 1 / 256, offset: -128, unit: 'mA'},
  ),
);

/** PIDs 3C–3F: catalyst temperatures. */
const catalyst = (['B1S1', 'B2S1', 'B1S2', 'B2S2'] as const).map((where, index) =>
  scaled(
    0x3c + index,
    `Catalyst temperature, bank ${where[1]} sensor ${where[3]}`,
    `CATALYST_TEMP_${where}`,
    2,
    '(256A + B) / 10 − 40',
    {at: 0, size: 2, scale: 1 / 10, offset: -40, unit: '°C'},
  ),
);

/** PIDs 55–58: secondary oxygen sensor trims, A for bank 1 or 2 and B for bank 3 or 4. */
const secondaryTrim = (
  [
    [0x55, 'Short-term', 1, 'SHORT_O2_TRIM_B1'],
    [0x56, 'Long-term', 1, 'LONG_O2_TRIM_B1'],
    [0x57, 'Short-term', 2, 'SHORT_O2_TRIM_B2'],
    [0x58, 'Long-term', 2, 'LONG_O2_TRIM_B2'],
  ] as const
).map(([pid, term, bank, command]) =>
  scaled(
    pid,
    `${term} secondary oxygen sensor trim, banks ${bank} and ${bank + 2}`,
    command,
    2,
    '100A / 128 − 100 (bank ' + bank + '); 100B / 128 − 100 (bank ' + (bank + 2) + ')',
    {label: `Bank ${bank}`, at: 0, size: 1, scale: 100 / 128, offset: -100, unit: '%'},
    {label: `Bank ${bank + 2}`, at: 1, size: 1, scale: 100 / 128, offset: -100, unit: '%'},
  ),
);

/** Values of PID 1C: which OBD standard the vehicle was built to. */
export const obdStandards: Readonly<Record<number, string>> = {
  1: 'OBD-II as defined by CARB (California)',
  2: 'OBD as defined by the EPA',
  3: 'OBD and OBD-II',
  4: 'OBD-I',
  5: 'Not OBD compliant',
  6: 'EOBD (Europe)',
  7: 'EOBD and OBD-II',
  8: 'EOBD and OBD',
  9: 'EOBD, OBD and OBD-II',
  10: 'JOBD (Japan)',
  11: 'JOBD and OBD-II',
  12: 'JOBD and EOBD',
  13: 'JOBD, EOBD and OBD-II',
  17: 'Engine Manufacturer Diagnostics (EMD)',
  18: 'Engine Manufacturer Diagnostics Enhanced (EMD+)',
  19: 'Heavy Duty OBD, child or partial (HD OBD-C)',
  20: 'Heavy Duty OBD (HD OBD)',
  21: 'World Wide Harmonized OBD (WWH OBD)',
  23: 'Heavy Duty Euro OBD stage I without NOx control (HD EOBD-I)',
  24: 'Heavy Duty Euro OBD stage I with NOx control (HD EOBD-I N)',
  25: 'Heavy Duty Euro OBD stage II without NOx control (HD EOBD-II)',
  26: 'Heavy Duty Euro OBD stage II with NOx control (HD EOBD-II N)',
  28: 'Brazil OBD phase 1 (OBDBr-1)',
  29: 'Brazil OBD phase 2 (OBDBr-2)',
  30: 'Korean OBD (KOBD)',
  31: 'India OBD I (IOBD I)',
  32: 'India OBD II (IOBD II)',
  33: 'Heavy Duty Euro OBD stage VI (HD EOBD-IV)',
};

/** Values of PID 51: the fuel the vehicle runs on. */
export const fuelTypes: Readonly<Record<number, string>> = {
  0: 'Not available',
  1: 'Gasoline',
  2: 'Methanol',
  3: 'Ethanol',
  4: 'Diesel',
  5: 'LPG',
  6: 'CNG',
  7: 'Propane',
  8: 'Electric',
  9: 'Bifuel running gasoline',
  10: 'Bifuel running methanol',
  11: 'Bifuel running ethanol',
  12: 'Bifuel running LPG',
  13: 'Bifuel running CNG',
  14: 'Bifuel running propane',
  15: 'Bifuel running electricity',
  16: 'Bifuel running electric and combustion engine',
  17: 'Hybrid gasoline',
  18: 'Hybrid ethanol',
  19: 'Hybrid diesel',
  20: 'Hybrid electric',
  21: 'Hybrid running electric and combustion engine',
  22: 'Hybrid regenerative',
  23: 'Bifuel running diesel',
};

const mode01List: readonly PidDefinition[] = [
  supported(0x00, 'PIDS_A'),
  {
    pid: 0x01,
    name: 'Monitor status since trouble codes were cleared',
    command: 'STATUS',
    bytes: 4,
    formula: 'A7: MIL on; A6–A0: number of stored codes; B, C, D: which monitors exist and which are incomplete',
    decoding: {kind: 'monitors', sinceCleared: true},
  },
  {
    pid: 0x02,
    name: 'Trouble code that stored the freeze frame',
    command: 'FREEZE_DTC',
    bytes: 2,
    formula: 'A7–A6: letter (P, C, B, U); A5–A4: first digit; the other 12 bits: three hex digits',
    decoding: {kind: 'dtc'},
  },
  {
    pid: 0x03,
    name: 'Fuel system status',
    command: 'FUEL_STATUS',
    bytes: 2,
    formula: 'A: fuel system 1, B: fuel system 2; one bit set per state',
    decoding: {
      kind: 'flags',
      labels: ['Fuel system 1', 'Fuel system 2'],
      flags: [
        'Open loop: engine not warm enough yet',
        'Closed loop: oxygen sensor feedback sets the mixture',
        'Open loop: engine load, or fuel cut while decelerating',
        'Open loop: system failure',
        'Closed loop with a fault in the feedback system',
      ],
    },
  },
  percentA(0x04, 'Calculated engine load', 'ENGINE_LOAD'),
  temperatureA(0x05, 'Engine coolant temperature', 'COOLANT_TEMP'),
  trimA(0x06, 'Short-term fuel trim, bank 1', 'SHORT_FUEL_TRIM_1'),
  trimA(0x07, 'Long-term fuel trim, bank 1', 'LONG_FUEL_TRIM_1'),
  trimA(0x08, 'Short-term fuel trim, bank 2', 'SHORT_FUEL_TRIM_2'),
  trimA(0x09, 'Long-term fuel trim, bank 2', 'LONG_FUEL_TRIM_2'),
  scaled(0x0a, 'Fuel pressure (gauge)', 'FUEL_PRESSURE', 1, '3A', {at: 0, size: 1, scale: 3, unit: 'kPa'}),
  scaled(0x0b, 'Intake manifold absolute pressure', 'INTAKE_PRESSURE', 1, 'A', {at: 0, size: 1, scale: 1, unit: 'kPa'}),
  wordAB(0x0c, 'Engine speed', 'RPM', 'rpm', 1 / 4, '(256A + B) / 4'),
  scaled(0x0d, 'Vehicle speed', 'SPEED', 1, 'A', {at: 0, size: 1, scale: 1, unit: 'km/h'}),
  scaled(0x0e, 'Timing advance (before top dead centre)', 'TIMING_ADVANCE', 1, 'A / 2 − 64', {
    at: 0,
    size: 1,
    scale: 1 / 2,
    offset: -64,
    unit: '°',
  }),
  temperatureA(0x0f, 'Intake air temperature', 'INTAKE_TEMP'),
  wordAB(0x10, 'Mass air flow rate', 'MAF', 'g/s', 1 / 100, '(256A + B) / 100'),
  percentA(0x11, 'Throttle position', 'THROTTLE_POS'),
  {
    pid: 0x12,
    name: 'Commanded secondary air status',
    command: 'AIR_STATUS',
    bytes: 1,
    formula: 'A: one bit set per state',
    decoding: {
      kind: 'flags',
      labels: ['Secondary air'],
      flags: [
        'Upstream of the catalytic converter',
        'Downstream of the catalytic converter',
        'From the outside atmosphere, or off',
        'Pump commanded on for diagnostics',
      ],
    },
  },
  {
    pid: 0x13,
    name: 'Oxygen sensors present (2 banks)',
    command: 'O2_SENSORS',
    bytes: 1,
    formula: 'A0–A3: bank 1 sensors 1–4; A4–A7: bank 2 sensors 1–4',
    decoding: {kind: 'o2Present', banks: 2},
  },
  ...narrowBand,
  {
    pid: 0x1c,
    name: 'OBD standard the vehicle conforms to',
    command: 'OBD_COMPLIANCE',
    bytes: 1,
    formula: 'A: a number from the standard’s list',
    decoding: {kind: 'enum', values: obdStandards},
  },
  {
    pid: 0x1d,
    name: 'Oxygen sensors present (4 banks)',
    command: 'O2_SENSORS_ALT',
    bytes: 1,
    formula: 'A0–A1: bank 1 sensors 1–2; A2–A3: bank 2; A4–A5: bank 3; A6–A7: bank 4',
    decoding: {kind: 'o2Present', banks: 4},
  },
  {
    pid: 0x1e,
    name: 'Auxiliary input status',
    command: 'AUX_INPUT_STATUS',
    bytes: 1,
    formula: 'A0: power take-off active',
    decoding: {kind: 'pto'},
  },
  wordAB(0x1f, 'Run time since engine start', 'RUN_TIME', 's'),
  supported(0x20, 'PIDS_B'),
  wordAB(0x21, 'Distance travelled with the MIL on', 'DISTANCE_W_MIL', 'km'),
  wordAB(
    0x22,
    'Fuel rail pressure (relative to manifold vacuum)',
    'FUEL_RAIL_PRESSURE_VAC',
    'kPa',
    0.079,
    '0.079 (256A + B)',
  ),
  wordAB(
    0x23,
    'Fuel rail gauge pressure (diesel, or petrol direct injection)',
    'FUEL_RAIL_PRESSURE_DIRECT',
    'kPa',
    10,
    '10 (256A + B)',
  ),
  ...wideBandVoltage,
  percentA(0x2c, 'Commanded EGR', 'COMMANDED_EGR'),
  trimA(0x2d, 'EGR error', 'EGR_ERROR'),
  percentA(0x2e, 'Commanded evaporative purge', 'EVAPORATIVE_PURGE'),
  percentA(0x2f, 'Fuel tank level input', 'FUEL_LEVEL'),
  scaled(0x30, 'Warm-ups since codes cleared', 'WARMUPS_SINCE_DTC_CLEAR', 1, 'A', {
    at: 0,
    size: 1,
    scale: 1,
    unit: '',
  }),
  wordAB(0x31, 'Distance travelled since codes cleared', 'DISTANCE_SINCE_DTC_CLEAR', 'km'),
  scaled(0x32, 'Evaporative system vapour pressure', 'EVAP_VAPOR_PRESSURE', 2, '(256A + B) / 4, signed', {
    at: 0,
    size: 2,
    scale: 1 / 4,
    signed: true,
    unit: 'Pa',
  }),
  scaled(0x33, 'Absolute barometric pressure', 'BAROMETRIC_PRESSURE', 1, 'A', {at: 0, size: 1, scale: 1, unit: 'kPa'}),
  ...wideBandCurrent,
  ...catalyst,
  supported(0x40, 'PIDS_C'),
  {
    pid: 0x41,
    name: 'Monitor status this drive cycle',
    command: 'STATUS_DRIVE_CYCLE',
    bytes: 4,
    formula: 'A: reserved; B, C, D: which monitors are enabled and which are incomplete this drive cycle',
    decoding: {kind: 'monitors', sinceCleared: false},
  },
  wordAB(0x42, 'Control module voltage', 'CONTROL_MODULE_VOLTAGE', 'V', 1 / 1000, '(256A + B) / 1000'),
  wordAB(0x43, 'Absolute load value', 'ABSOLUTE_LOAD', '%', 100 / 255, '100 (256A + B) / 255'),
  wordAB(
    0x44,
    'Commanded air-fuel equivalence ratio (λ)',
    'COMMANDED_EQUIV_RATIO',
    '',
    2 / 65536,
    '2 (256A + B) / 65536',
  ),
  percentA(0x45, 'Relative throttle position', 'RELATIVE_THROTTLE_POS'),
  temperatureA(0x46, 'Ambient air temperature', 'AMBIANT_AIR_TEMP'),
  percentA(0x47, 'Absolute throttle position B', 'THROTTLE_POS_B'),
  percentA(0x48, 'Absolute throttle position C', 'THROTTLE_POS_C'),
  percentA(0x49, 'Accelerator pedal position D', 'ACCELERATOR_POS_D'),
  percentA(0x4a, 'Accelerator pedal position E', 'ACCELERATOR_POS_E'),
  percentA(0x4b, 'Accelerator pedal position F', 'ACCELERATOR_POS_F'),
  percentA(0x4c, 'Commanded throttle actuator', 'THROTTLE_ACTUATOR'),
  wordAB(0x4d, 'Time run with the MIL on', 'RUN_TIME_MIL', 'min'),
  wordAB(0x4e, 'Time since trouble codes cleared', 'TIME_SINCE_DTC_CLEARED', 'min'),
  scaled(
    0x4f,
    'Maximum values: equivalence ratio, O2 sensor voltage and current, intake pressure',
    'MAX_VALUES',
    4,
    'A; B V; C mA; 10D kPa',
    {label: 'Equivalence ratio', at: 0, size: 1, scale: 1, unit: ''},
    {label: 'Oxygen sensor voltage', at: 1, size: 1, scale: 1, unit: 'V'},
    {label: 'Oxygen sensor current', at: 2, size: 1, scale: 1, unit: 'mA'},
    {label: 'Intake manifold absolute pressure', at: 3, size: 1, scale: 10, unit: 'kPa'},
  ),
  scaled(0x50, 'Maximum air flow rate of the MAF sensor', 'MAX_MAF', 4, '10A (B, C, D reserved)', {
    at: 0,
    size: 1,
    scale: 10,
    unit: 'g/s',
  }),
  {
    pid: 0x51,
    name: 'Fuel type',
    command: 'FUEL_TYPE',
    bytes: 1,
    formula: 'A: a number from the standard’s list',
    decoding: {kind: 'enum', values: fuelTypes},
  },
  percentA(0x52, 'Ethanol fuel percentage', 'ETHANOL_PERCENT'),
  wordAB(
    0x53,
    'Absolute evaporative system vapour pressure',
    'EVAP_VAPOR_PRESSURE_ABS',
    'kPa',
    1 / 200,
    '(256A + B) / 200',
  ),
  ...secondaryTrim,
  wordAB(0x59, 'Fuel rail absolute pressure', 'FUEL_RAIL_PRESSURE_ABS', 'kPa', 10, '10 (256A + B)'),
  percentA(0x5a, 'Relative accelerator pedal position', 'RELATIVE_ACCEL_POS'),
  percentA(0x5b, 'Hybrid battery pack remaining life', 'HYBRID_BATTERY_REMAINING'),
  temperatureA(0x5c, 'Engine oil temperature', 'OIL_TEMP'),
  scaled(0x5d, 'Fuel injection timing', 'FUEL_INJECT_TIMING', 2, '(256A + B) / 128 − 210', {
    at: 0,
    size: 2,
    scale: 1 / 128,
    offset: -210,
    unit: '°',
  }),
  wordAB(0x5e, 'Engine fuel rate', 'FUEL_RATE', 'L/h', 1 / 20, '(256A + B) / 20'),
  supported(0x60),
  torqueA(0x61, 'Driver’s demand engine torque'),
  torqueA(0x62, 'Actual engine torque'),
  wordAB(0x63, 'Engine reference torque', undefined, 'N·m'),
  scaled(
    0x64,
    'Engine torque at idle and at points 1–4',
    undefined,
    5,
    'A − 125, B − 125, C − 125, D − 125, E − 125',
    ...['Idle', 'Point 1', 'Point 2', 'Point 3', 'Point 4'].map((label, at) => ({
      label,
      at,
      size: 1,
      scale: 1,
      offset: -125,
      unit: '%',
    })),
  ),
  supported(0x80),
  torqueA(0x8e, 'Engine friction torque'),
  supported(0xa0),
  scaled(0xa6, 'Odometer', undefined, 4, '(2²⁴A + 2¹⁶B + 2⁸C + D) / 10', {at: 0, size: 4, scale: 1 / 10, unit: 'km'}),
  supported(0xc0),
];

const mode09List: readonly PidDefinition[] = [
  supported(0x00),
  {
    pid: 0x01,
    name: 'VIN message count (non-CAN buses)',
    bytes: 1,
    formula: 'A',
    decoding: {kind: 'count'},
  },
  {
    pid: 0x02,
    name: 'Vehicle identification number (VIN)',
    formula: '17 ASCII characters after the item count',
    decoding: {kind: 'text', length: 17},
  },
  {
    pid: 0x03,
    name: 'Calibration ID message count (non-CAN buses)',
    bytes: 1,
    formula: 'A',
    decoding: {kind: 'count'},
  },
  {
    pid: 0x04,
    name: 'Calibration IDs',
    formula: 'A count, then 16 ASCII characters per ID',
    decoding: {kind: 'text', length: 16},
  },
  {
    pid: 0x05,
    name: 'Calibration verification number message count (non-CAN buses)',
    bytes: 1,
    formula: 'A',
    decoding: {kind: 'count'},
  },
  {
    pid: 0x06,
    name: 'Calibration verification numbers (CVN)',
    formula: 'A count, then 4 bytes per number, shown in hex',
    decoding: {kind: 'cvn'},
  },
  {
    pid: 0x0a,
    name: 'Control unit name',
    formula: 'A count, then 20 ASCII characters',
    decoding: {kind: 'text', length: 20},
  },
];

const byPid = (list: readonly PidDefinition[]) => new Map(list.map((definition) => [definition.pid, definition]));

/** Service 01 (current data), keyed by PID. */
export const mode01Pids: ReadonlyMap<number, PidDefinition> = byPid(mode01List);

/** Service 09 (vehicle information), keyed by PID. */
export const mode09Pids: ReadonlyMap<number, PidDefinition> = byPid(mode09List);

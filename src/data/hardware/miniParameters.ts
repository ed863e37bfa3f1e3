/**
 * Every parameter a Veltro Mini can log, with its specification as the original product docs give it
 * (`docs/getting_started/autopi_mini/create_mini_logger.md`, "List of Available Loggers with Specifications", and
 * the logger lists in the screenshots of the same page, `ice_default_loggers.png`, `ev_default_loggers.png`,
 * `hybrid_default_loggers.png` and `plug_hybrid_loggers.png`, for the group of each parameter and for the parameters the
 * table leaves out). Rendered by
 * `docs/getting_started/veltro_mini/mini-parameters/index.mdx`.
 *
 * Groups: the original's screens show two, System and OBD-II Standard; the site names a third, OEM, for values the
 * Mini reads with a manufacturer-specific request (`miniParameterGroups` in `src/data/guides/getting-started-cm4-mini.ts`),
 * so every parameter named `OEM …` or `OBD OEM …` is filed there. A parameter whose group no source shows has none.
 */

export type MiniParameterGroup = 'OBD-II Standard' | 'OEM' | 'System';

/** Where the value comes from, as the group implies: the Mini itself, a standard OBD-II request, a manufacturer one. */
export type MiniParameterSource = 'Mini' | 'OBD-II' | 'Manufacturer request';

export interface MiniParameter {
  /** The name as the Parameter list shows it. */
  readonly name: string;
  readonly group?: MiniParameterGroup;
  /** What the value is, from the original's description. */
  readonly description: string;
  /** Length of the raw value in bytes. */
  readonly bytes?: number;
  readonly encoding?: 'Signed' | 'Unsigned' | 'ASCII';
  /** Raw minimum and maximum; the value is the raw number times `multiplier`. */
  readonly min?: number;
  readonly max?: number;
  /** Scale factor; absent means 1. */
  readonly multiplier?: number;
  readonly unit?: string;
  /** Anything the reader needs beyond the columns. */
  readonly notes?: string;
  /** Where a value here differs from the original table, and why. Not rendered. */
  readonly correction?: string;
}

const sourceOfGroup: Record<MiniParameterGroup, MiniParameterSource> = {
  'OBD-II Standard': 'OBD-II',
  OEM: 'Manufacturer request',
  System: 'Mini',
};

/** The source of a parameter, from its group; undefined when its group is not known. */
export function miniParameterSource(parameter: MiniParameter): MiniParameterSource | undefined {
  return parameter.group ? sourceOfGroup[parameter.group] : undefined;
}

/** The value range in the parameter's unit, as text: raw limits times the multiplier. */
export function miniParameterRange(parameter: MiniParameter): string | undefined {
  const {min, max, multiplier = 1} = parameter;
  if (min === undefined) return undefined;
  const scale = (value: number) => String(Number((value * multiplier).toFixed(6)));
  return max === undefined ? `from ${scale(min)}` : `${scale(min)} to ${scale(max)}`;
}

/** The step of one raw count in the parameter's unit, as text. */
export function miniParameterResolution(parameter: MiniParameter): string | undefined {
  if (parameter.encoding === 'ASCII' || parameter.bytes === undefined) return undefined;
  return String(parameter.multiplier ?? 1);
}

export const miniParameters: readonly MiniParameter[] = [
  // System: values of the Mini itself
  {
    name: 'Ignition',
    group: 'System',
    description: 'Ignition state',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 1,
    notes: '0 = ignition off, 1 = ignition on',
  },
  {
    name: 'External Voltage',
    group: 'System',
    description: 'Supply voltage',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.001,
    unit: 'V',
  },
  {
    name: 'Battery Current',
    group: 'System',
    description: 'Battery current',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.001,
    unit: 'A',
  },
  {
    name: 'Battery Level',
    group: 'System',
    description: 'Battery capacity level',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 100,
    unit: '%',
  },
  {
    name: 'GSM Signal',
    group: 'System',
    description: 'Mobile signal strength',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 5,
    notes: 'A level from 1 to 5',
  },
  {
    name: 'Network Type',
    group: 'System',
    description: 'Kind of mobile network in use',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 99,
    notes: '0 = 3G, 1 = GSM, 2 = 4G, 3 = LTE Cat M1, 4 = LTE Cat NB1, 99 = unknown',
    correction: 'The original table gives a maximum of 1, which its own list of codes (up to 99) contradicts.',
  },
  {
    name: 'Accelerometer Axis X',
    group: 'System',
    description: 'Acceleration along the X axis',
    bytes: 2,
    encoding: 'Signed',
    min: -8000,
    max: 8000,
    unit: 'mG',
  },
  {
    name: 'Accelerometer Axis Y',
    group: 'System',
    description: 'Acceleration along the Y axis',
    bytes: 2,
    encoding: 'Signed',
    min: -8000,
    max: 8000,
    unit: 'mG',
  },
  {
    name: 'Accelerometer Axis Z',
    group: 'System',
    description: 'Acceleration along the Z axis',
    bytes: 2,
    encoding: 'Signed',
    min: -8000,
    max: 8000,
    unit: 'mG',
  },
  {
    name: 'Total Odometer',
    group: 'System',
    description: 'Total distance driven (odometer, mileage)',
    bytes: 4,
    encoding: 'Unsigned',
    min: 0,
    max: 2147483647,
    unit: 'm',
    correction: 'The original table leaves the unit empty; its description gives the value in metres.',
  },
  {
    name: 'Trip Odometer',
    group: 'System',
    description: 'Distance of the current trip',
    bytes: 4,
    encoding: 'Unsigned',
    min: 0,
    max: 2147483647,
    unit: 'm',
  },
  {name: 'Unplug', group: 'System', description: 'The Mini was unplugged', notes: 'No specification given'},
  {name: 'Fuel Rate GPS', group: 'System', description: 'Average fuel use', notes: 'No specification given'},
  {name: 'Fuel Used GPS', group: 'System', description: 'Fuel used', notes: 'No specification given'},

  // OBD-II Standard: values any OBD-II vehicle may offer
  {
    name: 'OBD Vehicle Speed',
    group: 'OBD-II Standard',
    description: 'Vehicle speed',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 255,
    unit: 'km/h',
    notes: 'Shown as Vehicle Speed in some lists',
  },
  {
    name: 'Engine RPM',
    group: 'OBD-II Standard',
    description: 'Engine speed',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 16384,
    unit: 'rpm',
  },
  {
    name: 'Fuel level',
    group: 'OBD-II Standard',
    description: 'Fuel level in the tank',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 100,
    unit: '%',
  },
  {
    name: 'Engine Oil Temperature',
    group: 'OBD-II Standard',
    description: 'Engine oil temperature',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 215,
    unit: '°C',
  },
  {
    name: 'Intake air temperature',
    group: 'OBD-II Standard',
    description: 'Intake air temperature',
    bytes: 1,
    encoding: 'Signed',
    min: -128,
    max: 127,
    unit: '°C',
  },
  {
    name: 'Ambient air temperature',
    group: 'OBD-II Standard',
    description: 'Outside air temperature',
    bytes: 1,
    encoding: 'Signed',
    min: -128,
    max: 127,
    unit: '°C',
  },
  {
    name: 'Number of DTC',
    group: 'OBD-II Standard',
    description: 'Number of stored diagnostic trouble codes',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 255,
  },
  {
    name: 'Fault Codes',
    group: 'OBD-II Standard',
    description: 'The diagnostic trouble codes (DTC) themselves',
    notes: 'Several codes are separated by commas; no specification given',
  },
  {
    name: 'VIN',
    group: 'OBD-II Standard',
    description: 'Vehicle Identification Number',
    bytes: 17,
    encoding: 'ASCII',
    notes: '17 characters',
  },
  {
    name: 'Engine Load',
    group: 'OBD-II Standard',
    description: 'Calculated engine load value',
    notes: 'No specification given',
  },
  {
    name: 'Throttle Position',
    group: 'OBD-II Standard',
    description: 'Throttle position',
    notes: 'No specification given',
  },
  {
    name: 'Fuel Rate',
    group: 'OBD-II Standard',
    description: 'Engine fuel rate',
    notes: 'The list gives the unit as L/h*100; no further specification given',
  },
  {
    name: 'Runtime since engine start',
    group: 'OBD-II Standard',
    description: 'Time since the engine started',
    notes: 'No specification given',
  },
  {
    name: 'Time Since Codes Cleared',
    group: 'OBD-II Standard',
    description: 'Time since the fault codes were last cleared',
    notes: 'No specification given',
  },
  {
    name: 'Distance Since Codes Clear',
    group: 'OBD-II Standard',
    description: 'Distance driven since the fault codes were last cleared',
    notes: 'No specification given',
  },
  {
    name: 'Hybrid battery pack life',
    group: 'OBD-II Standard',
    description: 'Remaining life of the hybrid battery pack',
    notes: 'Hybrid vehicles; no specification given',
  },
  {
    name: 'Hybrid System Voltage',
    group: 'OBD-II Standard',
    description: 'Voltage of the hybrid system',
    notes: 'Hybrid vehicles; no specification given',
  },
  {
    name: 'Hybrid System Current',
    group: 'OBD-II Standard',
    description: 'Current of the hybrid system',
    notes: 'Hybrid vehicles; no specification given',
  },
  {
    name: 'Battery Voltage',
    description: 'Battery voltage',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.001,
    unit: 'V',
  },

  // OEM: read with a manufacturer-specific request; whether a vehicle answers depends on make, model and year
  {
    name: 'OBD OEM Total Mileage',
    group: 'OEM',
    description: 'Total mileage (odometer) from a manufacturer-specific request',
    bytes: 4,
    encoding: 'Unsigned',
    min: 0,
    unit: 'km',
  },
  {
    name: 'OBD OEM Fuel Level',
    group: 'OEM',
    description: 'Fuel level in litres from a manufacturer-specific request',
    unit: 'L',
    notes: 'No further specification given',
  },
  {
    name: 'OEM Distance Until Service',
    group: 'OEM',
    description: 'Distance left until the next service',
    bytes: 4,
    encoding: 'Unsigned',
    min: 0,
  },
  {
    name: 'OEM Remaining distance',
    group: 'OEM',
    description: 'Range left until the tank or the battery is empty',
    notes: 'No specification given',
  },
  {
    name: 'OEM Battery charge level',
    group: 'OEM',
    description: 'Charge level of the traction battery',
    bytes: 1,
    encoding: 'Unsigned',
    min: 0,
    max: 100,
    unit: '%',
  },
  {
    name: 'OEM Battery charge state',
    group: 'OEM',
    description: 'Charging state of the traction battery',
    notes: 'No specification given',
  },
  {
    name: 'OEM Battery State Of Health',
    group: 'OEM',
    description: 'Health of the traction battery',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    unit: '%',
  },
  {
    name: 'OEM Battery Temperature',
    group: 'OEM',
    description: 'Temperature of the battery pack',
    bytes: 2,
    encoding: 'Signed',
    min: -32768,
    max: 32767,
    unit: '°C',
  },
  {
    name: 'OEM Battery power consumption',
    group: 'OEM',
    description: 'Power drawn from the traction battery',
    notes: 'No specification given',
  },
  {
    name: 'OEM HV Battery Voltage',
    group: 'OEM',
    description: 'Voltage of the high-voltage battery',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'V',
    correction: 'The original table gives kWh, a unit of energy, for this voltage.',
  },
  {
    name: 'OEM HV Battery Current',
    group: 'OEM',
    description: 'Current of the high-voltage battery',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'A',
    notes: 'Unsigned version',
  },
  {
    name: 'OEM HV Battery Current',
    group: 'OEM',
    description: 'Current of the high-voltage battery',
    bytes: 2,
    encoding: 'Signed',
    min: -32768,
    max: 32767,
    multiplier: 0.1,
    unit: 'A',
    notes: 'Signed version',
    correction:
      'The original table gives -3276 to 3276 here, the range of a signed 2-byte value already multiplied by 0.1; ' +
      'every other row gives raw limits, so the raw limits are used.',
  },
  {
    name: 'OEM HV Battery Max Cell Voltage',
    group: 'OEM',
    description: 'Highest cell voltage',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'V',
  },
  {
    name: 'OEM HV Battery Min Cell Voltage',
    group: 'OEM',
    description: 'Lowest cell voltage',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'V',
  },
  {
    name: 'OEM HV Battery Max Cell Temperature',
    group: 'OEM',
    description: 'Highest measured cell temperature',
    bytes: 2,
    encoding: 'Signed',
    min: -32768,
    max: 32767,
    multiplier: 0.1,
    unit: '°C',
    correction: 'The original table gives 32768, one more than a signed 2-byte value holds.',
  },
  {
    name: 'OEM HV Battery Min Cell Temperature',
    group: 'OEM',
    description: 'Lowest measured cell temperature',
    bytes: 2,
    encoding: 'Signed',
    min: -32768,
    max: 32767,
    multiplier: 0.1,
    unit: '°C',
    correction: 'The original table gives 32768, one more than a signed 2-byte value holds.',
  },
  {
    name: 'OEM HV Battery Max Energy',
    group: 'OEM',
    description: 'Largest energy the battery can hold',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'kWh',
  },
  {
    name: 'OEM HV Battery Measured Energy',
    group: 'OEM',
    description: 'Energy the battery holds now',
    bytes: 2,
    encoding: 'Unsigned',
    min: 0,
    max: 65535,
    multiplier: 0.1,
    unit: 'kWh',
  },
  {
    name: 'OEM HV Battery Lifetime Power Use',
    group: 'OEM',
    description: 'Electric energy used over the life of the battery',
    notes: 'No specification given',
  },
  {
    name: 'OEM HV Battery Lifetime Charge Power',
    group: 'OEM',
    description: 'Electric energy charged over the life of the battery',
    notes: 'No specification given',
  },
];

/**
 * The parked-battery model (issue 24): how much charge a parked vehicle's battery loses a day to a Veltro device and
 * to the vehicle itself, and how many days that leaves until the device's safety cut-out. Plain functions over plain
 * numbers, so the battery-drain troubleshooting path (its parked-day budget, `parkedDay`) and the calculator
 * (`src/components/BatteryCalculator`) compute with the same code, and tests/unit/parked-battery.test.ts checks it
 * against days worked out by hand.
 *
 * Where each value comes from:
 * - supply currents: `src/data/hardware/supplyCurrent.ts` (at 12 V, the values the family modules use), passed in
 *   by the caller;
 * - timers and the cut-out: `powerDefaults` and `checklist24V` (`./facts.ts`, the canon's values);
 * - the ON time of a timed wake-up and the shutdown delay: the Cloud settings catalogue
 *   (`src/data/cloud/settings/power.ts`); they are repeated here so the calculator does not carry the whole catalogue,
 *   and the unit test fails when they differ from it; the boot before a wake-up's timer starts: `bootSeconds`;
 * - the state of charge at a resting voltage: `restingVoltageTable` below, with its source;
 * - the vehicle's own parked drain and the example battery: Veltro's choices, marked as such (`calculatorDefaults`).
 */
import {checklist24V, powerDefaults} from './facts';

/** The part of a model's supply current the model needs (`SupplyCurrent` in `src/data/hardware/types.ts`). */
export interface ParkedCurrent {
  readonly runningTypicalMa: number;
  readonly sleepMa: number;
  readonly hibernateMa: number;
}

const secondsPerDay = 86_400;

/**
 * Seconds between a sleep timer running out and the power going: the **Delay** of every sleep timer, 60 s by
 * default (Cloud settings catalogue, `power.sleep_timer.*.delay`, passed on as `power.sleep` `delay`).
 */
export const shutdownDelaySeconds = 60;

/**
 * How long a device that woke on its timer stays ON before its shutdown delay: **Inactivity After Sleep › Period**,
 * 600 s by default (Cloud settings catalogue; autopi-core `src/salt/dev/pillar/dongle.sls:120`). The timer starts at
 * `system/power/on`, so the boot comes on top (`bootSeconds`).
 */
export const timedWakePeriodSeconds = 600;

/**
 * Seconds ON to boot before a wake-up's timer starts: the time Veltro Core itself allows for booting when it fits a
 * sleep around a suppress schedule (autopi-core `src/salt/base/ext/_modules/power.py:367`, `suppress.boot_delay`,
 * default 60, "Also add time for booting"). Counted for every wake-up from sleep (timed and by motion), not after a
 * trip, when the device is already ON.
 */
export const bootSeconds = 60;

/**
 * Open-circuit (resting) voltage of a six-cell 12 V lead-acid battery at room temperature against its approximate
 * state of charge. Source: Wikipedia, "Lead–acid battery", section "Measuring the charge level" (the table of
 * open-circuit voltage, approximate charge and acid density; the same five rows are reprinted at
 * https://www.realexposer.com/2009/11/what-does-terminal-voltage-tell.html). Between two rows the state of charge is
 * interpolated linearly. A 24 V system is two such batteries in series, so each volt figure doubles.
 */
export const restingVoltageTable = {
  source:
    'Wikipedia, “Lead–acid battery”, section “Measuring the charge level”: open-circuit voltage of a 12 V battery at rest, room temperature',
  rows: [
    {volts: 12.65, percent: 100},
    {volts: 12.45, percent: 75},
    {volts: 12.24, percent: 50},
    {volts: 12.06, percent: 25},
    {volts: 11.89, percent: 0},
  ],
} as const;

export type SystemVolts = 12 | 24;

/** The cut-out voltage the SPM hibernates at: 12.20 V by default, 24.4 V on a 24 V vehicle set up by the checklist. */
export const cutOutVoltsOf = (system: SystemVolts): number =>
  system === 24 ? checklist24V.cutOutVolts : powerDefaults.cutOutVolts;

/**
 * The approximate state of charge (%) of a lead-acid battery resting at `volts` (`restingVoltageTable`, a 24 V value
 * halved first). Clamped to 0–100 outside the table.
 */
export function stateOfChargeAt(volts: number, system: SystemVolts = 12): number {
  const per12 = system === 24 ? volts / 2 : volts;
  const rows = restingVoltageTable.rows;
  if (per12 >= rows[0].volts) return 100;
  for (let index = 1; index < rows.length; index++) {
    const upper = rows[index - 1];
    const lower = rows[index];
    if (per12 >= lower.volts) {
      return lower.percent + ((per12 - lower.volts) / (upper.volts - lower.volts)) * (upper.percent - lower.percent);
    }
  }
  return 0;
}

/** What keeps the device ON in a parked day, besides the timed wake-ups. */
export interface ParkedDaySchedule {
  /** Sleep length between timed wake-ups (**Sleep Timer › Event Driven / Inactivity After Sleep › Interval**). */
  readonly wakeIntervalSeconds: number;
  /** Time ON per timed wake-up, boot and shutdown delay included. */
  readonly timedWakeOnSeconds: number;
  /** Seconds a day the device is ON for other reasons (after trips, after motion wake-ups); 0 when parked. */
  readonly otherOnSeconds?: number;
}

export interface ParkedDay {
  /** Timed wake-ups in the day. */
  readonly timedWakes: number;
  /** Hours ON at timed wake-ups, and for the other reasons. */
  readonly timedOnHours: number;
  readonly otherOnHours: number;
  readonly asleepHours: number;
  /** mAh a day: ON at timed wake-ups, ON for the other reasons (both at the typical running current), asleep. */
  readonly timedOnMah: number;
  readonly otherOnMah: number;
  readonly asleepMah: number;
  readonly totalMah: number;
  /** mAh a day once the cut-out has hibernated the device. */
  readonly hibernatingMah: number;
}

/**
 * A parked day of a device at 12 V: the other ON time first, then the rest of the day in cycles of one wake interval
 * asleep and one timed wake-up ON at the typical running current. The battery-drain path's budget is this with the
 * default timers and no other ON time.
 */
export function parkedDay(current: ParkedCurrent, schedule: ParkedDaySchedule): ParkedDay {
  const other = Math.min(Math.max(schedule.otherOnSeconds ?? 0, 0), secondsPerDay);
  const rest = secondsPerDay - other;
  const cycle = schedule.wakeIntervalSeconds + schedule.timedWakeOnSeconds;
  const timedWakes = cycle > 0 ? rest / cycle : 0;
  const timedOn = cycle > 0 ? timedWakes * schedule.timedWakeOnSeconds : rest;
  const asleep = rest - timedOn;
  const hours = (seconds: number) => seconds / 3600;
  const timedOnMah = current.runningTypicalMa * hours(timedOn);
  const otherOnMah = current.runningTypicalMa * hours(other);
  const asleepMah = current.sleepMa * hours(asleep);
  return {
    timedWakes,
    timedOnHours: hours(timedOn),
    otherOnHours: hours(other),
    asleepHours: hours(asleep),
    timedOnMah,
    otherOnMah,
    asleepMah,
    totalMah: timedOnMah + otherOnMah + asleepMah,
    hibernatingMah: current.hibernateMa * 24,
  };
}

/** What the reader gives the calculator. Times in the units the form shows them. */
export interface BatteryInputs {
  readonly capacityAh: number;
  /** State of charge when the vehicle is parked, in %. */
  readonly stateOfChargePercent: number;
  readonly systemVolts: SystemVolts;
  /** **Accelerometer › Wake On Motion › Mode** anything but `disabled`. */
  readonly wakeOnMotion: boolean;
  /** How often motion wakes the parked device in a day (used only with wake on motion on). */
  readonly motionWakesPerDay: number;
  /** Hours asleep between timed wake-ups. */
  readonly sleepIntervalHours: number;
  /** Minutes ON per timed wake-up, boot and shutdown delay included. */
  readonly awakeMinutesPerWake: number;
  /** **Inactivity Fallback › Period**, in hours: how long a wake-up by motion keeps the device ON. */
  readonly fallbackHours: number;
  /** Trips a day: each ends with the Event Driven period and the shutdown delay ON while parked. */
  readonly tripsPerDay: number;
  /** The vehicle's own parked drain (its quiescent current), in mA. */
  readonly vehicleQuiescentMa: number;
}

/**
 * The calculator's starting inputs. The timers are the devices' defaults (`powerDefaults`; wake on motion ships
 * `disabled`), so the first result is the one a device as delivered gives. The battery and the vehicle's drain are
 * Veltro's choices, shown as assumptions the reader replaces with their own:
 * - 60 Ah at 100 %: an example battery to start from, fully charged (the best case); the reader enters the rating on
 *   their battery's label and the state of charge its resting voltage gives (`restingVoltageTable`);
 * - 30 mA: an example quiescent current of a parked vehicle whose control units have gone to sleep; no source gives
 *   one figure for every vehicle, so the calculator says to measure it (a clamp meter or an ammeter in the battery
 *   lead once the vehicle has gone to sleep);
 * - 1 motion wake-up a day, counted only when the reader turns wake on motion on: an example, since how often a
 *   parked vehicle is bumped depends on where it stands.
 */
export const calculatorDefaults: BatteryInputs = {
  capacityAh: 60,
  stateOfChargePercent: 100,
  systemVolts: 12,
  wakeOnMotion: false,
  motionWakesPerDay: 1,
  sleepIntervalHours: powerDefaults.wakeIntervalSeconds / 3600,
  awakeMinutesPerWake: (bootSeconds + timedWakePeriodSeconds + shutdownDelaySeconds) / 60,
  fallbackHours: powerDefaults.fallbackTimerSeconds / 3600,
  tripsPerDay: 0,
  vehicleQuiescentMa: 30,
};

/** The reader's inputs that are choices, not facts, with why (shown under the result). */
export const calculatorChoices = {
  vehicleQuiescentMa:
    'an example value chosen by Veltro: a parked vehicle’s own drain differs from one vehicle to the next, so measure yours',
  capacityAh: 'an example battery: enter the capacity on your battery’s label',
  stateOfChargePercent: 'the best case, a fully charged battery: read yours from its resting voltage',
  motionWakesPerDay: 'an example: how often a parked vehicle is bumped depends on where it stands',
} as const;

/** One part of a day's drain, for the result's breakdown. */
export type DrainPart = 'timed' | 'trips' | 'motion' | 'asleep' | 'vehicle';

export interface BatteryResult {
  /** State of charge (%) at the cut-out voltage. */
  readonly cutOutPercent: number;
  readonly cutOutVolts: number;
  /** Charge between the state of charge given and the cut-out, in mAh (0 when already at or below it). */
  readonly usableMah: number;
  readonly day: ParkedDay;
  /** mAh a day by part. */
  readonly parts: Readonly<Record<DrainPart, number>>;
  readonly deviceMahPerDay: number;
  readonly vehicleMahPerDay: number;
  readonly totalMahPerDay: number;
  /** Days until the cut-out, with the device and without it (`Infinity` when nothing drains). */
  readonly days: number;
  readonly daysWithoutDevice: number;
}

/** Days until the cut-out hibernates the device, and the day's drain that leads there. */
export function parkedBattery(current: ParkedCurrent, inputs: BatteryInputs): BatteryResult {
  const cutOutVolts = cutOutVoltsOf(inputs.systemVolts);
  const cutOutPercent = stateOfChargeAt(cutOutVolts, inputs.systemVolts);
  const usablePercent = Math.max(0, inputs.stateOfChargePercent - cutOutPercent);
  const usableMah = inputs.capacityAh * 1000 * (usablePercent / 100);

  const tripSeconds = inputs.tripsPerDay * (powerDefaults.engineStoppedTimerSeconds + shutdownDelaySeconds);
  const motionSeconds = inputs.wakeOnMotion
    ? inputs.motionWakesPerDay * (bootSeconds + inputs.fallbackHours * 3600 + shutdownDelaySeconds)
    : 0;
  const day = parkedDay(current, {
    wakeIntervalSeconds: inputs.sleepIntervalHours * 3600,
    timedWakeOnSeconds: inputs.awakeMinutesPerWake * 60,
    otherOnSeconds: tripSeconds + motionSeconds,
  });
  // The other ON time, split between trips and motion in proportion (the day caps it at 24 hours).
  const other = tripSeconds + motionSeconds;
  const share = (seconds: number) => (other > 0 ? (day.otherOnMah * seconds) / other : 0);
  const vehicleMahPerDay = inputs.vehicleQuiescentMa * 24;
  const parts = {
    timed: day.timedOnMah,
    trips: share(tripSeconds),
    motion: share(motionSeconds),
    asleep: day.asleepMah,
    vehicle: vehicleMahPerDay,
  };
  const totalMahPerDay = day.totalMah + vehicleMahPerDay;
  const daysFor = (mahPerDay: number) => (mahPerDay > 0 ? usableMah / mahPerDay : usableMah > 0 ? Infinity : 0);
  return {
    cutOutPercent,
    cutOutVolts,
    usableMah,
    day,
    parts,
    deviceMahPerDay: day.totalMah,
    vehicleMahPerDay,
    totalMahPerDay,
    days: daysFor(totalMahPerDay),
    daysWithoutDevice: daysFor(vehicleMahPerDay),
  };
}

const powerRoute = '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/';
const accelerometerRoute = '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-accelerometer/';

/**
 * The Cloud settings the calculator's inputs stand for, each with its row in the settings catalogue (the page's
 * route and the key; the row anchor is the key with dots as dashes). Written here rather than read from
 * `src/data/cloud/settings/*`, so the calculator does not carry the catalogue; tests/unit/parked-battery.test.ts
 * checks every key, route and label against it.
 */
export const calculatorSettings = {
  eventDrivenInterval: {
    route: powerRoute,
    key: 'power.sleep_timer.event_driven.interval',
    path: 'Power › Sleep Timer › Event Driven › Interval',
  },
  afterSleepInterval: {
    route: powerRoute,
    key: 'power.sleep_timer.inactivity_after_sleep.interval',
    path: 'Power › Sleep Timer › Inactivity After Sleep › Interval',
  },
  afterSleepPeriod: {
    route: powerRoute,
    key: 'power.sleep_timer.inactivity_after_sleep.period',
    path: 'Power › Sleep Timer › Inactivity After Sleep › Period',
  },
  eventDrivenPeriod: {
    route: powerRoute,
    key: 'power.sleep_timer.event_driven.period',
    path: 'Power › Sleep Timer › Event Driven › Period',
  },
  fallbackPeriod: {
    route: powerRoute,
    key: 'power.sleep_timer.inactivity_fallback.period',
    path: 'Power › Sleep Timer › Inactivity Fallback › Period',
  },
  wakeOnMotion: {
    route: accelerometerRoute,
    key: 'accelerometer.wake_on_motion.mode',
    path: 'Accelerometer › Wake On Motion › Mode',
  },
  cutOutVoltage: {
    route: powerRoute,
    key: 'power.safety_cut_out.voltage',
    path: 'Power › Safety Cut-Out › Voltage',
  },
  wakeLevel: {
    route: powerRoute,
    key: 'power.wake_trigger.voltage_level',
    path: 'Power › Wake Trigger › Voltage Level',
  },
} as const;

export type CalculatorSetting = keyof typeof calculatorSettings;

/** The settings that change each part of a day's drain (none for the sleep current and the vehicle's own). */
export const settingsByPart: Readonly<Record<DrainPart, readonly CalculatorSetting[]>> = {
  timed: ['eventDrivenInterval', 'afterSleepInterval', 'afterSleepPeriod'],
  trips: ['eventDrivenPeriod'],
  motion: ['wakeOnMotion', 'fallbackPeriod'],
  asleep: [],
  vehicle: [],
};

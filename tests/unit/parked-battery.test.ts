/**
 * The parked-battery model (src/data/core/parkedBattery.ts) against cases worked out by hand: the arithmetic of each
 * is in its comments, so a reader can check the expected value without running the code. Also: the values the model
 * repeats from the Cloud settings catalogue still match it, and the battery-drain path's budget comes from the same
 * function.
 */
import {describe, expect, it} from 'vitest';
import {accelerometer} from '../../src/data/cloud/settings/accelerometer';
import {power} from '../../src/data/cloud/settings/power';
import {settingsOf} from '../../src/data/cloud/settings/types';
import {
  calculatorDefaults,
  calculatorSettings,
  cutOutVoltsOf,
  parkedBattery,
  parkedDay,
  restingVoltageTable,
  shutdownDelaySeconds,
  stateOfChargeAt,
  timedWakePeriodSeconds,
} from '../../src/data/core/parkedBattery';
import {registry} from '../../src/data/hardware';
import {troubleshootingPaths} from '../../src/data/troubleshooting/paths';

const cm4 = registry.supplyCurrent.cm4; // 250 mA running, 3 mA asleep, 1 mA hibernating (at 12 V)
const pro = registry.supplyCurrent.pro; // 350 mA running, 4 mA asleep, 1 mA hibernating

describe('state of charge at a resting voltage', () => {
  it('reads the table rows exactly and clamps outside them', () => {
    expect(stateOfChargeAt(12.65)).toBe(100);
    expect(stateOfChargeAt(12.45)).toBe(75);
    expect(stateOfChargeAt(12.24)).toBe(50);
    expect(stateOfChargeAt(11.89)).toBe(0);
    expect(stateOfChargeAt(12.9)).toBe(100);
    expect(stateOfChargeAt(11.2)).toBe(0);
  });

  it('interpolates between rows, and halves a 24 V value', () => {
    // 12.20 V lies between 12.06 V (25 %) and 12.24 V (50 %): 25 + (12.20 − 12.06) / (12.24 − 12.06) × 25
    // = 25 + 0.14 / 0.18 × 25 = 25 + 19.444 = 44.444 %
    expect(stateOfChargeAt(12.2)).toBeCloseTo(44.444, 3);
    // 24.4 V on 24 V is 12.2 V a battery: the same 44.444 %
    expect(stateOfChargeAt(24.4, 24)).toBeCloseTo(44.444, 3);
    // 12.35 V: 50 + (12.35 − 12.24) / (12.45 − 12.24) × 25 = 50 + 0.11 / 0.21 × 25 = 63.095 %
    expect(stateOfChargeAt(12.35)).toBeCloseTo(63.095, 3);
  });

  it('uses the cut-out of the canon for each system voltage', () => {
    expect(cutOutVoltsOf(12)).toBe(12.2);
    expect(cutOutVoltsOf(24)).toBe(24.4);
  });

  it('names its source and runs from full to empty', () => {
    expect(restingVoltageTable.source).toMatch(/Lead–acid battery/);
    const volts = restingVoltageTable.rows.map((row) => row.volts);
    expect([...volts].sort((a, b) => b - a)).toEqual(volts);
  });
});

describe('a parked day', () => {
  it('gives the battery-drain budget with the default timers', () => {
    // A cycle is 7200 s asleep plus 600 + 60 s ON = 7860 s, so 86400 / 7860 = 10.992 timed wake-ups.
    // ON: 10.992 × 660 s = 7254.96 s = 2.0153 h; × 250 mA = 503.82 mAh.
    // Asleep: 86400 − 7254.96 = 79145.04 s = 21.9847 h; × 3 mA = 65.95 mAh. Total 569.77 mAh.
    const day = parkedDay(cm4, {wakeIntervalSeconds: 7200, timedWakeOnSeconds: 660});
    expect(day.timedWakes).toBeCloseTo(10.992, 3);
    expect(day.timedOnMah).toBeCloseTo(503.82, 2);
    expect(day.asleepMah).toBeCloseTo(65.95, 2);
    expect(day.totalMah).toBeCloseTo(569.77, 2);
    // Hibernating: 1 mA × 24 h = 24 mAh.
    expect(day.hibernatingMah).toBe(24);
  });

  it('is ON all day when the other ON time fills it', () => {
    // 30 hours of other ON time is capped at 24: 24 h × 250 mA = 6000 mAh, no timed wake-up, no sleep.
    const day = parkedDay(cm4, {wakeIntervalSeconds: 7200, timedWakeOnSeconds: 660, otherOnSeconds: 30 * 3600});
    expect(day.timedWakes).toBe(0);
    expect(day.asleepHours).toBe(0);
    expect(day.totalMah).toBe(6000);
  });

  it('is the function the battery-drain path computes its budget with (570 mAh a day on a TMU CM4)', () => {
    // Rounded as the path rounds: ON 503.82 → 500 mAh, asleep 65.95 → 70 mAh, total 570 mAh.
    const drain = troubleshootingPaths.find((candidate) => candidate.id === 'battery-drain')!;
    const budget = drain.steps.find((step) => step.id === 'budget')!;
    expect(budget.why).toContain('TMU CM4: about 500 mAh ON plus 70 mAh asleep, some 570 mAh a day');
    // CAN-FD Pro: 2.0153 h × 350 mA = 705.34 → 710; 21.9847 h × 4 mA = 87.94 → 90; total 800.
    expect(budget.why).toContain('CAN-FD Pro: 710 + 90, some 800 mAh a day');
  });
});

describe('days until the cut-out', () => {
  it('with the calculator’s starting inputs on a TMU CM4', () => {
    // Usable: 60 Ah × (100 − 44.444) % = 33333.3 mAh.
    // A day: device 569.77 mAh (above) + vehicle 30 mA × 24 h = 720 mAh = 1289.77 mAh.
    // Days: 33333.3 / 1289.77 = 25.84; without the device: 33333.3 / 720 = 46.30.
    const result = parkedBattery(cm4, calculatorDefaults);
    expect(result.usableMah).toBeCloseTo(33333.3, 1);
    expect(result.totalMahPerDay).toBeCloseTo(1289.77, 2);
    expect(result.days).toBeCloseTo(25.84, 2);
    expect(result.daysWithoutDevice).toBeCloseTo(46.3, 2);
    expect(result.parts.trips).toBe(0);
    expect(result.parts.motion).toBe(0);
  });

  it('on a 24 V CAN-FD Pro with wake on motion, a trip a day and a thirstier vehicle', () => {
    // Other ON time: 1 trip × (300 + 60) s = 360 s; 2 motion wake-ups × (3 h × 3600 + 60) s = 21720 s; 22080 s
    // = 6.1333 h × 350 mA = 2146.67 mAh (trips 2146.67 × 360 / 22080 = 35.00, motion 2111.67).
    // The rest, 86400 − 22080 = 64320 s, in cycles of 7860 s: 8.1832 wake-ups × 660 s = 5400.92 s = 1.5003 h
    // × 350 mA = 525.09 mAh ON; asleep 64320 − 5400.92 = 58919.08 s = 16.3664 h × 4 mA = 65.47 mAh.
    // Device 2146.67 + 525.09 + 65.47 = 2737.22 mAh; vehicle 50 mA × 24 h = 1200 mAh; 3937.22 mAh a day.
    // Usable: 100 Ah × (80 − 44.444) % = 35555.6 mAh (the 24.4 V cut-out is 12.2 V a battery).
    // Days: 35555.6 / 3937.22 = 9.03.
    const result = parkedBattery(pro, {
      capacityAh: 100,
      stateOfChargePercent: 80,
      systemVolts: 24,
      wakeOnMotion: true,
      motionWakesPerDay: 2,
      sleepIntervalHours: 2,
      awakeMinutesPerWake: 11,
      fallbackHours: 3,
      tripsPerDay: 1,
      vehicleQuiescentMa: 50,
    });
    expect(result.cutOutVolts).toBe(24.4);
    expect(result.parts.trips).toBeCloseTo(35, 2);
    expect(result.parts.motion).toBeCloseTo(2111.67, 2);
    expect(result.parts.timed).toBeCloseTo(525.09, 2);
    expect(result.parts.asleep).toBeCloseTo(65.47, 2);
    expect(result.deviceMahPerDay).toBeCloseTo(2737.22, 2);
    expect(result.days).toBeCloseTo(9.03, 2);
  });

  it('counts motion only with wake on motion on', () => {
    // The same inputs as the start, with 5 motion wake-ups but wake on motion off: nothing changes.
    const off = parkedBattery(cm4, {...calculatorDefaults, motionWakesPerDay: 5});
    expect(off.days).toBeCloseTo(25.84, 2);
  });

  it('gives 0 days when the battery is already at or below the cut-out', () => {
    // 40 % is below the 44.444 % of 12.20 V: nothing usable.
    const result = parkedBattery(cm4, {...calculatorDefaults, stateOfChargePercent: 40});
    expect(result.usableMah).toBe(0);
    expect(result.days).toBe(0);
  });

  it('lasts longer with a longer sleep interval', () => {
    // 6 h asleep: cycles of 21600 + 660 s, 3.8814 a day × 660 s = 2561.73 s = 0.71159 h × 250 = 177.90 mAh ON;
    // asleep 86400 − 2561.73 = 83838.27 s = 23.2884 h × 3 = 69.87 mAh; device 247.76 mAh; + 720 = 967.76 mAh.
    // Days: 33333.3 / 967.76 = 34.44.
    const result = parkedBattery(cm4, {...calculatorDefaults, sleepIntervalHours: 6});
    expect(result.deviceMahPerDay).toBeCloseTo(247.76, 2);
    expect(result.days).toBeCloseTo(34.44, 2);
  });
});

describe('values repeated from the Cloud settings catalogue', () => {
  const byKey = new Map(settingsOf(power).map((setting) => [setting.key, setting.default]));

  it('match it', () => {
    expect(byKey.get('power.sleep_timer.inactivity_after_sleep.period')).toBe(timedWakePeriodSeconds);
    for (const timer of ['event_driven', 'inactivity_after_sleep', 'inactivity_fallback'])
      expect(byKey.get(`power.sleep_timer.${timer}.delay`)).toBe(shutdownDelaySeconds);
    expect(byKey.get('power.sleep_timer.event_driven.interval')).toBe(calculatorDefaults.sleepIntervalHours * 3600);
    expect(byKey.get('power.sleep_timer.inactivity_after_sleep.interval')).toBe(
      calculatorDefaults.sleepIntervalHours * 3600,
    );
    expect(byKey.get('power.sleep_timer.inactivity_fallback.period')).toBe(calculatorDefaults.fallbackHours * 3600);
  });

  it('start from settings that do not drain a battery: wake on motion off, no trips', () => {
    expect(calculatorDefaults.wakeOnMotion).toBe(false);
    expect(calculatorDefaults.tripsPerDay).toBe(0);
  });
});

describe('the settings the calculator links', () => {
  const categories = [power, accelerometer];

  it('are rows of the catalogue, on the page and with the labels the links show', () => {
    for (const [name, link] of Object.entries(calculatorSettings)) {
      const category = categories.find((candidate) => link.key.startsWith(`${candidate.key}.`));
      expect(category, name).toBeDefined();
      expect(link.route, name).toBe(category!.route);
      const setting = settingsOf(category!).find((candidate) => candidate.key === link.key);
      expect(setting, name).toBeDefined();
      expect(link.path.split(' › ').at(-1), name).toBe(setting!.label);
      expect(link.path.split(' › ')[0], name).toBe(category!.title);
    }
  });
});

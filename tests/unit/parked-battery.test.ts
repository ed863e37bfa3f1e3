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
  bootSeconds,
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
    // A cycle is 7200 s asleep plus 60 s boot + 600 s + 60 s delay ON = 7920 s, so 86400 / 7920 = 10.909 timed
    // wake-ups. ON: 10.909 × 720 s = 7854.55 s = 2.1818 h; × 250 mA = 545.45 mAh.
    // Asleep: 86400 − 7854.55 = 78545.45 s = 21.8182 h; × 3 mA = 65.45 mAh. Total 610.91 mAh.
    const day = parkedDay(cm4, {wakeIntervalSeconds: 7200, timedWakeOnSeconds: 720});
    expect(day.timedWakes).toBeCloseTo(10.909, 3);
    expect(day.timedOnMah).toBeCloseTo(545.45, 2);
    expect(day.asleepMah).toBeCloseTo(65.45, 2);
    expect(day.totalMah).toBeCloseTo(610.91, 2);
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

  it('is the function the battery-drain path computes its budget with (620 mAh a day on a TMU CM4)', () => {
    // Rounded as the path rounds: ON 545.45 → 550 mAh, asleep 65.45 → 70 mAh, total 620 mAh.
    const drain = troubleshootingPaths.find((candidate) => candidate.id === 'battery-drain')!;
    const budget = drain.steps.find((step) => step.id === 'budget')!;
    expect(budget.why).toContain('TMU CM4: about 550 mAh ON plus 70 mAh asleep, some 620 mAh a day');
    // CAN-FD Pro: 2.1818 h × 350 mA = 763.64 → 760; 21.8182 h × 4 mA = 87.27 → 90; total 850.
    expect(budget.why).toContain('CAN-FD Pro: 760 + 90, some 850 mAh a day');
  });
});

describe('days until the cut-out', () => {
  it('with the calculator’s starting inputs on a TMU CM4', () => {
    // Usable: 60 Ah × (100 − 44.444) % = 33333.3 mAh.
    // A day: device 610.91 mAh (above: 12 min ON per timed wake-up) + vehicle 30 mA × 24 h = 720 mAh = 1330.91 mAh.
    // Days: 33333.3 / 1330.91 = 25.05; without the device: 33333.3 / 720 = 46.30.
    const result = parkedBattery(cm4, calculatorDefaults);
    expect(calculatorDefaults.awakeMinutesPerWake).toBe(12);
    expect(result.usableMah).toBeCloseTo(33333.3, 1);
    expect(result.totalMahPerDay).toBeCloseTo(1330.91, 2);
    expect(result.days).toBeCloseTo(25.05, 2);
    expect(result.daysWithoutDevice).toBeCloseTo(46.3, 2);
    expect(result.parts.trips).toBe(0);
    expect(result.parts.motion).toBe(0);
  });

  it('on a 24 V CAN-FD Pro with wake on motion, a trip a day and a thirstier vehicle', () => {
    // Other ON time: 1 trip × (300 + 60) s = 360 s; 2 motion wake-ups × (60 boot + 3 h × 3600 + 60) s = 21840 s;
    // 22200 s = 6.1667 h × 350 mA = 2158.33 mAh (trips 2158.33 × 360 / 22200 = 35.00, motion 2123.33).
    // The rest, 86400 − 22200 = 64200 s, in cycles of 7200 + 660 = 7860 s (the reader's 11 min ON): 8.1679
    // wake-ups × 660 s = 5390.84 s = 1.4975 h × 350 mA = 524.11 mAh ON; asleep 64200 − 5390.84 = 58809.16 s
    // = 16.3359 h × 4 mA = 65.34 mAh. Device 2158.33 + 524.11 + 65.34 = 2747.79 mAh; vehicle 50 mA × 24 h = 1200 mAh;
    // 3947.79 mAh a day. Usable: 100 Ah × (80 − 44.444) % = 35555.6 mAh (the 24.4 V cut-out is 12.2 V a battery).
    // Days: 35555.6 / 3947.79 = 9.01.
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
    expect(result.parts.motion).toBeCloseTo(2123.33, 2);
    expect(result.parts.timed).toBeCloseTo(524.11, 2);
    expect(result.parts.asleep).toBeCloseTo(65.34, 2);
    expect(result.deviceMahPerDay).toBeCloseTo(2747.79, 2);
    expect(result.days).toBeCloseTo(9.01, 2);
  });

  it('counts motion only with wake on motion on', () => {
    // The same inputs as the start, with 5 motion wake-ups but wake on motion off: nothing changes.
    const off = parkedBattery(cm4, {...calculatorDefaults, motionWakesPerDay: 5});
    expect(off.days).toBeCloseTo(25.05, 2);
  });

  it('gives 0 days when the battery is already at or below the cut-out', () => {
    // 40 % is below the 44.444 % of 12.20 V: nothing usable.
    const result = parkedBattery(cm4, {...calculatorDefaults, stateOfChargePercent: 40});
    expect(result.usableMah).toBe(0);
    expect(result.days).toBe(0);
  });

  it('lasts longer with a longer sleep interval', () => {
    // 6 h asleep: cycles of 21600 + 720 s, 3.8710 a day × 720 s = 2787.10 s = 0.77419 h × 250 = 193.55 mAh ON;
    // asleep 86400 − 2787.10 = 83612.90 s = 23.2258 h × 3 = 69.68 mAh; device 263.23 mAh; + 720 = 983.23 mAh.
    // Days: 33333.3 / 983.23 = 33.90.
    const result = parkedBattery(cm4, {...calculatorDefaults, sleepIntervalHours: 6});
    expect(result.deviceMahPerDay).toBeCloseTo(263.23, 2);
    expect(result.days).toBeCloseTo(33.9, 2);
  });
});

describe('values repeated from the Cloud settings catalogue', () => {
  const byKey = new Map(settingsOf(power).map((setting) => [setting.key, setting.default]));

  it('match it', () => {
    expect(byKey.get('power.sleep_timer.inactivity_after_sleep.period')).toBe(timedWakePeriodSeconds);
    // The boot is not a setting: Core's own allowance for it (autopi-core _modules/power.py:367, boot_delay 60).
    expect(calculatorDefaults.awakeMinutesPerWake * 60).toBe(
      bootSeconds + timedWakePeriodSeconds + shutdownDelaySeconds,
    );
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

/**
 * LEDs and button of the devices with an SPM 4 power co-processor (Veltro TMU CM4, CAN-FD Pro and the Pro in its
 * IP67 casing). The red power LED shows the SPM's state, the green status LED shows Veltro Core, and the button
 * acts on the SPM state. The state names are those of `powerStates` in `../facts` plus the SPM's own service
 * states (shutting down, setup, eMMC flashing). The LED pages of the TMU CM4 and the CAN-FD Pro turn the same
 * facts into a table per state (power LED, status LED, short press, long press); keep both in step.
 */
import {powerStates} from '../core/facts';
import type {IndicatorState} from './types';

const stateName = (state: (typeof powerStates)[number]['state']): string =>
  powerStates.find((candidate) => candidate.state === state)!.name;

const OFF = stateName('off');
const BOOTING = stateName('booting');
const ON = stateName('on');
const SLEEPING = stateName('sleeping');
const HIBERNATING = stateName('hibernating');
export const SHUTTING_DOWN = 'SHUTTING DOWN';
export const SETUP = 'SETUP';
export const EMMC_FLASHING = 'eMMC FLASHING';

/** How long a press must last to count as long. */
export const longPressSeconds = 3;

const powerLed = 'Power LED (red)';
const statusLed = 'Status LED (green)';

/** The power LED patterns, one per SPM state. */
export const spmPowerLedStates: readonly IndicatorState[] = [
  {
    indicator: powerLed,
    pattern: 'Dark',
    meaning: `${OFF}: no supply reaches the device`,
    action: 'Check that the plug is home, measure the supply, check the vehicle fuse that feeds it',
  },
  {
    indicator: powerLed,
    pattern: 'Fades in to full brightness',
    meaning: `${BOOTING}: the SPM has switched the main computer on`,
    action: 'Wait; the status LED shows how far Veltro Core has got',
  },
  {
    indicator: powerLed,
    pattern: 'Steady, full brightness',
    meaning: `${ON}: Veltro Core runs and sends its heartbeat`,
    action: 'Nothing',
  },
  {
    indicator: powerLed,
    pattern: 'Fades out',
    meaning: `${SHUTTING_DOWN}: the main computer is powering down`,
    action: 'Keep the supply connected until it ends',
  },
  {
    indicator: powerLed,
    pattern: 'Breathes slowly',
    meaning: `${SLEEPING}: wakes on its timer, motion, an SMS or call (not on a Telit LE910C4 unit), a voltage change or the button`,
    action: 'Nothing; press the button once to wake it now',
  },
  {
    indicator: powerLed,
    pattern: 'Steady, dimmed',
    meaning: `${HIBERNATING}: no timer and no motion wake; wakes on a voltage change such as an engine start, an SMS or call (not on a Telit LE910C4 unit), or the button`,
    action: 'Start the engine or press the button once; if the safety cut-out caused it, charge the battery',
  },
  {
    indicator: powerLed,
    pattern: 'Flashes once a second',
    meaning: `${SETUP}: the button was held for more than ${longPressSeconds} s`,
    action: `Press the button once to leave it (the device goes to ${HIBERNATING}), then once more to start it`,
  },
  {
    indicator: powerLed,
    pattern: 'Flashes rapidly',
    meaning: `${EMMC_FLASHING}: the storage is being written`,
    action: 'Keep the supply connected; used by Veltro support only',
  },
];

/** The status LED patterns: what Veltro Core is doing. */
export const spmStatusLedStates: readonly IndicatorState[] = [
  {
    indicator: statusLed,
    pattern: 'Dark',
    meaning: 'Veltro Core is not running: the device is OFF, SLEEPING, HIBERNATING or early in BOOTING',
    action: 'Read the power LED',
  },
  {
    indicator: statusLed,
    pattern: 'Blinks fast (4 per second)',
    meaning: 'Veltro Core is starting',
    action: 'Wait up to 2 minutes',
  },
  {
    indicator: statusLed,
    pattern: 'Blinks slowly (once a second)',
    meaning: 'Running, no connection to Veltro Cloud yet',
    action: 'Check the SIM, the antennas and mobile coverage',
  },
  {indicator: statusLed, pattern: 'On', meaning: 'Running and connected to Veltro Cloud', action: 'Nothing'},
  {
    indicator: statusLed,
    pattern: 'Two short blinks every 5 s',
    meaning: 'Veltro Core has announced a shutdown; the device sleeps or hibernates within about a minute',
    action: 'Nothing; keep the supply connected',
  },
  {
    indicator: statusLed,
    pattern: 'Alternates with the power LED',
    meaning: 'Software update in progress',
    action: 'Keep the supply connected until it stops',
  },
];

/** What the button does, by state. `where` names it, e.g. "Button" or "Button (inside the lid)". */
export function spmButtonStates(where = 'Button'): IndicatorState[] {
  return [
    {
      indicator: where,
      pattern: `Short press while ${ON}`,
      meaning: `Shuts the device down cleanly; it then sleeps if a sleep interval is set, otherwise it hibernates`,
      action: 'Press only when you mean to switch the device off',
    },
    {
      indicator: where,
      pattern: `Short press while ${SLEEPING} or ${HIBERNATING}`,
      meaning: 'Wakes the device; the SPM reports the wake trigger button',
      action: '—',
    },
    {
      indicator: where,
      pattern: `Short press while ${SETUP}`,
      meaning: `Goes to ${HIBERNATING}`,
      action: 'Press once more to start the device',
    },
    {
      indicator: where,
      pattern: `Short press while ${BOOTING}, ${SHUTTING_DOWN} or ${EMMC_FLASHING}`,
      meaning: 'Ignored',
      action: '—',
    },
    {
      indicator: where,
      pattern: `Hold for more than ${longPressSeconds} s`,
      meaning: `Goes to ${SETUP} from any state except ${SETUP} and ${EMMC_FLASHING}; the power LED flashes once a second`,
      action: `Use it to switch off a device that no longer answers: hold, then press once (${HIBERNATING}), then once more (${BOOTING})`,
    },
    {
      indicator: where,
      pattern: `Hold for more than ${longPressSeconds} s while ${SETUP}`,
      meaning: `Goes to ${EMMC_FLASHING}`,
      action: `Only when Veltro support asks; hold again to return to ${HIBERNATING}`,
    },
  ];
}

/** Every LED and button state of an SPM 4 device, in table order. */
export function spmIndicators(button = 'Button'): IndicatorState[] {
  return [...spmPowerLedStates, ...spmStatusLedStates, ...spmButtonStates(button)];
}

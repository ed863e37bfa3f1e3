/**
 * Specification rows about power and the cellular modem that several device families repeat. The safety cut-out and
 * the modems come from the canon in `../core/facts`; a family's supply current and modem list from its own module,
 * so a change there reaches every table.
 */
import {modems, powerDefaults, wakeSources} from '../core/facts';
import type {FamilyModems, Spec, SupplyCurrent} from './types';

/** "12.20 V for 240 s": the cut-out as every page writes it. */
export const cutOutText = `${powerDefaults.cutOutVolts.toFixed(2)} V for ${powerDefaults.cutOutSeconds} s`;

/** "24.4 V": the threshold a 24 V vehicle needs. */
export const cutOut24Text = `${powerDefaults.cutOutVolts24.toFixed(1)} V`;

/**
 * The "Safety cut-out" row. The cut-out HIBERNATES the device (it never "sleeps"); a device that accepts 24 V
 * also says that the 12 V threshold protects nothing on a 24 V battery until it is raised. `setting` names where
 * the threshold lives: the SPM setting on devices with SPM 3.0 or later, the Cloud setting on devices where an
 * older SPM leaves the cut-out to the STN chip.
 */
export function safetyCutOutSpec(accepts24V: boolean, setting: 'spm' | 'cloud' = 'spm'): Spec {
  const where =
    setting === 'spm' ? `SPM setting ${powerDefaults.cutOutSetting}` : 'Safety cut-out voltage in Advanced Settings';
  const base = `Hibernates the device when the supply stays below ${cutOutText} (${where})`;
  return {
    name: 'Safety cut-out',
    value: accepts24V
      ? `${base}. A 24 V battery never falls that low, so on 24 V vehicles raise the threshold to ${cutOut24Text} or the battery is unprotected`
      : base,
  };
}

/** Running (typical and peak), sleep and hibernate current at 12 V. */
export function currentSpecs(current: SupplyCurrent): Spec[] {
  return [
    {
      name: 'Running current',
      value: `About ${current.runningTypicalMa} mA typical, up to ${current.runningPeakMa} mA peak at 12 V (about half at 24 V)`,
    },
    {name: 'Sleep current', value: `About ${current.sleepMa} mA at 12 V while SLEEPING`},
    {name: 'Hibernate current', value: `About ${current.hibernateMa} mA at 12 V while HIBERNATING`},
  ];
}

/** Peak running current in amperes, for fuse checks. */
export function peakAmps(current: SupplyCurrent): number {
  return current.runningPeakMa / 1000;
}

const listOf = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items.join('');

function describeModem(key: keyof typeof modems): string {
  const modem = modems[key];
  return `${modem.name}, USB ID ${modem.usbId}, with the ${listOf([...modem.commands, modem.positioning])} commands`;
}

/** The "Cellular modem" row: which modems the model is built with and how to tell on a unit. */
export function modemSpec(entry: FamilyModems): Spec {
  const built = entry.built.map((key) => describeModem(key)).join('; or ');
  const check = entry.built.length > 1 ? ' Run veltro usbutil.devices to see which one a unit has.' : '';
  return {name: 'Cellular modem', value: `${built}. ${entry.note}${check}`};
}

/** Current Core models are built with either modem; `veltro usbutil.devices` tells which one a unit has. */
export const eitherModem: FamilyModems = {
  built: ['ec2x', 'le910cx'],
  note: 'Built with either modem depending on the production batch and region.',
};

/** The modem of every legacy Core family: Dongle Gen 2, Gen3, TMU SocketCAN and TMU CAN-FD. */
export const legacyModems: FamilyModems = {
  built: ['ec2x'],
  note: 'Dongle Gen 2, Gen3, TMU SocketCAN and TMU CAN-FD all have a Quectel EC2x.',
};

/** The ignition-sense input of the IP67 casing as the SPM reports it when it wakes the device. */
export const ignitionSenseTrigger: string =
  wakeSources.find((source) => source.source.startsWith('Ignition-sense'))?.trigger ?? 'ext';

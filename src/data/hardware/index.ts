/** Every device family's and accessory's facts by key; pages and tests look them up here. */
import {canfdPro} from './canfdPro';
import {canfdProCasing} from './canfdProCasing';
import {cm4} from './cm4';
import {dongle} from './dongle';
import {dongleGen3} from './dongleGen3';
import {dualDb9} from './dualDb9';
import {keyfobHat} from './keyfobHat';
import {mini} from './mini';
import {tmuCanFd} from './tmuCanFd';
import {tmuSocketcan} from './tmuSocketcan';
import type {Accessory, AccessoryKey, Connector, DeviceFamily, FamilyKey, HardwareKey} from './types';

export const families: Readonly<Partial<Record<FamilyKey, DeviceFamily>>> = {
  veltro_tmu_cm4: cm4,
  veltro_canfd_pro: canfdPro,
  veltro_canfd_pro_casing: canfdProCasing,
  veltro_mini: mini,
  veltro_dongle: dongle,
  veltro_dongle_gen3: dongleGen3,
  veltro_tmu_socketcan: tmuSocketcan,
  veltro_tmu_can_fd: tmuCanFd,
};

export const accessories: Readonly<Partial<Record<AccessoryKey, Accessory>>> = {
  keyfob_hat: keyfobHat,
  dual_db9_cable: dualDb9,
};

export function family(key: FamilyKey): DeviceFamily {
  const found = families[key];
  if (!found) throw new Error(`No hardware data for the device family "${key}" (src/data/hardware/index.ts)`);
  return found;
}

/** A device family or accessory: what the pinout diagram needs from either. */
export function hardwareItem(key: HardwareKey): {readonly name: string; readonly connectors: readonly Connector[]} {
  const found = families[key as FamilyKey] ?? accessories[key as AccessoryKey];
  if (!found) throw new Error(`No hardware data for "${key}" (src/data/hardware/index.ts)`);
  return found;
}

export function connector(key: HardwareKey, connectorId: string): Connector {
  const found = hardwareItem(key).connectors.find((candidate) => candidate.id === connectorId);
  if (!found) throw new Error(`${key} has no connector "${connectorId}"`);
  return found;
}

export type {Accessory, AccessoryKey, DeviceFamily, FamilyKey, HardwareKey} from './types';

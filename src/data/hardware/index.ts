/**
 * The device registry: every device family's and accessory's facts by key. A family's key is its route folder under
 * `/hardware/` (legacy families live under `legacy_devices/`). `FamilyKey` and `AccessoryKey` are derived from these
 * maps, so no key can lack its data; each module repeats its key as `key` (a unit test checks that they agree).
 *
 * Importing this module brings every family's data along. The config, the tests and `ComparisonTable` (which
 * compares families) use it; a page's other hardware components take the data of one family or accessory, which
 * the page imports from its own module, so the page's JavaScript carries only what it shows.
 */
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
import type {Accessory, Connector, DeviceFamily} from './types';

export const families = {
  veltro_tmu_cm4: cm4,
  veltro_canfd_pro: canfdPro,
  veltro_canfd_pro_casing: canfdProCasing,
  veltro_mini: mini,
  veltro_dongle: dongle,
  veltro_dongle_gen3: dongleGen3,
  veltro_tmu_socketcan: tmuSocketcan,
  veltro_tmu_can_fd: tmuCanFd,
} as const satisfies Readonly<Record<string, DeviceFamily>>;

export type FamilyKey = keyof typeof families;

export const accessories = {
  keyfob_hat: keyfobHat,
  dual_db9_cable: dualDb9,
} as const satisfies Readonly<Record<string, Accessory>>;

export type AccessoryKey = keyof typeof accessories;

/** Anything with a pinout: a device family or an accessory. */
export type HardwareKey = FamilyKey | AccessoryKey;

// MDX props are not type-checked, so each lookup checks the key itself and names the keys that exist.
const lookup = <T>(map: Readonly<Record<string, T>>, key: string, what: string): T => {
  if (Object.hasOwn(map, key)) return map[key]!;
  throw new Error(
    `No hardware data for the ${what} "${key}" (src/data/hardware/index.ts has ${Object.keys(map).join(', ')})`,
  );
};

export function findFamily(key: FamilyKey): DeviceFamily {
  return lookup<DeviceFamily>(families, key, 'device family');
}

/** A device family or accessory: what the pinout diagram needs from either. */
export function findHardware(key: HardwareKey): DeviceFamily | Accessory {
  return lookup<DeviceFamily | Accessory>({...families, ...accessories}, key, 'device family or accessory');
}

export function findConnector(key: HardwareKey, connectorId: string): Connector {
  const found = findHardware(key).connectors.find((candidate) => candidate.id === connectorId);
  if (!found) throw new Error(`${key} has no connector "${connectorId}"`);
  return found;
}

export type {Accessory, DeviceFamily} from './types';

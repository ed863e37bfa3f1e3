/**
 * The device registry: every device family's and accessory's facts by key. A family's key is its route folder under
 * `/hardware/` (legacy families live under `legacy_devices/`). `FamilyKey` and `AccessoryKey` are derived from these
 * maps, so no key can lack its data; each module repeats its key as `key` (a unit test checks that they agree).
 *
 * Importing this module brings every family's data along: the config and the tests use it. A page's hardware
 * components take the data of the families and accessories that the page imports from their own modules, so
 * the page's JavaScript carries only what it shows.
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
import type {Accessory, DeviceFamily} from './types';

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

// MDX props are not type-checked, so the lookup checks the key itself and names the keys that exist.
export function findFamily(key: FamilyKey): DeviceFamily {
  if (Object.hasOwn(families, key)) return families[key];
  throw new Error(`No device family "${key}" (src/data/hardware/index.ts has ${Object.keys(families).join(', ')})`);
}

export type {Accessory, DeviceFamily} from './types';

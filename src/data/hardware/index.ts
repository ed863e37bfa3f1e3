/**
 * The device registry: every device family's and accessory's facts by key, and what the site derives from them
 * (`registry`: the current models by their short key, the models that run Veltro Core, the supply current by model).
 * A family's key is its route folder under `/hardware/` (legacy families live under `legacy_devices/`); `FamilyKey`,
 * `DeviceKey` and `AccessoryKey` are derived from the modules' own keys, so no key is written twice.
 *
 * Importing this module brings every family's data along: the config, the build steps and the tests use it. A page's
 * hardware components take the data of the families and accessories that the page imports from their own modules,
 * so the page's JavaScript carries only what it shows.
 */
import {canfdProCasing} from './canfdProCasing';
import {dongle} from './dongle';
import {dongleGen3} from './dongleGen3';
import {dualDb9} from './dualDb9';
import {keyfobHat} from './keyfobHat';
import {currentModels} from './models';
import {deviceRegistry, type ModelFamily, type ModelKeyOf} from './registry';
import {tmuCanFd} from './tmuCanFd';
import {tmuSocketcan} from './tmuSocketcan';
import type {Accessory, DeviceFamily} from './types';

/** The families that are not a current model's main family: the variants, then the legacy families. */
export const otherFamilies = [canfdProCasing, dongle, dongleGen3, tmuSocketcan, tmuCanFd] as const;

/**
 * The site's registry over some current models' main families, with the variants and legacy families after them.
 * The site passes `currentModels` (`./models.ts`); tests/unit/device-registry.test.ts adds a test model.
 */
export const siteRegistry = <const Models extends readonly ModelFamily[]>(models: Models) =>
  deviceRegistry([...models, ...otherFamilies]);

export const registry = siteRegistry(currentModels);

export const families = registry.families;

export type FamilyKey = keyof typeof families;

/** A current model's short key (`cm4`, `pro`, `mini`): the manifest's `supportedDevices`, settings, troubleshooting paths. */
export type DeviceKey = ModelKeyOf<(typeof registry.list)[number]>;

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

/** Whether a key from outside the type system (the route manifest) names a current model. */
export const isDeviceKey = (key: string): key is DeviceKey => Object.hasOwn(registry.models, key);

export type {Accessory, DeviceFamily} from './types';

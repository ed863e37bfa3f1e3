/**
 * The devices a reader can choose as "my device" (src/components/MyDevice), handed to the browser as
 * `customFields.myDevices`: the current models' main families and the legacy dongles, each with its hub page, the
 * route folders of its pages (its variants' too) and, when it is built with either modem, the modems to choose from.
 * Everything comes from the device registry, the modems table and the route manifest.
 */
import {modems} from '../src/data/core/facts';
import {families, registry, type DeviceFamily} from '../src/data/hardware';
import type {DeviceChoice} from '../src/data/myDevice';
import {manifest} from './manifest';

/** The legacy families a reader may still have in a vehicle and run Core on: the two dongle generations. */
const legacyChoices: readonly DeviceFamily[] = [families.veltro_dongle, families.veltro_dongle_gen3];

/** A family's hardware section: the manifest's route under /hardware/ that ends in its key. */
function hubOf(key: string, routes: readonly string[]): string {
  const hub = routes.find((route) => route.startsWith('/hardware/') && route.endsWith(`/${key}/`));
  if (!hub) throw new Error(`config/my-device: no hardware section for ${key} in the route manifest`);
  return hub;
}

/** "Quectel EC25 (EC2x family)" → "EC25": the model without its maker and family. */
const shortName = (name: string) =>
  name
    .replace(/\s*\(.*\)$/, '')
    .split(' ')
    .slice(1)
    .join(' ');

export function deviceChoices(
  choices: readonly DeviceFamily[] = [...Object.values(registry.models), ...legacyChoices],
  routes: readonly string[] = manifest.map(({route}) => route),
  list: readonly DeviceFamily[] = registry.list,
): DeviceChoice[] {
  return choices.map((family) => {
    const variants = family.model ? list.filter((other) => other.variantOf === family.model) : [];
    const built = family.modems?.built ?? [];
    return {
      id: family.key,
      name: family.name,
      ...(family.model ? {model: family.model as DeviceChoice['model']} : {}),
      hub: hubOf(family.key, routes),
      folders: [family.key, ...variants.map((variant) => variant.key)],
      ...(built.length > 1
        ? {
            modems: built.map((id) => ({
              id,
              name: modems[id].name,
              short: shortName(modems[id].name),
              usbId: modems[id].usbId,
            })),
          }
        : {}),
    };
  });
}

export const myDevices = deviceChoices();

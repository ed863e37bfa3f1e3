/**
 * The devices a reader can choose as "my device" (src/components/MyDevice), handed to the browser as
 * `customFields.myDevices`: the current models' main families and the legacy dongles, each with the route folders
 * of its pages (its variants' too) and, when it is built with either modem, the modems to choose from. Everything
 * comes from the device registry and the modems table. No route: main.js names no doc page (tests/build).
 */
import {modems} from '../src/data/core/facts';
import {families, registry, type DeviceFamily} from '../src/data/hardware';
import type {DeviceChoice} from '../src/data/myDevice';

/**
 * The legacy families offered: the two dongle generations. The TMU SocketCAN and the legacy TMU CAN-FD run Core too,
 * but are not in the list.
 */
const legacyChoices: readonly DeviceFamily[] = [families.veltro_dongle, families.veltro_dongle_gen3];

/** "Quectel EC25 (EC2x family)" → "EC25": the model without its maker and family. */
const shortName = (name: string) =>
  name
    .replace(/\s*\(.*\)$/, '')
    .split(' ')
    .slice(1)
    .join(' ');

export function deviceChoices(
  choices: readonly DeviceFamily[] = [...Object.values(registry.models), ...legacyChoices],
  list: readonly DeviceFamily[] = registry.list,
): DeviceChoice[] {
  return choices.map((family) => {
    const variants = family.model ? list.filter((other) => other.variantOf === family.model) : [];
    const built = family.modems?.built ?? [];
    return {
      id: family.key,
      name: family.name,
      ...(family.model ? {model: family.model as DeviceChoice['model']} : {}),
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

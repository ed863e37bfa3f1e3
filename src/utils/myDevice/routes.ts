/**
 * Which device a page is for, and the equivalent page of another device, from the route structure alone: a page in
 * a device's folder (`/hardware/veltro_tmu_cm4/…`, `/getting_started/veltro_canfd_pro/…`,
 * `/cloud/…/advanced_settings/veltro_mini/…`) is that device's; its equivalent is the same path with the other
 * device's folder, or the nearest folder above it that exists, or the other device's hub page.
 */
import type {DeviceChoice} from '../../data/myDevice';

const segmentsOf = (route: string) => route.split('/').filter(Boolean);

/** The device whose folder the route lies in, with that folder's index among the route's segments. */
export function deviceOfRoute(
  route: string,
  choices: readonly DeviceChoice[],
): {readonly device: DeviceChoice; readonly folder: number} | undefined {
  const segments = segmentsOf(route);
  for (const [folder, segment] of segments.entries()) {
    const device = choices.find(({folders}) => folders.includes(segment));
    if (device) return {device, folder};
  }
  return undefined;
}

/** A device's hub: its hardware section, the page under /hardware/ named for its folder. */
export const hubOf = (device: DeviceChoice, routes: Iterable<string>): string | undefined =>
  [...routes].find((route) => route.startsWith('/hardware/') && route.endsWith(`/${device.id}/`));

/**
 * The page of `to` that matches `route` (a page in another device's folder): the same path in `to`'s folder when
 * the site has it (`same: true`), else the closest existing folder of `to` above it, else `to`'s hub.
 */
export function equivalentRoute(
  route: string,
  to: DeviceChoice,
  choices: readonly DeviceChoice[],
  routes: ReadonlySet<string>,
): {readonly route: string; readonly same: boolean} {
  const exists = (candidate: string) => routes.has(candidate);
  const hub = {route: hubOf(to, routes) ?? '/hardware/', same: false};
  const from = deviceOfRoute(route, choices);
  if (!from) return hub;
  const segments = segmentsOf(route);
  segments[from.folder] = to.id;
  const pathOf = (count: number) => `/${segments.slice(0, count).join('/')}/`;
  if (exists(pathOf(segments.length))) return {route: pathOf(segments.length), same: true};
  for (let count = segments.length - 1; count > from.folder; count -= 1)
    if (exists(pathOf(count))) return {route: pathOf(count), same: false};
  return hub;
}

/**
 * Whether a page is for devices other than `mine`: it lies in another device's folder, or it lies in no device's
 * folder and its manifest entry names devices (`supportedDevices`) without `mine`'s model.
 */
export function isForOtherDevice(
  route: string,
  supportedDevices: readonly string[] | undefined,
  mine: DeviceChoice,
  choices: readonly DeviceChoice[],
): boolean {
  const owner = deviceOfRoute(route, choices);
  if (owner) return owner.device.id !== mine.id;
  return Boolean(mine.model && supportedDevices?.length && !supportedDevices.includes(mine.model));
}

/** The search weight of a page for a reader who chose `mine`: a small boost for the pages in its folders. */
export const deviceRouteWeight = 1.25;

export function routeWeight(route: string, mine: DeviceChoice, choices: readonly DeviceChoice[]): number {
  return deviceOfRoute(route, choices)?.device.id === mine.id ? deviceRouteWeight : 1;
}

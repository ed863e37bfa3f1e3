/**
 * Product facts that many pages and the site chrome repeat. `../shared/ia/facts.md` is the canon;
 * a rename happens here once. Imported by the config (Node) and by components (browser), so keep it
 * free of Node-only imports.
 */
import type {FamilyKey} from './hardware';

export const brand = 'Veltro';

export const urls = {
  docs: 'https://docs.veltro.example',
  mainSite: 'https://www.veltro.example/',
  cloud: 'https://my.veltro.example/',
  api: 'https://api.veltro.example/',
  shop: 'https://shop.veltro.example/',
  source: 'https://code.veltro.example/veltro/',
  forum: 'https://forum.veltro.example/',
  /** Where readers report a search that found nothing or a page that is wrong. */
  feedback: 'https://forum.veltro.example/c/docs-feedback/',
  network: 'https://network.veltro.example/company/veltro',
  video: 'https://video.veltro.example/@veltro',
} as const;

export const products = {
  cloud: 'Veltro Cloud',
  core: 'Veltro Core',
} as const;

export interface DeviceModel {
  /** Its device family in `./hardware`, which holds its name and facts; also its folder under `/hardware/` and `/getting_started/`. */
  readonly routeKey: FamilyKey;
}

/**
 * The models that the route manifest's `supportedDevices` names (`../shared/ia/routes.json`), each with its device
 * family. Only the family key is written here: `./hardware` reads this file's power facts, so importing its values
 * here would be a cycle; a model's name comes from `findFamily(routeKey)`.
 */
export const devices = {
  cm4: {routeKey: 'veltro_tmu_cm4'},
  pro: {routeKey: 'veltro_canfd_pro'},
  mini: {routeKey: 'veltro_mini'},
} as const satisfies Readonly<Record<string, DeviceModel>>;

export type DeviceKey = keyof typeof devices;

export const copyrightLine = `Copyright © ${new Date().getFullYear()} ${brand}. Documentation licensed for use with ${brand} products.`;

/**
 * Product facts that many pages and the site chrome repeat. `../shared/ia/facts.md` is the canon;
 * a rename happens here once. Imported by the config (Node) and by components (browser), so keep it
 * free of Node-only imports.
 */

export const brand = 'Veltro';
/** The slug used in routes, e.g. `/hardware/veltro_tmu_cm4/`. */
export const routeSlug = 'veltro';
/** The on-device command-line tool: `veltro <module>.<function> [args] [key=value …]`. */
export const coreCli = 'veltro';

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

export type DeviceKey = 'cm4' | 'pro' | 'mini';

export interface DeviceModel {
  readonly key: DeviceKey;
  readonly name: string;
  /** Folder under `/hardware/` and `/getting_started/`. */
  readonly routeKey: string;
  readonly runsCore: boolean;
}

export const devices: Readonly<Record<DeviceKey, DeviceModel>> = {
  cm4: {key: 'cm4', name: 'Veltro TMU CM4', routeKey: 'veltro_tmu_cm4', runsCore: true},
  pro: {key: 'pro', name: 'Veltro CAN-FD Pro', routeKey: 'veltro_canfd_pro', runsCore: true},
  mini: {key: 'mini', name: 'Veltro Mini', routeKey: 'veltro_mini', runsCore: false},
};

export const copyrightLine = `Copyright © ${new Date().getFullYear()} ${brand}. Documentation licensed for use with ${brand} products.`;

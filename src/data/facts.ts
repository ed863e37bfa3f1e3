/**
 * Product facts that many pages and the site chrome repeat. `../shared/ia/facts.md` is the canon;
 * a rename happens here once. Imported by the config (Node) and by components (browser), so keep it
 * free of Node-only imports.
 */
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

/**
 * A current model's short key, derived from the device modules (`./hardware`, `registry`). Only the type is
 * imported, so the site chrome that imports this file carries no device data.
 */
export type {DeviceKey} from './hardware';

export const copyrightLine = `Copyright © ${new Date().getFullYear()} ${brand}. Documentation licensed for use with ${brand} products.`;

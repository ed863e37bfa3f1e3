// @ts-check
/**
 * The offline copy's names and the few rules that the build step, the service worker and the page must apply
 * alike: where things are stored, which URL a file is saved under, how a file's content hash is written.
 * JavaScript with JSDoc types because the service worker's bundler compiles only `.js` (see ./sw/index.js).
 */

/** @typedef {import('./types').OfflineKit} OfflineKit */
/** @typedef {import('./types').KitFile} KitFile */

/** The download list the build writes, relative to the site root. */
export const kitFile = 'offline-kit.json';

/** BroadcastChannel on which the service worker tells every open page how a save goes. */
export const channelName = 'veltro-offline';

/** Cache that holds the record of the saved copy (one entry, `stateKey`). */
export const stateCache = 'veltro-offline-state';
export const stateKey = '/__veltro-offline__/copy.json';

/** Caches of saved files are named with this prefix, the kit version and the scope. */
export const filesCachePrefix = 'veltro-offline-files-';

/**
 * @param {string} version
 * @param {string} scope
 */
export const filesCacheName = (version, scope) => `${filesCachePrefix}${version}-${scope}`;

/**
 * The service worker script URL and parameters that @docusaurus/plugin-pwa's worker reads (its own registration
 * code builds the same). `offlineMode: false`: the plugin's precache stays off; ./sw/ does the saving.
 * @param {string} baseUrl
 */
export const serviceWorkerUrl = (baseUrl) =>
  `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({offlineMode: false, debug: false}))}`;

/**
 * The path a page or file is saved and looked up under: `x/index.html`, `x/` and `x` are one page (the host
 * serves `x/index.html` for all three), and the query string never matters (Pagefind appends `?ts=`).
 * Takes and returns paths relative to the site root, without the leading slash.
 * @param {string} path
 */
export function savedPath(path) {
  const clean = path.replace(/[?#].*$/, '').replace(/(^|\/)index\.html$/, '$1');
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  return clean === '' || clean.endsWith('/') || last.includes('.') ? clean : `${clean}/`;
}

/**
 * The saved-path of a request URL, or undefined when it is outside the site.
 * @param {string} url
 * @param {string} siteRoot absolute URL of the site root, ending with `/`
 */
export function savedPathOfUrl(url, siteRoot) {
  const {origin, pathname} = new URL(url);
  const root = new URL(siteRoot);
  if (origin !== root.origin || !pathname.startsWith(root.pathname)) return undefined;
  return savedPath(decodeURI(pathname.slice(root.pathname.length)));
}

/**
 * Absolute URL under which a saved file is fetched and stored.
 * @param {string} path relative to the site root
 * @param {string} siteRoot
 */
export const savedUrl = (path, siteRoot) => new URL(encodeURI(savedPath(path)), siteRoot).href;

/**
 * The files of one scope of the kit.
 * @param {OfflineKit} kit
 * @param {string} scopeId
 * @returns {KitFile[]}
 */
export function filesOfScope(kit, scopeId) {
  const scope = kit.scopes.find(({id}) => id === scopeId);
  if (!scope) throw new Error(`No offline scope "${scopeId}" in ${kitFile}`);
  return scope.files.map((index) => {
    const file = kit.files[index];
    if (!file) throw new Error(`${kitFile}: scope "${scopeId}" names file ${index}, which is not listed`);
    return file;
  });
}

/**
 * SHA-256 of a file's bytes, base64url, first 16 characters (96 bits: plenty to tell versions of one file apart).
 * Web Crypto, so the build (Node 20) and the service worker compute it with the same code.
 * @param {BufferSource} bytes
 */
export async function contentHash(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const byte of digest.subarray(0, 12)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

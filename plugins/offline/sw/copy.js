// @ts-check
/**
 * The offline copy inside the service worker: saving a scope of `offline-kit.json` into Cache Storage (with
 * progress for the page's bar), replacing it with a new deploy's files, removing it. A copy is one cache of
 * files plus one record (`SavedCopy`); the record is written only when every file is in, so a save cut off by
 * the network leaves the previous copy as it was, and the next attempt resumes from the files it already has.
 */
import {
  channelName,
  contentHash,
  filesCacheName,
  filesCachePrefix,
  filesOfScope,
  kitFile,
  savedUrl,
  stateCache,
  stateKey,
} from '../protocol.js';

/** @typedef {import('../types').OfflineKit} OfflineKit */
/** @typedef {import('../types').KitFile} KitFile */
/** @typedef {import('../types').SavedCopy} SavedCopy */
/** @typedef {import('../types').WorkerNotice} WorkerNotice */

/** Parallel downloads: enough to fill a slow link's round trips, few enough not to starve the page's own requests. */
const parallelDownloads = 6;
/** Progress messages at most this often (ms), so the page is not flooded on a fast link. */
const progressInterval = 150;

const channel = new BroadcastChannel(channelName);
/** @param {WorkerNotice} notice */
export const tell = (notice) => channel.postMessage(notice);

/** @param {unknown} body */
const jsonResponse = (body) => new Response(JSON.stringify(body), {headers: {'content-type': 'application/json'}});

/** @type {Promise<SavedCopy | undefined> | undefined} */
let copyRecord;

/** The saved copy's record, or undefined when nothing is saved. */
export function savedCopy() {
  copyRecord ??= caches
    .match(stateKey, {cacheName: stateCache})
    .then((response) => /** @type {Promise<SavedCopy> | undefined} */ (response?.json()));
  return copyRecord;
}

/** @param {SavedCopy} copy */
async function recordCopy(copy) {
  await (await caches.open(stateCache)).put(stateKey, jsonResponse(copy));
  copyRecord = Promise.resolve(copy);
}

/** Deletes every cache of saved files except the current copy's (earlier versions, cut-off saves). */
export async function dropStaleCaches() {
  const keep = (await savedCopy())?.cache;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(filesCachePrefix) && name !== keep).map((name) => caches.delete(name)),
  );
}

/** @param {string} siteRoot */
async function fetchKit(siteRoot) {
  const response = await fetch(savedUrl(kitFile, siteRoot), {cache: 'no-store'});
  if (!response.ok) throw new Error(`${kitFile}: HTTP ${response.status}`);
  const kit = /** @type {OfflineKit} */ (await response.json());
  if (kit.format !== 1) throw new Error(`${kitFile}: unknown format ${kit.format}`);
  return kit;
}

/**
 * Where each file of the current copy can be taken from instead of the network: content hash → saved URL.
 * Unchanged files of a new deploy (renamed chunks with the same bytes, images, search fragments) are copied over.
 * @param {SavedCopy | undefined} copy
 * @param {string} siteRoot
 * @returns {Promise<Map<string, string>>}
 */
async function reusableFiles(copy, siteRoot) {
  if (!copy) return new Map();
  const response = await caches.match(savedUrl(kitFile, siteRoot), {cacheName: copy.cache});
  if (!response) return new Map();
  const kit = /** @type {OfflineKit} */ (await response.json());
  return new Map(filesOfScope(kit, copy.scope).map(([path, , , hash]) => [hash, savedUrl(path, siteRoot)]));
}

/** The site was deployed again while saving: the save starts over against the new kit (see `save`). */
class SiteUpdated extends Error {}

/** How many times one save starts over for a new deploy before it gives up (a site redeployed in a loop). */
const restartsForNewDeploys = 3;

/**
 * A file could not be had as the kit describes it. When the server's kit has a new version, the file is missing
 * or different because of that deploy (a new build renames its chunks, so old ones answer 404), not because of a
 * broken server: say so, so that the save starts over against the new kit instead of stopping at "HTTP 404".
 * @param {string} siteRoot
 * @param {string} version the kit version being saved
 * @param {string} problem
 */
async function fileProblem(siteRoot, version, problem) {
  const latest = await fetchKit(siteRoot).catch(() => undefined);
  if (latest && latest.version !== version) return new SiteUpdated(problem);
  return new Error(problem);
}

/**
 * Fetches one file and checks it against the kit's hash: a file from another deploy (the site changed during
 * the save, or a stale browser cache) would make an inconsistent copy. The browser cache is tried first.
 * @param {string} url
 * @param {KitFile} file
 * @param {string} siteRoot
 * @param {string} version
 */
async function download(url, [path, , , hash], siteRoot, version) {
  for (const mode of /** @type {const} */ (['default', 'reload'])) {
    const response = await fetch(url, {cache: mode});
    if (!response.ok) throw await fileProblem(siteRoot, version, `${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await contentHash(body)) === hash) {
      // A new response, without the `redirected` flag (a navigation refuses a redirected response) and without
      // the wire's encoding and length (the body is decoded); the host's other headers, such as its
      // Content-Security-Policy, stay with the saved page.
      const headers = new Headers(response.headers);
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
      return new Response(body, {headers});
    }
  }
  throw await fileProblem(
    siteRoot,
    version,
    `${path} changed on the server while saving; the site was probably updated. Try again.`,
  );
}

/**
 * Downloads a scope of the kit into its cache (files already there or in the current copy are not fetched
 * again) and records it as the saved copy. The caller drops the previous copy's cache when it is safe to.
 * @param {OfflineKit} kit
 * @param {string} scopeId
 * @param {string} siteRoot
 * @returns {Promise<SavedCopy>}
 */
async function saveKitScope(kit, scopeId, siteRoot) {
  const scope = kit.scopes.find(({id}) => id === scopeId);
  if (!scope) throw new Error(`No offline scope "${scopeId}" in ${kitFile}`);
  const files = filesOfScope(kit, scopeId);
  const current = await savedCopy();
  const reusable = await reusableFiles(current, siteRoot);
  const cacheName = filesCacheName(kit.version, scopeId);
  const cache = await caches.open(cacheName);

  const progress = {files: 0, bytes: 0, told: 0};
  const report = (force = false) => {
    if (!force && Date.now() - progress.told < progressInterval) return;
    progress.told = Date.now();
    const totalBytes = scope.bytes;
    tell({
      type: 'progress',
      scope: scopeId,
      files: progress.files,
      totalFiles: files.length,
      bytes: progress.bytes,
      totalBytes,
    });
  };
  report(true);

  const queue = [...files];
  /** @type {unknown} */
  let failure;
  // The first failure stops every download, and the save ends only when none is left running: a caller that
  // deletes this cache (quota) or starts over (new deploy) must not race downloads still writing into it.
  const worker = async () => {
    for (let file = queue.shift(); file && !failure; file = queue.shift()) {
      try {
        const url = savedUrl(file[0], siteRoot);
        if (!(await cache.match(url))) {
          const previousUrl = reusable.get(file[3]);
          const previous = previousUrl && current && (await caches.match(previousUrl, {cacheName: current.cache}));
          await cache.put(url, previous || (await download(url, file, siteRoot, kit.version)));
        }
        progress.files += 1;
        progress.bytes += file[1];
        report();
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({length: parallelDownloads}, worker));
  if (failure) throw failure;
  report(true);

  // The kit goes with the copy: the next update reads it to find files it can reuse, the panel its sizes offline.
  await cache.put(savedUrl(kitFile, siteRoot), jsonResponse(kit));
  /** @type {SavedCopy} */
  const copy = {
    scope: scopeId,
    label: scope.label,
    start: scope.routes?.[0]?.replace(/^\//, '') ?? '',
    version: kit.version,
    built: kit.built,
    saved: new Date().toISOString(),
    files: files.length,
    bytes: scope.bytes,
    cache: cacheName,
  };
  await recordCopy(copy);
  return copy;
}

/**
 * Saves a scope chosen on the page (or brings the saved one up to date: "Update now"), then drops older caches.
 * @param {string} scopeId
 * @param {string} siteRoot
 */
export async function save(scopeId, siteRoot) {
  /** @type {OfflineKit | undefined} */
  let kit;
  try {
    for (let attempt = 0; ; attempt += 1) {
      kit = await fetchKit(siteRoot);
      const current = await savedCopy();
      const upToDate =
        current?.scope === scopeId && current.version === kit.version && (await caches.has(current.cache));
      try {
        const copy = upToDate ? current : await saveKitScope(kit, scopeId, siteRoot);
        await dropStaleCaches();
        tell({type: 'saved', copy, changed: !upToDate});
        return;
      } catch (error) {
        // A deploy landed mid-save: the files so far belong to a version that is gone. Start over against the new
        // kit (its own cache; the old one is dropped once the copy is saved) rather than ask the reader to.
        if (!(error instanceof SiteUpdated) || attempt + 1 >= restartsForNewDeploys) throw error;
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (kit && error instanceof DOMException && error.name === 'QuotaExceededError') {
      tell({type: 'failed', scope: scopeId, reason, quota: await freeSpaceAfterQuotaError(kit, scopeId)});
    } else tell({type: 'failed', scope: scopeId, reason});
  }
}

/**
 * The device ran out of the storage the browser grants the site. The part of the new scope saved so far is
 * deleted, since it holds the space the reader is asked to free, and is useless until all of it fits; the copy
 * saved before (another cache) is not touched. Returns what the panel needs to say how much space is missing.
 * @param {OfflineKit} kit
 * @param {string} scopeId
 */
async function freeSpaceAfterQuotaError(kit, scopeId) {
  const cacheName = filesCacheName(kit.version, scopeId);
  if ((await savedCopy())?.cache !== cacheName) await caches.delete(cacheName);
  const {quota, usage} = await navigator.storage.estimate().catch(() => ({quota: undefined, usage: undefined}));
  const needed = kit.scopes.find(({id}) => id === scopeId)?.bytes ?? 0;
  return {needed, free: quota === undefined || usage === undefined ? undefined : Math.max(0, quota - usage)};
}

/**
 * A new deploy's service worker is installing: when a copy is saved and the deploy changed its files, download
 * the new version (reusing unchanged files) before this worker takes over. Throws when the download fails, which
 * fails the install: the current worker and copy stay, and the browser tries again on a later visit.
 * @param {string} siteRoot
 * @returns {Promise<SavedCopy | undefined>} the updated copy, if there was one to update
 */
export async function updateForNewDeploy(siteRoot) {
  const current = await savedCopy();
  if (!current) return undefined;
  const kit = await fetchKit(siteRoot);
  if (kit.version === current.version) return undefined;
  if (!kit.scopes.some(({id}) => id === current.scope)) return undefined; // The scope is gone: keep the copy.
  return saveKitScope(kit, current.scope, siteRoot);
}

/** The plugin's precache (empty: its precaching is off) is ours to delete with the rest. */
const isOwnCache = (/** @type {string} */ name) =>
  name === stateCache || name.startsWith(filesCachePrefix) || name.startsWith('workbox-precache');

/** Deletes the copy: its files, its record, every cache this worker made (the page unregisters it next). */
export async function remove() {
  copyRecord = Promise.resolve(undefined);
  const names = await caches.keys();
  await Promise.all(names.filter(isOwnCache).map((name) => caches.delete(name)));
  tell({type: 'removed'});
}

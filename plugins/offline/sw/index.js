// @ts-check
/**
 * The site's own service worker code, bundled into `sw.js` by @docusaurus/plugin-pwa (its `swCustom` option,
 * docusaurus.config.ts), which calls the default export before adding its own listeners. The plugin's precache is
 * off (`offlineMode: false`); this code saves the copy a reader asks for and serves it. It is JavaScript because
 * the plugin's worker build runs Babel on `.js` files only; `tsc -p plugins/offline/sw` checks its JSDoc types.
 *
 * The worker is registered only when a reader saves a copy, and on later visits of a reader who has one
 * (plugins/offline/client/), never on a first visit.
 */
import {dropStaleCaches, remove, save, tell, updateForNewDeploy} from './copy.js';
import {respond} from './serve.js';

/** @typedef {import('../types').PageMessage} PageMessage */
/** @typedef {import('../types').SavedCopy} SavedCopy */

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Saves and removals run one at a time, in the order the pages asked for them. */
let queue = Promise.resolve();
/** @param {() => Promise<void>} job */
const enqueue = (job) => (queue = queue.then(job, job));

export default function offlineCopyWorker() {
  const siteRoot = worker.registration.scope;

  /** @type {SavedCopy | undefined} */
  let updated;

  // A new deploy's worker brings a saved copy up to date before it takes over (installing ends when the download
  // does), then takes over at once.
  worker.addEventListener('install', (event) => {
    void worker.skipWaiting();
    event.waitUntil(enqueue(async () => void (updated = await updateForNewDeploy(siteRoot))));
  });

  // The page that registered the worker to save a copy is served by it without a reload. Pages hear of an update
  // once this worker serves the new copy: a page that navigates after the notice gets the new files.
  worker.addEventListener('activate', (event) => {
    const tookOver = Promise.all([worker.clients.claim(), dropStaleCaches()]);
    event.waitUntil(tookOver.then(() => updated && tell({type: 'updated', copy: updated})));
  });

  worker.addEventListener('fetch', (event) => {
    const response = respond(event.request, siteRoot);
    if (response) event.respondWith(response);
  });

  worker.addEventListener('message', (event) => {
    const message = /** @type {PageMessage | undefined} */ (event.data);
    if (message?.type === 'veltro-offline:save') event.waitUntil(enqueue(() => save(message.scope, siteRoot)));
    if (message?.type === 'veltro-offline:remove') event.waitUntil(enqueue(remove));
  });
}

// @ts-check
/**
 * Answers the site's requests while a copy is saved: saved files from the copy first (the reader may have one
 * bar of signal), everything else from the network; a page that is neither saved nor reachable gets a short
 * page saying so instead of the browser's error.
 */
import {kitFile, savedPathOfUrl, savedUrl} from '../protocol.js';
import {savedCopy} from './copy.js';
import {notSavedPage} from './notSavedPage.js';

/** @typedef {import('../types').SavedCopy} SavedCopy */

/**
 * @param {Request} request
 * @param {string} siteRoot
 * @returns {Promise<Response>}
 */
async function fromCopyOrNetwork(request, siteRoot) {
  const path = /** @type {string} */ (savedPathOfUrl(request.url, siteRoot));
  const copy = await savedCopy();
  const saved = copy ? await caches.match(savedUrl(path, siteRoot), {cacheName: copy.cache}) : undefined;
  if (saved) return saved;
  try {
    return await fetch(request);
  } catch {
    if (request.mode === 'navigate') return notSavedPage(path, copy, siteRoot);
    return Response.error();
  }
}

/**
 * The download list: from the network, so sizes and versions are current; the saved one when offline.
 * @param {Request} request
 * @param {string} siteRoot
 */
async function kitFromNetworkOrCopy(request, siteRoot) {
  try {
    return await fetch(request);
  } catch {
    const copy = await savedCopy();
    const saved = copy && (await caches.match(savedUrl(kitFile, siteRoot), {cacheName: copy.cache}));
    return saved || Response.error();
  }
}

/**
 * The response for a request, or undefined to leave it to the browser (other methods and hosts, the worker).
 * @param {Request} request
 * @param {string} siteRoot
 * @returns {Promise<Response> | undefined}
 */
export function respond(request, siteRoot) {
  if (request.method !== 'GET') return undefined;
  const path = savedPathOfUrl(request.url, siteRoot);
  if (path === undefined || path === 'sw.js') return undefined;
  if (path === kitFile) return kitFromNetworkOrCopy(request, siteRoot);
  return fromCopyOrNetwork(request, siteRoot);
}

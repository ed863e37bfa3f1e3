/**
 * Offline, a click on a link to a page outside the saved copy would start a client-side navigation whose page
 * chunk cannot load, and Docusaurus would show its crash page. While the browser is offline, such clicks are left
 * to the browser as ordinary navigations, which the service worker answers with its "not in your offline copy"
 * page. Online, links behave as usual.
 */
import {filesOfScope, kitFile, savedPath, savedPathOfUrl, savedUrl} from '../protocol';
import type {OfflineKit, SavedCopy} from '../types';

let savedPaths: ReadonlySet<string> | undefined;
let siteRoot = '';
let listening = false;

function onClick(event: MouseEvent): void {
  if (navigator.onLine || !savedPaths || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const path = savedPathOfUrl(link.href, siteRoot);
  if (path === undefined || savedPaths.has(path)) return;
  // Captured on the document, before React's listener on the app root: the router never sees this click.
  event.stopPropagation();
}

export async function keepLinksToUnsavedPagesOffline(copy: SavedCopy, baseUrl: string): Promise<void> {
  siteRoot = new URL(baseUrl, window.location.href).href;
  const response = await caches.match(savedUrl(kitFile, siteRoot), {cacheName: copy.cache});
  if (!response) return;
  const kit = (await response.json()) as OfflineKit;
  savedPaths = new Set(filesOfScope(kit, copy.scope).map(([path]) => savedPath(path)));
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick, true);
}

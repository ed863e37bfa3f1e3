/**
 * Keyboard readers get the head start pointer readers get. Upstream's `Link` loads a page's code when the pointer
 * enters the link or a finger touches it (`onMouseEnter`, `onTouchStart` in
 * `@docusaurus/core/lib/client/exports/Link.js`), and src/client/staticLinks.ts does the same for the links in
 * static HTML, but nothing does when a link takes focus: a reader who tabs to a link and presses Enter waited for
 * the page's chunks to be read and run after the key. One `focusin` listener on the document preloads the page of
 * an in-site link that takes focus; upstream's preload skips a page it has loaded and loads nothing on a slow or
 * data-saving connection. As with a hover, this loads the pages of sections already loaded; a link into another
 * section gets its section loaded and its page prefetched by the same focus (plugins/lean-client/client/sections.tsx).
 */

/** The path a focused element leads to in this site, or undefined when the browser would leave or download. */
export function focusedLinkPath(target: EventTarget | null, location: Location): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  // A link to a place on this page has nothing to load.
  if (anchor.pathname === location.pathname) return undefined;
  return anchor.pathname;
}

/** Installs the listener; returns its removal. */
export function preloadOnFocus(): () => void {
  const onFocus = (event: FocusEvent): void => {
    const path = focusedLinkPath(event.target, window.location);
    // Offline, a load would fail, and react-loadable keeps the failure: the click would then reload the whole page
    // (Docusaurus' PendingNavigation) instead of trying the chunk again. A hover has the same trade upstream.
    if (!path || !navigator.onLine) return;
    Promise.resolve(window.docusaurus.preload(path)).catch(() => undefined);
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

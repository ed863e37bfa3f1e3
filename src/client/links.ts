/**
 * What a reader's hand on an in-site link does before and at the click, for the links upstream's `Link` does not
 * cover. One set of listeners on the document:
 * - Links inside the static HTML of doc pages (plugins/docs/static-html.ts) are plain anchors, not `Link`s. A click
 *   on one changes the page in place through the router (react-router's rules: main button, no modifier key, no
 *   other target, not already handled), and hovering or touching one loads its page's code first, as `Link` does
 *   (`onMouseEnter`, `onTouchStart` in `@docusaurus/core/lib/client/exports/Link.js`). `Link` handles its own
 *   clicks first and marks them handled.
 * - Any in-site link that keeps keyboard focus for a moment loads its page, which nothing upstream does: a reader
 *   who tabs to a link and presses Enter would otherwise wait for the page's chunks to be read and run after the
 *   key. The moment (FOCUS_DWELL_MS) keeps a reader tabbing through the sidebar from loading every page passed, as
 *   a pointer sweeping over links loads only those it rests on long enough to fire their events.
 * Upstream's preload skips a page it has loaded and loads nothing on a slow or data-saving connection. Like a
 * hover, it loads the page of a section already loaded; a link into another section gets its section loaded and
 * its page prefetched by the same hover or focus (plugins/lean-client/client/sections.tsx).
 */
import {staticLinksSelector} from '../utils/staticLinks';

export interface Navigator {
  push(path: string): void;
}

/** How long a link keeps focus before its page loads. */
export const FOCUS_DWELL_MS = 100;

/** The parts of an anchor the rules below read. */
export type LinkLike = Pick<HTMLAnchorElement, 'target' | 'getAttribute' | 'hasAttribute'>;

/**
 * The in-site path (with query and hash) a link leads to, or undefined for what the browser should handle: another
 * site, another window or frame, a download, a place on the same page written as a bare `#hash`.
 */
export function inSitePath(link: LinkLike, origin: string): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The page a focused link would load, or undefined when it leads nowhere new in this site. */
export function pageToLoad(link: LinkLike, location: Pick<Location, 'origin' | 'pathname'>): string | undefined {
  const path = inSitePath(link, location.origin);
  if (path === undefined) return undefined;
  const {pathname} = new URL(path, location.origin);
  // A link to a place on this page has nothing to load.
  return pathname === location.pathname ? undefined : pathname;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/** An anchor of static HTML, whose clicks and hovers no `Link` handles. */
function staticAnchorOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = anchorOf(target);
  return anchor?.parentElement?.closest(staticLinksSelector) ? anchor : undefined;
}

function preload(pathname: string): void {
  // Offline, a load would fail, and react-loadable keeps the failure: the click would then reload the whole page
  // (Docusaurus' PendingNavigation) instead of trying the chunk again.
  if (!navigator.onLine) return;
  Promise.resolve(window.docusaurus.preload(pathname)).catch(() => undefined);
}

/** Installs the listeners; returns their removal. */
export function followLinks(history: Navigator): () => void {
  const origin = window.location.origin;
  const hovered = new WeakSet<HTMLAnchorElement>();
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = staticAnchorOf(event.target);
    const path = anchor && inSitePath(anchor, origin);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  const onEnter = (event: Event): void => {
    const anchor = staticAnchorOf(event.target);
    if (!anchor || hovered.has(anchor)) return;
    const path = inSitePath(anchor, origin);
    if (!path) return;
    hovered.add(anchor);
    preload(new URL(path, origin).pathname);
  };
  const onFocus = (event: FocusEvent): void => {
    clearTimeout(focusTimer);
    const anchor = anchorOf(event.target);
    const pathname = anchor && pageToLoad(anchor, window.location);
    if (pathname) focusTimer = setTimeout(preload, FOCUS_DWELL_MS, pathname);
  };
  const onBlur = (): void => clearTimeout(focusTimer);

  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onEnter, {passive: true});
  document.addEventListener('touchstart', onEnter, {passive: true});
  document.addEventListener('focusin', onFocus);
  document.addEventListener('focusout', onBlur);
  return () => {
    clearTimeout(focusTimer);
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onEnter);
    document.removeEventListener('touchstart', onEnter);
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('focusout', onBlur);
  };
}

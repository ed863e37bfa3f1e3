/**
 * What a reader's hand on an in-site link does before the click, where upstream's `Link` does nothing:
 * - Links inside the static HTML of doc pages (plugins/docs/static-html.ts) are plain anchors, not `Link`s. A click
 *   on one changes the page in place through the router (react-router's rules: main button, no modifier key, no
 *   other target, not already handled; `Link` marks its own clicks handled), and hovering or touching one loads its
 *   page's code first, as `Link` does.
 * - No `Link` loads its page on focus, so a reader who tabs to a link and presses Enter waited for the page's chunks
 *   after the key. A link that keeps focus for FOCUS_DWELL_MS loads its page: Tab passes through every link before
 *   the one wanted, and loading each would load the sidebar. (Another section's small module still loads on any
 *   focus or hover: plugins/lean-client/client/sections.tsx.)
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
 * The in-site path (with query and hash) a link leads to, resolved against the page it is on (`base`), or undefined
 * for what the browser should handle: another site, another window or frame, a download, a place on the same page
 * written as a bare `#hash`, an href that is no URL.
 */
export function inSitePath(link: LinkLike, base: string): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined; // (URL.canParse is newer than some phones this site serves)
  }
  if (url.origin !== new URL(base).origin) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The page a focused link would load, or undefined when it leads nowhere new in this site. */
export function pageToLoad(link: LinkLike, location: Pick<Location, 'href' | 'pathname'>): string | undefined {
  const path = inSitePath(link, location.href);
  if (path === undefined) return undefined;
  const {pathname} = new URL(path, location.href);
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

// Offline, a load would fail, and react-loadable keeps the failure: the click would then reload the whole page
// (Docusaurus' PendingNavigation) instead of trying the chunk again.
const preload = (pathname: string): void => {
  if (navigator.onLine) Promise.resolve(window.docusaurus.preload(pathname)).catch(() => undefined);
};

/** Installs the listeners; returns their removal. */
export function followLinks(history: Navigator): () => void {
  const hovered = new WeakSet<HTMLAnchorElement>();
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = staticAnchorOf(event.target);
    const path = anchor && inSitePath(anchor, window.location.href);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  const onEnter = (event: Event): void => {
    const anchor = staticAnchorOf(event.target);
    if (!anchor || hovered.has(anchor) || !navigator.onLine) return;
    const pathname = pageToLoad(anchor, window.location);
    if (!pathname) return;
    hovered.add(anchor);
    preload(pathname);
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

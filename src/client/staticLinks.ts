/**
 * Links inside the static HTML of doc pages (plugins/docs/static-html.ts) are plain anchors, not Docusaurus
 * `Link`s. One listener on the document gives them what `Link` gave: a click on an internal link changes the page
 * in place through the router (react-router's rules: main button, no modifier key, no other target, not already
 * handled), and hovering or touching one loads its page's code first. Anchors outside static HTML are left alone;
 * `Link` handles its own clicks first and marks them handled.
 */
import {staticLinksSelector} from '../utils/staticLinks';

export interface Navigator {
  push(path: string): void;
}

/** The in-site path an anchor in static HTML leads to, or undefined for anything the browser should handle. */
export function staticLinkPath(anchor: HTMLAnchorElement, origin: string): string | undefined {
  if (!anchor.parentElement?.closest(staticLinksSelector)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  return url.pathname + url.search + url.hash;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/** Installs the listeners; returns their removal. */
export function followStaticLinks(history: Navigator): () => void {
  const origin = window.location.origin;
  const preloaded = new WeakSet<HTMLAnchorElement>();

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = anchorOf(event.target);
    const path = anchor && staticLinkPath(anchor, origin);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  const onEnter = (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (!anchor || preloaded.has(anchor)) return;
    const path = staticLinkPath(anchor, origin);
    if (!path) return;
    preloaded.add(anchor);
    void window.docusaurus.preload(new URL(path, origin).pathname);
  };

  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onEnter, {passive: true});
  document.addEventListener('touchstart', onEnter, {passive: true});
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onEnter);
    document.removeEventListener('touchstart', onEnter);
  };
}

/**
 * Remark plugin: a link to a page of the route manifest that is not written yet renders as its text, not as a
 * link. Pages are written section by section, and a finished page may name a guide of a later section; the link
 * comes alive by itself when that page lands. Only manifest routes are spared: a link to any other missing path
 * still fails the build (`onBrokenLinks: 'throw'`). `pendingLinks` lists what is waiting, for the content tests.
 */
import type {Link, PhrasingContent, Root} from 'mdast';
import {visit} from 'unist-util-visit';

interface Options {
  /** Manifest routes without a page yet, e.g. `/developer_guides/configuring-mqtt/`. */
  readonly pendingRoutes: ReadonlySet<string>;
}

/** The route a site-relative link points at: `/a/b/#x` → `/a/b/`. */
export const routeOfLink = (url: string): string | undefined =>
  url.startsWith('/') ? url.replace(/[?#].*$/, '') : undefined;

export default function remarkPendingLinks({pendingRoutes}: Options) {
  return (tree: Root): void => {
    visit(tree, 'link', (node: Link, index, parent) => {
      const route = routeOfLink(node.url);
      if (!route || !pendingRoutes.has(route) || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...(node.children as PhrasingContent[]));
      return index;
    });
  };
}

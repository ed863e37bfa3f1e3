/**
 * The chunk name (and, with named chunk ids, the chunk id) of a doc page's content, derived from its path:
 * the browser rebuilds it to prefetch a page without a per-page table. Mirrors `pageChunkName` in
 * ../route-split.cjs; tests/unit/route-split.test.ts checks that the two agree.
 */
export function pageChunkName(routePath: string): string {
  return `page${routePath.replace(/\/+$/, '').replace(/[^A-Za-z0-9_/-]+/g, '~')}`;
}

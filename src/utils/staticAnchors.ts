/**
 * Registers the `id`s inside a doc page's static HTML with Docusaurus' broken-anchor check, as the components they
 * replaced did (`useBrokenLinks().collectAnchor`). plugins/docs/static-html.ts puts one call, with every id of the
 * page, at the top of each compiled page that has any. The check runs while pages are rendered at build time; in
 * the browser `collectAnchor` does nothing.
 */
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export function useStaticAnchors(ids: readonly string[]): void {
  const brokenLinks = useBrokenLinks();
  for (const id of ids) brokenLinks.collectAnchor(id);
}

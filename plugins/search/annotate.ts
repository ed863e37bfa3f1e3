/**
 * Pagefind attributes for one built doc page: the article is the indexed body, and the page carries its
 * sidebar category (`lvl0`) and its DocSearch tag, so local hits can be grouped and filtered like Algolia's.
 * Breadcrumbs, the mobile TOC button and heading link icons inside the article are left out of the index. A
 * heading that is a name in code (`obd.query`, a returner) weighs most, so a reader who types a command name
 * lands on its reference section before the guides that use it.
 */
import {escapeAttribute} from '../../src/utils/html';

export function annotateForIndex(html: string, lvl0: string): string {
  if (html.includes('data-pagefind-body')) return html;
  return html
    .replace(/<article(?=[\s>])/, `<article data-pagefind-body data-pagefind-meta="lvl0:${escapeAttribute(lvl0)}"`)
    .replace(/<meta(?=[^>]*name="?docsearch:docusaurus_tag)/, '<meta data-pagefind-filter="docusaurus_tag[content]"')
    .replace(/<nav(?=[^>]*theme-doc-breadcrumbs)/, '<nav data-pagefind-ignore')
    .replace(/<div(?=[^>]*theme-doc-toc-mobile)/, '<div data-pagefind-ignore')
    .replace(/<a(?=[^>]*class="?hash-link)/g, '<a data-pagefind-ignore')
    .replace(/<h([23])(?=[^>]*>\s*<code>)/g, '<h$1 data-pagefind-weight="10"');
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' '};

/** The visible text of a built page's article, for the typo-tolerance vocabulary. */
export function articleText(html: string): string {
  const article = /<article[\s>][\s\S]*<\/article>/.exec(html)?.[0] ?? '';
  return article
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!);
}

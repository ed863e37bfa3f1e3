/**
 * Remark plugin: leaf directives that render the troubleshooting data (src/data/troubleshooting/) in a page:
 * - `::error-reference{source="adapter"}`: every message of one source, a section each;
 * - `::error-index`: every message of the reference in one table per source;
 * - `::troubleshooting-path{id="no-gnss-fix"}`: a symptom path, a section per step;
 * - `::troubleshooting-paths`: the table of every path.
 * The directive is replaced by the Markdown of troubleshooting-markdown.ts, parsed here. It must run among the
 * `beforeDefaultRemarkPlugins`, before Docusaurus' heading-id and TOC plugins, so the rendered headings get their
 * `{#id}` and a TOC entry like written ones. An unknown directive value throws, which fails the build and names the file.
 */
import type {BlockContent, Root, RootContent, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {LeafDirective} from './directives';
import {stackTable} from './stacked-tables';
import {manifest} from '../../config/manifest';
import type {ErrorSource} from '../../src/data/troubleshooting/types';
import {errorPages} from '../../src/data/troubleshooting/errors';
import {
  errorIndexMarkdown,
  errorReferenceMarkdown,
  pathListMarkdown,
  pathMarkdown,
} from './troubleshooting-markdown';

const titleOf = (route: string): string => {
  const page = manifest.find((entry) => entry.route === route);
  if (!page) throw new Error(`${route} is not in ia/routes.json`);
  return page.title;
};

/** The Markdown a directive stands for, or undefined when the directive is not ours. */
export function directiveMarkdown(name: string, attributes: Record<string, string | null | undefined>): string | undefined {
  switch (name) {
    case 'error-reference': {
      const source = attributes.source ?? '';
      if (!(source in errorPages)) throw new Error(`unknown error source "${source}" (known: ${Object.keys(errorPages).join(', ')})`);
      return errorReferenceMarkdown(source as ErrorSource);
    }
    case 'error-index':
      return errorIndexMarkdown();
    case 'troubleshooting-path':
      return pathMarkdown(attributes.id ?? '');
    case 'troubleshooting-paths':
      return pathListMarkdown(titleOf);
    default:
      return undefined;
  }
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The columns of the rendered tables a reader acts on, shown first when a table stacks on a phone: what a message
 * means (`::error-index`), and what an LED shows and means (the LED legends of a path's steps).
 */
const actingColumns = ['What it means', 'What you see', 'Meaning'];

/** Directives that list entries of other pages. */
const listings = new Set(['error-index', 'troubleshooting-paths']);

/** `nodes` in a `<div data-pagefind-ignore>` (mdast-util-to-hast builds the element from `hName`). */
function withoutSearchIndex(nodes: RootContent[]): RootContent {
  return {
    type: 'blockquote',
    children: nodes as BlockContent[],
    data: {hName: 'div', hProperties: {dataPagefindIgnore: ''}},
  } as unknown as RootContent;
}

/**
 * How much a path's symptom line weighs in the search index, as a section heading does (Pagefind weighs h2 at 6
 * and plain text at 1): it says in readers' words what the page is about, so a reader's description of the symptom
 * reaches the path before pages that only mention the same words.
 */
export const symptomWeight = 6;

/** `nodes` in a `<div data-pagefind-weight>`. */
function weighted(nodes: RootContent[], weight: number): RootContent {
  return {
    type: 'blockquote',
    children: nodes as BlockContent[],
    data: {hName: 'div', hProperties: {dataPagefindWeight: String(weight)}},
  } as unknown as RootContent;
}

/** A page's Markdown source with its troubleshooting directives replaced by what they render (for word counts). */
export function expandDirectives(source: string): string {
  return source.replace(/^::([a-z-]+)(?:\{([^}]*)\})?[ \t]*$/gm, (line, name: string, attributeText = '') => {
    const attributes = Object.fromEntries(
      Array.from((attributeText as string).matchAll(/([a-z]+)="([^"]*)"/g), (match) => [match[1]!, match[2]!]),
    );
    return directiveMarkdown(name, attributes) ?? line;
  });
}

export default function remarkTroubleshooting() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, (found, index, parent) => {
      const node = found as unknown as LeafDirective;
      if (node.type !== 'leafDirective' || !parent || index === undefined) return;
      let markdown: string | undefined;
      try {
        markdown = directiveMarkdown(node.name, node.attributes ?? {});
      } catch (error) {
        throw new Error(`${file.path ?? 'A page'}: ${(error as Error).message}`, {cause: error});
      }
      if (markdown === undefined) return;
      let rendered = parser.parse(markdown).children as RootContent[];
      // Every table a directive renders is a data table: stacked on a phone (stacked-tables.ts).
      visit({type: 'root', children: rendered} as Root, 'table', (table: Table) => {
        const header = (table.children[0]?.children ?? []).map((cell) =>
          cell.children.map((part) => ('value' in part ? part.value : '')).join(''),
        );
        stackTable(
          table,
          actingColumns.filter((label) => header.includes(label)),
        );
      });
      // The lists of every message and every path repeat what their own pages say: kept out of the search index, so
      // a reader who types a message lands on its entry, not on the list that links to it.
      if (listings.has(node.name)) rendered = [withoutSearchIndex(rendered)];
      // A path opens with its symptoms in readers' words (troubleshooting-markdown.ts, pathMarkdown).
      if (node.name === 'troubleshooting-path') rendered = [weighted(rendered.slice(0, 1), symptomWeight), ...rendered.slice(1)];
      parent.children.splice(index, 1, ...rendered);
      return index + rendered.length;
    });
  };
}

/**
 * The Markdown twins, llms.txt and llms-full.txt that the post-build step `markdown` writes into the build:
 * every sitemap page has its twin, no twin carries MDX or HTML leftovers, and a sample of twins (one page of
 * each kind) has the same h2/h3 headings and the same tables, header cells and row counts, as its HTML page.
 *
 * `npm test` skips them while there is no build; `npm run test:build` (CI, after the build) requires one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import rehypeParse from 'rehype-parse';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {urls} from '../../src/data/facts';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {buildDir, buildUnderTest} from '../support/build';

const {built, withBuild} = buildUnderTest('sitemap.xml', 'llms.txt');

const sitemapPaths = built
  ? [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
  : [];
const twinFile = (pagePath: string) => path.join(buildDir, markdownTwinPath(pagePath));
const readTwin = (pagePath: string) => fs.readFileSync(twinFile(pagePath), 'utf8');

/** The twin without its fenced code blocks. */
const withoutFences = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
/** The twin without any code (fenced blocks and inline code), where any text is allowed. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** A line of Markdown as plain text: no heading marks, link targets, emphasis, code ticks or escapes. */
const plain = (line: string) =>
  line
    .replace(/^#+ /, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1 ? part.slice(1, -1) : part.replace(/\*\*|(?<!\w)_|_(?!\w)/g, '').replace(/\\(.)/g, '$1'),
    )
    .join('')
    .trim();
const plainHtml = (node: Element) =>
  toString(node)
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface TableShape {
  readonly header: readonly string[];
  readonly rows: number;
}

/** The GFM tables of a twin: each one's header cells (as plain text) and number of body rows. */
function twinTables(markdown: string): TableShape[] {
  // A table inside an admonition (the 24 V checklist) sits in a blockquote: `> | … |`.
  const lines = prose(markdown)
    .split('\n')
    .map((line) => line.replace(/^(?:> ?)+/, ''));
  const tables: TableShape[] = [];
  for (let index = 0; index + 1 < lines.length; index++) {
    if (!lines[index]!.startsWith('|') || !/^\|( :?-+:? \|)+$/.test(lines[index + 1]!)) continue;
    const header = lines[index]!.replace(/^\| ?/, '').replace(/ ?\|$/, '').split(' | ').map(plain);
    let rows = 0;
    while (lines[index + 2 + rows]?.startsWith('|')) rows++;
    tables.push({header, rows});
    index += 1 + rows;
  }
  return tables;
}

/** The article of a built page: its h2/h3 headings and tables, as the reader sees them. */
function htmlArticle(pagePath: string) {
  const html = fs.readFileSync(path.join(buildDir, pagePath, 'index.html'), 'utf8');
  const article = select('.theme-doc-markdown', unified().use(rehypeParse).parse(html))!;
  return {
    headings: selectAll('h2, h3', article).map((node) => `${node.tagName === 'h2' ? '##' : '###'} ${plainHtml(node)}`),
    tables: selectAll('table', article).map((table): TableShape => ({
      header: selectAll('thead th', table).map(plainHtml),
      rows: selectAll('tbody tr', table).length,
    })),
  };
}

/** The twin URLs that llms.txt lists in its sections, in order (the notes above the sections link llms-full.txt). */
const listedTwins = (index: string) =>
  [...index.slice(index.indexOf('\n## ')).matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);

/** One page of each kind; components render each one's tables (commands, pins, settings, events). */
const samples = {
  'a command page': '/core/commands/core-commands-power/',
  'a pinout page': '/hardware/veltro_tmu_cm4/obd-connector-pinout/',
  'a settings page': '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
  'an events page': '/cloud/device_management/events/cloud-events-vehicle/',
  'the home page': '/',
  'an API page with code tabs': '/getting_started/api/',
} as const;

describe('Markdown twins', () => {
  it.skipIf(!built)(withBuild('every page of the sitemap has its twin'), () => {
    expect(sitemapPaths.length).toBeGreaterThan(200);
    const missing = sitemapPaths.filter((pagePath) => !fs.existsSync(twinFile(pagePath)));
    expect(missing, 'sitemap pages without a .md twin').toEqual([]);
  });

  it.skipIf(!built)(withBuild('no twin carries MDX, JSX or HTML of the page'), () => {
    const leftovers = (pagePath: string): string[] => {
      const text = prose(readTwin(pagePath));
      const found = [
        /^(import|export) /m.test(text) && 'an import or export',
        /<[A-Z]\w*[\s/>]/.test(text) && 'a JSX element',
        /=\{/.test(text) && 'a JSX attribute',
        /<div|className/.test(text) && 'HTML of the page',
        /[\u200B-\u200D\u2060\uFEFF]/.test(text) && 'a zero-width character',
        /Direct link to|Copy page as Markdown|Edit this page/.test(text) && 'page chrome',
        /\]\(data:/.test(text) && 'an inlined image',
        /\]\(#/.test(text) && 'an anchor link without its page',
      ];
      return found.filter((problem): problem is string => typeof problem === 'string').map((p) => `${pagePath}: ${p}`);
    };
    expect(sitemapPaths.flatMap(leftovers)).toEqual([]);
  });

  it.skipIf(!built)(withBuild('each twin starts with its title and the page URL'), () => {
    const wrong = sitemapPaths.filter(
      (pagePath) => !new RegExp(`^# .+\\n\\nSource: <${urls.docs}${pagePath}>\\n`).test(readTwin(pagePath)),
    );
    expect(wrong).toEqual([]);
  });

  for (const [kind, pagePath] of Object.entries(samples)) {
    it.skipIf(!built)(withBuild(`${kind} (${pagePath}) keeps its h2/h3 headings and its tables`), () => {
      const twin = readTwin(pagePath);
      const page = htmlArticle(pagePath);
      const twinHeadings = withoutFences(twin)
        .split('\n')
        .filter((line) => /^#{2,3} /.test(line))
        .map((line) => `${line.split(' ')[0]} ${plain(line)}`);
      expect(page.headings.length, 'headings on the HTML page').toBeGreaterThan(1);
      expect(twinHeadings).toEqual(page.headings);
      expect(page.tables.length, 'tables on the HTML page').toBeGreaterThan(0);
      expect(twinTables(twin)).toEqual(page.tables);
    });
  }

  it.skipIf(!built)(withBuild('code tabs come out as each tab label followed by its code'), () => {
    const twin = readTwin(samples['an API page with code tabs']);
    expect(twin).toMatch(/\*\*curl\*\*\n\n```bash title="list-devices\.sh"\n/);
    expect(twin).toMatch(/\*\*TypeScript\*\*\n\n```ts title="list-devices\.ts"\n/);
    expect(twin).toMatch(/\*\*Python\*\*\n\n```python title="list-devices\.py"\n/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  it.skipIf(!built)(withBuild('llms.txt lists every twin once, each with its absolute URL'), () => {
    const index = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(index).toMatch(/^# .+\n\n> .+\n/);
    const listed = listedTwins(index);
    const expected = sitemapPaths.map((pagePath) => `${urls.docs}${markdownTwinPath(pagePath)}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(index.match(/^## /gm)?.length, 'sections').toBeGreaterThan(5);
  });

  it.skipIf(!built)(withBuild('llms-full.txt holds every twin whole, in the order of llms.txt'), () => {
    const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    const index = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const order = listedTwins(index).map((url) =>
      url
        .slice(urls.docs.length)
        .replace(/\.md$/, '/')
        .replace(/^\/index\/$/, '/'),
    );
    const pages = full.split('\n---\n\n');
    expect(pages).toHaveLength(sitemapPaths.length);
    expect(pages, 'llms-full.txt, page by page').toEqual(order.map(readTwin));
  });
});

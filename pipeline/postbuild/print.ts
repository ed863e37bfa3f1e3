/**
 * Post-build step `print` (issue 24): for each current model, its install card as a one-page PDF
 * (`pdf/<model>-field-card.pdf`, printed from the card page that plugins/print adds) and its pages as one PDF
 * (`pdf/<model>.pdf`): the model's offline scope (./offline.ts, `devicePagesFromManifest`) in sidebar order
 * (./markdown/order.ts), each page's article taken from the built HTML into one document, `pdf/<model>.html`, with
 * the print styles of ./print/print.css. That document is the PDF's text twin, which tests/build/print-output.test.ts
 * reads.
 *
 * It serves the build from a small file server of its own (nginx's configuration is written by a later step) and
 * prints with one headless Chromium, the tests' binary and flags (tools/browser.ts), every model in its own tab at
 * once. Requests to other hosts are refused, so a build prints the same offline.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import {chromium, type Browser} from 'playwright-core';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {urls} from '../../src/data/facts';
import {escapeText} from '../../src/utils/html';
import {registry} from '../../src/data/hardware';
import {fieldCardRoute, pdfFiles} from '../../src/data/print/files';
import {chromiumArgs, chromiumPath, isLocal} from '../../tools/browser';
import {sectionsFor} from './markdown/order';
import {devicePagesFromManifest} from './offline';
import type {PostBuildStep} from './types';

/** The print styles of the full PDFs, copied beside them. */
export const printStylesFile = 'pdf/print.css';

/** Size budgets, bytes: a card is one page of tables and a QR code; a full PDF grows with the model's pages. */
export const pdfBudgets = {card: 150_000, full: 8_000_000} as const;

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves `outDir` on a free port of 127.0.0.1: `/a/b/` answers `a/b/index.html`. */
async function serve(outDir: string): Promise<{origin: string; close: () => Promise<void>}> {
  const server = http.createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(outDir, pathname);
    if (!file.startsWith(outDir + path.sep)) return void response.writeHead(403).end();
    fs.readFile(file, (error, body) => {
      if (error) return void response.writeHead(404).end();
      response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'});
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const parse = (html: string) => unified().use(rehypeParse).parse(html) as Root;

/** `/hardware/veltro_tmu_cm4/` → `hardware-veltro_tmu_cm4`, the anchor of a page in the full PDF. */
export const anchorOf = (route: string): string => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

/** Elements of an article that are for the screen only: buttons, heading anchors, badges, print links. */
const screenOnly = [
  'button',
  'script',
  'noscript',
  'a.hash-link',
  'ul[aria-label="Supported devices"]',
  '.print-links',
  '[role=status]',
].join(', ');

const idReferences = ['ariaLabelledBy', 'ariaDescribedBy', 'ariaControls', 'htmlFor'] as const;

export interface PrintedPage {
  readonly route: string;
  readonly title: string;
  readonly html: string;
}

/**
 * One page's article, ready for the combined document: screen-only parts removed, ids made unique with the page's
 * anchor, links to pages of the document turned into links within it, and other site links made absolute.
 */
export function printedPage(route: string, pageHtml: string, included: ReadonlySet<string>): PrintedPage | undefined {
  const tree = parse(pageHtml);
  const article = select('.theme-doc-markdown', tree);
  if (!article) return undefined;
  const anchor = anchorOf(route);
  const title = toString(select('h1', article) ?? {type: 'text', value: route}).trim();
  const drop = new Set(selectAll(screenOnly, article));
  visit(article, 'element', (node: Element, index, parent) => {
    if (drop.has(node) && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    const {properties} = node;
    if (typeof properties.id === 'string') properties.id = `${anchor}--${properties.id}`;
    for (const key of idReferences) {
      const value = properties[key];
      if (Array.isArray(value)) properties[key] = value.map((id) => `${anchor}--${String(id)}`);
    }
    if (node.tagName === 'a' && typeof properties.href === 'string') {
      const href = properties.href;
      if (href.startsWith('#')) properties.href = `#${anchor}--${href.slice(1)}`;
      else if (href.startsWith('/')) {
        const target = new URL(href, urls.docs);
        properties.href = included.has(target.pathname)
          ? `#${anchorOf(target.pathname)}${target.hash ? `--${target.hash.slice(1)}` : ''}`
          : `${urls.docs.replace(/\/$/, '')}${href}`;
      }
    }
    return undefined;
  });
  return {route, title, html: toHtml(article)};
}

/** The combined document of a model: a title page with contents, then every page from a new sheet. */
export function printedDocument(
  name: string,
  pages: readonly PrintedPage[],
  stylesheets: readonly string[],
  built: Date,
): string {
  const site = urls.docs.replace(/\/$/, '');
  const contents = pages
    .map(({route, title}) => `<li><a href="#${anchorOf(route)}">${escapeText(title)}</a></li>`)
    .join('\n');
  const body = pages
    .map(
      ({route, html}) =>
        `<section class="print-page" id="${anchorOf(route)}"><p class="print-source">${site}${route}</p>\n${html}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<title>${escapeText(`${name} documentation`)}</title>
${[...stylesheets, `/${printStylesFile}`].map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body class="print-document">
<header class="print-cover">
<h1>${escapeText(name)}</h1>
<p>Every page of the ${escapeText(name)} documentation that the offline kit saves for this device, in the order of the
site's sidebar, as published on ${built.toISOString().slice(0, 10)}. The live pages are at <a href="${site}/">${site}/</a>.</p>
<nav aria-label="Contents"><h2>Contents</h2><ol>
${contents}
</ol></nav>
</header>
${body}
</body>
</html>
`;
}

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="?stylesheet"? href="?([^\s">]+)/g)].map((m) => m[1]!);

/** The routes of a model's full PDF, in sidebar order, with their built HTML. */
function pagesOf(outDir: string, routes: readonly string[]) {
  const htmlOf = (route: string) => path.join(outDir, route, 'index.html');
  const existing = routes.filter((route) => fs.existsSync(htmlOf(route)));
  const ordered = sectionsFor(existing).flatMap(({paths}) => paths);
  return ordered.map((route) => ({route, html: fs.readFileSync(htmlOf(route), 'utf8')}));
}

/** `%PDF` with `/Type /Pages … /Count N`: the page count Chromium writes into the page tree. */
export function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  if (!pdf.subarray(0, 5).toString('latin1').startsWith('%PDF') || counts.length === 0)
    throw new Error('not a PDF with a page tree');
  return Math.max(...counts);
}

async function printModel(
  browser: Browser,
  origin: string,
  outDir: string,
  device: {id: string; label: string; routes: readonly string[]; key: string},
  built: Date,
): Promise<string> {
  const files = pdfFiles(device.id);
  const context = await browser.newContext();
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort()));
  try {
    const page = await context.newPage();
    // The card: its page, in print media, on one A4 sheet.
    await page.goto(`${origin}${fieldCardRoute(device)}`, {waitUntil: 'load'});
    await page.pdf({path: path.join(outDir, files.card), format: 'A4', printBackground: true, preferCSSPageSize: true});
    const cardPages = pdfPageCount(fs.readFileSync(path.join(outDir, files.card)));
    if (cardPages !== 1) throw new Error(`${files.card} has ${cardPages} pages; the card must fit one A4 page`);

    // The full PDF: the model's pages in one document.
    const sources = pagesOf(outDir, device.routes);
    const included = new Set(sources.map(({route}) => route));
    const printed = sources.flatMap(({route, html}) => printedPage(route, html, included) ?? []);
    const stylesheets = [...new Set(sources.flatMap(({html}) => stylesheetsOf(html)))];
    fs.writeFileSync(path.join(outDir, files.twin), printedDocument(device.label, printed, stylesheets, built));
    await page.goto(`${origin}/${files.twin}`, {waitUntil: 'load'});
    await page.pdf({
      path: path.join(outDir, files.full),
      format: 'A4',
      // Black on white: background fills would double the file for nothing a reader needs on paper.
      printBackground: false,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="font-size:8px;width:100%;text-align:center;color:#444">${escapeText(device.label)} · <span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      margin: {top: '14mm', bottom: '16mm', left: '12mm', right: '12mm'},
    });
    const fullPages = pdfPageCount(fs.readFileSync(path.join(outDir, files.full)));
    const kb = (file: string) => `${Math.round(fs.statSync(path.join(outDir, file)).size / 1024)} KB`;
    return `${device.id}: card 1 page (${kb(files.card)}), ${printed.length} pages on ${fullPages} sheets (${kb(files.full)})`;
  } finally {
    await context.close();
  }
}

export const printStep: PostBuildStep = {
  name: 'print',
  async run({outDir}) {
    fs.mkdirSync(path.join(outDir, 'pdf'), {recursive: true});
    fs.copyFileSync(path.join(__dirname, 'print', 'print.css'), path.join(outDir, printStylesFile));
    const devices = devicePagesFromManifest().map((device) => {
      const family = registry.models[device.id as keyof typeof registry.models];
      return {...device, key: family.key};
    });
    const server = await serve(outDir);
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
    try {
      const built = new Date();
      const summaries = await Promise.all(
        devices.map((device) => printModel(browser, server.origin, outDir, device, built)),
      );
      return summaries.join('; ');
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

/**
 * Every in-site link of every built page leads to a file of the build, and its `#fragment` to an element of the
 * target page. Docusaurus' own check (`onBrokenLinks`/`onBrokenAnchors: 'throw'`) sees only links rendered by its
 * `Link` component; the links inside doc pages' static HTML (plugins/docs/static-html.ts) are plain anchors, so
 * this step checks the built HTML itself, and fails the build as Docusaurus would.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isClientRedirectPage, listFiles} from './files';
import type {PostBuildStep} from './types';

export interface BrokenLink {
  readonly page: string;
  readonly href: string;
  readonly reason: 'no file' | 'no anchor';
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const unescapeHtml = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The page's URL path for a built file: `core/index.html` → `/core/`. */
const pageUrl = (file: string): string => `/${file}`.replace(/index\.html$/, '');

/** The build file a path is served from, as nginx's `try_files $uri $uri/index.html` finds it. */
function fileFor(pathname: string, files: ReadonlySet<string>): string | undefined {
  const relative = decode(pathname).replace(/^\//, '');
  const candidates =
    relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** Ids (and legacy `name`s) a page's fragment links can reach. */
function anchorsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map(([, id = '']) => unescapeHtml(id)));
}

export function findBrokenLinks(outDir: string): BrokenLink[] {
  const files = new Set(listFiles(outDir));
  const pages = [...files].filter((file) => file.endsWith('.html'));
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string): Set<string> => {
    let ids = anchors.get(file);
    if (!ids) anchors.set(file, (ids = anchorsOf(fs.readFileSync(path.join(outDir, file), 'utf8'))));
    return ids;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    if (isClientRedirectPage(html)) continue;
    const base = new URL(pageUrl(page), 'http://site.invalid');
    for (const [, rawHref = ''] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = unescapeHtml(rawHref);
      if (/^(?:\w+:|\/\/)/.test(href)) continue; // another site, mail, telephone
      const url = new URL(href, base);
      const target = fileFor(url.pathname, files);
      if (!target) {
        broken.push({page, href, reason: 'no file'});
        continue;
      }
      const fragment = decode(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !anchorsIn(target).has(fragment))
        broken.push({page, href, reason: 'no anchor'});
    }
  }
  return broken;
}

export const linksStep: PostBuildStep = {
  name: 'links',
  async run({outDir}) {
    const broken = findBrokenLinks(outDir);
    if (broken.length > 0) {
      const lines = broken.slice(0, 30).map(({page, href, reason}) => `  ${page}: ${href} (${reason})`);
      throw new Error(`${broken.length} broken links in the build:\n${lines.join('\n')}`);
    }
    return 'every in-site link and anchor resolves';
  },
};

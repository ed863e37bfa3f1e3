/**
 * Post-build step `markdown`: a Markdown twin of every page in the sitemap (`/a/b/` → `a/b.md`, the home page
 * → `index.md`), made from the built HTML by ./markdown/convert.ts, then `llms.txt` and `llms-full.txt` at the
 * site root (./markdown/llms.ts) in sidebar order (./markdown/order.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {brand, urls} from '../../src/data/facts';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import type {PostBuildStep} from './types';
import {pageToMarkdown, type PageMarkdown} from './markdown/convert';
import {imageResolver} from './markdown/images';
import {llmsFullTxt, llmsTxt} from './markdown/llms';
import {sectionsFor} from './markdown/order';

/** Page paths of the built sitemap, `/core/commands/core-commands-power/`. */
export function sitemapPaths(outDir: string): string[] {
  const xml = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const markdownStep: PostBuildStep = {
  name: 'markdown',
  async run({outDir}) {
    const siteUrl = urls.docs.replace(/\/$/, '');
    const resolveImage = imageResolver(outDir);
    const paths = sitemapPaths(outDir);
    const twins = new Map<string, PageMarkdown>();
    let twinBytes = 0;
    for (const pagePath of paths) {
      const html = fs.readFileSync(path.join(outDir, pagePath, 'index.html'), 'utf8');
      const twin = await pageToMarkdown(html, {pagePath, url: `${siteUrl}${pagePath}`, resolveImage}).catch(
        (error: unknown) => {
          throw new Error(`Markdown twin of ${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      fs.writeFileSync(path.join(outDir, markdownTwinPath(pagePath)), twin.markdown);
      twins.set(pagePath, twin);
      twinBytes += Buffer.byteLength(twin.markdown);
    }

    const home = twins.get('/');
    if (!home?.description)
      throw new Error('llms.txt takes its summary from the home page description, which is missing');
    const sections = sectionsFor(paths);
    const index = llmsTxt({siteName: `${brand} Documentation`, siteUrl, summary: home.description, sections, twins});
    const full = llmsFullTxt({sections, twins});
    fs.writeFileSync(path.join(outDir, 'llms.txt'), index);
    fs.writeFileSync(path.join(outDir, 'llms-full.txt'), full);
    return (
      `${twins.size} twins (${kilobytes(twinBytes)}), llms.txt ${kilobytes(Buffer.byteLength(index))}, ` +
      `llms-full.txt ${kilobytes(Buffer.byteLength(full))}`
    );
  },
};

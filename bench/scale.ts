/**
 * `npm run bench:scale -- --pages N[,M…]`: for each N (`real`: as many as the site has), generates a synthetic copy of
 * the site with N doc pages
 * (bench/scale/synthetic-site.ts), builds it cold through the same pipeline, serves it with the production nginx
 * (deploy/nginx.ts) and prints build time, peak memory,
 * pages, first-visit JS on the home page, a section landing page, a command page and a deep synthetic page,
 * the route and sidebar data, the search index and the bytes and time before the first search result. With
 * two or more sizes it prints the growth of first-visit JS per added page between the smallest and largest.
 * Figures only: nothing here fails on a number (issue 10's targets are in the README).
 */
import os from 'node:os';
import path from 'node:path';
import {startNginx} from '../deploy/nginx';
import {freePort} from '../tools/ports';
import {indexFigures, measureSearch} from './search';
import {kb, measureBytes, routeDataFigures, sitemapPages, timedBuild} from './measure';
import {generateSyntheticSite, realPageCount} from './scale/synthetic-site';

/** Real pages present at every size, so their growth compares like with like. */
const fixedPages = {
  home: '/',
  landing: '/hardware/',
  'command page': '/core/commands/core-commands-power/',
} as const;

interface SizeFigures {
  readonly pages: number;
  readonly js: Readonly<Record<string, number>>;
}

function requestedSizes(argv: readonly string[]): number[] {
  const flag = argv.indexOf('--pages');
  const value = flag >= 0 ? argv[flag + 1] : argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
  // `real` is the number of pages the site has today, which grows as pages are written.
  const sizes = (value ?? '1000').split(',').map((size) => (size === 'real' ? realPageCount() : Number(size)));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error(`--pages wants whole numbers, got ${value}`);
  return sizes.sort((a, b) => a - b);
}

async function measureSize(pages: number): Promise<SizeFigures> {
  const generated = Date.now();
  const site = generateSyntheticSite({pages, dir: path.join(os.tmpdir(), `veltro-scale-${pages}`)});
  console.log(
    `\n== ${pages} pages: synthetic copy in ${site.dir} (${((Date.now() - generated) / 1000).toFixed(1)} s) ==`,
  );
  // Cold: the persistent cache would make a second run of the same size look faster than a first.
  const build = await timedBuild(site.dir, {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
  const buildDir = path.join(site.dir, 'build');
  const server = await startNginx({dir: buildDir, port: await freePort()});
  const js: Record<string, number> = {};
  try {
    console.log(`build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB`);
    console.log(`pages: ${site.pages} doc pages, ${sitemapPages(buildDir)} in the sitemap`);
    console.log('first-visit JS (gzip):');
    const samples = {...fixedPages, 'section landing': site.landingPage, 'deep page': site.deepPage};
    for (const [kind, page] of Object.entries(samples)) {
      if (kind === 'section landing' && page === fixedPages.landing) continue;
      const bytes = await measureBytes(server.url, page);
      js[kind] = bytes.gzip.js;
      const main = bytes.scripts.filter((script) => /^(main|runtime~main)\./.test(script.file));
      console.log(
        `  ${kind.padEnd(14)} ${kb(bytes.gzip.js).padStart(9)}  (main + runtime ${kb(main.reduce((sum, s) => sum + s.gzip, 0))})  ${page}`,
      );
    }
    const routeData = routeDataFigures(buildDir);
    console.log(
      `route and sidebar data (gzip): sidebar skeleton ${kb(routeData.sidebarSkeleton)} on every doc page; section modules ${kb(routeData.sections)} in all, largest ${kb(routeData.largestSection)} (loaded with a page of its section)`,
    );
    const index = indexFigures(buildDir);
    const search = await measureSearch(server.url, fixedPages['command page']);
    console.log(
      `search: index ${index.files} files, ${kb(index.bytes)}; ${kb(search.bytesBeforeFirstResult)} and ${search.firstQueryMs.toFixed(0)} ms from intent to the first result`,
    );
  } finally {
    await server.close();
  }
  return {pages: site.pages, js};
}

async function main(): Promise<void> {
  const sizes = requestedSizes(process.argv.slice(2));
  const figures: SizeFigures[] = [];
  for (const size of sizes) figures.push(await measureSize(size));
  const [first, last] = [figures[0]!, figures.at(-1)!];
  if (figures.length < 2) return;
  console.log(`\ngrowth of first-visit JS per added page, ${first.pages} → ${last.pages} pages (gzip):`);
  for (const kind of Object.keys(fixedPages)) {
    const perPage = (last.js[kind]! - first.js[kind]!) / (last.pages - first.pages);
    console.log(`  ${kind.padEnd(14)} ${perPage.toFixed(1)} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

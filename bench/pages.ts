/**
 * `npm run bench`: builds the site if needed (or always with --build), serves the production build with the
 * production nginx (deploy/nginx.ts: precompressed brotli and gzip) and prints build time and memory, page count,
 * the bytes each kind of page loads on a first visit (home, section landing, command page, hardware page with a
 * pinout, search page, the pages with the two OBD tools), the search figures and Lighthouse mobile (median of 3,
 * through Lighthouse CI: bench/lighthouse.ts). Exits non-zero when a byte budget or a Lighthouse budget is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {indexFigures, measureSearch} from './search';
import {startNginx} from '../deploy/nginx';
import {freePort} from '../tools/ports';
import {lighthouseBudgets, lighthouseReportDir, runLighthouseCi} from './lighthouse';
import {kb, measureBytes, sitemapPages, timedBuild} from './measure';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
/**
 * One page of each kind, with its JS budget (gzip, first visit): what it loads today plus about 2 KB, so a change
 * that adds to every page fails here. Issue 10's target is 120 KB for every page; the README says what stands
 * between the two (mostly React DOM and Docusaurus' own client). Lighthouse runs on the pages marked.
 * Re-based for issue 13, which put about 2 KB on every page: the offline kit's navbar control (1.0 KB), the
 * address and colour-mode repair that runs before the app (0.5 KB) and, on doc pages, Copy as Markdown (0.5 KB).
 * Re-based for issue 19 on the pages it grew: the hardware registry now carries each board's reserved GPIOs with
 * their fact-source citations (about 2 KB on hardware pages), and the reference receiver its replay and gzip
 * limits (0.2 KB on the API page).
 * Re-based for issue 21 on the search page, which loads the search client with its page: reading a query as a
 * reader means it (problem words, title, sentence and side-by-side weighing) put about 1 KB on it.
 * Re-based for issues 23 and 24, which put about 2.7 KB on every page (measured by file, gzip): in main.js the
 * links of the static article HTML (0.3 KB) and the My device navbar item with its store and device list
 * (0.9 KB) and the rest of the wrappers (0.6 KB); on doc pages the footer with "Was this page helpful?", the
 * last-updated and checked-against lines and the saved-copy check (0.8 KB). Data tables that stack on a phone
 * add their labels where they render (about 1 KB on /hardware/, 0.9 KB on the pinout page).
 */
const samplePages = [
  {page: '/', kind: 'home', jsBudgetKb: 143, lighthouse: true},
  {page: '/hardware/', kind: 'section landing', jsBudgetKb: 154, lighthouse: false},
  {page: '/core/commands/core-commands-power/', kind: 'command page', jsBudgetKb: 148, lighthouse: true},
  {
    page: '/hardware/veltro_tmu_cm4/obd-connector-pinout/',
    kind: 'hardware page with a pinout',
    jsBudgetKb: 153,
    lighthouse: true,
  },
  {page: '/search/', kind: 'search page', jsBudgetKb: 146, lighthouse: false},
  // The pages with an in-page tool: their code loads with that page only, in its page chunk (tools: 12 and 6 KB).
  {page: '/cloud/obd-ii/debug-raw-pid-queries/', kind: 'page with the PID decoder', jsBudgetKb: 149, lighthouse: false},
  {
    page: '/cloud/obd-ii/create-can-signal-loggers/',
    kind: 'page with the CAN signal calculator',
    jsBudgetKb: 153,
    lighthouse: false,
  },
  // The heaviest page: its request examples in curl, TypeScript and Python tabs (page chunk about 17 KB gzip).
  {
    page: '/getting_started/api/send-device-data-to-own-server/',
    kind: 'API page with code tabs',
    jsBudgetKb: 160,
    lighthouse: false,
  },
] as const;
const jsTargetKb = 120;
/** The one stylesheet every page loads; issue 24's phone tables, footer and My device took it past 20 KB. */
const cssBudget = 21 * 1024;
/** Issue 3's targets on the full site; reported, not enforced (timings vary with the machine). */
const searchTargets = {bytes: 200 * 1024, firstQueryMs: 300, keystrokeP95Ms: 100};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--build') || !fs.existsSync(path.join(buildDir, 'sitemap.xml'));
  // A worktree's build/ may link to another checkout's build: never build into that one (it may be building).
  if (rebuild && fs.lstatSync(buildDir, {throwIfNoEntry: false})?.isSymbolicLink())
    throw new Error(`build/ links to ${fs.readlinkSync(buildDir)}, which has no finished build: build there first`);
  const build = rebuild ? await timedBuild(siteDir) : undefined;
  const pageCount = sitemapPages(buildDir);
  const htmlFiles = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html')).length;

  console.log('\n== Veltro Docs benchmark ==');
  if (build) console.log(`build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB`);
  else console.log('build: reused the existing build/ (run with --build to time a fresh one)');
  console.log(`pages: ${pageCount} in the sitemap, ${htmlFiles} HTML files incl. redirects`);

  const server = await startNginx({dir: buildDir, port: await freePort()});
  const failures: string[] = [];
  try {
    console.log('\nfirst visit, bytes loaded (raw / gzip):');
    for (const {page, kind, jsBudgetKb} of samplePages) {
      const bytes = await measureBytes(server.url, page);
      console.log(
        `  ${`${page} (${kind})`.padEnd(70)} JS ${kb(bytes.raw.js)} / ${kb(bytes.gzip.js)}   CSS ${kb(bytes.raw.css)} / ${kb(bytes.gzip.css)}   HTML ${kb(bytes.raw.html)} / ${kb(bytes.gzip.html)}`,
      );
      if (bytes.gzip.js > jsBudgetKb * 1024) failures.push(`${page}: JS ${kb(bytes.gzip.js)} gzip > ${jsBudgetKb} KB`);
      if (bytes.gzip.js > jsTargetKb * 1024)
        console.log(`    ${kb(bytes.gzip.js - jsTargetKb * 1024)} over the ${jsTargetKb} KB target`);
      if (bytes.gzip.css > cssBudget) failures.push(`${page}: CSS ${kb(bytes.gzip.css)} gzip > ${kb(cssBudget)}`);
      if (bytes.crossHostBlocking.length)
        failures.push(`${page}: render-blocking requests to other hosts: ${bytes.crossHostBlocking.join(', ')}`);
    }

    if (fs.existsSync(path.join(buildDir, 'pagefind'))) {
      const index = indexFigures(buildDir);
      const search = await measureSearch(server.url);
      const verdict = (ok: boolean) => (ok ? 'on target' : 'OVER TARGET');
      console.log('\nlocal search (Pagefind index, DocSearch modal):');
      console.log(
        `  index: ${index.files} files, ${kb(index.bytes)} on disk; indexing added ${index.indexingSeconds?.toFixed(1) ?? '?'} s to the build`,
      );
      console.log(
        `  bytes fetched from intent to the first result: ${kb(search.bytesBeforeFirstResult)} (target ≤ ${kb(searchTargets.bytes)}: ${verdict(search.bytesBeforeFirstResult <= searchTargets.bytes)})`,
      );
      console.log(
        `  first query, keystroke to rendered hits: ${search.firstQueryMs.toFixed(0)} ms (target ≤ ${searchTargets.firstQueryMs} ms: ${verdict(search.firstQueryMs <= searchTargets.firstQueryMs)})`,
      );
      console.log(
        `  next ${search.keystrokeMs.count} keystrokes: p50 ${search.keystrokeMs.p50.toFixed(0)} ms, p95 ${search.keystrokeMs.p95.toFixed(0)} ms (target p95 ≤ ${searchTargets.keystrokeP95Ms} ms: ${verdict(search.keystrokeMs.p95 <= searchTargets.keystrokeP95Ms)})`,
      );
    }

    if (lighthouseRuns > 0) {
      const started = Date.now();
      const pages = samplePages.filter((sample) => sample.lighthouse).map(({page}) => page);
      const lighthouse = await runLighthouseCi(server.url, pages, lighthouseRuns);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\nLighthouse mobile, median of ${lighthouseRuns} (Lighthouse CI, ${seconds} s):`);
      for (const line of lighthouse.lines) console.log(line);
      if (lighthouse.failed) {
        console.error(lighthouse.failed);
        failures.push(`Lighthouse (lhci assert, above; reports in ${path.relative(siteDir, lighthouseReportDir)}/)`);
      }
    }
  } finally {
    await server.close();
  }

  if (failures.length) {
    console.error(`\nbudget exceeded:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    const {performance, accessibility, lcpMs, tbtMs, cls} = lighthouseBudgets;
    console.log(
      `\nbudgets met: JS within each page's budget, CSS ≤ ${kb(cssBudget)} gzip per page, no cross-host render-blocking request` +
        (lighthouseRuns > 0
          ? `; Lighthouse performance ≥ ${performance * 100}, accessibility ≥ ${accessibility * 100}, LCP ≤ ${(lcpMs / 1000).toFixed(1)} s, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}`
          : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

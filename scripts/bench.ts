/**
 * `npm run bench`: builds the site if needed (or always with --build), serves the production build with gzip
 * and prints build time and memory, page count, the bytes the home page and two doc pages load on a first
 * visit, and Lighthouse mobile figures (median of 3). Exits non-zero only when a byte budget is exceeded.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath, isLocal} from './browser';
import {indexFigures, measureSearch} from './bench-search';
import {startStaticServer} from './static-server';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const samplePages = ['/', '/core/commands/', '/getting_started/veltro_tmu_cm4/'];
const budgets = {jsGzip: 150 * 1024, cssGzip: 25 * 1024};
/** Issue 3's targets on the full site; reported, not enforced (timings vary with the machine). */
const searchTargets = {bytes: 200 * 1024, firstQueryMs: 300, keystrokeP95Ms: 100};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the build and samples the resident memory of its whole process tree every 250 ms. */
async function timedBuild(): Promise<{seconds: number; peakMiB: number}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    {
      cwd: siteDir,
      stdio: 'inherit',
    },
  );
  let peak = 0;
  const treeRss = (pid: number): number => {
    let kib = 0;
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const childPid of children) kib += treeRss(Number(childPid));
    } catch {
      // The process ended between two reads.
    }
    return kib;
  };
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus build failed with exit code ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakMiB: peak / 1024};
}

interface PageBytes {
  readonly page: string;
  readonly raw: Record<'js' | 'css' | 'html', number>;
  readonly gzip: Record<'js' | 'css' | 'html', number>;
  readonly crossHostBlocking: string[];
}

/** What a first visit loads, measured from the responses the browser receives (external hosts blocked). */
async function measureBytes(origin: string, page: string): Promise<PageBytes> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort(),
  );
  const tab = await context.newPage();
  const raw = {js: 0, css: 0, html: 0};
  const gzip = {js: 0, css: 0, html: 0};
  const pending: Array<Promise<void>> = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : undefined;
    if (!kind || !isLocal(response.url())) return;
    pending.push(
      response.body().then((body) => {
        raw[kind] += body.length;
        gzip[kind] += zlib.gzipSync(body, {level: 9}).length;
      }),
    );
  });
  await tab.goto(origin + page, {waitUntil: 'networkidle'});
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await Promise.all(pending);
  // Stylesheets and scripts without async/defer in <head> that come from another host block rendering.
  const crossHostBlocking = await tab.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'link[rel="stylesheet"], script[src]:not([async]):not([defer]):not([type="module"])',
      ),
    ]
      .map((element) => (element as HTMLLinkElement).href || (element as HTMLScriptElement).src)
      .filter((url) => new URL(url).origin !== location.origin),
  );
  await browser.close();
  return {page, raw, gzip, crossHostBlocking};
}

interface LighthouseFigures {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/**
 * Lighthouse runs as its own CLI process: under tsx its page functions would be serialised with tsx's
 * helpers and fail in the browser.
 */
async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const bin = path.join(siteDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    bin,
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    // The analytics host is unreachable here; do not let its time-out decide the score.
    '--blocked-url-patterns=*googletagmanager.com*',
    '--blocked-url-patterns=*google-analytics.com*',
  ];
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {env: {...process.env, CHROME_PATH: chromiumPath}});
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`)),
    );
  });
  const lhr = JSON.parse(stdout) as {
    categories: {performance: {score: number | null}};
    audits: Record<string, {numericValue?: number}>;
  };
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--build') || !fs.existsSync(path.join(buildDir, 'sitemap.xml'));
  const build = rebuild ? await timedBuild() : undefined;
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const pageCount = (sitemap.match(/<loc>/g) ?? []).length;
  const htmlFiles = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html')).length;

  console.log('\n== Veltro Docs benchmark ==');
  if (build) console.log(`build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB`);
  else console.log('build: reused the existing build/ (run with --build to time a fresh one)');
  console.log(`pages: ${pageCount} in the sitemap, ${htmlFiles} HTML files incl. redirects`);

  const server = await startStaticServer(buildDir);
  const failures: string[] = [];
  try {
    console.log('\nfirst visit, bytes loaded (raw / gzip):');
    for (const page of samplePages) {
      const bytes = await measureBytes(server.url, page);
      console.log(
        `  ${page.padEnd(36)} JS ${kb(bytes.raw.js)} / ${kb(bytes.gzip.js)}   CSS ${kb(bytes.raw.css)} / ${kb(bytes.gzip.css)}   HTML ${kb(bytes.raw.html)} / ${kb(bytes.gzip.html)}`,
      );
      if (bytes.gzip.js > budgets.jsGzip)
        failures.push(`${page}: JS ${kb(bytes.gzip.js)} gzip > ${kb(budgets.jsGzip)}`);
      if (bytes.gzip.css > budgets.cssGzip)
        failures.push(`${page}: CSS ${kb(bytes.gzip.css)} gzip > ${kb(budgets.cssGzip)}`);
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
      console.log(`\nLighthouse mobile, median of ${lighthouseRuns}:`);
      for (const page of samplePages) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run++) runs.push(await runLighthouse(server.url + page));
        console.log(
          `  ${page.padEnd(36)} performance ${median(runs.map((r) => r.performance))}   LCP ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s   TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms   CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
        );
      }
    }
  } finally {
    await server.close();
  }

  if (failures.length) {
    console.error(`\nbudget exceeded:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nbudgets met: JS ≤ ${kb(budgets.jsGzip)} and CSS ≤ ${kb(budgets.cssGzip)} gzip per page, no cross-host render-blocking request`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

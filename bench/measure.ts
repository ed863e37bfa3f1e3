/**
 * What the benchmarks measure, shared by `npm run bench` (the real site) and `npm run bench:scale` (a
 * synthetic copy): a timed build with its peak memory, the bytes a first visit loads, and Lighthouse.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath, isLocal} from '../tools/browser';

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const gzipSize = (body: Buffer | string): number => zlib.gzipSync(body, {level: 9}).length;

/** Runs `docusaurus build` in a site and samples the resident memory of its whole process tree every 250 ms. */
export async function timedBuild(
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{seconds: number; peakMiB: number}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    {cwd: siteDir, stdio: 'inherit', env},
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

type Kind = 'js' | 'css' | 'html';

export interface PageBytes {
  readonly page: string;
  readonly raw: Record<Kind, number>;
  readonly gzip: Record<Kind, number>;
  /** Each script fetched, by file name, with its gzip size. */
  readonly scripts: ReadonlyArray<{readonly file: string; readonly gzip: number}>;
  readonly crossHostBlocking: string[];
}

/**
 * What a first visit loads until the network is idle, measured from the responses the browser receives
 * (412 px mobile viewport, cold cache, external hosts blocked), gzip -9 of each body.
 */
export async function measureBytes(origin: string, page: string): Promise<PageBytes> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
    await context.route(
      (url) => !isLocal(url.href),
      (route) => route.abort(),
    );
    const tab = await context.newPage();
    const raw = {js: 0, css: 0, html: 0};
    const gzip = {js: 0, css: 0, html: 0};
    const scripts: Array<{file: string; gzip: number}> = [];
    const pending: Array<Promise<void>> = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : undefined;
      if (!kind || !isLocal(response.url())) return;
      pending.push(
        response.body().then((body) => {
          const size = gzipSize(body);
          raw[kind] += body.length;
          gzip[kind] += size;
          if (kind === 'js') scripts.push({file: path.basename(new URL(response.url()).pathname), gzip: size});
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
    return {page, raw, gzip, scripts, crossHostBlocking};
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/**
 * Lighthouse mobile, as its own CLI process: under tsx its page functions would be serialised with tsx's
 * helpers and fail in the browser.
 */
export async function runLighthouse(siteDir: string, url: string): Promise<LighthouseFigures> {
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

/** Median of `runs` Lighthouse runs, one line. */
export async function lighthouseLine(siteDir: string, origin: string, page: string, runs: number): Promise<string> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await runLighthouse(siteDir, origin + page));
  return `  ${page.padEnd(48)} performance ${median(results.map((r) => r.performance))}   LCP ${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(2)} s   TBT ${median(results.map((r) => r.tbtMs)).toFixed(0)} ms   CLS ${median(results.map((r) => r.cls)).toFixed(3)}`;
}

/** Doc pages in a build, from its sitemap. */
export function sitemapPages(buildDir: string): number {
  return (fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
}

/**
 * Route and sidebar data, gzip: what main.js still holds of the route table (everything a first visit
 * always loads), the docs version data with the stubbed sidebar, and the section modules.
 */
export function routeDataFigures(buildDir: string): {
  sections: number;
  largestSection: number;
  sidebarSkeleton: number;
} {
  const dir = path.join(buildDir, 'assets', 'js');
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'));
  const sizes = (pattern: RegExp) =>
    files.filter((file) => pattern.test(file)).map((file) => gzipSize(fs.readFileSync(path.join(dir, file))));
  const sections = sizes(/^section[/.]/);
  const skeleton = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    // The docs version data: a JSON module, so its keys are quoted.
    .filter((source) => source.includes('"docsSidebars":'))
    .map(gzipSize);
  return {
    sections: sections.reduce((sum, size) => sum + size, 0),
    largestSection: Math.max(0, ...sections),
    sidebarSkeleton: skeleton.reduce((sum, size) => sum + size, 0),
  };
}

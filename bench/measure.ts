/**
 * What the benchmarks measure, shared by `npm run bench` (the real site) and `npm run bench:scale` (a
 * synthetic copy): a timed build with its peak memory and the bytes a first visit loads. Lighthouse: lighthouse.ts.
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

/**
 * Runs the site's build as `npm run build` does (pipeline/build.ts: `docusaurus build`, then the post-build steps
 * that write the Markdown twins, the offline kit, the hosting files in _nginx/ and the precompressed .br/.gz that
 * nginx serves) and samples the resident memory of its whole process tree every 250 ms.
 */
export async function timedBuild(
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{seconds: number; peakMiB: number}> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'), path.join(siteDir, 'pipeline/build.ts')],
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
  if (code !== 0) throw new Error(`the build (pipeline/build.ts) failed with exit code ${code}`);
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

/**
 * The local search as a reader meets it, on the production build in headless Chromium: bytes fetched from the
 * first sign of intent to the first rendered hit, the first query's latency, and the latency of the next
 * keystrokes; plus the size of the index and the time indexing added to the build (written by plugins/search).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath, isLocal} from '../tools/browser';

export interface SearchFigures {
  readonly bytesBeforeFirstResult: number;
  readonly firstQueryMs: number;
  readonly keystrokeMs: {readonly p50: number; readonly p95: number; readonly count: number};
}

export interface IndexFigures {
  readonly files: number;
  readonly bytes: number;
  readonly indexingSeconds?: number;
}

const firstKey = 's';
/** Twenty keystrokes after the first, a query that keeps finding pages as it grows. */
const nextKeys = 'leep timer wake powe';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export function indexFigures(buildDir: string): IndexFigures {
  const dir = path.join(buildDir, 'pagefind');
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile());
  const statsFile = path.join(dir, 'veltro-index-stats.json');
  const stats = fs.existsSync(statsFile)
    ? (JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {seconds: number})
    : undefined;
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    indexingSeconds: stats?.seconds,
  };
}

export async function measureSearch(origin: string, page = '/core/'): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await context.route(
      (url) => !isLocal(url.href),
      (route) => route.abort(),
    );
    const tab = await context.newPage();
    await tab.goto(origin + page, {waitUntil: 'networkidle'});
    await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');

    // Everything fetched from here on is what searching costs.
    let bytes = 0;
    const pending: Array<Promise<void>> = [];
    tab.on('requestfinished', (request) => {
      pending.push(request.sizes().then((sizes) => void (bytes += sizes.responseBodySize + sizes.responseHeadersSize)));
    });
    // Records when the results list last changed, so each keystroke's latency ends at its final render.
    await tab.evaluate(() => {
      const w = window as unknown as {lastRender: number; keyAt: number};
      w.lastRender = 0;
      new MutationObserver(() => (w.lastRender = performance.now())).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      document.addEventListener('keydown', () => (w.keyAt = performance.now()), true);
    });

    await tab.keyboard.press('/');
    await tab.locator('.DocSearch-Input').waitFor();
    await tab.keyboard.type(firstKey);
    await tab.locator('.DocSearch-Hit').first().waitFor();
    const firstQueryMs = await tab.evaluate(() => {
      const w = window as unknown as {lastRender: number; keyAt: number};
      return w.lastRender - w.keyAt;
    });
    await Promise.all(pending);
    const bytesBeforeFirstResult = bytes;

    const latencies: number[] = [];
    for (const key of nextKeys) {
      await tab.keyboard.type(key);
      // Settled: this keystroke's query was answered and the page has not changed for 250 ms since.
      await tab.waitForFunction(
        () => {
          const w = window as unknown as {lastRender: number; keyAt: number};
          const answered = performance.getEntriesByName('veltro-search:answered').at(-1)?.startTime ?? 0;
          return answered > w.keyAt && performance.now() - Math.max(w.lastRender, answered) > 250;
        },
        undefined,
        {polling: 50, timeout: 10_000},
      );
      // A keystroke that leaves the hits as they were changes nothing on the page: it ends when answered.
      const latency = await tab.evaluate(() => {
        const w = window as unknown as {lastRender: number; keyAt: number};
        const answered = performance.getEntriesByName('veltro-search:answered').at(-1)?.startTime ?? 0;
        return Math.max(w.lastRender, answered) - w.keyAt;
      });
      latencies.push(latency);
    }
    return {
      bytesBeforeFirstResult,
      firstQueryMs,
      keystrokeMs: {p50: percentile(latencies, 50), p95: percentile(latencies, 95), count: latencies.length},
    };
  } finally {
    await browser.close();
  }
}

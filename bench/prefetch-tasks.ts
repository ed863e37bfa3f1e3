/**
 * The prefetch part of the main-thread time (issue 23), on the five page kinds: Chromium at 4× CPU slowdown
 * (CDP), median of `RUNS` loads. Each IntersectionObserver and idle callback is timed in the page; callbacks
 * that run back to back belong to one task. Prints, per page: the longest task spent in link-observer
 * callbacks, the longest idle callback (4 s after the network went quiet), the prefetch tags added and the most added in one task.
 *
 *   npx tsx bench/prefetch-tasks.ts http://127.0.0.1:3311
 */
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath, isLocal} from '../tools/browser';
import {prefetchTagsProbe, readPrefetchTagsPerTask} from '../tools/prefetch-probe';
import {median} from './measure';
import {pageKinds} from './page-kinds';

/** Plain JavaScript: a function would be serialised with tsx's helpers, which the page does not have. */
const instrument = `(() => {
  const slots = [];
  window.bench = {slots};
  const timed = (kind, callback) =>
    function (...args) {
      const start = performance.now();
      try {
        callback.apply(this, args);
      } finally {
        const end = performance.now();
        const last = slots[slots.length - 1];
        if (kind === 'observer' && last && last.kind === kind && start - last.end < 1) {
          last.total += end - start;
          last.end = end;
        } else slots.push({kind, end, total: end - start});
      }
    };
  const Observer = window.IntersectionObserver;
  window.IntersectionObserver = class extends Observer {
    constructor(callback, options) {
      super(timed('observer', callback), options);
    }
  };
  const idle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => idle(timed('idle', callback), options);
})();`;

async function main(): Promise<void> {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3311';
  const runs = Number(process.env.RUNS ?? 3);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  for (const pagePath of pageKinds) {
    const figures: Array<{observer: number; idle: number; tags: number; mostTags: number}> = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      await context.route(
        (url) => !isLocal(url.href),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript({content: instrument + prefetchTagsProbe});
      await page.goto(origin + pagePath, {waitUntil: 'networkidle'});
      await page.waitForTimeout(4_000);
      const {slots} = await page.evaluate(
        () => (window as unknown as {bench: {slots: Array<{kind: string; total: number}>}}).bench,
      );
      const tagsPerTask = await page.evaluate(readPrefetchTagsPerTask);
      const longest = (kind: string) => Math.max(0, ...slots.filter((s) => s.kind === kind).map((s) => s.total));
      figures.push({
        observer: longest('observer'),
        idle: longest('idle'),
        tags: tagsPerTask.reduce((sum, count) => sum + count, 0),
        mostTags: Math.max(0, ...tagsPerTask),
      });
      await context.close();
    }
    const m = (key: keyof (typeof figures)[number]) => Math.round(median(figures.map((f) => f[key])));
    console.log(
      JSON.stringify({
        page: pagePath,
        longestObserverTaskMs: m('observer'),
        longestIdleCallbackMs: m('idle'),
        prefetchTags: m('tags'),
        mostTagsInOneTask: m('mostTags'),
      }),
    );
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

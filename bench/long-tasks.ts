/**
 * What each long task after first paint is made of (issue 23), from a Chromium trace rather than Lighthouse's
 * simulation: each build is served by nginx, each page kind loaded at 4× CPU slowdown (CDP) on a 1280 × 900
 * window, `RUNS` times per build, builds interleaved. For every task of the renderer's main thread that starts
 * after first contentful paint and lasts over 50 ms, the work directly inside it is summed by kind: evaluating a
 * script (by file), calling into a script (by file: React hydration runs in main.js's functions), style and
 * layout, HTML parsing. Prints, per page and build, the medians of: the blocking time (each long task's time over
 * 50 ms, summed), the number of long tasks, the longest, and the main kinds of work in them.
 *
 *   npx tsx bench/long-tasks.ts build /tmp/build-before      # one or more build directories
 */
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {startNginx, type NginxServer} from '../deploy/nginx';
import {chromiumArgs, chromiumPath, isLocal} from '../tools/browser';
import {freePort} from '../tools/ports';
import {median} from './measure';
import {pageKinds} from './page-kinds';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {data?: {url?: string; frame?: string}; frame?: string};
}

interface Load {
  /** Each long task's time over 50 ms, summed, in ms. */
  readonly blocking: number;
  readonly count: number;
  readonly longest: number;
  /** ms of work directly inside the long tasks, by kind. */
  readonly work: Record<string, number>;
}

const longTaskMs = 50;
/** Scheduler frames around the real work: looked through, not counted. */
const wrappers = /RunTask$|^RunMicrotasks$|^MessageLoop/;

/** `…/assets/js/main.bb323ea6.js` → `main.js`; a page chunk → `page chunk`. */
function scriptName(url: string | undefined): string {
  if (!url) return 'script';
  const file =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? url;
  if (/^main\./.test(file)) return 'main.js';
  if (/^runtime~main\./.test(file)) return 'runtime';
  if (url.includes('/assets/js/page/')) return 'page chunk';
  if (url.includes('/assets/js/section/')) return 'section module';
  return /\.js$/.test(file) ? 'other chunk' : 'page HTML';
}

function kindOf(event: TraceEvent): string {
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
      return `evaluate ${scriptName(event.args?.data?.url)}`;
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
    case 'v8.callFunction':
      return `run ${scriptName(event.args?.data?.url)}`;
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ScheduleStyleRecalculation':
      return 'style & layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'Paint':
    case 'PrePaint':
    case 'UpdateLayerTree':
    case 'Layerize':
      return 'paint';
    default:
      return 'other';
  }
}

/** The long tasks after FCP on the page's main thread, with the complete events directly inside each. */
function analyse(events: readonly TraceEvent[]): Load {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      (event.args as {name?: string})?.name === 'CrRendererMain' &&
      event.pid === fcp?.pid,
  );
  if (!fcp || !main) throw new Error('the trace has no first contentful paint on a renderer main thread');
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ts >= fcp.ts && event.dur! / 1000 > longTaskMs,
  );
  const work: Record<string, number> = {};
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // Direct children: inside the task and not inside an earlier child.
    let childEnd = -Infinity;
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts >= end) continue;
      if (event.ts < childEnd || wrappers.test(event.name)) continue;
      childEnd = event.ts + event.dur!;
      const kind = kindOf(event);
      work[kind] = (work[kind] ?? 0) + event.dur! / 1000;
    }
  }
  const durations = tasks.map((task) => task.dur! / 1000);
  return {
    blocking: durations.reduce((sum, ms) => sum + ms - longTaskMs, 0),
    count: durations.length,
    longest: Math.max(0, ...durations),
    work,
  };
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.route(
    (address) => !isLocal(address.href),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'v8.execute',
      '__metadata',
    ],
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(3_000);
  const buffer = await browser.stopTracing();
  await context.close();
  return analyse((JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents);
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: npx tsx bench/long-tasks.ts <build dir> [<build dir> …]');
  const runs = Number(process.env.RUNS ?? 3);
  const servers: NginxServer[] = [];
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const dir of dirs) servers.push(await startNginx({dir, port: await freePort()}));
    for (const pagePath of pageKinds) {
      const loads = dirs.map((): Load[] => []);
      for (let run = 0; run < runs; run += 1)
        for (const index of run % 2 === 0 ? dirs.keys() : [...dirs.keys()].reverse())
          loads[index]!.push(await load(browser, servers[index]!.url + pagePath));
      dirs.forEach((dir, index) => {
        const samples = loads[index]!;
        const m = (pick: (sample: Load) => number) => Math.round(median(samples.map(pick)));
        const kinds = [...new Set(samples.flatMap((sample) => Object.keys(sample.work)))]
          .map((kind) => [kind, m((sample) => sample.work[kind] ?? 0)] as const)
          .filter(([, ms]) => ms >= 10)
          .sort(([, a], [, b]) => b - a)
          .map(([kind, ms]) => `${kind} ${ms}`);
        console.log(
          `${pagePath} [${path.basename(path.resolve(dir)) === 'build' ? path.resolve(dir) : dir}] blocking ${m((s) => s.blocking)} ms, ` +
            `${m((s) => s.count)} long tasks, longest ${m((s) => s.longest)} ms; in them: ${kinds.join(', ') || 'nothing'}`,
        );
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

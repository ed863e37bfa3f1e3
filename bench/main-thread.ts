/**
 * Where the main-thread time goes on the five page kinds (issue 23): Lighthouse mobile (simulated 4× CPU
 * slowdown), median of `RUNS` runs per page, against a served build. Prints TBT, the long tasks after the first
 * contentful paint (from Lighthouse's `long-tasks` audit, with the script each is attributed to) and the script
 * evaluation of `main.js` and the runtime (`bootup-time`).
 *
 *   npx tsx deploy/serve-nginx.ts --dir build --port 3311 &  npx tsx bench/main-thread.ts http://127.0.0.1:3311
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../tools/browser';
import {median} from './measure';
import {pageKinds} from './page-kinds';

interface Audit {
  numericValue?: number;
  details?: {items?: Array<Record<string, unknown>>};
}

interface Run {
  tbt: number;
  fcp: number;
  /** Long tasks that start after FCP, ms each, with the script they are attributed to. */
  longTasks: Array<{start: number; duration: number; url: string}>;
  /** bootup-time: scripting of main.js + runtime, ms. */
  appScripting: number;
  /** mainthread-work-breakdown: ms per group (scriptEvaluation, styleLayout, …). */
  breakdown: Record<string, number>;
}

async function lighthouse(url: string): Promise<Run> {
  const bin = path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    bin,
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
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
      code === 0 ? resolve(out) : reject(new Error(`lighthouse ${code}: ${err.slice(-400)}`)),
    );
  });
  const audits = (JSON.parse(stdout) as {audits: Record<string, Audit>}).audits;
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({
      start: Number(item.startTime),
      duration: Number(item.duration),
      url: String(item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    }))
    .filter((task) => task.start >= fcp);
  const appScripting = (audits['bootup-time']?.details?.items ?? [])
    .filter((item) => /\/(main|runtime~main)\.[^/]*\.js$/.test(String(item.url)))
    .reduce((sum, item) => sum + Number(item.scripting ?? 0), 0);
  const breakdown: Record<string, number> = {};
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    const group = String(item.group);
    breakdown[group] = (breakdown[group] ?? 0) + Number(item.duration ?? 0);
  }
  return {tbt: audits['total-blocking-time']?.numericValue ?? NaN, fcp, longTasks, appScripting, breakdown};
}

async function main(): Promise<void> {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3311';
  const runs = Number(process.env.RUNS ?? 3);
  for (const page of pageKinds) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouse(origin + page));
    const byTbt = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)]!;
    console.log(
      JSON.stringify({
        page,
        tbt: Math.round(median(results.map((r) => r.tbt))),
        appScripting: Math.round(median(results.map((r) => r.appScripting))),
        longestAfterFcp: Math.round(median(results.map((r) => Math.max(0, ...r.longTasks.map((t) => t.duration))))),
        longTasksAfterFcp: median(results.map((r) => r.longTasks.length)),
        breakdown: Object.fromEntries(
          Object.keys(results[0]!.breakdown).map((group) => [
            group,
            Math.round(median(results.map((r) => r.breakdown[group] ?? 0))),
          ]),
        ),
        medianRun: [...byTbt.longTasks]
          .sort((a, b) => a.start - b.start)
          .map((t) => `${Math.round(t.start)}+${Math.round(t.duration)} ${t.url}`),
      }),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

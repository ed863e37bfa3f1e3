/**
 * Where a client navigation's main-thread time goes: a Chromium trace of the navigation, cut into Lighthouse's
 * task groups (script evaluation, parse and compile, style and layout, rendering, garbage collection, other) by
 * Lighthouse's own trace model, counted from the click to the new page's first paint (the two user-timing marks
 * `bench/client-nav.ts` sets). Script evaluation is also split by the script it runs in, so the runtime bundle can
 * be told apart from the page's chunks. Used by `npm run bench:compare -- --nav-trace <n>`.
 */
import type {CDPSession} from '@playwright/test';
import {MainThreadTasks, type TaskNode} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The user-timing marks bench/client-nav.ts sets in the page: the click and the task after the new first paint. */
export const navigationMarks = {click: 'bench-nav-click', painted: 'bench-nav-painted'} as const;

/** Milliseconds of main-thread self time from the click to the first paint, by group and by script. */
export interface NavigationBreakdown {
  /** The window itself, click to first paint. */
  readonly window: number;
  /** Self time by Lighthouse group label; what is left of the window is the main thread idle or waiting. */
  readonly groups: Readonly<Record<string, number>>;
  /** Self time by trace event name (Paint, Layout, FunctionCall, …): what a group is made of. */
  readonly events: Readonly<Record<string, number>>;
  /** Script evaluation by the file name of the script it is attributed to (`(page)` when Lighthouse finds none). */
  readonly scripts: Readonly<Record<string, number>>;
}

// Categories close to Lighthouse's own for its performance audits, without screenshots or the sampling profiler.
const categories = [
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'loading',
];

type TraceEvent = Parameters<typeof TraceProcessor.processTrace>[0]['traceEvents'][number];

/** Runs `navigate` under a trace of the page's session and returns the trace's events. */
export async function traced(cdp: CDPSession, navigate: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({value}: {value: object[]}) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {transferMode: 'ReportEvents', traceConfig: {includedCategories: categories}});
  // The time origin Lighthouse's trace processor looks for in a trace that holds no page load.
  await cdp.send('Tracing.recordClockSyncMarker', {syncId: TraceProcessor.TIMESPAN_MARKER_ID});
  try {
    await navigate();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** The navigation's main-thread self time from the click mark to the painted mark, by group and by script. */
export function breakdown(events: TraceEvent[]): NavigationBreakdown {
  const processed = TraceProcessor.processTrace({traceEvents: events});
  const markTime = (name: string) =>
    processed.mainThreadEvents.find((event) => event.name === name && event.cat.includes('blink.user_timing'))?.ts ??
    events.find((event) => event.name === name)?.ts;
  const start = markTime(navigationMarks.click);
  const end = markTime(navigationMarks.painted);
  if (start === undefined || end === undefined) throw new Error('the trace holds no navigation marks');
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  const groups: Record<string, number> = {};
  const scripts: Record<string, number> = {};
  const names: Record<string, number> = {};
  const add = (into: Record<string, number>, key: string, ms: number) => (into[key] = (into[key] ?? 0) + ms);
  const visit = (task: TaskNode) => {
    add(groups, task.group.label, task.selfTime);
    add(names, task.event.name, task.selfTime);
    if (task.group.id === 'scriptEvaluation') {
      // The last script in Lighthouse's attribution of the task; a task tied to no script, or only to the page, is
      // `(page)`. A hint, not a profile: Lighthouse attributes by the stacks the trace records.
      const url = task.attributableURLs.filter((candidate) => candidate.endsWith('.js')).at(-1);
      add(scripts, url ? new URL(url).pathname.split('/').at(-1)! : '(page)', task.selfTime);
    }
    task.children.forEach(visit);
  };
  // Every top-level task that overlaps the window, whole: the click's own task (handler, history.push, the render of
  // the page left) starts with the click (bench/client-nav.ts finds the link in the task before), and the last one
  // ends a little after the painted mark.
  const endOf = (task: TaskNode) => task.event.ts + task.duration * 1000;
  for (const task of tasks) if (!task.parent && task.event.ts < end && endOf(task) > start) visit(task);
  return {window: (end - start) / 1000, groups, events: names, scripts};
}

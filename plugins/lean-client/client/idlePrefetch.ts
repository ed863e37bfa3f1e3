/**
 * Client module (plugins/lean-client `getClientModules`): Docusaurus' prefetch of links that come into view runs
 * in idle time, a few links per task, instead of all at once.
 *
 * Upstream (Docusaurus 3.10, `@docusaurus/core/lib/client/exports/Link.js`): every internal `<Link>` creates its
 * own IntersectionObserver, and the first time its element is visible the callback calls
 * `window.docusaurus.prefetch(targetLink)`. That prefetch (`lib/client/docusaurus.js`) matches the path against
 * the route table, scans the chunk-name map for each matched route and adds a `<link rel="prefetch">` per chunk.
 * The browser delivers the callbacks of all the links that became visible together in one task: on a page of a
 * large sidebar category that task took up to 135 ms under Lighthouse's 4× CPU slowdown, right after hydration.
 *
 * Here each callback only queues the path; the queue is worked off in idle callbacks, at most `perTask` paths
 * each. Hover and touch (`window.docusaurus.preload`) are untouched: a link the reader points at loads at once.
 *
 * `lib/client/clientEntry.js` assigns `window.docusaurus = docusaurus` (a frozen object) after the client modules
 * have run, so this module cannot wrap the object in place: it makes `window.docusaurus` an accessor that wraps
 * whatever is assigned. tests/unit/lean-bundle.test.ts fails if upstream stops prefetching this way, and
 * tests/e2e/startup.spec.ts checks in the browser that links are still prefetched, in several tasks.
 */
interface DocusaurusGlobal {
  prefetch(routePath: string): false | Promise<unknown>;
  preload(routePath: string): false | Promise<unknown>;
}

/** Paths prefetched per idle callback: each costs a route match and a scan of the chunk-name map. */
export const perTask = 3;

/** Wraps Docusaurus' prefetch so that calls queue their path and the queue runs in idle time. */
export function idlePrefetch(
  prefetch: (routePath: string) => unknown,
  whenIdle: (run: () => void) => void,
): (routePath: string) => false {
  const queue = new Set<string>();
  let scheduled = false;
  const run = () => {
    scheduled = false;
    let done = 0;
    for (const routePath of queue) {
      if (done === perTask) break;
      queue.delete(routePath);
      done += 1;
      prefetch(routePath);
    }
    if (queue.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(run);
  };
  return (routePath) => {
    queue.add(routePath);
    schedule();
    // Upstream returns a promise or false; its only caller (Link) ignores the value.
    return false;
  };
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a timer still gives each batch a task of its own.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 2_000});
  else setTimeout(run, 50);
}

function wrap(value: DocusaurusGlobal | undefined): DocusaurusGlobal | undefined {
  if (!value || typeof value.prefetch !== 'function') return value;
  return Object.freeze({...value, prefetch: idlePrefetch(value.prefetch.bind(value), whenIdle)});
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const target = window as unknown as {docusaurus?: DocusaurusGlobal};
  let current = wrap(target.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = wrap(value);
    },
  });
}

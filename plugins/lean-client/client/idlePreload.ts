/**
 * Client module (plugins/lean-client `getClientModules`): a link that comes into view has its page loaded in idle
 * time, a few links at a time, instead of only prefetched all at once; a click on it then renders at once.
 *
 * Upstream (Docusaurus 3.10, `@docusaurus/core/lib/client/exports/Link.js`): every internal `<Link>` creates its
 * own IntersectionObserver, and the first time its element is visible the callback calls
 * `window.docusaurus.prefetch(targetLink)`. That prefetch (`lib/client/docusaurus.js`) matches the path against
 * the route table, scans the chunk-name map for each matched route and adds a `<link rel="prefetch">` per chunk.
 * The browser delivers the callbacks of all the links that became visible together in one task: on a page of a
 * large sidebar category that task took up to 135 ms under Lighthouse's 4× CPU slowdown, right after hydration.
 * And a prefetched chunk is only in the HTTP cache: a click still waits for the browser to read it back, then
 * parses and runs it before the page can render (a trace at 1× of a click to the TMU CM4 pinout page: 24 ms waiting
 * for the cache and 4.5 ms running the chunk, of 73 ms to the new title).
 *
 * Here each callback only queues the path. In idle time the queue is worked off `perTask` paths at a time with
 * upstream's `window.docusaurus.preload`, what hovering a link does: the route's chunks are loaded and their modules
 * run, so the router finds them ready. The next paths wait until those have loaded and the browser is idle again,
 * so no burst of scripts lands at once. The bytes are those prefetch fetched; on a slow or data-saving connection
 * upstream's preload does nothing, as its prefetch did. Hover and touch (`preload`) are untouched.
 *
 * `lib/client/clientEntry.js` assigns `window.docusaurus = docusaurus` (a frozen object) after the client modules
 * have run, so this module cannot wrap the object in place: it makes `window.docusaurus` an accessor that wraps
 * whatever is assigned. tests/unit/lean-bundle.test.ts fails if upstream stops prefetching or preloading this way,
 * and tests/e2e/startup.spec.ts checks in the browser that the pages of links in view are loaded before a click,
 * a few per task, and that the click renders without fetching them again.
 */
interface DocusaurusGlobal {
  prefetch(routePath: string): false | Promise<unknown>;
  preload(routePath: string): false | Promise<unknown>;
}

/** Paths loaded per idle callback: each costs a route match, its chunks' requests and their evaluation. */
export const perTask = 3;

/**
 * A prefetch that queues its path; `load` runs in idle time on at most `perTask` queued paths, and the next ones
 * wait until those have settled. `load` returns upstream's `false` when it loads nothing.
 */
export function idlePreload(
  load: (routePath: string) => false | Promise<unknown>,
  whenIdle: (run: () => void) => void,
): (routePath: string) => false {
  const queue = new Set<string>();
  // An idle callback is waiting, or a batch is loading: either way the queue is already being worked off.
  let working = false;
  const run = () => {
    const batch = [...queue].slice(0, perTask);
    batch.forEach((routePath) => queue.delete(routePath));
    // A chunk that fails to load (offline, a new deploy) is loaded again by the click, which handles the failure.
    const loading = batch.map((routePath) => Promise.resolve(load(routePath)).catch(() => undefined));
    void Promise.all(loading).then(() => {
      working = false;
      if (queue.size > 0) schedule();
    });
  };
  const schedule = () => {
    if (working) return;
    working = true;
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
  if (!value || typeof value.prefetch !== 'function' || typeof value.preload !== 'function') return value;
  return Object.freeze({...value, prefetch: idlePreload(value.preload.bind(value), whenIdle)});
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

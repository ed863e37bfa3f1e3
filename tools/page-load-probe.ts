/**
 * A page script, shared by tests/e2e/startup.spec.ts and bench/prefetch-tasks.ts, that counts the pages whose
 * loading each task starts: a page is its content chunk (`/assets/js/page/…`), asked for by a `<link
 * rel="prefetch">` (upstream's prefetch) or a `<script>` (a load: plugins/lean-client/client/idlePreload.ts, a
 * hover, a click). `window.pageLoadsPerTask` gets one entry per task that started any. A MutationObserver reports
 * after each callback, not once a task, so a posted message closes a group: it runs after the current task and
 * before the browser looks for idle time again. Plain JavaScript, for `addInitScript`: a function would be
 * serialised with tsx's helpers, which the page does not have.
 */
export const pageLoadsProbe = `(() => {
  const perTask = (window.pageLoadsPerTask = []);
  const channel = new MessageChannel();
  let open = false;
  channel.port1.onmessage = () => (open = false);
  const isPageChunk = (node) =>
    (node instanceof HTMLLinkElement && node.rel === 'prefetch' ? node.href : node instanceof HTMLScriptElement ? node.src : '')
      .includes('/assets/js/page/');
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]).filter(isPageChunk).length;
    if (added === 0) return;
    if (!open) {
      open = true;
      perTask.push(0);
      channel.port2.postMessage(null);
    }
    perTask[perTask.length - 1] += added;
  }).observe(document, {childList: true, subtree: true});
})();`;

/** What the probe counted so far, read in the page. */
export const readPageLoadsPerTask = (): number[] =>
  (window as unknown as {pageLoadsPerTask: number[]}).pageLoadsPerTask;

/**
 * A page script, shared by tests/e2e/startup.spec.ts and bench/prefetch-tasks.ts, that counts the
 * `<link rel="prefetch">` tags each task adds: `window.prefetchTagsPerTask` gets one entry per task that added any.
 * A MutationObserver reports after each callback, not once a task, so a posted message closes a group: it runs after
 * the current task and before the browser looks for idle time again. Plain JavaScript, for `addInitScript`: a
 * function would be serialised with tsx's helpers, which the page does not have.
 */
export const prefetchTagsProbe = `(() => {
  const perTask = (window.prefetchTagsPerTask = []);
  const channel = new MessageChannel();
  let open = false;
  channel.port1.onmessage = () => (open = false);
  new MutationObserver((records) => {
    const added = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof HTMLLinkElement && node.rel === 'prefetch').length;
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
export const readPrefetchTagsPerTask = (): number[] =>
  (window as unknown as {prefetchTagsPerTask: number[]}).prefetchTagsPerTask;

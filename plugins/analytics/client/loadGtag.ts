/**
 * Client module of plugins/analytics: adds Google's gtag.js once the page has loaded and the main thread is
 * idle. The property id comes from the first `gtag('config', id)` call of the inline set-up snippet, which queued
 * it in `window.dataLayer`; gtag.js replays that queue (the `config` calls send the first page view) when it runs.
 */
type DataLayerEntry = ArrayLike<unknown>;

export const gtagScriptOrigin = 'https://www.googletagmanager.com';

/** The first property id a `gtag('config', id)` call queued, if any. */
export function firstTrackingId(dataLayer: readonly DataLayerEntry[] | undefined): string | undefined {
  const config = dataLayer?.find((entry) => entry[0] === 'config' && typeof entry[1] === 'string');
  return config?.[1] as string | undefined;
}

function loadGtag(): void {
  const id = firstTrackingId((window as unknown as {dataLayer?: DataLayerEntry[]}).dataLayer);
  if (!id || document.querySelector(`script[src^="${gtagScriptOrigin}/gtag/js"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagScriptOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadGtag, {timeout: 5_000});
    else setTimeout(loadGtag, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

/**
 * Analytics (gtag), with its script loaded after the page is interactive (issue 23). A wrapper of
 * `@docusaurus/plugin-google-gtag` 3.10 (`lib/index.js`): same options, same inline set-up snippet in the head
 * (`window.dataLayer`, `gtag('js')`, one `gtag('config', id)` per property), same client module (a page view per
 * client-side navigation, `lib/gtag.js`). What changes: upstream also puts `<script async src=".../gtag/js">` and
 * two preconnects in every page's head, so Google's script (about 150 KB) downloads during start-up and its
 * evaluation lands between first paint and hydration. Here `client/loadGtag.ts` adds that script once the page
 * has loaded and the main thread is idle; calls made before then wait in `dataLayer`, which is how gtag.js is
 * designed to start. tests/unit/analytics.test.ts fails if upstream stops emitting the tags this removes.
 */
import path from 'node:path';
import type {HtmlTagObject, LoadContext, Plugin, PluginOptions} from '@docusaurus/types';
import pluginGoogleGtag, {validateOptions} from '@docusaurus/plugin-google-gtag';

export {validateOptions};

type GtagOptions = Parameters<typeof pluginGoogleGtag>[1];

/** Upstream's head tags without the ones that fetch Google's script during start-up. */
export function deferredHeadTags(tags: readonly (string | HtmlTagObject)[]): (string | HtmlTagObject)[] {
  const isScriptTag = (tag: string | HtmlTagObject) =>
    typeof tag !== 'string' && tag.tagName === 'script' && String(tag.attributes?.src ?? '').includes('/gtag/js');
  const isPreconnect = (tag: string | HtmlTagObject) =>
    typeof tag !== 'string' && tag.tagName === 'link' && tag.attributes?.rel === 'preconnect';
  if (!tags.some(isScriptTag)) {
    throw new Error(
      'veltro-analytics: plugin-google-gtag no longer injects the gtag.js script tag; revisit the wrapper',
    );
  }
  return tags.filter((tag) => !isScriptTag(tag) && !isPreconnect(tag));
}

export default function analyticsPlugin(context: LoadContext, options: GtagOptions & PluginOptions): Plugin | null {
  const upstream = pluginGoogleGtag(context, options);
  if (!upstream) return null; // upstream does nothing outside production builds
  const upstreamClientModule = path.join(path.dirname(require.resolve('@docusaurus/plugin-google-gtag')), 'gtag.js');
  return {
    ...upstream,
    injectHtmlTags(...args) {
      const tags = upstream.injectHtmlTags?.(...args) ?? {};
      return {...tags, headTags: deferredHeadTags((tags.headTags ?? []) as (string | HtmlTagObject)[])};
    },
    getClientModules: () => [upstreamClientModule, path.join(__dirname, 'client', 'loadGtag.ts')],
  };
}

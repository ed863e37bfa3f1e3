/** Analytics with gtag.js loaded in idle time (plugins/analytics): upstream's tags, minus the start-up fetch. */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {HtmlTagObject, LoadContext} from '@docusaurus/types';
import pluginGoogleGtag from '@docusaurus/plugin-google-gtag';
import analyticsPlugin, {deferredHeadTags} from '../../plugins/analytics';
import {firstTrackingId} from '../../plugins/analytics/client/loadGtag';

const options = {id: 'default', trackingID: ['G-ONE', 'G-TWO'] as [string, ...string[]], anonymizeIP: false};
const context = {} as LoadContext;

afterEach(() => vi.unstubAllEnvs());

describe('plugins/analytics', () => {
  it('upstream still puts the gtag.js script and the config snippet in the head (else the wrapper is stale)', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const tags = (
      pluginGoogleGtag(context, options)!.injectHtmlTags!({content: undefined}) as {
        headTags: HtmlTagObject[];
      }
    ).headTags;
    expect(
      tags.some((tag) => tag.tagName === 'script' && String(tag.attributes?.src).includes('/gtag/js?id=G-ONE')),
    ).toBe(true);
    expect(tags.some((tag) => tag.tagName === 'script' && tag.innerHTML?.includes("gtag('config', 'G-TWO'"))).toBe(
      true,
    );
  });

  it('keeps the set-up snippet and drops the script tag and the preconnects', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const plugin = analyticsPlugin(context, options)!;
    const tags = (plugin.injectHtmlTags!({content: undefined}) as {headTags: HtmlTagObject[]}).headTags;
    expect(tags).toHaveLength(1);
    expect(tags[0]!.innerHTML).toContain("gtag('config', 'G-ONE'");
    expect(plugin.getClientModules!()).toEqual([
      expect.stringMatching(/plugin-google-gtag[\\/]lib[\\/]gtag\.js$/),
      expect.stringMatching(/plugins[\\/]analytics[\\/]client[\\/]loadGtag\.ts$/),
    ]);
  });

  it('fails loudly when upstream stops injecting the script tag', () => {
    expect(() => deferredHeadTags([{tagName: 'script', innerHTML: 'gtag()'}])).toThrow(/no longer injects/);
  });

  it('does nothing outside production builds, as upstream', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(analyticsPlugin(context, options)).toBeNull();
  });

  it('reads the property id from the queued config call', () => {
    const queued = (...args: unknown[]) => args;
    expect(firstTrackingId([queued('js', new Date()), queued('config', 'G-ONE', {}), queued('config', 'G-TWO')])).toBe(
      'G-ONE',
    );
    expect(firstTrackingId(undefined)).toBeUndefined();
  });
});

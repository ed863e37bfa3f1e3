/**
 * Invariants of the site config that no other test would notice breaking. What the browser tests already see
 * (navbar, footer, colour mode, TOC depth, sitemap, trailing slashes) and what the build output tests check
 * (the wrapped docs plugin) is not restated here.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import config from '../../docusaurus.config';

describe('site config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps the build failing on broken links, anchors, Markdown links and images, and duplicate routes', () => {
    // Relaxing one of these to get a build through would let every later break ship silently.
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks).toMatchObject({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });

  it('links only reserved .example hosts, wherever a URL is written in the config', () => {
    const urls = [...JSON.stringify(config).matchAll(/https?:\/\/[^"'\s<>\\]+/g)].map((match) => match[0]);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(new URL(url).hostname, url).toMatch(/\.example$/);
  });

  it('reports to the analytics properties listed in GTAG_TRACKING_IDS, or to the default one', async () => {
    const trackingIds = async () => {
      vi.resetModules();
      const {default: fresh} = await import('../../docusaurus.config');
      const analytics = fresh.plugins!.find(
        (plugin): plugin is [string, {trackingID: string[]}] =>
          Array.isArray(plugin) && plugin[0] === './plugins/analytics/index.ts',
      );
      return analytics?.[1].trackingID;
    };
    vi.stubEnv('GTAG_TRACKING_IDS', 'G-STAGING1,G-STAGING2');
    expect(await trackingIds()).toEqual(['G-STAGING1', 'G-STAGING2']);
    vi.stubEnv('GTAG_TRACKING_IDS', '');
    expect(await trackingIds()).toEqual(['G-VELTRO0DOC']);
  });
});

import {describe, expect, it} from 'vitest';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import config from '../../docusaurus.config';
import {urls} from '../../src/data/facts';

const [, presetOptions] = config.presets![0] as [string, Preset.Options];
/** The docs plugin is registered on its own, wrapped (plugins/docs), with the preset's `docs` off. */
const docsOptions = (config.plugins!.find((plugin) => Array.isArray(plugin) && plugin[0] === './plugins/docs/index.ts') as [string, DocsOptions])[1];
const theme = config.themeConfig as Preset.ThemeConfig;

describe('site config', () => {
  it('serves the docs from the site root with trailing slashes', () => {
    expect(config.title).toBe('Veltro Documentation');
    expect(config.url).toBe('https://docs.veltro.example');
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(true);
    expect(presetOptions.docs).toBe(false);
    expect(docsOptions.routeBasePath).toBe('/');
    expect(presetOptions.blog).toBe(false);
  });

  it('fails the build on broken links, anchors and Markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('builds with Rspack (future v4 flags) and keeps storage keys un-namespaced', () => {
    expect(config.future?.v4).toBe(true);
    expect(config.storage?.namespace).toBe(false);
  });

  it('starts light, keeps the switch and ignores the system preference', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('has a closeable announcement bar with an id', () => {
    expect(theme.announcementBar?.id).toMatch(/\S/);
    expect(theme.announcementBar?.isCloseable).toBe(true);
  });

  it('shows h2–h3 in the TOC, breadcrumbs on, navbar not hiding on scroll', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(docsOptions.breadcrumbs).toBe(true);
    expect(theme.navbar?.hideOnScroll).toBe(false);
  });

  it('reports page views to gtag without IP anonymisation, and writes a weekly sitemap', () => {
    expect(presetOptions.gtag).toMatchObject({anonymizeIP: false});
    expect(Array.isArray(presetOptions.gtag && presetOptions.gtag.trackingID)).toBe(true);
    expect(presetOptions.sitemap).toMatchObject({changefreq: 'weekly', priority: 0.5});
  });

  it('has the navbar of the spec, in order', () => {
    const items = (theme.navbar?.items ?? []) as Array<Record<string, string>>;
    expect(items.map((item) => [item.label, item.position])).toEqual([
      ['Getting Started', 'left'],
      ['Cloud', 'left'],
      ['Core', 'left'],
      ['Hardware', 'left'],
      ['Guides', 'left'],
      ['API', 'left'],
      ['My Cloud', 'right'],
      ['Shop', 'right'],
    ]);
    expect(items.find((item) => item.label === 'API')?.href).toBe(urls.api);
    expect(items.filter((item) => item.position === 'right').every((item) => /navbar-button/.test(item.className!))).toBe(true);
  });

  it('has a dark footer with product, community and social columns and a copyright line', () => {
    const footer = theme.footer!;
    expect(footer.style).toBe('dark');
    const columns = footer.links as Array<{title: string; items: Array<{label: string; href?: string; to?: string}>}>;
    expect(columns.map((column) => column.title)).toEqual(['Product', 'Community', 'Social']);
    expect(columns[0]!.items.some((item) => item.to === '/search/')).toBe(true);
    expect(columns[1]!.items.map((item) => item.href)).toContain(urls.source);
    expect(columns[2]!.items.map((item) => item.href)).toEqual([urls.forum, urls.network, urls.video]);
    expect(footer.copyright).toMatch(/Veltro/);
  });

  it('uses only reserved .example hosts for external links', () => {
    for (const url of Object.values(urls)) expect(new URL(url).hostname).toMatch(/\.example$/);
  });
});

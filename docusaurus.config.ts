// This runs in Node.js - Don't use client-side code here (browser APIs, JSX...)
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import rehypeCodeBlocks from './plugins/code-highlighting/rehype';
import {recmaDeferredContent} from './plugins/docs/deferred-content';
import {recmaUnusedImports} from './plugins/docs/unused-imports';
import {recmaStaticHtml, rehypeStaticHtml, type StaticHtmlOptions} from './plugins/docs/static-html';
import remarkPendingLinks from './plugins/docs/remark-pending-links';
import remarkSafety from './plugins/docs/remark-safety';
import {rehypeStackedTables, remarkStackedTables} from './plugins/docs/stacked-tables';
import remarkSupportedDevices from './plugins/docs/remark-supported-devices';
import remarkSettingsTables from './plugins/docs/settings-tables';
import remarkTroubleshooting from './plugins/docs/remark-troubleshooting';
import {announcementBar} from './config/announcement';
import {footer} from './config/footer';
import {lastUpdateVcs} from './config/freshness';
import {listDocFiles, manifest, routeForFile} from './config/manifest';
import {myDevices} from './config/my-device';
import {navbar} from './config/navbar';
import {pwaOptions} from './plugins/offline/options';
import {parseFrontMatter} from './config/supported-devices';
import {algolia, searchMode} from './plugins/search/options';
import {clientRedirectsOptions} from './config/redirects';
import {brand, urls} from './src/data/facts';
import {myDevicesKey} from './src/data/myDevice';

/** Routes of the docs written so far: redirects are generated only towards these. */
const existingDocRoutes = new Set(listDocFiles().map(routeForFile));
/** Manifest pages not written yet: links to them render as text until they land (plugins/docs/remark-pending-links.ts). */
const pendingRoutes = new Set(manifest.map(({route}) => route).filter((route) => !existingDocRoutes.has(route)));

/** Analytics property ids; the spec asks for a list. Overridable for a staging property. */
const [firstTrackingId = 'G-VELTRO0DOC', ...moreTrackingIds] = (process.env.GTAG_TRACKING_IDS ?? '')
  .split(',')
  .filter(Boolean);
const gtagTrackingIds: [string, ...string[]] = [firstTrackingId, ...moreTrackingIds];

/** Read by Docusaurus' `Link` and by the static HTML of doc pages (plugins/docs/static-html.ts), which stands in for it. */
const linkOptions = {baseUrl: '/', trailingSlash: true} satisfies StaticHtmlOptions;

const config: Config = {
  title: `${brand} Documentation`,
  tagline: 'Install, configure and build on Veltro telematics devices, Veltro Core and Veltro Cloud.',
  favicon: 'img/favicon.svg',
  url: urls.docs,
  baseUrl: linkOptions.baseUrl,
  // The banner's inline script would need its own CSP hash; with baseUrl `/` it can never show.
  baseUrlIssueBanner: false,
  trailingSlash: linkOptions.trailingSlash,

  // Rspack and the other Docusaurus Faster options, plus the v4 behaviour flags.
  // Git dates read with one `git log` for the whole site; no date in a shallow clone (config/freshness.ts).
  future: {v4: true, experimental_vcs: lastUpdateVcs()},
  // v4 would namespace storage keys per site (`theme-016`); the spec stores the colour mode under `theme`.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md is CommonMark (writers need not escape `{` or `<`); .mdx is MDX for pages with components.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (plugins/docs).
        docs: false,
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code-blocks.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './plugins/docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        // "Last updated on …" under every page, from git (config/freshness.ts).
        showLastUpdateTime: true,
        // Before Docusaurus' own plugins: headings rendered from data get their ids and TOC entries.
        beforeDefaultRemarkPlugins: [remarkTroubleshooting, remarkStackedTables],
        remarkPlugins: [
          [remarkPendingLinks, {pendingRoutes}],
          remarkSafety,
          remarkSettingsTables,
          remarkSupportedDevices,
        ],
        // Data tables stack on a phone: roles and cell labels at build time (plugins/docs/stacked-tables.ts).
        // Code blocks finished and highlighted at build time (plugins/code-highlighting/rehype.ts). Static HTML last:
        // it serializes what the plugins before it made (plugins/docs/static-html.ts).
        rehypePlugins: [rehypeCodeBlocks, rehypeStackedTables, [rehypeStaticHtml, linkOptions]],
        // A page's every import is used (plugins/docs/unused-imports.ts), checked before the plugins add their own;
        // long pages open in two steps on a client navigation (plugins/docs/deferred-content.ts).
        recmaPlugins: [recmaUnusedImports, recmaStaticHtml, recmaDeferredContent],
      } satisfies DocsOptions,
    ],
    ['./plugins/search/index.ts', {mode: searchMode}],
    './plugins/code-highlighting/index.ts',
    './plugins/lean-client/index.ts',
    ['./plugins/announcement-reset.ts', {id: announcementBar.id}],
    ['@docusaurus/plugin-pwa', pwaOptions],
    './plugins/offline/index.ts',
    // Printable install cards, one page per current model; their PDFs are a post-build step (pipeline/postbuild/print.ts).
    './plugins/print/index.ts',
    // plugin-google-gtag, wrapped: gtag.js loads once the page is idle (plugins/analytics).
    ['./plugins/analytics/index.ts', {trackingID: gtagTrackingIds, anonymizeIP: false}],
    [
      '@docusaurus/plugin-client-redirects',
      clientRedirectsOptions(existingDocRoutes) satisfies Partial<ClientRedirectsOptions>,
    ],
  ],

  // Read by components in the browser; never `process.env` in a component.
  // `myDevices`: the devices a reader can choose as theirs (config/my-device.ts, src/components/MyDevice).
  customFields: {searchMode, [myDevicesKey]: myDevices},
  clientModules: [
    // Run before the app starts: they repair a malformed address and a corrupted stored colour mode (bad input).
    './src/client/repairAddress.ts',
    './src/client/repairColourMode.ts',
  ],

  themeConfig: {
    algolia,
    image: 'img/veltro-social-card.png',
    metadata: [{name: 'theme-color', content: '#0b5c73'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    docs: {sidebar: {autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
  } satisfies Preset.ThemeConfig,
};

export default config;

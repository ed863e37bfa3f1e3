/**
 * Search backend, chosen at build time. With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME all
 * set, the DocSearch modal and /search/ page query hosted Algolia. Otherwise they are answered by the Pagefind
 * index built with the site (plugins/search/index.ts): no keys, no third party, works offline once loaded.
 */
import type * as Preset from '@docusaurus/preset-classic';
import {searchPagePath} from './client/settings';

export type SearchMode = 'local' | 'algolia';

const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME} = process.env;

export const searchMode: SearchMode =
  ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME ? 'algolia' : 'local';

export {searchPagePath};

/**
 * The theme's options. In local mode the theme's schema still needs values: they name no real Algolia app
 * and are never sent anywhere (the local SearchBar and the aliased lite client ignore them).
 */
export const algolia = {
  appId: ALGOLIA_APP_ID ?? 'VELTRO_LOCAL',
  apiKey: ALGOLIA_SEARCH_API_KEY ?? 'local-index',
  indexName: ALGOLIA_INDEX_NAME ?? 'veltro-docs',
  // Filters hits to the current language and docs version (spec §7).
  contextualSearch: true,
  searchPagePath,
  // Click and conversion events go to Algolia only in hosted mode.
  insights: searchMode === 'algolia',
} satisfies Preset.ThemeConfig['algolia'];

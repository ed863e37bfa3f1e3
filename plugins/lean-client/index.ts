/**
 * Bundle tweaks that keep the JavaScript every page loads small as the site grows. Each is measured by
 * `npm run bench` (JS gzip budget per page); none changes what a page renders.
 * Upstream: facebook/docusaurus#7256 "Bundle size heavily impacted by number of routes" (open), which shows the
 * same registry paths and chunk-name table in main.js. These patch generated code: tests/unit/build-output.test.ts
 * (`npm run test:build`) fails if any of them stops applying after an upgrade.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanClientPlugin(): Plugin {
  return {
    name: 'veltro-lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {
          // Files named by chunk id only: the runtime then needs no chunk-name table (one entry per page).
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'registry-loader.cjs')}]},
          ],
        },
        resolve: {
          alias: {
            // @docusaurus/utils-common requires tslib for one helper, and either tslib build puts all of its
            // helpers (≈4 KB gzip) in main.js; this module holds just that helper.
            tslib$: path.join(__dirname, 'tslib.mjs'),
          },
        },
      };
    },
  };
}

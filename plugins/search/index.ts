/**
 * Builds the offline full-text search index with Pagefind after `docusaurus build`, into `build/pagefind/`.
 * It runs as a child process because Pagefind's Node API is ESM-only and the plugin loader cannot import it.
 * Only doc articles are indexed: the navbar, sidebar, footer and redirect stubs would only add noise.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';

const run = promisify(execFile);

/** Where the client loads the index from (see src/search/pagefind.ts). */
export const searchBundleDir = 'pagefind';

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'veltro-search-index',
    async postBuild({siteDir, outDir}) {
      const started = Date.now();
      // The package exports only its ESM entry, so its CLI is found by path.
      const bin = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
      const {stdout} = await run(process.execPath, [
        bin,
        '--site', outDir,
        '--output-subdir', searchBundleDir,
        '--root-selector', 'main article',
        '--exclude-selectors', 'nav, .theme-doc-toc-mobile, .theme-doc-footer, .hash-link',
        // Command names are typed with their dots and underscores: `obd.query`, `cloud_jsonl`.
        '--include-characters', '._',
        '--quiet',
      ]);
      if (stdout.trim()) console.log(stdout.trim());
      console.log(`[search] Pagefind index written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/**
 * Local search (plugins/search/options.ts): after `docusaurus build`, marks each doc page for Pagefind (body, sidebar
 * category, search tags) and builds the index into `build/pagefind/`; in the bundle, points the theme's
 * `algoliasearch/lite` at the local client and hides the Algolia credit. In both modes, lets the SearchPage copy
 * (plugins/search/theme/SearchPage) import the theme's own styles instead of a copy of them.
 * Pagefind runs as a child process because its Node API is ESM-only and the plugin loader cannot import it.
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import {docFileFor, docsDir, manifest} from '../../config/manifest';
import type {SearchMode} from './options';
import {messagesFile, type MessageEntry} from './client/messages';
import {queryTerms, vocabularyFile, type Vocabulary} from './client/typos';
import {errorMessages, errorPages, errorUrl} from '../../src/data/troubleshooting/errors';
import {firstSentence} from '../docs/troubleshooting-markdown';
import {annotateForIndex, articleText} from './annotate';

const run = promisify(execFile);

/** The theme's SearchPage styles: the package's `exports` hide the file, so the SearchPage copy imports it by this alias. */
const upstreamSearchPageStyles = '@docusaurus/theme-search-algolia/lib/theme/SearchPage/styles.module.css';
const themeLib = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
const searchPageStylesFile = path.join(themeLib, 'theme/SearchPage/styles.module.css');

/**
 * The theme's own SearchBar, which theme/SearchBar wraps in hosted mode. A plugin's theme folder cannot reach it as
 * `@theme-original/SearchBar`: Docusaurus points that alias at the plugin's own file, and `@theme-init/SearchBar` at
 * theme-classic's empty placeholder (@docusaurus/core lib/webpack/aliases, createThemeAliases). So it has a name of
 * its own; the hosted-search browser test (tests/hosted/) fails if it stops resolving to the DocSearch bar.
 */
export const hostedSearchBarAlias = '@veltro/algolia-search-bar';
const hostedSearchBarFile = path.join(themeLib, 'theme/SearchBar/index.js');

/**
 * The search UI (theme/SearchBar, theme/SearchPage) lives with the plugin, as upstream's own site keeps a plugin's
 * components (website/src/plugins/changelog). Site plugins come after the preset's themes, so these components
 * take the place of theme-search-algolia's, and `@theme-original/SearchBar` is still that theme's.
 */
const getThemePath = () => path.resolve(__dirname, 'theme');

export default function searchPlugin(_context: unknown, {mode}: {mode: SearchMode}): Plugin {
  const searchPageStyles = {
    [`${upstreamSearchPageStyles}$`]: searchPageStylesFile,
    [`${hostedSearchBarAlias}$`]: hostedSearchBarFile,
  };
  if (mode !== 'local') {
    return {name: 'veltro-search', getThemePath, configureWebpack: () => ({resolve: {alias: searchPageStyles}})};
  }
  return {
    name: 'veltro-search',
    getThemePath,
    getClientModules() {
      return [path.resolve(__dirname, 'client/local-mode.css')];
    },
    configureWebpack() {
      const liteClient = path.resolve(__dirname, 'client/liteClient.ts');
      return {resolve: {alias: {...searchPageStyles, 'algoliasearch/lite$': liteClient}}};
    },
    async postBuild({siteDir, outDir}) {
      const started = Date.now();
      const wordCounts = new Map<string, number>();
      // The sidebar category of each written page becomes the hit group (DocSearch's lvl0).
      for (const page of manifest) {
        if (!docFileFor(page.route)) continue;
        const file = path.join(outDir, page.route, 'index.html');
        const html = await fs.readFile(file, 'utf8');
        await fs.writeFile(file, annotateForIndex(html, page.sidebarPath[0] ?? 'Veltro Documentation'));
        for (const word of queryTerms(articleText(html))) {
          if (word.length >= 3 && /\p{L}/u.test(word)) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
        }
      }
      // The package exports only its ESM entry, so its CLI is found by path.
      const bin = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
      const {stdout} = await run(process.execPath, [
        bin,
        '--site',
        outDir,
        '--output-subdir',
        'pagefind',
        // Command names are typed with their dots and underscores: `obd.query`, `cloud_jsonl`.
        '--include-characters',
        '._',
        '--quiet',
      ]);
      if (stdout.trim()) console.log(stdout.trim());
      // Typo tolerance (plugins/search/client/typos.ts) corrects misspelt terms against these words, most frequent first.
      const vocabulary: Vocabulary = {words: [...wordCounts].sort((a, b) => b[1] - a[1]).map(([word]) => word)};
      await fs.writeFile(path.join(outDir, vocabularyFile), JSON.stringify(vocabulary));
      await fs.writeFile(path.join(outDir, messagesFile), JSON.stringify([...messageEntries(), ...commandEntries()]));
      const seconds = (Date.now() - started) / 1000;
      // The benchmark reports how long indexing adds to the build.
      await fs.writeFile(path.join(outDir, 'pagefind', 'veltro-index-stats.json'), JSON.stringify({seconds}));
      console.log(`[search] Pagefind index written in ${seconds.toFixed(1)} s`);
    },
  };
}

/** The error reference as exact-match entries for search (plugins/search/client/messages.ts). */
export function messageEntries(): MessageEntry[] {
  return errorMessages.map((error) => {
    const page = manifest.find((entry) => entry.route === errorPages[error.source].route);
    if (!page) throw new Error(`${errorPages[error.source].route} is not in ia/routes.json`);
    return {
      text: error.text,
      ...(error.name && {name: error.name}),
      ...(error.code && {code: error.code}),
      url: errorUrl(error),
      page: page.title,
      lvl0: page.sidebarPath[0] ?? 'Veltro Documentation',
      summary: firstSentence(error.meaning),
    };
  });
}

/**
 * Each command of the reference as an exact-match entry: `power.status` typed alone (or `veltro power.status`) opens
 * its section first, even where guides that run it many times outrank its reference page by word counts. Read from
 * the command pages' headings (`` ## `power.status` {#power-status} ``), which tests/unit/core-reference.test.ts
 * holds to that template.
 */
export function commandEntries(): MessageEntry[] {
  return manifest
    .filter((page) => page.route.startsWith('/core/commands/') && docFileFor(page.route))
    .flatMap((page) => {
      const source = readFileSync(path.join(docsDir, docFileFor(page.route)!), 'utf8');
      return Array.from(source.matchAll(/^## `([a-z0-9_]+\.[A-Za-z0-9_]+)` \{#([\w-]+)\}$/gm), (match) => ({
        text: match[1]!,
        url: `${page.route}#${match[2]!}`,
        page: page.title,
        lvl0: page.sidebarPath[0] ?? 'Veltro Documentation',
      }));
    });
}

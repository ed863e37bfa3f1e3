/**
 * No ejected copy drifts silently from the theme it was copied from. For each copy in src/theme, the difference
 * between the installed upstream file and the copy (a unified diff) must equal the one committed next to the
 * copy, so a Docusaurus upgrade that changes the upstream file fails here, with the new difference printed, until
 * someone has reviewed it. Regenerate the committed diffs with `npm run swizzle:diff`.
 *
 * To carry an upstream change into a copy: `cp <upstream file> <copy>`, `patch <copy> <upstream.diff>`, fix what
 * does not apply, then `npm run swizzle:diff` and review the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createTwoFilesPatch, diffArrays} from 'diff';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const resolvePackage = createRequire(import.meta.url).resolve;
/** `src/theme` of an installed theme package (its `exports` hide the folder; its main entry is `lib/index.js`). */
const themeSource = (pkg: string) => path.join(path.dirname(resolvePackage(pkg)), '..', 'src', 'theme');
const themes = ['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia'] as const;
const writeMode = process.env.SWIZZLE_DIFF === 'write';

interface Copy {
  readonly name: string;
  /** The site's theme folder that holds the copy: `src/theme`, or a plugin's (its `getThemePath()`). */
  readonly dir: string;
  /** Path below the theme folder (for a theme's file, the same as in the theme package). */
  readonly file: string;
  /** The installed upstream source the copy was made from, and its name in the diff; undefined when it is gone. */
  readonly upstream: () => {readonly label: string; readonly text: string} | undefined;
}

/** A file of a theme package's `src/theme`. */
const themeFile = (theme: (typeof themes)[number], file: string) => () => {
  const upstreamFile = path.join(themeSource(theme), file);
  return fs.existsSync(upstreamFile)
    ? {label: `${theme}/src/theme/${file}`, text: fs.readFileSync(upstreamFile, 'utf8')}
    : undefined;
};

/**
 * A source file of a package that ships one bundle, read from the `sourcesContent` of its source map (DocSearch 3.9
 * ships its sources there, not as files).
 */
const bundledSource = (mapFile: string, source: string) => () => {
  const map = JSON.parse(fs.readFileSync(resolvePackage(mapFile), 'utf8')) as {
    sources: string[];
    sourcesContent?: string[];
  };
  const index = map.sources.findIndex((name) => name.endsWith(source));
  const text = map.sourcesContent?.[index];
  return index >= 0 && text ? {label: `${mapFile}:${source}`, text} : undefined;
};

/** Files copied from upstream and then changed; each has `upstream.diff` next to it. */
const copies: readonly Copy[] = [
  {
    name: 'SearchPage',
    dir: 'plugins/search/theme',
    file: 'SearchPage/index.tsx',
    upstream: themeFile('@docusaurus/theme-search-algolia', 'SearchPage/index.tsx'),
  },
  {
    name: 'useDocSearchKeyboardEvents',
    dir: 'plugins/search/theme',
    file: 'SearchBar/useDocSearchKeyboardEvents.ts',
    upstream: bundledSource('@docsearch/react/dist/umd/index.js.map', 'src/useDocSearchKeyboardEvents.ts'),
  },
];

/** The site's theme folders: its own, and those of its plugins that bring theme components. */
const themeDirs = ['src/theme', 'plugins/search/theme', 'plugins/offline/theme'] as const;

/**
 * Everything else in the theme folders is our own code, not a copy, so it cannot drift from a copied original and
 * needs no diff. A new file in a theme folder must be added to one of the two lists.
 */
const ownCode: Readonly<Record<string, string>> = {
  'src/theme/CodeBlock/': 'rewrite: renders build-time tokens; shares only the Props type with the theme',
  'src/theme/DocBreadcrumbs/':
    'wrapper of @theme-original/DocBreadcrumbs, with the Markdown copy and view actions beside it and the My device note below',
  'src/theme/DocItem/Footer/':
    'wrapper of @theme-original/DocItem/Footer: adds the checked-against line, the offline age and page feedback',
  'src/theme/MDXComponents.tsx': 'wrapper of @theme-original/MDXComponents',
  'src/theme/DocItem/index.tsx': 'wrapper: memo of @theme-original/DocItem (tests/unit/doc-item-memo.test.ts)',
  'src/theme/DocSidebarItem/index.tsx':
    'wrapper: memo of @theme-original/DocSidebarItem (tests/unit/sidebar-item-memo.test.ts)',
  'plugins/offline/theme/NavbarItem/ComponentTypes.tsx':
    'wrapper of @theme-original/NavbarItem/ComponentTypes: adds one item type',
  'src/theme/NavbarItem/ComponentTypes.tsx':
    "wrapper of @theme-original/NavbarItem/ComponentTypes (plugins/offline's wrapper): adds one item type",
  'src/theme/NotFound/Content/': 'rewrite: its only input is the `className` prop',
  'src/theme/Root.tsx': 'wrapper: the theme has no Root of its own, only an empty fallback',
  'plugins/search/theme/SearchBar/':
    'hosted mode: wrapper of the SearchBar of theme-search-algolia; local mode: our LocalSearchBar',
  'plugins/search/theme/SearchPage/upstream.diff': 'the recorded difference of the SearchPage copy',
  'plugins/search/theme/SearchBar/upstream.diff': 'the recorded difference of the useDocSearchKeyboardEvents copy',
};

const linesOf = (text: string) => text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');

/** Every file of the theme folders: its folder and its path below it, as in a theme package. */
const themeFiles = themeDirs.flatMap((dir) => filesBelow(path.join(root, dir)).map((file) => ({dir, file})));

const normalized = (text: string) => text.replace(/\r\n/g, '\n');

/** A unified diff (as `diff -u` writes it, with 3 lines of context), by jsdiff; empty when equal. */
function unifiedDiff(before: string, after: string, labels: {from: string; to: string}): string {
  if (normalized(before) === normalized(after)) return '';
  return createTwoFilesPatch(labels.from, labels.to, normalized(before), normalized(after), undefined, undefined, {
    context: 3,
  });
}

function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('ejected copies of theme files', () => {
  it.each(copies)(
    '$name: the difference from the installed upstream file is the recorded one',
    ({name, dir, file, upstream}) => {
      const copyFile = path.join(root, dir, file);
      const recordFile = path.join(path.dirname(copyFile), 'upstream.diff');
      const original = upstream();
      expect(original, `upstream ${name} is gone: review the upstream change and the copy`).toBeDefined();
      const current = unifiedDiff(original!.text, fs.readFileSync(copyFile, 'utf8'), {
        from: original!.label,
        to: `${dir}/${file}`,
      });
      if (writeMode) fs.writeFileSync(recordFile, current);
      const recorded = fs.existsSync(recordFile) ? fs.readFileSync(recordFile, 'utf8') : '';
      expect(
        current,
        `upstream ${name} changed: review the diff, update the copy and regenerate upstream.diff with \`npm run swizzle:diff\`.\n` +
          `Difference now (${original!.label} → ${path.relative(root, copyFile)}):\n${current}`,
      ).toBe(recorded);
    },
  );

  it('every other file in the theme folders is listed as our own code', () => {
    const copied = new Set(copies.map((copy) => `${copy.dir}/${copy.file}`));
    const unlisted = themeFiles
      .map(({dir, file}) => `${dir}/${file}`)
      .filter(
        (file) =>
          !copied.has(file) &&
          !Object.keys(ownCode).some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix))),
      );
    expect(
      unlisted,
      'a copy of a theme file needs an entry in `copies` and an upstream.diff; our own code an entry in `ownCode`',
    ).toEqual([]);
  });

  // Guards the list above: a file listed as our own code that mostly repeats its upstream namesake is a copy.
  it('files listed as our own code share less than half of their lines with the theme file of the same name', () => {
    for (const {dir, file} of themeFiles) {
      if (copies.some((copy) => copy.dir === dir && copy.file === file)) continue;
      for (const theme of themes) {
        const upstreamFile = path.join(themeSource(theme), file);
        if (!fs.existsSync(upstreamFile)) continue;
        const ours = linesOf(fs.readFileSync(path.join(root, dir, file), 'utf8')).filter((line) => line.trim());
        const upstream = linesOf(fs.readFileSync(upstreamFile, 'utf8')).filter((line) => line.trim());
        const shared = diffArrays(upstream, ours)
          .filter((part) => !part.added && !part.removed)
          .reduce((sum, part) => sum + part.count, 0);
        expect(shared / ours.length, `${dir}/${file} vs ${theme}`).toBeLessThan(0.5);
      }
    }
  });
});

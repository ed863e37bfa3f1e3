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
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const resolvePackage = createRequire(import.meta.url).resolve;
/** `src/theme` of an installed theme package (its `exports` hide the folder; its main entry is `lib/index.js`). */
const themeSource = (pkg: string) => path.join(path.dirname(resolvePackage(pkg)), '..', 'src', 'theme');
const themes = ['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia'] as const;
const writeMode = process.env.SWIZZLE_DIFF === 'write';

interface Copy {
  readonly name: string;
  readonly theme: (typeof themes)[number];
  /** Path below `src/theme`, the same in the theme package and in this site. */
  readonly file: string;
}

/** Files copied from a theme and then changed; each has `upstream.diff` next to it. */
const copies: readonly Copy[] = [
  {name: 'SearchPage', theme: '@docusaurus/theme-search-algolia', file: 'SearchPage/index.tsx'},
];

/**
 * Everything else in src/theme is our own code, not a copy, so it cannot drift from a copied original and needs
 * no diff. A new file in src/theme must be added to one of the two lists.
 */
const ownCode: Readonly<Record<string, string>> = {
  'CodeBlock/': 'rewrite: renders build-time tokens; shares only the Props type with the theme',
  'DocBreadcrumbs/': 'wrapper of @theme-original/DocBreadcrumbs, with the Markdown copy and view actions beside it',
  'MDXComponents.tsx': 'wrapper of @theme-original/MDXComponents',
  'NavbarItem/ComponentTypes.tsx': 'wrapper of @theme-original/NavbarItem/ComponentTypes: adds one item type',
  'NotFound/Content/': 'rewrite: its only input is the `className` prop',
  'Root.tsx': 'wrapper: the theme has no Root of its own, only an empty fallback',
  'SearchBar/': 'hosted mode: wrapper of @theme-original/SearchBar; local mode: our LocalSearchBar',
  'SearchPage/upstream.diff': 'the recorded difference of the SearchPage copy',
};

/** The lines of `a` and `b` as a shortest edit script: kept (' '), removed ('-') and added ('+') lines. */
function diffLines(a: readonly string[], b: readonly string[]): Array<{kind: ' ' | '-' | '+'; line: string}> {
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({length: a.length + 1}, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Array<{kind: ' ' | '-' | '+'; line: string}> = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({kind: ' ', line: a[i++]!});
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push({kind: '-', line: a[i++]!});
    } else {
      ops.push({kind: '+', line: b[j++]!});
    }
  }
  return ops;
}

const linesOf = (text: string) => text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');

/** A unified diff (as `diff -u` writes it, with `context` lines around each change); empty when equal. */
function unifiedDiff(before: string, after: string, labels: {from: string; to: string}, context = 3): string {
  let a = 0;
  let b = 0;
  const rows = diffLines(linesOf(before), linesOf(after)).map((op) => {
    const row = {...op, a, b};
    if (op.kind !== '+') a++;
    if (op.kind !== '-') b++;
    return row;
  });
  const changed = rows.flatMap((row, index) => (row.kind === ' ' ? [] : [index]));
  if (changed.length === 0) return '';
  // Changes at most 2 × context lines apart share a hunk.
  const hunks: Array<[number, number]> = [];
  for (const index of changed) {
    const last = hunks.at(-1);
    if (last && index - context <= last[1]) last[1] = Math.min(rows.length, index + 1 + context);
    else hunks.push([Math.max(0, index - context), Math.min(rows.length, index + 1 + context)]);
  }
  const range = (start: number, count: number) =>
    count === 1 ? `${start + 1}` : `${count === 0 ? start : start + 1},${count}`;
  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  for (const [start, end] of hunks) {
    const hunk = rows.slice(start, end);
    const from = hunk.filter((row) => row.kind !== '+').length;
    const to = hunk.filter((row) => row.kind !== '-').length;
    out.push(`@@ -${range(hunk[0]!.a, from)} +${range(hunk[0]!.b, to)} @@`, ...hunk.map((row) => row.kind + row.line));
  }
  return `${out.join('\n')}\n`;
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
    ({name, theme, file}) => {
      const upstreamFile = path.join(themeSource(theme), file);
      const copyFile = path.join(root, 'src/theme', file);
      const recordFile = path.join(path.dirname(copyFile), 'upstream.diff');
      expect(
        fs.existsSync(upstreamFile),
        `upstream ${name} is gone (${upstreamFile}): review the theme's change and the copy`,
      ).toBe(true);
      const current = unifiedDiff(fs.readFileSync(upstreamFile, 'utf8'), fs.readFileSync(copyFile, 'utf8'), {
        from: `${theme}/src/theme/${file}`,
        to: `src/theme/${file}`,
      });
      if (writeMode) fs.writeFileSync(recordFile, current);
      const recorded = fs.existsSync(recordFile) ? fs.readFileSync(recordFile, 'utf8') : '';
      expect(
        current,
        `upstream ${name} changed: review the diff, update the copy and regenerate upstream.diff with \`npm run swizzle:diff\`.\n` +
          `Difference now (${path.relative(root, upstreamFile)} → ${path.relative(root, copyFile)}):\n${current}`,
      ).toBe(recorded);
    },
  );

  it('every other file in src/theme is listed as our own code', () => {
    const copied = new Set(copies.map((copy) => copy.file));
    const unlisted = filesBelow(path.join(root, 'src/theme')).filter(
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
    for (const file of filesBelow(path.join(root, 'src/theme'))) {
      if (copies.some((copy) => copy.file === file)) continue;
      for (const theme of themes) {
        const upstreamFile = path.join(themeSource(theme), file);
        if (!fs.existsSync(upstreamFile)) continue;
        const ours = linesOf(fs.readFileSync(path.join(root, 'src/theme', file), 'utf8')).filter((line) => line.trim());
        const shared = diffLines(
          linesOf(fs.readFileSync(upstreamFile, 'utf8')).filter((line) => line.trim()),
          ours,
        ).filter((op) => op.kind === ' ').length;
        expect(shared / ours.length, `${file} vs ${theme}`).toBeLessThan(0.5);
      }
    }
  });
});

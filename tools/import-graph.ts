/**
 * `tsx tools/import-graph.ts`: which part of the repository imports which, from the import statements of every tracked
 * source file (relative and `@site/` specifiers). A part is a top-level folder, or a folder below `src/` or
 * `plugins/` (`src/data`, `plugins/search`). `tests/unit/layout.test.ts` checks the result against the layers below,
 * so an import that runs back up fails; the README draws the graph.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const rootDir = path.resolve(__dirname, '..');

/** The parts from the bottom up: a part imports only from layers below its own. `tests` is above all. */
export const layers: readonly (readonly string[])[] = [
  ['src/data', 'ia', 'src/css'],
  ['src/utils', 'config', 'deploy', 'tools'],
  [
    'src/components',
    'plugins/offline',
    'plugins/print',
    'src/client',
    'plugins/lean-client',
    'plugins/analytics',
    'plugins/code-highlighting',
    'plugins/docs',
  ],
  ['src/theme', 'plugins/search', 'plugins/announcement-reset.ts', 'diagrams'],
  ['docusaurus.config.ts', 'sidebars.ts', 'pipeline'],
  ['bench', 'playwright.config.ts'],
  ['tests'],
];

const sourceExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];
const specifier = /(?:from|import|require|vi\.mock)\s*\(?\s*['"]((?:\.{1,2}|@site)\/[^'"]+)['"]/g;

/** The part a file belongs to. */
export function partOf(file: string): string {
  const segments = file.split('/');
  if ((segments[0] === 'src' || segments[0] === 'plugins') && segments.length > 2)
    return segments.slice(0, 2).join('/');
  return segments[0]!;
}

/** Every import between two parts, as "from → to" with its count. */
export function importGraph(root = rootDir): Map<string, number> {
  const files = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  const tracked = new Set(files);
  const resolve = (target: string) =>
    ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css', '/index.ts', '/index.tsx', '/index.js']
      .map((suffix) => target + suffix)
      .find((candidate) => tracked.has(candidate));
  const edges = new Map<string, number>();
  for (const file of files) {
    if (!sourceExtensions.some((extension) => file.endsWith(extension)) || file.startsWith('api/generated/')) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of text.matchAll(specifier)) {
      const fromSite = spec!.startsWith('@site/');
      const target = resolve(
        path.posix.normalize(
          path.posix.join(fromSite ? '' : path.posix.dirname(file), fromSite ? spec!.slice(6) : spec!),
        ),
      );
      if (!target) continue;
      const [from, to] = [partOf(file), partOf(target)];
      if (from !== to) edges.set(`${from} → ${to}`, (edges.get(`${from} → ${to}`) ?? 0) + 1);
    }
  }
  return edges;
}

/** The layer of a part, or -1 when the layers do not name it. */
export const layerOf = (part: string): number => layers.findIndex((layer) => layer.includes(part));

if (require.main === module) {
  for (const [edge, count] of [...importGraph()].sort()) console.log(`${edge} (${count})`);
}

/**
 * The code of the Getting Started › API pages lives in `api/examples/`, where CI runs it (tests/api/) and `tsc`
 * checks it; each page shows a copy in a code block whose title names the file. This script refreshes those copies
 * after an example changes: `npm run api:examples`. tests/unit/api-docs.test.ts fails while a copy differs.
 *
 * Titles and files: `list-devices.sh` → `api/examples/list-devices.sh` (also `.ts`, `.py`, `.json`), and
 * `Response: list-devices` → `api/examples/list-devices.response.json`. Blocks with other titles are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';

export const rootDir = path.resolve(__dirname, '..');
export const examplesDir = path.join(rootDir, 'api', 'examples');

/** The pages that show API examples. */
export const apiPages = [
  'docs/getting_started/api/index.mdx',
  'docs/getting_started/api/command-webhook-callbacks/index.mdx',
  'docs/getting_started/api/change-device-settings-from-api/index.mdx',
  'docs/getting_started/api/export-data-from-api/index.mdx',
  'docs/getting_started/api/send-device-data-to-own-server/index.mdx',
] as const;

/** Fence language of each example file type. */
export const languageOfExtension: Readonly<Record<string, string>> = {sh: 'bash', ts: 'ts', py: 'python', json: 'json'};

export interface ExampleBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly language: string;
  readonly title: string;
  /** File name in `api/examples/`. */
  readonly file: string;
  readonly code: string;
}

/** The file a code block title stands for, or undefined for a block that is not an example copy. */
export function fileOfTitle(title: string): string | undefined {
  const response = /^Response: ([a-z0-9-]+)$/.exec(title);
  if (response) return `${response[1]}.response.json`;
  return /^[a-z0-9-]+\.(sh|ts|py|json)$/.test(title) ? title : undefined;
}

const fence = /^```([\w-]*)[^\n]*?title="([^"]+)"[^\n]*\n([\s\S]*?)^```$/gm;

/** Every example copy on a page, in page order. */
export function exampleBlocks(source: string): ExampleBlock[] {
  return Array.from(source.matchAll(fence)).flatMap((match) => {
    const file = fileOfTitle(match[2]!);
    if (!file) return [];
    const line = source.slice(0, match.index).split('\n').length;
    return [{line, language: match[1]!, title: match[2]!, file, code: match[3]!.replace(/\n$/, '')}];
  });
}

export const readExample = (file: string): string =>
  fs.readFileSync(path.join(examplesDir, file), 'utf8').replace(/\n$/, '');

/** The page with every example copy replaced by the current file. */
export function syncPage(source: string, read: (file: string) => string = readExample): string {
  return source.replace(fence, (block, language: string, title: string, code: string) => {
    const file = fileOfTitle(title);
    if (!file) return block;
    return block.slice(0, block.length - code.length - 3) + `${read(file)}\n` + '```';
  });
}

function main(): void {
  let changed = 0;
  for (const page of apiPages) {
    const file = path.join(rootDir, page);
    const source = fs.readFileSync(file, 'utf8');
    const synced = syncPage(source);
    if (synced !== source) {
      fs.writeFileSync(file, synced);
      changed++;
      console.log(`updated ${page}`);
    }
  }
  console.log(`${changed} of ${apiPages.length} pages updated`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) main();

/**
 * What the content checks read out of a Markdown page: code blocks, code spans, the function sections of a
 * command page and their argument tables. Plain string work, so a check reports the page and line it failed on.
 */

export interface CodeBlock {
  /** Info string after the fence language, e.g. `title="Syntax"`. */
  readonly meta: string;
  readonly language: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;

export function codeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = fence.exec(lines[i]!);
    if (!open) continue;
    const [, indent, marker, language, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j]!;
      if (line.trim().startsWith(marker!) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent!) ? line.slice(indent!.length) : line);
    }
    blocks.push({language: language!, meta: meta!.trim(), code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** The page without its fenced code blocks, front matter and import lines: what a reader reads as prose. */
export function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '');
}

/** Inline code spans of the prose (tables included). */
export function codeSpans(source: string): string[] {
  return Array.from(proseOf(source).matchAll(/(?<!`)`([^`\n]+)`(?!`)/g), (match) => match[1]!);
}

export interface ArgumentRow {
  /** Argument names of the first cell: `` `a`, `b` `` gives two. Empty for a row that names no argument. */
  readonly names: readonly string[];
  readonly type: string;
  /** The Required/Default cell as written. */
  readonly requirement: string;
}

export interface FunctionSection {
  readonly module: string;
  readonly name: string;
  readonly anchor: string;
  readonly heading: string;
  readonly body: string;
  /** Rows of the `| Argument | Type | Required/Default | Description |` table; undefined when the section has none. */
  readonly rows?: readonly ArgumentRow[];
}

/** `## \`module.function\` {#module-function}`; a few hook functions of the product are camelCase. */
export const functionHeading = /^## `([a-z0-9_]+)\.([A-Za-z0-9_]+)` \{#([a-z0-9-]+)\}$/;
export const argumentTableHeader = '| Argument | Type | Required/Default | Description |';

function cells(row: string): string[] {
  return row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.replace(/\\\|/g, '|').trim());
}

function argumentRows(body: string): ArgumentRow[] | undefined {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.trim() === argumentTableHeader);
  if (start < 0) return undefined;
  const rows: ArgumentRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [first = '', type = '', requirement = ''] = cells(line);
    const names = /^(`[A-Za-z0-9_]+`(, )?)+$/.test(first)
      ? Array.from(first.matchAll(/`([A-Za-z0-9_]+)`/g), (m) => m[1]!)
      : [];
    rows.push({names, type, requirement});
  }
  return rows;
}

/** Every `## ` section of a command page; headings inside code blocks are not sections. */
export function functionSections(
  source: string,
): Array<FunctionSection | {readonly heading: string; readonly body: string}> {
  const masked = source.replace(/```[\s\S]*?```/g, (block) => block.replace(/^## /gm, '##\u200b '));
  return masked
    .split(/^(?=## )/m)
    .slice(1)
    .map((section) => {
      const [first, ...rest] = section.split('\n');
      const heading = first!.trim();
      const body = rest.join('\n');
      const match = functionHeading.exec(heading);
      if (!match) return {heading, body};
      const [, module, name, anchor] = match;
      return {module: module!, name: name!, anchor: anchor!, heading, body, rows: argumentRows(body)};
    });
}

export function isFunctionSection(section: {readonly heading: string}): section is FunctionSection {
  return 'module' in section;
}

/** Splits a shell command line into words, keeping quoted strings whole (quotes removed). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: string | undefined;
  let inWord = false;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = undefined;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

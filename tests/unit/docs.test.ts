import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {docFileFor, docsDir, listDocFiles, manifest, routeForFile} from '../../config/manifest';
import {expandDirectives} from '../../plugins/docs/remark-troubleshooting';
import {countWords, PLACEHOLDER} from '../support/content';

const files = listDocFiles();
const manifestRoutes = new Set(manifest.map(({route}) => route));

describe.each(files)('docs/%s', (file) => {
  const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
  // A front-matter error is reported by its own test below, not as a crash of the whole file.
  const {data, content} = (() => {
    try {
      return matter(source);
    } catch {
      return {data: {} as Record<string, unknown>, content: source};
    }
  })();

  it('is a page of the route manifest', () => {
    expect(manifestRoutes, `${routeForFile(file)} is not in ia/routes.json: move the file or add the route`).toContain(
      routeForFile(file),
    );
  });

  it('has front matter that Docusaurus can parse (strict YAML)', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
    expect(frontMatter, 'front matter is missing').toBeDefined();
    expect(() => yaml.load(frontMatter!), 'quote values that contain ": "').not.toThrow();
  });

  it('has a title and a one-sentence description of at most 160 characters', () => {
    expect(typeof data.title === 'string' && data.title.trim().length > 0, 'front matter `title` is missing').toBe(
      true,
    );
    const description: unknown = data.description;
    expect(typeof description, 'front matter `description` is missing').toBe('string');
    const text = (description as string).trim();
    expect(text.length, 'the description is longer than 160 characters').toBeLessThanOrEqual(160);
    expect(text, 'the description must be one sentence ending with a full stop').toMatch(
      /^[^.!?]+(?:\.(?=\w)[^.!?]*)*[.!?]$/,
    );
  });

  it('meets the minimum length the manifest sets for it', () => {
    const page = manifest.find(({route}) => route === routeForFile(file));
    // Counted as the reader gets it: with the troubleshooting data the page's directives render.
    expect(countWords(expandDirectives(source)), `fewer words than the manifest's minWords`).toBeGreaterThanOrEqual(
      page?.minWords ?? 0,
    );
  });

  it('does not repeat the title as an h1 and carries no placeholder text', () => {
    const prose = content.replace(/```[\s\S]*?```/g, '');
    expect(prose, 'the title is the h1: start sections at ##').not.toMatch(/^# /m);
    expect(prose).not.toMatch(PLACEHOLDER);
  });

  it('leaves the supported-devices badges to the build (plugins/docs/remark-supported-devices.ts)', () => {
    expect(content, 'remove <SupportedDevices />: the build adds it from the manifest').not.toMatch(
      /<SupportedDevices\b/,
    );
  });

  it('writes tables in JSX through ScrollableTable (axe: scrollable-region-focusable)', () => {
    // Markdown tables get the scroll box from the MDXComponents wrapper; a JSX `<table>` bypasses it.
    const prose = content.replace(/```[\s\S]*?```/g, '');
    expect(
      prose,
      'use <ScrollableTable label="…">, or <StackedTable> for a data table, instead of <table>',
    ).not.toMatch(/^\s*<table[\s>]/m);
  });

  it('gives every table column a header (axe: empty-table-header)', () => {
    const prose = content.replace(/```[\s\S]*?```/g, '');
    const headers = prose.split('\n').filter((line, index, lines) => /^\|[\s:|-]+\|$/.test(lines[index + 1] ?? ''));
    for (const header of headers) {
      const cells = header.split('|').slice(1, -1);
      expect(
        cells.filter((cell) => !cell.trim()),
        `name every column: ${header}`,
      ).toEqual([]);
    }
  });

  it('writes a Cloud menu path one way: bold, with › between its levels', () => {
    const prose = content.replace(/```[\s\S]*?```/g, '');
    expect(prose, 'write **Fleet Management › Vehicles**').not.toMatch(
      /\*\*[A-Z][\w -]*(?: ?(?:>|»|→) ?[A-Z][\w -]*)+\*\*/,
    );
  });
});

/** Sections whose issue is done: every page the manifest lists for them must exist. */
const completeSections = ['/core/', '/hardware/', '/cloud/', '/developer_guides/', '/getting_started/'];

describe.each(completeSections)('the %s section', (section) => {
  it('serves every page of the manifest', () => {
    const missing = manifest
      .filter(({route}) => route.startsWith(section) && !docFileFor(route))
      .map(({route}) => route);
    expect(missing).toEqual([]);
  });
});

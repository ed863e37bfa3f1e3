/**
 * The advanced settings catalogue (src/data/cloud/settings/) is the one source of every settings table: each
 * default is valid for its type and range, keys are unique and stable, each setting is shown on exactly one page
 * (its category's), and where a Core page lists the same value in its settings table, the two agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFileFor, docsDir, manifest} from '../../config/manifest';
import {coreCommands} from '../../src/data/core/commands';
import {formatSettingValue, settingsOf, type Setting, type SettingsGroup} from '../../src/data/cloud/settings/types';
import {settingsCategories} from '../support/settings';

const categories = await settingsCategories();

const settings = categories.flatMap((category) => settingsOf(category).map((setting) => ({category, setting})));
const sourceOf = (route: string) => fs.readFileSync(path.join(docsDir, docFileFor(route)!), 'utf8');

/** The Core page of a service (`obd_manager`) or command module (`power`), if there is one. */
function corePageOf(module: string): string | undefined {
  const slug = module.replaceAll('_', '-');
  const candidates = [`/core/services/core-services-${slug}/`, `/core/commands/core-commands-${slug}/`];
  if (module === 'time') candidates.push('/core/commands/core-cmd-time/');
  return candidates.find((route) => docFileFor(route));
}

function validDefault({type, default: value, range, values}: Setting): boolean {
  if (value === null) return true;
  const inRange = (n: number) =>
    (range?.min === undefined || n >= range.min) && (range?.max === undefined || n <= range.max);
  const allowed = (s: string) => !values || values.includes(s);
  switch (type) {
    case 'bool':
      return typeof value === 'boolean';
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && inRange(value);
    case 'float':
      return typeof value === 'number' && inRange(value);
    case 'str':
      return typeof value === 'string' && (value === '' || allowed(value));
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && allowed(item));
    case 'json':
      return typeof value === 'object';
  }
}

/** `::settings-table{category="power" group="power.sleep_timer"}` directives on a page: the group keys it shows. */
const groupsShownOn = (source: string): string[] =>
  Array.from(source.matchAll(/^::settings-table\{category="[a-z_]+" group="([^"]+)"\}$/gm), (match) => match[1]!);

const groupsWithSettings = (groups: readonly SettingsGroup[]): string[] =>
  groups.flatMap((group) => [...(group.settings.length ? [group.key] : []), ...groupsWithSettings(group.groups ?? [])]);

describe('the settings catalogue', () => {
  it('holds the 17 TMU CM4 categories and the Mini', () => {
    const routes = manifest.filter(({kind}) => kind === 'settings').map(({route}) => route);
    expect(categories.map(({route}) => route).sort()).toEqual([...routes].sort());
  });

  it('gives every setting a unique key inside its category', () => {
    const keys = settings.map(({setting}) => setting.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const {category, setting} of settings)
      expect(setting.key.startsWith(`${category.key}.`), setting.key).toBe(true);
    for (const {setting} of settings) expect(setting.key, 'snake_case segments').toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
  });

  it.each(settings.map(({setting}) => [setting.key, setting] as const))(
    '%s: its default fits its type and range',
    (_key, setting) => {
      expect(validDefault(setting), `${formatSettingValue(setting.default)} is not a valid ${setting.type}`).toBe(true);
      if (setting.range) expect(['int', 'float']).toContain(setting.type);
      expect(setting.description.length, 'describe what it does').toBeGreaterThan(20);
      expect(setting.description.replace(/`[^`]*`/g, ''), 'the table renders `code` and [links](/x/) only').not.toMatch(
        /\*\*|__|<\w/,
      );
    },
  );

  it('names only Core services or command modules that exist as readers, and none on the Mini', () => {
    for (const {category, setting} of settings) {
      if (category.key === 'mini')
        expect(setting.usedBy, `${setting.key}: the Mini runs no Veltro Core`).toBeUndefined();
      const module = setting.usedBy?.module;
      if (module)
        expect(module in coreCommands || corePageOf(module) !== undefined, `${setting.key}: ${module}`).toBe(true);
    }
  });
});

describe.each(categories.map((category) => [category.title, category] as const))(
  'the %s settings page',
  (_title, category) => {
    it('shows every group of its category, each once', () => {
      const shown = groupsShownOn(sourceOf(category.route));
      expect([...shown].sort()).toEqual(groupsWithSettings(category.groups).sort());
    });
  },
);

describe('each setting', () => {
  it('is shown on exactly one page', () => {
    const pages = manifest.map(({route}) => route).filter((route) => docFileFor(route));
    const shownBy = new Map<string, string[]>();
    for (const route of pages) {
      for (const group of groupsShownOn(sourceOf(route))) shownBy.set(group, [...(shownBy.get(group) ?? []), route]);
    }
    for (const category of categories) {
      for (const group of groupsWithSettings(category.groups))
        expect(shownBy.get(group), group).toEqual([category.route]);
    }
  });
});

/** Rows of Markdown tables whose first cell is one code span: `| \`key\` | … |` → [key, cells]. */
function keyedRows(source: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of source.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const key = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (key && !rows.has(key)) rows.set(key, cells);
  }
  return rows;
}

describe('Core pages that list a Cloud setting', () => {
  const linked = settings.filter(({setting}) => setting.usedBy?.key);

  it.each(linked.map(({category, setting}) => [setting.key, category, setting] as const))(
    '%s agrees with its Core page',
    (_key, category, setting) => {
      const {module, key} = setting.usedBy!;
      const route = corePageOf(module);
      expect(route, `no Core page for ${module}`).toBeDefined();
      const source = sourceOf(route!);
      const row = keyedRows(source).get(key!);
      expect(row, `${route} has no settings row for \`${key}\``).toBeDefined();
      // Name | Description | Type | Default | Unit: the default and the unit are the last two cells.
      const [defaultCell, unitCell] = row!.slice(-2);
      expect(defaultCell, `${route}: default of ${key}`).toBe(`\`${formatSettingValue(setting.default)}\``);
      expect(unitCell === '—' ? undefined : unitCell, `${route}: unit of ${key}`).toBe(setting.unit);
      expect(source, `${route} links the Cloud page that shows ${setting.key}`).toContain(category.route);
    },
  );
});

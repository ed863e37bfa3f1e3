/**
 * Every default of the advanced settings catalogue says where it comes from (`Provenance` in
 * src/data/cloud/settings/types.ts), and the claim is checked where it can be:
 * - `fact-source`: where tools/fact-source/extract.py maps the setting (its SETTING_DEFAULTS, the one list of
 *   mappings), the default and the reference must equal what it read from autopi-core (`openSource.settingDefaults`
 *   in src/data/core/fact-source.json). A mapped setting that departs from the fact source must say so (`veltro`).
 * - `original`: the default must equal the one in the original Cloud settings table on the page named
 *   (`reference.settings`), found by field name and, where the name repeats, by heading.
 * - `veltro`: a reason must be given.
 */
import {describe, expect, it} from 'vitest';
import factSource from '../../src/data/core/fact-source.json';
import {
  formatSettingValue,
  provenances,
  settingsOf,
  type Setting,
  type SettingsCategory,
  type SettingsGroup,
} from '../../src/data/cloud/settings/types';
import {settingsCategories} from '../support/settings';

const categories = await settingsCategories();

interface Row {
  readonly page: string;
  readonly headings: readonly string[];
  readonly name: string;
  readonly default: string;
}
const extracted = factSource as unknown as {
  openSource: {settingDefaults: Record<string, {value: unknown; ref: string}>};
  reference: {settings: Row[]};
};
const factDefaults = extracted.openSource.settingDefaults;
const rows = extracted.reference.settings;

/** A default as comparable text: lower case, lists joined with `, `, empty for no value. */
function normal(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(normal).join(', ');
  if (typeof value === 'object') return JSON.stringify(value).toLowerCase();
  return String(value).toLowerCase();
}

function normalWritten(text: string): string {
  const plain = text.replace(/^`|`$/g, '').trim();
  if (['-', '', 'none', '—'].includes(plain.toLowerCase())) return '';
  if (/^\[.*\]$/.test(plain)) {
    try {
      return normal(JSON.parse(plain.replaceAll("'", '"')));
    } catch {
      return plain.toLowerCase();
    }
  }
  return plain.toLowerCase();
}

const normalDefault = (setting: Setting) => {
  const shown = formatSettingValue(setting.default);
  return shown === '—' || shown === '[]' ? '' : normal(Array.isArray(setting.default) ? setting.default : shown);
};

/** The group of a setting: the last group whose settings hold it. */
function groupOfSetting(category: SettingsCategory, key: string): SettingsGroup | undefined {
  const walk = (groups: readonly SettingsGroup[]): SettingsGroup | undefined => {
    for (const group of groups) {
      if (group.settings.some((setting) => setting.key === key)) return group;
      const nested = walk(group.groups ?? []);
      if (nested) return nested;
    }
    return undefined;
  };
  return walk(category.groups);
}

function originalRow(category: SettingsCategory, setting: Setting, page: string): Row | string {
  const named = rows.filter((row) => row.page === page && row.name.toLowerCase() === setting.label.toLowerCase());
  if (named.length <= 1) return named[0] ?? `no field ${setting.label} on ${page}`;
  const title = groupOfSetting(category, setting.key)?.title.toLowerCase();
  const byHeading = named.filter((row) => row.headings.at(-1)?.toLowerCase() === title);
  const candidates = byHeading.length ? byHeading : named.filter((row) => row.headings.length === 0);
  return candidates.length === 1 ? candidates[0]! : `${named.length} fields ${setting.label} on ${page}`;
}

const entries = categories.flatMap((category) => {
  const of = provenances(category);
  return settingsOf(category).map((setting) => ({category, setting, provenance: of.get(setting.key)}));
});

describe('settings defaults and their provenance', () => {
  it('reads the catalogue and the extracted sources', () => {
    expect(entries.length).toBeGreaterThan(180);
    expect(Object.keys(factDefaults).length).toBeGreaterThan(20);
    expect(rows.length).toBeGreaterThan(200);
  });

  it('gives every default a provenance with a reference or a reason', () => {
    const missing = entries.filter(({provenance}) => {
      if (!provenance) return true;
      return provenance.source === 'veltro' ? provenance.reason.trim().length < 20 : !provenance.ref.trim();
    });
    expect(missing.map(({setting}) => setting.key)).toEqual([]);
  });

  it('matches the fact source where a default is said to come from it', () => {
    const wrong = entries.flatMap(({setting, provenance}) => {
      const read = factDefaults[setting.key];
      if (!read) {
        const isFact = provenance?.source === 'fact-source';
        return isFact && !/^src\/salt\//.test(provenance.ref) ? [`${setting.key}: ref is not an autopi-core path`] : [];
      }
      if (provenance?.source === 'veltro') return [];
      if (provenance?.source !== 'fact-source')
        return [`${setting.key}: mapped in extract.py but marked ${provenance?.source}`];
      const problems: string[] = [];
      if (normalDefault(setting) !== normal(read.value))
        problems.push(
          `${setting.key}: ${formatSettingValue(setting.default)} but the fact source has ${String(read.value)} (${read.ref})`,
        );
      if (provenance.ref !== read.ref) problems.push(`${setting.key}: ref ${provenance.ref}, extracted ${read.ref}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('matches the original settings tables where a default is said to come from them', () => {
    const wrong = entries.flatMap(({category, setting, provenance}) => {
      if (provenance?.source !== 'original') return [];
      const row = originalRow(category, setting, provenance.ref);
      if (typeof row === 'string') return [`${setting.key}: ${row}`];
      return normalDefault(setting) === normalWritten(row.default)
        ? []
        : [`${setting.key}: ${formatSettingValue(setting.default)} but the original has ${row.default} (${row.page})`];
    });
    expect(wrong).toEqual([]);
  });
});

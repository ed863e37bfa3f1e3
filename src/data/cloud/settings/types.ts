/**
 * The shape of the advanced settings catalogue: one module per settings page (`power.ts`, `obd.ts` …), each a
 * `SettingsCategory`. Settings pages render their tables from these entries, Core service pages link to their
 * anchors, and tests/unit/settings-catalogue.test.ts checks every default against its type and range.
 */

import type {DeviceKey} from '../../facts';

/** Devices a setting exists on, by the models' short keys (the device registry's, src/data/hardware). */
export type SettingDevice = DeviceKey;

export type SettingType = 'bool' | 'int' | 'float' | 'str' | 'list' | 'json';

/** A value as the Cloud form holds it; `null` is an empty field (no default). */
export type SettingValue = boolean | number | string | readonly string[] | Readonly<Record<string, unknown>> | null;

/**
 * Where a default comes from. `fact-source`: autopi-core, `ref` a file and line (or pillar key, or `file:function(arg)`);
 * `original`: the original product docs, `ref` the page path in autopi-io/documentation; `veltro`: Veltro's own
 * choice, with the reason. tests/unit/settings-provenance.test.ts compares `fact-source` defaults with the values
 * tools/fact-source/extract.py reads (where its SETTING_DEFAULTS maps the setting) and `original` defaults with
 * the original settings tables.
 */
export type Provenance =
  | {readonly source: 'fact-source'; readonly ref: string}
  | {readonly source: 'original'; readonly ref: string}
  | {readonly source: 'veltro'; readonly reason: string};

export interface Setting {
  /**
   * Stable key, unique in the whole catalogue: `<category>.<group>.<name>` in snake_case, e.g.
   * `power.sleep_timer.event_driven.period`. The row's anchor is derived from it (`settingAnchor`), so never rename.
   */
  readonly key: string;
  /** The field label in Veltro Cloud, e.g. `Period`. */
  readonly label: string;
  /** What it does and when to change it, in our own words; Markdown links and `code` are allowed. */
  readonly description: string;
  readonly type: SettingType;
  readonly default: SettingValue;
  /** Unit of the value (`s`, `V`, `Hz` …); absent for unitless values. */
  readonly unit?: string;
  /** Inclusive bounds for `int` and `float`. */
  readonly range?: {readonly min?: number; readonly max?: number};
  /** The only values a `str` (or each item of a `list`) may take. */
  readonly values?: readonly string[];
  /**
   * The Core service or command module that reads it (`obd_manager`, `power` …), and the key that service reads
   * when it differs from the Cloud key (`battery_critical_level.voltage`). Absent where no Core module reads it: on
   * the Mini, which runs no Core, for values the Cloud applies itself (trips) and for values written to system files.
   */
  readonly usedBy?: {readonly module: string; readonly key?: string};
  /** Only where this setting exists on other models than its category's (`settingDevices`). */
  readonly devices?: readonly SettingDevice[];
  /** Where the default comes from, when it differs from its group's (`provenanceOf`). */
  readonly provenance?: Provenance;
}

/** A heading of a settings page and the settings under it; `groups` nest one level (h2 › h3). */
export interface SettingsGroup {
  /** Key prefix of the group's settings, e.g. `power.sleep_timer.event_driven`. */
  readonly key: string;
  /** Heading as the Cloud shows it, e.g. `Event Driven`. */
  readonly title: string;
  readonly settings: readonly Setting[];
  readonly groups?: readonly SettingsGroup[];
  /** Where its settings' defaults come from, when it differs from the enclosing group's or category's. */
  readonly provenance?: Provenance;
}

export interface SettingsCategory {
  /** First key segment of every setting in it, e.g. `power`. */
  readonly key: string;
  /** Page and Cloud menu title, e.g. `Power`. */
  readonly title: string;
  /** The manifest route of the page that shows it. */
  readonly route: string;
  readonly groups: readonly SettingsGroup[];
  /** Where its defaults come from unless a group or setting says otherwise: every default has a provenance. */
  readonly provenance: Provenance;
  /**
   * The models whose Cloud page has these settings, where that is not every model that runs Veltro Core (the Mini's
   * own page). Left out, a new Core model gets the category without an edit here (`settingDevices`).
   */
  readonly devices?: readonly SettingDevice[];
}

/**
 * The models a setting exists on: its own list, else its category's, else every model that runs Veltro Core
 * (`registry.coreModels` of src/data/hardware, passed in so that a settings page carries no device data).
 */
export function settingDevices<Model extends string = SettingDevice>(
  category: SettingsCategory,
  setting: Setting,
  coreModels: readonly Model[],
): readonly (SettingDevice | Model)[] {
  return setting.devices ?? category.devices ?? coreModels;
}

/** The HTML id of a setting's table row: its key with dots as dashes (`power-sleep_timer-event_driven-period`). */
export const settingAnchor = (key: string): string => key.replaceAll('.', '-');

/** Every setting of a category, in page order. */
export function settingsOf(category: SettingsCategory): Setting[] {
  const walk = (groups: readonly SettingsGroup[]): Setting[] =>
    groups.flatMap((group) => [...group.settings, ...walk(group.groups ?? [])]);
  return walk(category.groups);
}

/** The provenance of each setting's default: its own, else its nearest group's, else its category's. */
export function provenances(category: SettingsCategory): Map<string, Provenance> {
  const result = new Map<string, Provenance>();
  const walk = (groups: readonly SettingsGroup[], inherited: Provenance) => {
    for (const group of groups) {
      const own = group.provenance ?? inherited;
      for (const setting of group.settings) result.set(setting.key, setting.provenance ?? own);
      walk(group.groups ?? [], own);
    }
  };
  walk(category.groups, category.provenance);
  return result;
}

/** The group with the given key, searched at every depth. */
export function groupOf(category: SettingsCategory, key: string): SettingsGroup | undefined {
  const walk = (groups: readonly SettingsGroup[]): SettingsGroup | undefined => {
    for (const group of groups) {
      if (group.key === key) return group;
      const nested = walk(group.groups ?? []);
      if (nested) return nested;
    }
    return undefined;
  };
  return walk(category.groups);
}

/** How a default reads in a table cell. */
export function formatSettingValue(value: SettingValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return value === '' ? '—' : String(value);
  if (Array.isArray(value)) return value.length ? value.join(', ') : '[]';
  return JSON.stringify(value);
}

/** A default taken from the original product's Cloud settings page of that name (autopi-io/documentation). */
export const fromOriginal = (page: string): Provenance => ({
  source: 'original',
  ref: `docs/cloud/device_management/advanced_settings/${page.includes('/') ? page : `autopi_tmu_cm4/${page}`}.md`,
});

/** A default the fact source sets (autopi-core path with line, pillar key or `file:function(arg)`). */
export const fromFactSource = (ref: string): Provenance => ({source: 'fact-source', ref});

/** A default Veltro chose, and why. */
export const veltroChoice = (reason: string): Provenance => ({source: 'veltro', reason});

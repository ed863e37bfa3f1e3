/**
 * Remark plugin: the leaf directive `::settings-table{category="power" group="power.battery"}` becomes one group
 * of the settings catalogue (src/data/cloud/settings/) as a table: Name | Description | Type | Default | Unit.
 * Rendered at build time, so the table reaches the browser as static HTML (static-html.ts) instead of a React
 * component that rebuilt every row on each visit (issue 23: the settings pages were the slowest to navigate to).
 *
 * - Each row carries the setting's stable anchor (`settingAnchor`), so Core pages and search results can link to
 *   one setting; static-html.ts registers it with Docusaurus' broken-anchor check.
 * - The Core service or command module that reads a setting (`usedBy`) is a line under its description rather
 *   than a column, so the table stays five columns wide on a phone.
 * - The table stacks on a phone, the default and unit first (stacked-tables.ts), and its scroll box is named after
 *   the group (`label`, read by ScrollableTable through the MDX component map).
 * An unknown category or group throws, which fails the build and names the file.
 */
import type {Element, ElementContent} from 'hast';
import type {BlockContent, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {LeafDirective} from './directives';
import {stackTable} from './stacked-tables';
import {settingsCatalogue} from '../../src/data/cloud/settings/catalogue';
import {
  formatSettingValue,
  groupOf,
  settingAnchor,
  type Setting,
  type SettingsCategory,
} from '../../src/data/cloud/settings/types';

const text = (value: string): ElementContent => ({type: 'text', value});

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const code = (value: string): Element => element('code', {}, [text(value)]);

/** `code` spans and `[text](/link/)` in a description; everything else is text. */
export function inlineText(value: string): ElementContent[] {
  return value
    .split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('`')) return code(part.slice(1, -1));
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      return link ? element('a', {href: link[2]!}, [text(link[1]!)]) : text(part);
    });
}

/** "One of: a, b." or "From 0 to 10.": what a value may be, when the catalogue says. */
function allowed(setting: Setting): string | undefined {
  if (setting.values) return `One of: ${setting.values.join(', ')}.`;
  const {min, max} = setting.range ?? {};
  if (min !== undefined && max !== undefined) return `From ${min} to ${max}.`;
  if (min !== undefined) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}

/** "Read by `obd_manager` as `battery_critical_level.voltage`.", for a Core developer looking for the key. */
function readBy(usedBy: Setting['usedBy']): ElementContent[] {
  if (!usedBy) return [];
  const key = usedBy.key ? [text(' as '), code(usedBy.key)] : [];
  return [element('br', {}, []), element('small', {}, [text('Read by '), code(usedBy.module), ...key, text('.')])];
}

const columns = ['Name', 'Description', 'Type', 'Default', 'Unit'];
/** The columns a reader acts on, shown first under each setting's name on a phone. */
const actingColumns = ['Default', 'Unit'];

function settingRow(setting: Setting): Element {
  const anchor = settingAnchor(setting.key);
  const range = allowed(setting);
  return element('tr', {id: anchor}, [
    element('th', {scope: 'row'}, [element('a', {href: `#${anchor}`}, [text(setting.label)])]),
    element('td', {}, [...inlineText(setting.description), text(range ? ` ${range}` : ' '), ...readBy(setting.usedBy)]),
    element('td', {}, [text(setting.type)]),
    element('td', {}, [code(formatSettingValue(setting.default))]),
    element('td', {}, [text(setting.unit ?? '—')]),
  ]);
}

/** One group of a category as an mdast node that stands for its table (hast carried in `data`). */
export function settingsTable(category: SettingsCategory, groupKey: string): BlockContent {
  const group = groupOf(category, groupKey);
  if (!group) throw new Error(`no settings group "${groupKey}" in ${category.key}`);
  const head = element('thead', {}, [
    element('tr', {}, columns.map((label) => element('th', {scope: 'col'}, [text(label)]))),
  ]);
  const body = element('tbody', {}, group.settings.map(settingRow));
  // A table node without rows, so that stackTable marks it; mdast-util-to-hast takes the rows from `hChildren`.
  const node = stackTable({type: 'table', children: []}, actingColumns);
  const data = node.data as {hProperties?: Record<string, unknown>};
  node.data = {
    ...data,
    hProperties: {...data.hProperties, label: `${category.title} settings: ${group.title}`},
    hChildren: [head, body],
  } as typeof node.data;
  return node;
}

export default function remarkSettingsTables() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, (found, index, parent) => {
      const node = found as unknown as LeafDirective;
      if (node.type !== 'leafDirective' || node.name !== 'settings-table' || !parent || index === undefined) return;
      const {category: key = '', group = ''} = node.attributes ?? {};
      const category = settingsCatalogue.get(key ?? '');
      try {
        if (!category) throw new Error(`unknown settings category "${key}" (known: ${[...settingsCatalogue.keys()].join(', ')})`);
        parent.children.splice(index, 1, settingsTable(category, group ?? ''));
      } catch (error) {
        throw new Error(`${file.path ?? 'A page'}: ${(error as Error).message}`, {cause: error});
      }
      return index + 1;
    });
  };
}

/**
 * The settings tables, rendered at build time from the catalogue (plugins/docs/settings-tables.ts): one row per
 * setting with its stable anchor, which Core service or command module reads it and under which key (so a Core
 * developer can go from a Cloud field to the code), stacked on a phone with the default and unit first.
 */
import type {Root} from 'mdast';
import {toHtml} from 'hast-util-to-html';
import {toHast} from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkSettingsTables, {settingsTable} from '../../plugins/docs/settings-tables';
import {settingsCatalogue} from '../../src/data/cloud/settings/catalogue';
import {power} from '../../src/data/cloud/settings/power';
import {groupOf, settingAnchor, settingsOf} from '../../src/data/cloud/settings/types';
import {settingsCategories} from '../support/settings';

const html = (group: string): string => toHtml(toHast({type: 'root', children: [settingsTable(power, group)]} as Root));

const run = (markdown: string): Root => {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkSettingsTables);
  const file = {path: 'docs/page.mdx', value: markdown};
  return processor.runSync(processor.parse(markdown), file as never) as Root;
};

describe('the settings table', () => {
  it('names the module and key that read each setting', () => {
    const voltage = settingsOf(power).find((setting) => setting.key === 'power.battery.critical_level.voltage')!;
    expect(voltage.usedBy?.key).toBeTruthy();
    const table = html('power.battery.critical_level');
    expect(table).toContain(
      `<small>Read by <code>${voltage.usedBy!.module}</code> as <code>${voltage.usedBy!.key}</code>.</small>`,
    );
  });

  it('gives each row its anchor, linked from the setting name', () => {
    const table = html('power.battery');
    for (const setting of groupOf(power, 'power.battery')!.settings) {
      const anchor = settingAnchor(setting.key);
      expect(table).toContain(`<tr id="${anchor}"><th scope="row"><a href="#${anchor}">${setting.label}</a></th>`);
    }
  });

  it('is marked to stack on a phone with the default and unit first, and names its scroll box', () => {
    expect(html('power.battery')).toMatch(
      /^<table data-stack="Default\|Unit" label="Power settings: Battery"><thead><tr><th scope="col">Name<\/th>/,
    );
  });

  it('replaces the directive, and fails the build naming the page on an unknown category or group', () => {
    const tree = run('::settings-table{category="power" group="power.battery"}\n');
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0]!.type).toBe('table');
    expect(() => run('::settings-table{category="powr" group="power.battery"}\n')).toThrow(
      /docs\/page\.mdx: unknown settings category "powr"/,
    );
    expect(() => run('::settings-table{category="power" group="power.batery"}\n')).toThrow(
      /docs\/page\.mdx: no settings group "power\.batery"/,
    );
  });

  it('can show every category of the catalogue', async () => {
    const keys = (await settingsCategories()).map((category) => category.key).sort();
    expect([...settingsCatalogue.keys()].sort()).toEqual(keys);
  });
});

/**
 * Safety text as data (issue 19): a page whose steps run the engine, wire a device into a vehicle that may be an
 * EV, configure a 24 V vehicle or bring a CAN interface up must show the matching warning of `src/data/safety.ts`
 * through its `::safety{id="…"}` directive. The rules live with the warnings (`rule.needs`, with the reason for
 * their narrowness in `rule.why`); this test runs them over the whole text of every doc, code blocks included.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';
import {checklist24V} from '../../src/data/core/facts';
import {power} from '../../src/data/cloud/settings/power';
import {settingsOf} from '../../src/data/cloud/settings/types';
import {checklist24VRows, safetyWarningById, safetyWarnings} from '../../src/data/safety';
import remarkSafety from '../../plugins/docs/remark-safety';

const directive = /^::safety\{id="([^"]+)"\}\s*$/gm;

const docs = listDocFiles().map((file) => {
  const text = fs.readFileSync(path.isAbsolute(file) ? file : path.join(docsDir, file), 'utf8');
  return {file: path.relative(docsDir, path.isAbsolute(file) ? file : path.join(docsDir, file)), text};
});

const idsOn = (text: string): string[] => [...text.matchAll(directive)].map((match) => match[1]!);

/** The pages a rule finds that lack its directive, as `page: id`. */
export function missingWarnings(pages: readonly {file: string; text: string}[]): string[] {
  return pages.flatMap(({file, text}) => {
    const shown = idsOn(text);
    return safetyWarnings
      .filter((warning) => warning.rule.needs.some((pattern) => pattern.test(text)))
      .filter((warning) => !shown.includes(warning.id))
      .map((warning) => `${file}: ${warning.id}`);
  });
}

describe('safety warnings', () => {
  it('every page whose text matches a warning rule shows that warning', () => {
    expect(missingWarnings(docs)).toEqual([]);
  });

  it('each rule finds a page that shows its warning (a rule that matches nothing guards nothing)', () => {
    for (const warning of safetyWarnings) {
      const found = docs.filter(({text}) => warning.rule.needs.some((pattern) => pattern.test(text)));
      expect(found.length, warning.id).toBeGreaterThan(0);
    }
  });

  it('a rule names the page and the id it misses', () => {
    const page = {file: 'x/index.md', text: 'Start the engine and let it idle.\n\n::safety{id="bus-transmit"}\n'};
    expect(missingWarnings([page])).toEqual(['x/index.md: exhaust-gas']);
    expect(missingWarnings([{file: 'y.md', text: 'Set Safety Cut-Out › Voltage to `24.4`.'}])).toEqual([
      'y.md: 24v-system',
    ]);
  });

  it('a spec page that only names 24 V as a supply range needs no checklist', () => {
    expect(
      missingWarnings([{file: 's.mdx', text: 'Supply: 9–35 V, for 12 V and 24 V vehicles. 24 % faster.'}]),
    ).toEqual([]);
  });

  it('every directive names a known warning', () => {
    const unknown = docs.flatMap(({file, text}) =>
      idsOn(text)
        .filter((id) => !safetyWarningById.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('a page that states the 24 V cut-out or critical level also states the wake level, or renders the checklist', () => {
    const values = [checklist24V.cutOutVolts, checklist24V.criticalVolts].map((value) => String(value));
    const wake = String(checklist24V.wakeLevelVolts);
    const incomplete = docs
      .filter(({text}) => values.some((value) => new RegExp(`\\b${value.replace('.', '\\.')}\\b`).test(text)))
      .filter(({text}) => !text.includes(wake) && !idsOn(text).includes('24v-system'))
      .map(({file}) => file);
    expect(incomplete).toEqual([]);
  });
});

describe('24 V checklist', () => {
  it('names existing power settings, with the settled values', () => {
    const keys = new Set(settingsOf(power).map((setting) => setting.key));
    for (const row of checklist24V.rows) expect(keys.has(row.setting), row.setting).toBe(true);
    expect(checklist24VRows.map((row) => [row.field, row.value])).toEqual([
      ['Power › Battery › Nominal Voltage', '24 V'],
      ['Power › Battery › Critical Level › Voltage', '24.6 V'],
      ['Power › Safety Cut-Out › Voltage', '24.4 V'],
      ['Power › Safety Cut-Out › Duration', '240 s'],
      ['Power › Wake Trigger › Voltage Level', '26.4 V'],
    ]);
  });
});

describe('remark-safety', () => {
  const run = (id: string) => {
    const tree = {
      type: 'root',
      children: [{type: 'leafDirective', name: 'safety', attributes: {id}, children: []}],
    };
    remarkSafety()(tree as never, {path: 'docs/x.md'});
    return tree.children[0] as unknown as {data: {hName: string; hProperties: {type: string; title: string}}};
  };

  it('replaces the directive with the admonition of the id', () => {
    const node = run('24v-system');
    expect(node.data.hName).toBe('admonition');
    expect(node.data.hProperties).toEqual({type: 'warning', title: safetyWarningById.get('24v-system')!.title});
    expect(JSON.stringify(node)).toContain('Power › Wake Trigger › Voltage Level');
  });

  it('fails loudly on an unknown id, naming the page', () => {
    expect(() => run('exaust-gas')).toThrow(/docs\/x\.md: unknown safety warning id "exaust-gas"/);
  });
});

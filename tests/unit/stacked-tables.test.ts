/**
 * Data tables stack into labelled rows on a phone (issue 24). The CSS does the stacking; what it needs is written at
 * render (src/components/StackedTable) or at build time (plugins/docs/stacked-tables.ts): explicit table roles, so a
 * screen reader keeps the table when the parts are `display: block`, each cell's column label, and the act marks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root, Table} from 'mdast';
import React, {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {checklistTable} from '../../plugins/docs/remark-safety';
import remarkTroubleshooting from '../../plugins/docs/remark-troubleshooting';
import {labelTable, rehypeStackedTables, remarkStackedTables} from '../../plugins/docs/stacked-tables';

vi.mock('@site/src/components/ScrollableTable', () => ({
  default: (props: Record<string, unknown>) => createElement('table', props),
}));
// The component is compiled with the classic JSX transform here (vitest's default), which needs React in scope.
(globalThis as {React?: typeof React}).React = React;
const {default: StackedTable} = await import('../../src/components/StackedTable');

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

/** The hast of a Markdown table as mdast-util-to-hast makes it: a key column, a long one and a check command. */
function markdownTable(mark: string | undefined): Element {
  const row = (tag: string, cells: string[]) =>
    el(
      'tr',
      {},
      cells.map((cell) => el(tag, {}, [text(cell)])),
    );
  return el('table', mark === undefined ? {} : {dataStack: mark}, [
    el('thead', {}, [row('th', ['Group', 'Applied by', 'Check on the device'])]),
    el('tbody', {}, [row('td', ['Battery', 'The OBD manager', 'veltro obd.manage context battery'])]),
  ]);
}

describe('Markdown data tables, marked at build time', () => {
  it('gives a marked table roles, cell labels (not on the key cell) and the act mark', () => {
    const table = markdownTable('Check on the device');
    rehypeStackedTables()({type: 'root', children: [table]} as HastRoot, {});
    expect(table.properties).toMatchObject({dataStack: '', role: 'table'});
    const [head, body] = table.children as Element[];
    expect(head!.properties.role).toBe('rowgroup');
    const headCells = (head!.children[0] as Element).children as Element[];
    expect(headCells.map((cell) => cell.properties.role)).toEqual(['columnheader', 'columnheader', 'columnheader']);
    const row = body!.children[0] as Element;
    expect(row.properties.role).toBe('row');
    expect((row.children as Element[]).map((cell) => cell.properties)).toEqual([
      {role: 'cell'},
      {role: 'cell', dataLabel: 'Applied by'},
      {role: 'cell', dataLabel: 'Check on the device', dataAct: ''},
    ]);
  });

  it('leaves unmarked tables alone: Markdown tables keep scrolling', () => {
    const table = markdownTable(undefined);
    const before = structuredClone(table);
    rehypeStackedTables()({type: 'root', children: [table]} as HastRoot, {});
    expect(table).toEqual(before);
  });

  it('fails loudly on an act column the table does not have', () => {
    expect(() => labelTable(markdownTable('Check'), 'docs/x.mdx')).toThrow(/docs\/x.mdx: .*no column Check/);
  });

  it('turns :::stacked-table into its table, marked with the act columns', () => {
    const table: Table = {type: 'table', children: []};
    const tree = {
      type: 'root',
      children: [{type: 'containerDirective', name: 'stacked-table', attributes: {act: 'A, B'}, children: [table]}],
    } as unknown as Root;
    remarkStackedTables()(tree, {});
    expect(tree.children).toEqual([table]);
    expect(table.data).toEqual({hProperties: {dataStack: 'A|B'}});
  });

  it('refuses a :::stacked-table that holds anything but one table', () => {
    const tree = {
      type: 'root',
      children: [{type: 'containerDirective', name: 'stacked-table', attributes: {}, children: []}],
    } as unknown as Root;
    expect(() => remarkStackedTables()(tree, {path: 'docs/x.mdx'})).toThrow(/docs\/x.mdx: :::stacked-table/);
  });

  it('marks the tables rendered from data: the error index, the path list and the 24 V checklist', () => {
    const tables = (name: string): Table[] => {
      const tree = {type: 'root', children: [{type: 'leafDirective', name, attributes: {}}]} as unknown as Root;
      remarkTroubleshooting()(tree, {path: 'test.md'});
      const found: Table[] = [];
      const walk = (node: {type: string; children?: unknown[]}): void => {
        if (node.type === 'table') found.push(node as Table);
        node.children?.forEach((child) => walk(child as {type: string}));
      };
      walk(tree);
      return found;
    };
    const marks = (found: Table[]) =>
      found.map((table) => (table.data as {hProperties?: {dataStack?: string}}).hProperties?.dataStack);
    const index = tables('error-index');
    expect(index.length).toBeGreaterThan(1);
    expect(new Set(marks(index))).toEqual(new Set(['What it means']));
    expect(marks(tables('troubleshooting-paths'))).toEqual(['']);
    expect(checklistTable().data).toEqual({hProperties: {dataStack: 'Value'}});
  });

  it('the settings page marks its "who uses which value" table, check command first', () => {
    const page = fs.readFileSync(
      path.resolve(
        __dirname,
        '../../docs/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/index.mdx',
      ),
      'utf8',
    );
    expect(page).toMatch(
      /:::stacked-table\{act="Check on the device"\}\n\n\| Group \| Applied by \| Check on the device \|/,
    );
  });
});

describe('StackedTable, the data tables rendered by components', () => {
  const table = (act?: string[]) =>
    renderToStaticMarkup(
      createElement(
        StackedTable,
        {label: 'Pins', act} as never,
        createElement('caption', null, 'Pins'),
        createElement(
          'thead',
          null,
          createElement(
            'tr',
            null,
            ['Pin', 'Signal', 'Level'].map((label) => createElement('th', {key: label, scope: 'col'}, label)),
          ),
        ),
        createElement(
          'tbody',
          null,
          [1, 2].map((pin) =>
            createElement(
              'tr',
              {key: pin},
              createElement('th', {scope: 'row'}, pin),
              createElement('td', null, `Signal ${pin}`),
              createElement('td', null, '12 V'),
            ),
          ),
        ),
      ),
    );

  it('writes roles, the labels of every cell but the key and the act marks', () => {
    const html = table(['Level']);
    expect(html).toMatch(/^<table[^>]* data-stack="" role="table"/);
    expect(html).toContain('<caption>Pins</caption>');
    expect(html).toContain('<thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Pin</th>');
    expect(html).toContain(
      '<tr role="row"><th scope="row" role="rowheader">1</th><td role="cell" data-label="Signal">Signal 1</td>' +
        '<td role="cell" data-label="Level" data-act="">12 V</td></tr>',
    );
  });

  it('fails loudly on an act column the table does not have', () => {
    expect(() => table(['Voltage'])).toThrow(/no column Voltage \(columns: Pin, Signal, Level\)/);
  });
});

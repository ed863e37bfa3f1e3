/**
 * Markdown tables that are data tables too become stacked, labelled rows on a phone, like the data tables that
 * src/components/StackedTable renders (the CSS is ScrollableTable's, on `table[data-stack]`). Two steps:
 * - marking (remark): `stackTable(table, act)` marks an mdast table, with the header labels of the columns a reader
 *   acts on; the container directive `:::stacked-table{act="Check on the device"}` around a Markdown table does it in
 *   a page, and the troubleshooting and safety plugins do it for the tables they render from data;
 * - labelling (rehype): every marked table gets what the CSS and screen readers need: explicit table roles (the
 *   stacked layout sets `display: block`, which can drop table semantics), each cell's column label (`data-label`,
 *   from the header row; not on the key cell, which is the card's heading) and `data-act` on the acting columns.
 * All at build time: no JavaScript on any page. An act label that is not a column throws, which names the file.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {toString} from 'hast-util-to-string';
import type {Root, RootContent, Table} from 'mdast';
import {visit} from 'unist-util-visit';

/** Separates the act labels in the mark (a header label has no `|`: it would end a Markdown cell). */
const separator = '|';

/** Marks a table to stack on a phone, its columns `act` shown first under each row's heading. */
export function stackTable(table: Table, act: readonly string[] = []): Table {
  const data = (table.data ?? {}) as {hProperties?: Record<string, unknown>};
  table.data = {...data, hProperties: {...data.hProperties, dataStack: act.join(separator)}} as Table['data'];
  return table;
}

interface ContainerDirective {
  readonly type: 'containerDirective';
  readonly name: string;
  readonly attributes?: Record<string, string | null | undefined> | null;
  readonly children: RootContent[];
}

/** `:::stacked-table{act="A, B"}` around one Markdown table: the table, marked. */
export function remarkStackedTables() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, (found, index, parent) => {
      const node = found as unknown as ContainerDirective;
      if (node.type !== 'containerDirective' || node.name !== 'stacked-table' || !parent || index === undefined)
        return;
      const tables = node.children.filter((child): child is Table => child.type === 'table');
      if (tables.length !== 1 || node.children.length !== 1)
        throw new Error(`${file.path ?? 'A page'}: :::stacked-table must hold exactly one table, and nothing else`);
      const act = (node.attributes?.act ?? '').split(',').map((label) => label.trim()).filter(Boolean);
      parent.children.splice(index, 1, stackTable(tables[0]!, act));
      return index + 1;
    });
  };
}

const isElement = (node: ElementContent | undefined, ...names: string[]): node is Element =>
  node?.type === 'element' && names.includes(node.tagName);

const childElements = (node: Element, ...names: string[]): Element[] =>
  node.children.filter((child): child is Element => isElement(child, ...names));

/** Roles, labels and act marks on a marked table's parts (the mark becomes `data-stack=""`). */
export function labelTable(table: Element, where = 'A page'): void {
  const act = String(table.properties.dataStack ?? '').split(separator).filter(Boolean);
  const groups = childElements(table, 'thead', 'tbody');
  const headRow = groups.find((group) => group.tagName === 'thead')?.children.find((row) => isElement(row, 'tr'));
  if (!isElement(headRow, 'tr')) throw new Error(`${where}: a stacked table needs a header row`);
  const labels = childElements(headRow, 'th', 'td').flatMap((cell) =>
    Array<string>(Number(cell.properties.colSpan ?? 1)).fill(toString(cell).trim()),
  );
  const unknown = act.filter((label) => !labels.includes(label));
  if (unknown.length) throw new Error(`${where}: a stacked table has no column ${unknown.join(', ')} (columns: ${labels.join(', ')})`);
  table.properties = {...table.properties, dataStack: '', role: 'table'};
  for (const group of groups) {
    group.properties = {...group.properties, role: 'rowgroup'};
    for (const row of childElements(group, 'tr')) {
      row.properties = {...row.properties, role: 'row'};
      let column = 0;
      for (const cell of childElements(row, 'th', 'td')) {
        const label = labels[column] ?? '';
        const first = column === 0;
        column += Number(cell.properties.colSpan ?? 1);
        if (group.tagName === 'thead') cell.properties = {...cell.properties, role: 'columnheader'};
        else if (cell.tagName === 'th') cell.properties = {...cell.properties, role: first ? 'rowheader' : 'columnheader'};
        else
          cell.properties = {
            ...cell.properties,
            role: 'cell',
            ...(!first && label ? {dataLabel: label} : {}),
            ...(act.includes(label) ? {dataAct: ''} : {}),
          };
      }
    }
  }
}

export function rehypeStackedTables() {
  return (tree: HastRoot, file: {path?: string}): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table' && node.properties.dataStack !== undefined) labelTable(node, file.path);
    });
  };
}

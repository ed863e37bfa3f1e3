/**
 * A data table that becomes stacked, labelled rows on a phone (issue 24): below 640 px each row is a card with its
 * key cell as the heading and every other cell as "Label: value", the columns a reader acts on (`act`) right under the
 * heading. The wide layout is ScrollableTable's, unchanged. Pure CSS does the stacking (ScrollableTable's styles, on
 * `table[data-stack]`); this component only writes at render what the CSS needs: each cell's column label
 * (`data-label`, from the header row) and `data-act`, and explicit table roles, so a screen reader still gets a table
 * with row and cell semantics when the stacked layout sets `display: block` on its parts. It is imported by the data
 * tables only, so pages without one carry none of it. Markdown tables get the same marks at build time from
 * plugins/docs/rehype-stacked-tables.ts.
 */
import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';

interface Props {
  /** The scroll box's name while it scrolls (ScrollableTable's `label`). */
  readonly label?: string;
  readonly className?: string;
  /** Header labels of the columns a reader acts on (a pin's signal and level, a setting's default), shown first. */
  readonly act?: readonly string[];
  /** caption, thead (required: it gives the labels) and tbody elements, written as JSX. */
  readonly children: ReactNode;
}

type Part = ReactElement<{children?: ReactNode; scope?: string; colSpan?: number}>;

const isPart = (node: ReactNode, type: string): node is Part => isValidElement(node) && node.type === type;

/** The text of a header cell, e.g. "Signal". */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** A row's cells with their roles, labels and act marks; a cell spanning columns takes the first one's label. */
function cells(row: Part, labels: readonly string[], act: ReadonlySet<string>): ReactNode {
  let column = 0;
  return Children.map(row.props.children, (cell) => {
    if (!isPart(cell, 'td') && !isPart(cell, 'th')) return cell;
    const label = labels[column] ?? '';
    column += cell.props.colSpan ?? 1;
    if (cell.type === 'th')
      return cloneElement(cell, {role: cell.props.scope === 'row' ? 'rowheader' : 'columnheader'} as object);
    return cloneElement(cell, {
      role: 'cell',
      ...(column > 1 && label ? {'data-label': label} : {}),
      ...(act.has(label) ? {'data-act': ''} : {}),
    } as object);
  });
}

function rows(group: Part, labels: readonly string[], act: ReadonlySet<string>): ReactNode {
  return Children.map(group.props.children, (row) =>
    isPart(row, 'tr') ? cloneElement(row, {role: 'row'} as object, cells(row, labels, act)) : row,
  );
}

export default function StackedTable({label, className, act = [], children}: Props): ReactNode {
  const head = Children.toArray(children).find((child): child is Part => isPart(child, 'thead'));
  const headRow = head && Children.toArray(head.props.children).find((child): child is Part => isPart(child, 'tr'));
  if (!headRow) throw new Error('StackedTable needs a <thead> row: it labels the cells');
  const labels = Children.toArray(headRow.props.children).flatMap((cell) =>
    isValidElement<{colSpan?: number; children?: ReactNode}>(cell)
      ? Array<string>(cell.props.colSpan ?? 1).fill(textOf(cell.props.children).trim())
      : [],
  );
  const unknown = act.filter((name) => !labels.includes(name));
  if (unknown.length) throw new Error(`StackedTable: no column ${unknown.join(', ')} (columns: ${labels.join(', ')})`);
  const acts = new Set(act);
  return (
    <ScrollableTable label={label} className={className} data-stack="" role="table">
      {Children.map(children, (child) =>
        isPart(child, 'thead') || isPart(child, 'tbody')
          ? cloneElement(child, {role: 'rowgroup'} as object, rows(child, labels, acts))
          : child,
      )}
    </ScrollableTable>
  );
}

/**
 * A table in a horizontal scroll box: the Markdown tables (through MDXComponents) and the hardware tables. A box
 * that actually scrolls must be reachable by keyboard and named (WCAG 2.1.1, axe `scrollable-region-focusable`);
 * one that fits stays out of the tab order, so a page with fifty argument tables does not gain fifty tab stops on
 * a wide screen.
 */
import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props extends ComponentProps<'table'> {
  /** The scroll box's name while it scrolls, e.g. the table's caption; by default the heading above and the header row. */
  readonly label?: string;
}

/** The nearest heading above the table, which says what the table is about (e.g. "obd.query"). */
function headingBefore(element: Element): string | undefined {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (/^H[2-4]$/.test(node.tagName)) return node.textContent?.replace(/\u200b/g, '').trim();
  }
  return undefined;
}

/** "obd.query: Argument, Type, Required/Default, Description": the heading and the header row are the best name a table has. */
function labelOf(box: Element, table: HTMLTableElement): string {
  const headers = Array.from(table.querySelectorAll('thead th'), (cell) => cell.textContent?.trim()).filter(Boolean);
  return [headingBefore(box) ?? 'Table', headers.join(', ')].filter(Boolean).join(': ');
}

/**
 * The names boxes on the page hold now. Landmarks need distinct names, so a repeat gets a number; kept here
 * rather than read from the DOM because the boxes of one page are measured together, before React commits any.
 */
const namesInUse = new Map<Element, string>();

function unique(box: Element, base: string): string {
  const taken = new Set([...namesInUse].filter(([other]) => other !== box).map(([, name]) => name));
  let label = base;
  for (let n = 2; taken.has(label); n += 1) label = `${base} (${n})`;
  namesInUse.set(box, label);
  return label;
}

export default function ScrollableTable({label, ...table}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [region, setRegion] = useState<string>();

  // Measured when the ResizeObserver reports, which is after layout and before paint: every box of the page is
  // measured in one pass over a layout the browser has already made (measuring in a layout effect forced a layout
  // per table during hydration), and the box is still focusable before the first paint that shows it scrolling.
  useLayoutEffect(() => {
    const element = box.current;
    const tableElement = element?.firstElementChild;
    if (!element || !(tableElement instanceof HTMLTableElement)) return undefined;
    const observer = new ResizeObserver(() => {
      if (element.scrollWidth > element.clientWidth)
        setRegion(unique(element, label ?? labelOf(element, tableElement)));
      else {
        namesInUse.delete(element);
        setRegion(undefined);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      namesInUse.delete(element);
    };
  }, [label]);

  return (
    <div ref={box} className={styles.box} {...(region ? {role: 'region', 'aria-label': region, tabIndex: 0} : {})}>
      <table {...table} />
    </div>
  );
}

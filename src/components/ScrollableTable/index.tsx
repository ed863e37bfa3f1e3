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

/** Landmarks need distinct names, so a repeat gets a number. */
function unique(box: Element, base: string): string {
  const others = Array.from(document.querySelectorAll('[role="region"][aria-label]')).filter(
    (region) => region !== box,
  );
  const taken = new Set(others.map((region) => region.getAttribute('aria-label')));
  let label = base;
  for (let n = 2; taken.has(label); n += 1) label = `${base} (${n})`;
  return label;
}

export default function ScrollableTable({label, ...table}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [region, setRegion] = useState<string>();

  // Layout effect: the box is focusable before the browser paints, so no check ever sees it scrollable and unreachable.
  useLayoutEffect(() => {
    const element = box.current;
    const tableElement = element?.firstElementChild;
    if (!element || !(tableElement instanceof HTMLTableElement)) return undefined;
    const measure = () =>
      setRegion(
        element.scrollWidth > element.clientWidth
          ? unique(element, label ?? labelOf(element, tableElement))
          : undefined,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [label]);

  return (
    <div ref={box} className={styles.box} {...(region ? {role: 'region', 'aria-label': region, tabIndex: 0} : {})}>
      <table {...table} />
    </div>
  );
}

/** A table's horizontal scroll box: on a narrow phone it scrolls, so it must be reachable by keyboard and named. */
import type {ReactNode} from 'react';
import styles from './hardware.module.css';

export default function TableRegion({label, children}: {readonly label: string; readonly children: ReactNode}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1).
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The "Your device" mark on the reader's device in a table that lists several (src/components/hardware). */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function MyDeviceBadge(): ReactNode {
  return <span className={styles.badge}>Your device</span>;
}

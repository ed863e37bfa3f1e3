/** The row of "works with" badges on a page, from the manifest's `supportedDevices` (see config/supported-devices). */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {supportedDevicesKey, type SupportedDevice} from '@site/src/data/supportedDevices';
import styles from './hardware.module.css';

export default function SupportedDevices(): ReactNode {
  const {frontMatter} = useDoc();
  const devices = (frontMatter as Record<string, unknown>)[supportedDevicesKey] as
    readonly SupportedDevice[] | undefined;
  if (!devices?.length) return null;
  return (
    <ul className={styles.badges} aria-label="Supported devices">
      {devices.map((device) => (
        <li key={device.key} className={styles.badge}>
          {device.route ? <Link to={device.route}>{device.name}</Link> : device.name}
        </li>
      ))}
    </ul>
  );
}

/** The row of "works with" badges on a hardware page, from the manifest's `supportedDevices` for the route. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {HardwareGlobalData} from '@site/plugins/hardware-data';
import styles from './hardware.module.css';

export default function SupportedDevices(): ReactNode {
  const {pathname} = useLocation();
  const {supportedDevices} = usePluginData('veltro-hardware-data') as HardwareGlobalData;
  const devices = supportedDevices[pathname];
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

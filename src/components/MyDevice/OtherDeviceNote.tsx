/**
 * The note on a page for another device (./Notice.tsx): which device the page is for and the reader's equivalent
 * page (src/utils/myDevice/routes.ts), found among the route manifest's pages. Loaded only when it shows.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import routes from '@site/ia/routes.json';
import type {DeviceChoice} from '@site/src/data/myDevice';
import type {SupportedDevice} from '@site/src/data/supportedDevices';
import {deviceOfRoute, equivalentRoute} from '@site/src/utils/myDevice/routes';
import {deviceChoices} from '@site/src/utils/myDevice/site';
import styles from './styles.module.css';

const known = new Set(routes.map(({route}) => route));

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

interface Props {
  readonly route: string;
  readonly mine: DeviceChoice;
  readonly supported: readonly SupportedDevice[];
}

export default function OtherDeviceNote({route, mine, supported}: Props): ReactNode {
  const owner = deviceOfRoute(route, deviceChoices)?.device;
  const forWhat = owner ? owner.name : listed(supported.map(({name}) => name));
  const target = equivalentRoute(route, mine, deviceChoices, known);
  return (
    <div role="note" className={`alert alert--info ${styles.note}`} data-my-device-note="">
      This page is for the {forWhat}. Your device is the {mine.name}:{' '}
      <Link to={target.route}>{target.same ? `the same page for the ${mine.name}` : `the ${mine.name} pages`}</Link>.
    </div>
  );
}

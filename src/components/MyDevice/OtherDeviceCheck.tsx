/**
 * Whether the page is for another device than the reader's (./Notice.tsx loads this once a device is chosen):
 * decided from the route and the page's "works with" devices; the note itself, with the route list that finds the
 * equivalent page, loads only when it shows.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {supportedDevicesKey, type SupportedDevice} from '@site/src/data/supportedDevices';
import {isForOtherDevice} from '@site/src/utils/myDevice/routes';
import {cleanHtmlPath} from '@site/src/utils/paths';
import {deviceChoices} from '@site/src/utils/myDevice/site';
import {useMyDevice} from './useMyDevice';

const OtherDeviceNote = lazy(() => import('./OtherDeviceNote'));

export default function OtherDeviceCheck(): ReactNode {
  const mine = useMyDevice();
  const {pathname} = useLocation();
  const {frontMatter} = useDoc();
  if (!mine) return null;
  const supported = (frontMatter as Record<string, unknown>)[supportedDevicesKey] as
    readonly SupportedDevice[] | undefined;
  const path = cleanHtmlPath(pathname);
  const route = path.endsWith('/') ? path : `${path}/`;
  if (
    !isForOtherDevice(
      route,
      supported?.map(({key}) => key),
      mine.device,
      deviceChoices,
    )
  )
    return null;
  return (
    <Suspense fallback={null}>
      <OtherDeviceNote route={route} mine={mine.device} supported={supported ?? []} />
    </Suspense>
  );
}

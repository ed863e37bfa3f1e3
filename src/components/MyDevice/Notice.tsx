/**
 * At the top of a doc page (src/theme/DocBreadcrumbs): when the reader has chosen a device and the page is for
 * another one, a note saying so with a link to the reader's equivalent page. Decided from the route and the page's
 * "works with" devices, which every doc page has at hand; the note itself, with the route list that finds the
 * equivalent, loads only when it shows. With nothing chosen it renders nothing, on the server and in the browser.
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

export default function MyDeviceNotice(): ReactNode {
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

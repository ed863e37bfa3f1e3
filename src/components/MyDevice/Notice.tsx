/**
 * At the top of a doc page (src/theme/DocBreadcrumbs): when the reader has chosen a device and the page is for
 * another one, a note saying so with a link to the reader's equivalent page. Part of every doc page, so it only
 * asks whether a device is chosen; the check (./OtherDeviceCheck.tsx) loads once one is. With nothing chosen it
 * renders nothing, on the server and in the browser.
 */
import {lazy, Suspense, useSyncExternalStore, type ReactNode} from 'react';
import {readMyDeviceText, subscribeMyDevice} from '@site/src/utils/myDevice/store';

const OtherDeviceCheck = lazy(() => import('./OtherDeviceCheck'));

export default function MyDeviceNotice(): ReactNode {
  const chosen = useSyncExternalStore(subscribeMyDevice, readMyDeviceText, () => null) !== null;
  return chosen ? (
    <Suspense fallback={null}>
      <OtherDeviceCheck />
    </Suspense>
  ) : null;
}

/**
 * The reader's device in React: null on the server and in the first render after hydration (the page renders as
 * with nothing chosen), then the stored choice, kept in step with this tab and the others.
 */
import {useSyncExternalStore} from 'react';
import {parseMyDevice, readMyDeviceText, subscribeMyDevice} from '@site/src/utils/myDevice/store';
import {deviceChoices} from '@site/src/utils/myDevice/site';

export function useMyDevice(): ReturnType<typeof parseMyDevice> {
  return parseMyDevice(
    useSyncExternalStore(subscribeMyDevice, readMyDeviceText, () => null),
    deviceChoices,
  );
}

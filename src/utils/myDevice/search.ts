/**
 * Search's weight for the reader's device (plugins/search: `pageWeight` of the local client): read when a query
 * runs, so a choice made in another tab counts at once; none when nothing is chosen, so ranking is as before.
 */
import {routeWeight} from './routes';
import {currentDevice, deviceChoices} from './site';

export function myDevicePageWeight(): ((pathname: string) => number) | undefined {
  const mine = currentDevice();
  return mine && ((pathname) => routeWeight(pathname, mine.device, deviceChoices));
}

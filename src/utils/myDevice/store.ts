/**
 * The reader's device, kept in local storage under one key (`myDeviceStorageKey`). The spec's rules: storage that
 * throws or is missing logs one warning and does nothing; nothing here runs during server rendering (callers read it
 * through `useSyncExternalStore`, whose server snapshot is null). Other tabs learn of a change from the `storage`
 * event, this tab from `changeEvent`. Part of every page (the navbar item reads it): keep it small.
 */
import {myDeviceStorageKey, type DeviceChoice, type ModemChoice} from '../../data/myDevice';

export interface MyDevice {
  readonly device: string;
  readonly modem?: string;
}

const changeEvent = 'veltro-my-device:change';
let warned = false;

function withStorage<T>(act: (storage: Storage) => T, otherwise: T): T {
  try {
    return act(window.localStorage);
  } catch (error) {
    if (!warned) console.warn('My device: browser storage is not available, the choice is not kept.', error);
    warned = true;
    return otherwise;
  }
}

/** The stored text, unparsed: a stable snapshot for `useSyncExternalStore`. */
export const readMyDeviceText = (): string | null =>
  withStorage((storage) => storage.getItem(myDeviceStorageKey), null);

/** The stored choice, if it names a device of `choices` (and a modem of that device, or none). */
export function parseMyDevice(
  text: string | null,
  choices: readonly DeviceChoice[],
): {readonly device: DeviceChoice; readonly modem?: ModemChoice} | undefined {
  let parsed: Partial<MyDevice> | null;
  try {
    parsed = text ? (JSON.parse(text) as Partial<MyDevice> | null) : null;
  } catch {
    return undefined;
  }
  const device = choices.find(({id}) => id === parsed?.device);
  if (!device) return undefined;
  const modem = device.modems?.find(({id}) => id === parsed?.modem);
  return modem ? {device, modem} : {device};
}

/** Keeps the choice, or forgets it with `undefined`; false when storage refused. */
export function writeMyDevice(choice: MyDevice | undefined): boolean {
  const written = withStorage((storage) => {
    if (choice) storage.setItem(myDeviceStorageKey, JSON.stringify(choice));
    else storage.removeItem(myDeviceStorageKey);
    return true;
  }, false);
  window.dispatchEvent(new Event(changeEvent));
  return written;
}

export function subscribeMyDevice(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === myDeviceStorageKey || event.key === null) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

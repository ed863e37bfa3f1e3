/**
 * The page's note that this browser holds an offline copy (site storage, key `veltro-offline`): the navbar
 * control reads it to show its badge without waiting for the service worker, and ./resume.ts to decide whether to
 * start the worker at all. Written from the worker's notices (./connection.ts). Part of every page: keep it small.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

export interface SavedFlag {
  readonly scope: string;
  readonly label: string;
  /** Build date of the saved version (ISO 8601). */
  readonly built: string;
  /** Kit version of the saved files: a different one in Cache Storage means a new deploy updated the copy. */
  readonly version: string;
  /** When the copy was saved or last brought up to date (ISO 8601); missing in flags written before it was kept. */
  readonly saved?: string;
}

const slot = createStorageSlot('veltro-offline');
/** Fired on `window` when this page changes the flag; other tabs see the `storage` event. */
const changeEvent = 'veltro-offline:change';

/** The stored text, unparsed: a stable value for `useSyncExternalStore`. */
export const readSavedFlagText = (): string | null => slot.get();

export function parseSavedFlag(text: string | null): SavedFlag | undefined {
  try {
    return text ? (JSON.parse(text) as SavedFlag) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSavedFlag(flag: SavedFlag | undefined): void {
  if (flag) {
    const {scope, label, built, version, saved} = flag;
    slot.set(JSON.stringify({scope, label, built, version, saved}));
  } else slot.del();
  window.dispatchEvent(new Event(changeEvent));
}

export function subscribeSavedFlag(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

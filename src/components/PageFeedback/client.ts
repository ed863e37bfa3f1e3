/**
 * The browser side of the feedback queue (./queue.ts), loaded on first use of the form or when a page load finds
 * votes queued: sends through the site's analytics (`window.gtag`, set up by plugins/analytics; gtag.js itself loads
 * in idle time and replays `dataLayer`), and again on `online`.
 *
 * A tab sends the votes of its own queue, and those of a closed tab's queue that it adopts. Before its first vote a
 * tab takes a Web Lock named after itself and holds it until it closes (which keeps that page out of the back/forward
 * cache); a tab adopts a queue by taking its owner's lock, and holds that one too, so each queue has one writer at a
 * time and no vote is sent by two tabs.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {enqueue, eventOf, flush, readQueue, tabOfKey, tabQueueKey, type Vote} from './queue';

/** Fired on `window` with the ids sent, so an open form can say its vote has gone. */
export const sentEvent = 'veltro-feedback:sent';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

function send(vote: Vote): void {
  const {gtag} = window as unknown as {gtag?: Gtag};
  if (typeof gtag !== 'function') throw new Error('analytics is not set up on this page');
  gtag('event', ...eventOf(vote));
}

/** A new vote's (or tab's) id. */
export const newVoteId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** This page load, as its queue's key names it. */
const thisTab = typeof window === 'undefined' ? '' : newVoteId();

/** The tabs that have a queue in storage (none when storage is unavailable). */
function queuedTabs(): string[] {
  try {
    return Object.keys(localStorage).flatMap((key) => tabOfKey(key) ?? []);
  } catch {
    return [];
  }
}

/** The tabs whose lock this page holds or has asked for: whether it got it. */
const heldTabs = new Map<string, Promise<boolean>>();

/**
 * Takes the lock of `tab` and keeps it until this page closes (the browser releases it then): this tab's own, waited
 * for, before it queues its first vote; a closed tab's, only if nobody holds it, to adopt its queue. False where the
 * browser has no Web Locks or refuses the request.
 */
function holdTab(tab: string, options: LockOptions): Promise<boolean> {
  if (!navigator.locks) return Promise.resolve(false);
  const earlier = heldTabs.get(tab);
  if (earlier) return earlier;
  const taken = new Promise<boolean>((resolve) => {
    navigator.locks
      .request(tabQueueKey(tab), options, (lock) => {
        resolve(lock !== null);
        return lock && new Promise<never>(() => undefined);
      })
      .catch((error: unknown) => {
        console.warn('Page feedback: no lock on the queue of tab', tab, error);
        resolve(false);
      });
  });
  heldTabs.set(tab, taken);
  void taken.then((held) => held || heldTabs.delete(tab)); // another tab holds it: ask again next time
  return taken;
}

/** Sends the queues of `tabs`, and tells an open form which votes have gone. */
function sendAndTell(tabs: readonly string[]): number {
  const ids: string[] = [];
  let count = 0;
  for (const tab of tabs) {
    try {
      count += flush(
        createStorageSlot(tabQueueKey(tab)),
        (vote) => {
          send(vote);
          ids.push(vote.id);
        },
        navigator.onLine,
      );
    } catch (error) {
      console.warn('Page feedback stays queued:', error);
    }
  }
  if (ids.length > 0) window.dispatchEvent(new CustomEvent(sentEvent, {detail: ids}));
  return count;
}

/** Sends what this tab may send, if online: its own queue and the queues of closed tabs it can adopt. */
export async function sendPending(): Promise<number> {
  if (!navigator.onLine) return 0; // adopt nothing that cannot be sent now
  // Without Web Locks there are no owners to tell apart: send every queue, as the only tab there is.
  if (!navigator.locks) return sendAndTell(queuedTabs());
  const tabs = [thisTab];
  for (const tab of queuedTabs()) {
    if (tab !== thisTab && (await holdTab(tab, {ifAvailable: true}))) tabs.push(tab);
  }
  return sendAndTell(tabs);
}

// Every tab that has loaded this module tries again when the browser comes back online.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    sendPending().catch((error: unknown) => console.warn('Page feedback stays queued:', error));
  });
}

/** Sends what is queued now (the module also sends on every `online` event while the page is open). */
export const sendWhenOnline = (): Promise<number> => sendPending();

/** Calls `onSent` once this tab has sent the vote (only this tab sends its votes while it is open). */
export function onVoteSent(id: string, onSent: () => void): () => void {
  const sent = (event: Event) => (event as CustomEvent<string[]>).detail.includes(id) && onSent();
  window.addEventListener(sentEvent, sent);
  return () => window.removeEventListener(sentEvent, sent);
}

/**
 * Queues a vote and sends it if online: `sent`, `queued` (waits for the network), or `lost` (it could not be queued,
 * for storage is unavailable or the tab's lock refused, and could not be sent at once).
 */
export async function submitVote(vote: Vote): Promise<'sent' | 'queued' | 'lost'> {
  const slot = createStorageSlot(tabQueueKey(thisTab));
  // Without its lock another tab could adopt this tab's queue while it is open; where the browser has no Web Locks,
  // there are no owners at all.
  const owned = !navigator.locks || (await holdTab(thisTab, {}));
  if (owned) enqueue(slot, vote);
  if (!readQueue(slot).pending.some(({id}) => id === vote.id)) {
    // Nothing can wait for the network: send now or not at all.
    try {
      if (!navigator.onLine) return 'lost';
      send(vote);
      return 'sent';
    } catch (error) {
      console.warn('Page feedback not sent:', error);
      return 'lost';
    }
  }
  await sendWhenOnline();
  return readQueue(slot).pending.some(({id}) => id === vote.id) ? 'queued' : 'sent';
}

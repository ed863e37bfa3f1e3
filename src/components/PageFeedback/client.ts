/**
 * The browser side of the feedback queue (./queue.ts), loaded on first use of the form or when a page load finds
 * votes queued: sends through the site's analytics (`window.gtag`, set up by plugins/analytics; gtag.js itself loads
 * in idle time and replays `dataLayer`), and again on `online`.
 *
 * A tab sends the votes of its own queue, and those of a closed tab's queue that it adopts. Before its first vote a
 * tab takes a Web Lock named after its queue and holds it until it closes; a tab adopts a queue by taking its owner's
 * lock, and holds that one too. So each queue has one writer at a time. A page that the browser keeps for back and
 * forward lets its locks go as it is hidden (Safari releases them anyway) and comes back as a new tab, which may adopt
 * its old queue again. The queue of earlier versions of the site (the bare key) is sent under their own short lock.
 * What is left: a tab that closes within moments of sending hands its lock over before other tabs may see its last
 * write, so the tab that adopts its queue could send that vote again.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {enqueue, eventOf, flush, hasPending, queueKey, readQueue, tabOfKey, tabQueueKey, type Vote} from './queue';

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

/** This page load, as its queue's key names it (a new one when the page comes back from the back/forward cache). */
let thisTab = typeof window === 'undefined' ? '' : newVoteId();

/** The tabs, other than this one, whose queue in storage holds a vote (none when storage is unavailable). */
function otherQueuedTabs(): string[] {
  try {
    return Object.keys(localStorage).flatMap((key) => {
      const tab = tabOfKey(key);
      return tab && tab !== thisTab && localStorage.getItem(key)?.includes('"pending":[{') ? [tab] : [];
    });
  } catch {
    return [];
  }
}

/** The tabs whose lock this page holds or has asked for: whether it got it, and how to let it go. */
const heldTabs = new Map<string, {readonly held: Promise<boolean>; readonly release: () => void}>();

/**
 * Takes the lock of `tab`'s queue and keeps it until this page closes or is hidden for back and forward: this tab's
 * own, waited for, before it queues its first vote; a closed tab's, only if nobody holds it, to adopt its queue.
 * False where the browser has no Web Locks or refuses the request.
 */
function holdTab(tab: string, options: LockOptions): Promise<boolean> {
  if (!navigator.locks) return Promise.resolve(false);
  const earlier = heldTabs.get(tab);
  if (earlier) return earlier.held;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<boolean>((resolve) => {
    navigator.locks
      .request(tabQueueKey(tab), options, (lock) => {
        resolve(lock !== null);
        return lock && released;
      })
      .catch((error: unknown) => {
        console.warn('Page feedback: no lock on the queue of tab', tab, error);
        resolve(false);
      });
  });
  heldTabs.set(tab, {held, release});
  void held.then((taken) => taken || heldTabs.delete(tab)); // another tab holds it: ask again next time
  return held;
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
  if (!navigator.locks) return sendAndTell([thisTab, ...otherQueuedTabs(), '']);
  const tabs = [thisTab];
  for (const tab of otherQueuedTabs()) if (await holdTab(tab, {ifAvailable: true})) tabs.push(tab);
  let count = sendAndTell(tabs);
  // Earlier versions of the site, in tabs not reloaded since, send the bare key's queue under this short lock.
  if (hasPending(createStorageSlot(queueKey)))
    count += await navigator.locks.request(queueKey, () => sendAndTell(['']));
  return count;
}

if (typeof window !== 'undefined') {
  // Every tab that has loaded this module tries again when the browser comes back online.
  window.addEventListener('online', () => {
    sendPending().catch((error: unknown) => console.warn('Page feedback stays queued:', error));
  });
  // A page kept for back and forward is gone for as long as it is away: its queues are free to adopt.
  window.addEventListener('pagehide', ({persisted}) => {
    if (!persisted) return;
    for (const {release} of heldTabs.values()) release();
    heldTabs.clear();
  });
  window.addEventListener('pageshow', ({persisted}) => {
    if (!persisted) return;
    thisTab = newVoteId();
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

/**
 * The browser side of the feedback queue (./queue.ts), loaded on first use of the form or when an earlier visit
 * left votes queued: sends through the site's analytics (`window.gtag`, set up by plugins/analytics; gtag.js
 * itself loads in idle time and replays `dataLayer`), one tab at a time (Web Locks), and again on `online`.
 *
 * A vote is sent by the tab that queued it, or, once that tab is closed, by the one tab that adopts what it left.
 * The queue lock alone cannot promise that: Chromium hands a localStorage write to the other tabs asynchronously, so
 * the next tab to take the lock may still read the vote as pending. Each tab that queues a vote holds a lock named
 * after itself until it closes (which keeps it out of the back/forward cache), and a tab adopts a closed tab's votes
 * by taking that tab's lock for as long as it stays open.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {enqueue, eventOf, flush, readQueue, queueKey, type Vote} from './queue';

/** Fired on `window` with the ids sent, so an open form can say its vote has gone. */
export const sentEvent = 'veltro-feedback:sent';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

const slot = createStorageSlot(queueKey);

function send(vote: Vote): void {
  const {gtag} = window as unknown as {gtag?: Gtag};
  if (typeof gtag !== 'function') throw new Error('analytics is not set up on this page');
  gtag('event', ...eventOf(vote));
}

function sendAndTell(maySend: (vote: Vote) => boolean): number {
  const ids: string[] = [];
  let count = 0;
  try {
    count = flush(
      slot,
      (vote) => {
        send(vote);
        ids.push(vote.id);
      },
      navigator.onLine,
      maySend,
    );
  } catch (error) {
    console.warn('Page feedback stays queued:', error);
  }
  if (ids.length > 0) window.dispatchEvent(new CustomEvent(sentEvent, {detail: ids}));
  return count;
}

/** A new vote's (or tab's) id. */
export const newVoteId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** This page load, as the votes it queues name it. */
const thisTab = typeof window === 'undefined' ? '' : newVoteId();

/** The tabs whose lock this page holds or has asked for: whether it got it. */
const heldTabs = new Map<string, Promise<boolean>>();

/**
 * Takes the lock of `tab` and keeps it until this page closes (the browser releases it then): this tab's own,
 * waited for, before it queues its first vote; a closed tab's, only if nobody holds it, to adopt its votes.
 */
function holdTab(tab: string, options: LockOptions): Promise<boolean> {
  const earlier = heldTabs.get(tab);
  if (earlier) return earlier;
  const taken = new Promise<boolean>((resolve) => {
    navigator.locks
      .request(`${queueKey}:tab:${tab}`, options, (lock) => {
        resolve(lock !== null);
        return lock && new Promise<never>(() => undefined);
      })
      .catch(() => resolve(false));
  });
  heldTabs.set(tab, taken);
  void taken.then((held) => held || heldTabs.delete(tab)); // another tab holds it: ask again next time
  return taken;
}

/** Sends what is queued, if online: this tab's votes and those it adopts, one tab at a time. */
export async function sendPending(): Promise<number> {
  // Without Web Locks there are no owners to tell apart: send everything.
  if (!navigator.locks) return sendAndTell(() => true);
  return await navigator.locks.request(queueKey, async () => {
    const mine = new Set([thisTab]);
    for (const tab of new Set(readQueue(slot).pending.map((vote) => vote.tab ?? ''))) {
      if (tab !== thisTab && (await holdTab(tab, {ifAvailable: true}))) mine.add(tab);
    }
    return sendAndTell((vote) => mine.has(vote.tab ?? ''));
  });
}

// Every tab that has loaded this module tries again when the browser comes back online; each sends only its own
// votes and those it adopted.
if (typeof window !== 'undefined') window.addEventListener('online', () => void sendPending());

/** Sends what is queued now (the module also sends on every `online` event while the page is open). */
export const sendWhenOnline = (): Promise<number> => sendPending();

/** Calls `onSent` once the vote has gone, sent by this tab (`sentEvent`) or another (a `storage` event). */
export function onVoteSent(id: string, onSent: () => void): () => void {
  const mine = (event: Event) => (event as CustomEvent<string[]>).detail.includes(id) && onSent();
  const other = (event: StorageEvent) => event.key === queueKey && readQueue(slot).sent.includes(id) && onSent();
  window.addEventListener(sentEvent, mine);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(sentEvent, mine);
    window.removeEventListener('storage', other);
  };
}

/**
 * Queues a vote and sends it if online: `sent`, `queued` (waits for the network), or `lost` (storage is unavailable
 * and the vote could not be sent at once).
 */
export async function submitVote(vote: Vote): Promise<'sent' | 'queued' | 'lost'> {
  if (navigator.locks) await holdTab(thisTab, {});
  enqueue(slot, {...vote, tab: thisTab});
  const queued = readQueue(slot).pending.some(({id}) => id === vote.id);
  if (!queued) {
    // Storage is unavailable: nothing can wait for the network, so send now or not at all.
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

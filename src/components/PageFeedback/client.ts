/**
 * The browser side of the feedback queue (./queue.ts), loaded on first use of the form or when an earlier visit
 * left votes queued: sends through the site's analytics (`window.gtag`, set up by plugins/analytics; gtag.js
 * itself loads in idle time and replays `dataLayer`), one tab at a time (Web Locks), and again on `online`.
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

function sendAndTell(sendOne: (vote: Vote) => void): number {
  const ids: string[] = [];
  let count = 0;
  try {
    count = flush(
      slot,
      (vote) => {
        sendOne(vote);
        ids.push(vote.id);
      },
      navigator.onLine,
    );
  } catch (error) {
    console.warn('Page feedback stays queued:', error);
  }
  if (ids.length > 0) window.dispatchEvent(new CustomEvent(sentEvent, {detail: ids}));
  return count;
}

/** Sends what is queued, if online; one tab at a time where the browser has Web Locks. */
export function sendPending(): Promise<number> {
  const run = () => sendAndTell(send);
  return navigator.locks ? navigator.locks.request(queueKey, run) : Promise.resolve(run());
}

// Every tab that has loaded this module sends what is queued when the browser comes back online; the lock and the
// list of sent ids keep two tabs from sending one vote twice.
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
  enqueue(slot, vote);
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

/** A new vote's id. */
export const newVoteId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

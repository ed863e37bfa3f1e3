/**
 * The votes of "Was this page helpful?" on their way to analytics. A vote is queued in site storage first, then sent
 * as one `gtag('event', 'page_feedback', …)` when the browser is online, and leaves the queue as it is sent.
 *
 * Each page load (a "tab") has a queue of its own, under `veltro-feedback:<tab id>`, which only the holder of that
 * tab's Web Lock writes (./client.ts): the tab itself while it is open, then the one tab that adopts its votes. One
 * shared queue cannot be kept right across tabs: Chromium hands a localStorage write to other tabs asynchronously,
 * so a tab that rewrites a shared queue from its own copy can bring back a vote another tab has just sent. The key
 * without a tab id is the queue of earlier versions of the site, sent under their lock. Keys are read raw, which holds
 * while site storage is not namespaced (`storage.namespace: false` in docusaurus.config.ts). Storage that throws or
 * is missing makes this a no-op (createStorageSlot logs it); nothing here runs during server rendering.
 */
export interface Vote {
  /** Random id of this vote: the event carries it, so a duplicate could also be told apart downstream. */
  readonly id: string;
  /** The page's path. */
  readonly page: string;
  readonly helpful: 'yes' | 'no';
  /** One of the form's reasons (`reasons` in ./reasons.ts). */
  readonly reason: string;
  /** Optional text, at most `commentMax` characters. */
  readonly comment: string;
  /** When the reader voted (ISO 8601). */
  readonly at: string;
}

export interface QueueState {
  readonly pending: readonly Vote[];
}

/** What the queue needs of storage: the shape of Docusaurus' `createStorageSlot`. */
export interface Slot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** The prefix of every tab's queue, and the key of the queue earlier versions of the site kept. */
export const queueKey = 'veltro-feedback';
/** Google Analytics keeps at most 100 characters of an event parameter's value. */
export const commentMax = 100;

/** The storage key of a tab's queue. */
export const tabQueueKey = (tab: string): string => (tab ? `${queueKey}:${tab}` : queueKey);

/** The tab whose queue a storage key holds, if it holds one. */
export function tabOfKey(key: string): string | undefined {
  if (key === queueKey) return '';
  return key.startsWith(`${queueKey}:`) ? key.slice(queueKey.length + 1) : undefined;
}

const empty: QueueState = {pending: []};

export function readQueue(slot: Slot): QueueState {
  const text = slot.get();
  if (!text) return empty;
  try {
    const value = JSON.parse(text) as Partial<QueueState>;
    return {pending: Array.isArray(value.pending) ? value.pending.filter((vote) => typeof vote?.id === 'string') : []};
  } catch {
    return empty;
  }
}

/** An empty queue leaves no key behind. */
function writeQueue(slot: Slot, state: QueueState): void {
  if (state.pending.length === 0) slot.del();
  else slot.set(JSON.stringify(state));
}

/** Adds a vote, once: a vote whose id is pending already is ignored. */
export function enqueue(slot: Slot, vote: Vote): void {
  const state = readQueue(slot);
  if (state.pending.some(({id}) => id === vote.id)) return;
  writeQueue(slot, {pending: [...state.pending, vote]});
}

/** The event a vote becomes (`gtag('event', name, params)`). */
export function eventOf(vote: Vote): [name: 'page_feedback', params: Record<string, string>] {
  return [
    'page_feedback',
    {
      feedback_id: vote.id,
      page_path: vote.page,
      helpful: vote.helpful,
      reason: vote.reason,
      comment: vote.comment.slice(0, commentMax),
      voted_at: vote.at,
    },
  ];
}

/**
 * Sends every pending vote, if `online`; returns how many it sent. Each vote leaves the queue before the next is
 * sent, so a send that throws leaves the rest queued and nothing twice.
 */
export function flush(slot: Slot, send: (vote: Vote) => void, online: boolean): number {
  if (!online) return 0;
  let count = 0;
  for (;;) {
    const [vote, ...rest] = readQueue(slot).pending;
    if (!vote) return count;
    send(vote);
    writeQueue(slot, {pending: rest});
    count += 1;
  }
}

/** Whether a queue holds anything. */
export const hasPending = (slot: Slot): boolean => readQueue(slot).pending.length > 0;

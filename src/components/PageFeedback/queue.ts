/**
 * The votes of "Was this page helpful?" on their way to analytics. A vote is queued in site storage first (key
 * `veltro-feedback`), then sent as one `gtag('event', 'page_feedback', …)` when the browser is online, and its id
 * moves to the list of sent ids, so a reload, a second tab or the `online` event never sends it twice. Storage that
 * throws or is missing makes this a no-op (createStorageSlot logs it); nothing here runs during server rendering.
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
  /**
   * The tab that queued it (client.ts): only that tab sends it while it is open, because a lock cannot make another
   * tab's copy of localStorage current (Chromium hands writes to other tabs asynchronously).
   */
  readonly tab?: string;
}

export interface QueueState {
  readonly pending: readonly Vote[];
  /** Ids already sent, newest last (the last `sentKept`). */
  readonly sent: readonly string[];
}

/** What the queue needs of storage: the shape of Docusaurus' `createStorageSlot`. */
export interface Slot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

export const queueKey = 'veltro-feedback';
/** Google Analytics keeps at most 100 characters of an event parameter's value. */
export const commentMax = 100;
/** Ids of sent votes kept to drop a duplicate: far more than a reader queues between two visits. */
export const sentKept = 50;

const empty: QueueState = {pending: [], sent: []};

export function readQueue(slot: Slot): QueueState {
  const text = slot.get();
  if (!text) return empty;
  try {
    const value = JSON.parse(text) as Partial<QueueState>;
    return {
      pending: Array.isArray(value.pending) ? value.pending.filter((vote) => typeof vote?.id === 'string') : [],
      sent: Array.isArray(value.sent) ? value.sent.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return empty;
  }
}

function writeQueue(slot: Slot, state: QueueState): void {
  if (state.pending.length === 0 && state.sent.length === 0) slot.del();
  else slot.set(JSON.stringify(state));
}

/** Adds a vote, once: a vote whose id is pending or sent already is ignored. */
export function enqueue(slot: Slot, vote: Vote): void {
  const state = readQueue(slot);
  if (state.sent.includes(vote.id) || state.pending.some(({id}) => id === vote.id)) return;
  writeQueue(slot, {...state, pending: [...state.pending, vote]});
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
 * Sends every pending vote that was not sent yet and that `maySend` accepts (the rest stay queued), if `online`;
 * returns how many it sent. Each vote is recorded as sent before the next is sent, so a send that throws leaves the
 * rest queued and nothing twice.
 */
export function flush(
  slot: Slot,
  send: (vote: Vote) => void,
  online: boolean,
  maySend: (vote: Vote) => boolean = () => true,
): number {
  if (!online) return 0;
  let count = 0;
  for (;;) {
    const state = readQueue(slot);
    const vote = state.pending.find(maySend);
    if (!vote) return count;
    const duplicate = state.sent.includes(vote.id);
    if (!duplicate) send(vote);
    writeQueue(slot, {
      pending: state.pending.filter((other) => other !== vote),
      sent: duplicate ? state.sent : [...state.sent, vote.id].slice(-sentKept),
    });
    if (!duplicate) count += 1;
  }
}

/** Whether anything is waiting (read on every page load, to send what an earlier visit queued offline). */
export const hasPending = (slot: Slot): boolean => readQueue(slot).pending.length > 0;

/**
 * The queue of "Was this page helpful?" votes (src/components/PageFeedback/queue.ts): queued offline, sent once
 * online, one queue per tab under its own key, and storage that breaks loses nothing else. Which tab may send which
 * queue (Web Locks, src/components/PageFeedback/client.ts) is proven in the browser (tests/e2e/feedback.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  commentMax,
  enqueue,
  eventOf,
  flush,
  hasPending,
  queueKey,
  readQueue,
  tabOfKey,
  tabQueueKey,
  type Slot,
  type Vote,
} from '../../src/components/PageFeedback/queue';

/** An in-memory stand-in for a storage slot; two slots on one store are two tabs. */
function memoryStore() {
  const store = new Map<string, string>();
  const slot = (): Slot => ({
    get: () => store.get(queueKey) ?? null,
    set: (value) => void store.set(queueKey, value),
    del: () => void store.delete(queueKey),
  });
  return {store, slot};
}

const vote = (id: string, helpful: 'yes' | 'no' = 'yes'): Vote => ({
  id,
  page: '/core/',
  helpful,
  reason: helpful === 'yes' ? 'solved' : 'wrong',
  comment: '',
  at: '2026-11-27T10:00:00.000Z',
});

describe('the feedback queue', () => {
  it('keeps a vote while offline and sends it once online', () => {
    const {slot} = memoryStore();
    const tab = slot();
    const sent: string[] = [];
    enqueue(tab, vote('a'));
    expect(flush(tab, (v) => sent.push(v.id), false)).toBe(0);
    expect(sent).toEqual([]);
    expect(hasPending(tab)).toBe(true);
    expect(flush(tab, (v) => sent.push(v.id), true)).toBe(1);
    expect(sent).toEqual(['a']);
    expect(hasPending(tab)).toBe(false);
  });

  it('sends a vote once and leaves no key behind; a vote queued twice is sent once', () => {
    const {store, slot} = memoryStore();
    const tab = slot();
    const sent: string[] = [];
    enqueue(tab, vote('a'));
    enqueue(tab, vote('a'));
    enqueue(tab, vote('b', 'no'));
    expect(flush(tab, (v) => sent.push(v.id), true)).toBe(2);
    expect(flush(tab, (v) => sent.push(v.id), true)).toBe(0);
    expect(sent).toEqual(['a', 'b']);
    expect(store.has(queueKey)).toBe(false);
  });

  it("names each tab's queue by the tab, and reads the bare key of earlier versions as a tab's", () => {
    expect(tabQueueKey('4f1c')).toBe('veltro-feedback:4f1c');
    expect(tabOfKey(tabQueueKey('4f1c'))).toBe('4f1c');
    expect(tabOfKey(queueKey)).toBe('');
    expect(tabOfKey('veltro-feedbackx')).toBeUndefined();
    expect(tabOfKey('theme')).toBeUndefined();
    // An earlier version's queue, with its list of sent ids, still gives its pending votes.
    const {store, slot} = memoryStore();
    store.set(queueKey, JSON.stringify({pending: [vote('c')], sent: ['a']}));
    expect(readQueue(slot()).pending.map(({id}) => id)).toEqual(['c']);
  });

  it('keeps the rest queued when sending fails half-way, and sends them later', () => {
    const {slot} = memoryStore();
    const tab = slot();
    enqueue(tab, vote('a'));
    enqueue(tab, vote('b'));
    const sent: string[] = [];
    expect(() =>
      flush(
        tab,
        (v) => {
          if (v.id === 'b') throw new Error('analytics missing');
          sent.push(v.id);
        },
        true,
      ),
    ).toThrow('analytics missing');
    expect(readQueue(tab).pending.map(({id}) => id)).toEqual(['b']);
    flush(tab, (v) => sent.push(v.id), true);
    expect(sent).toEqual(['a', 'b']);
  });

  it('reads damaged or foreign storage as an empty queue', () => {
    const {store, slot} = memoryStore();
    store.set(queueKey, '{not json');
    expect(readQueue(slot())).toEqual({pending: []});
    store.set(queueKey, JSON.stringify({pending: 'x'}));
    expect(readQueue(slot())).toEqual({pending: []});
  });

  it('does nothing when storage throws (the slot is a no-op), and sends nothing it cannot read', () => {
    const broken: Slot = {
      get: () => null,
      set: () => undefined,
      del: () => undefined,
    };
    enqueue(broken, vote('a'));
    const sent: string[] = [];
    expect(flush(broken, (v) => sent.push(v.id), true)).toBe(0);
    expect(sent).toEqual([]);
  });

  it('becomes one page_feedback event with its id, the comment cut to what analytics keeps', () => {
    const [name, params] = eventOf({...vote('a', 'no'), comment: 'x'.repeat(commentMax + 20)});
    expect(name).toBe('page_feedback');
    expect(params).toMatchObject({feedback_id: 'a', page_path: '/core/', helpful: 'no', reason: 'wrong'});
    expect(params.comment).toHaveLength(commentMax);
  });

  it('uses the key the page-load check of every page reads', () => {
    const stub = readFileSync(path.resolve(__dirname, '../../src/components/PageFeedback/index.tsx'), 'utf8');
    expect(stub).toContain(`const queueKey = '${queueKey}';`);
    // The check looks for a pending vote in the stored text.
    const {slot} = memoryStore();
    enqueue(slot(), vote('a'));
    expect(slot().get()).toContain('"pending":[{');
  });
});

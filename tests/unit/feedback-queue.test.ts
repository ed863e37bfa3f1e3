/**
 * The queue of "Was this page helpful?" votes (src/components/PageFeedback/queue.ts): queued offline, sent once
 * online, never twice (a reload or a second tab reads the same storage), and storage that breaks loses nothing else.
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
  sentKept,
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

  it('never sends a vote twice: not after a reload, not from a second tab, not when queued again', () => {
    const {slot} = memoryStore();
    const [first, second] = [slot(), slot()];
    const sent: string[] = [];
    enqueue(first, vote('a'));
    enqueue(first, vote('b', 'no'));
    flush(first, (v) => sent.push(v.id), true);
    // The second tab (or the same tab after a reload) flushes the same storage.
    flush(second, (v) => sent.push(v.id), true);
    enqueue(second, vote('a'));
    flush(second, (v) => sent.push(v.id), true);
    expect(sent).toEqual(['a', 'b']);
    expect(readQueue(first).sent).toEqual(['a', 'b']);
  });

  it('drops a pending copy of a vote that another tab has sent meanwhile', () => {
    const {store, slot} = memoryStore();
    store.set(queueKey, JSON.stringify({pending: [vote('a'), vote('c')], sent: ['a']}));
    const sent: string[] = [];
    expect(flush(slot(), (v) => sent.push(v.id), true)).toBe(1);
    expect(sent).toEqual(['c']);
  });

  it("sends only the votes it may (its tab's), keeping the others queued in their order", () => {
    const {slot} = memoryStore();
    const tab = slot();
    enqueue(tab, {...vote('a'), tab: 'other'});
    enqueue(tab, {...vote('b'), tab: 'mine'});
    enqueue(tab, {...vote('c'), tab: 'other'});
    const sent: string[] = [];
    expect(
      flush(
        tab,
        (v) => sent.push(v.id),
        true,
        (v) => v.tab === 'mine',
      ),
    ).toBe(1);
    expect(sent).toEqual(['b']);
    expect(readQueue(tab)).toMatchObject({pending: [{id: 'a'}, {id: 'c'}], sent: ['b']});
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

  it('remembers only the last ids it sent', () => {
    const {slot} = memoryStore();
    const tab = slot();
    for (let index = 0; index < sentKept + 10; index += 1) enqueue(tab, vote(`v${index}`));
    flush(tab, () => undefined, true);
    expect(readQueue(tab).sent).toHaveLength(sentKept);
    expect(readQueue(tab).sent.at(-1)).toBe(`v${sentKept + 9}`);
  });

  it('reads damaged or foreign storage as an empty queue', () => {
    const {store, slot} = memoryStore();
    store.set(queueKey, '{not json');
    expect(readQueue(slot())).toEqual({pending: [], sent: []});
    store.set(queueKey, JSON.stringify({pending: 'x', sent: [1, 'a']}));
    expect(readQueue(slot())).toEqual({pending: [], sent: ['a']});
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

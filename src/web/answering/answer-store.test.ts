import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import { indexedDbAnswerStore, LEGACY_PREFIX, migrateLegacyQueues, type LegacyStorage } from './answer-store.ts';

/** localStorage in memory, as the previous version of the queue left it. */
class MemoryLocalStorage implements LegacyStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const answer = (id: string, questionId: string): SaveAnswer => ({ answerId: id, questionId, answer: 'x' });

beforeEach(() => {
  // A fresh browser profile for each test.
  globalThis.indexedDB = new IDBFactory();
});

describe('IndexedDB answer store', () => {
  it('keeps each attempt’s answers in order across store instances (a browser restart), and forgets an emptied one', async () => {
    const first = indexedDbAnswerStore(undefined);
    await first.save('attempt-1', [answer('a1', 'q1'), answer('a2', 'q2')]);
    await first.save('attempt-2', [answer('b1', 'q1')]);
    const restarted = indexedDbAnswerStore(undefined);
    expect((await restarted.load('attempt-1')).map((a) => a.answerId)).toEqual(['a1', 'a2']);
    await restarted.save('attempt-1', []);
    expect(await restarted.load('attempt-1')).toEqual([]);
    expect((await restarted.load('attempt-2')).map((a) => a.answerId)).toEqual(['b1']);
  });

  it('moves an attempt’s localStorage queue on first read: nothing lost, older answers first, key removed', async () => {
    const legacy = new MemoryLocalStorage();
    legacy.items.set(`${LEGACY_PREFIX}attempt-1`, JSON.stringify([answer('old1', 'q1'), answer('old2', 'q2')]));
    const store = indexedDbAnswerStore(legacy);
    // Something already in IndexedDB for the attempt (an answer given in the new version) goes after them.
    await store.save('attempt-1', [answer('new1', 'q3'), answer('old2', 'q2')]);
    expect((await store.load('attempt-1')).map((a) => a.answerId)).toEqual(['old1', 'old2', 'new1']);
    expect(legacy.items.size).toBe(0);
    expect((await indexedDbAnswerStore(legacy).load('attempt-1')).map((a) => a.answerId)).toEqual([
      'old1',
      'old2',
      'new1',
    ]);
  });

  it('at start-up moves every attempt left in localStorage, and leaves other keys alone', async () => {
    const legacy = new MemoryLocalStorage();
    legacy.items.set(`${LEGACY_PREFIX}a`, JSON.stringify([answer('a1', 'q1')]));
    legacy.items.set(`${LEGACY_PREFIX}b`, JSON.stringify([answer('b1', 'q1')]));
    legacy.items.set('imtahan.language', 'ru');
    legacy.items.set(`${LEGACY_PREFIX}broken`, '{not json');
    const store = indexedDbAnswerStore(legacy);
    expect((await migrateLegacyQueues(store, legacy)).sort()).toEqual(['a', 'b', 'broken']);
    expect([...legacy.items.keys()]).toEqual(['imtahan.language', `${LEGACY_PREFIX}broken`]);
    expect((await store.load('a')).map((x) => x.answerId)).toEqual(['a1']);
    expect((await store.load('b')).map((x) => x.answerId)).toEqual(['b1']);
  });
});

import { describe, expect, it } from 'vitest';
import { createPersistedCache, LESSON_CACHE_MS } from './persisted-cache.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const T0 = Date.UTC(2026, 4, 1, 9, 0);

describe('lesson cache in localStorage (spec §7, LEARN-07)', () => {
  it('returns what was saved, with its time, within the hour', () => {
    const storage = memoryStorage();
    const cache = createPersistedCache(() => storage);
    cache.write('topics', { topics: [1, 2] }, T0);
    expect(cache.read('topics', T0 + LESSON_CACHE_MS - 1)).toEqual({ data: { topics: [1, 2] }, savedAt: T0 });
  });

  it('ignores and removes an entry an hour old or older (or from the future)', () => {
    const storage = memoryStorage();
    const cache = createPersistedCache(() => storage);
    cache.write('topics', 'x', T0);
    expect(cache.read('topics', T0 - 1)).toBeUndefined();
    cache.write('topics', 'x', T0);
    expect(cache.read('topics', T0 + LESSON_CACHE_MS)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('writing prunes expired entries of ours and leaves other keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('imtahan.lang', 'ru');
    const cache = createPersistedCache(() => storage);
    cache.write('lesson:a', 'a', T0);
    cache.write('lesson:b', 'b', T0 + LESSON_CACHE_MS + 5);
    expect([...storage.map.keys()].sort()).toEqual(['imtahan.lang', 'imtahan.learn.v2:lesson:b']);
  });

  it('never reads an entry of the old shape (v1 lessons had quiz keys) and removes it on the next write', () => {
    const storage = memoryStorage();
    const quiz = [{ question: 'q', options: ['a', 'b'], correctAnswerIndex: 1 }];
    storage.setItem('imtahan.learn.v1:lesson:a', JSON.stringify({ data: { lesson: { quiz } }, savedAt: T0 }));
    const cache = createPersistedCache(() => storage);
    expect(cache.read('lesson:a', T0 + 1)).toBeUndefined();
    cache.write('lesson:b', 'b', T0 + 2);
    expect([...storage.map.keys()]).toEqual(['imtahan.learn.v2:lesson:b']);
  });

  it('survives a broken entry, a full storage and no storage at all', () => {
    const storage = memoryStorage();
    storage.setItem('imtahan.learn.v2:topics', '{not json');
    const cache = createPersistedCache(() => storage);
    expect(cache.read('topics', T0)).toBeUndefined();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => createPersistedCache(() => full).write('topics', 'x', T0)).not.toThrow();
    const none = createPersistedCache(() => undefined);
    none.write('topics', 'x', T0);
    expect(none.read('topics', T0)).toBeUndefined();
  });
});

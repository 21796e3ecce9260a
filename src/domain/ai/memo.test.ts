import { describe, expect, it } from 'vitest';
import { lazily, memoized, pairMemory } from './memo.ts';

describe('memoized', () => {
  it('computes each word once and gives the same answer after', () => {
    let calls = 0;
    const length = memoized((word) => {
      calls++;
      return word.length;
    });
    expect([length('film'), length('film'), length('movie')]).toEqual([4, 4, 5]);
    expect(calls).toBe(2);
  });

  it('remembers undefined answers too, and starts again past its bound', () => {
    let calls = 0;
    const none = memoized(() => {
      calls++;
      return undefined;
    }, 2);
    none('a');
    none('a');
    expect(calls).toBe(1);
    none('b');
    none('c');
    none('a');
    expect(calls).toBe(4);
  });
});

describe('lazily', () => {
  it('works the value out on the first call only, and never without one', () => {
    let calls = 0;
    const value = lazily(() => {
      calls++;
      return undefined;
    });
    expect(calls).toBe(0);
    expect([value(), value()]).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
  });
});

describe('pairMemory', () => {
  it('keeps an answer per ordered pair, false answers too', () => {
    const pairs = pairMemory();
    expect(pairs.set('film', 'movie', true)).toBe(true);
    pairs.set('movie', 'film', false);
    expect([pairs.get('film', 'movie'), pairs.get('movie', 'film'), pairs.get('film', 'book')]).toEqual([
      true,
      false,
      undefined,
    ]);
  });

  it('starts again past its bound, counting pairs, not first words', () => {
    const pairs = pairMemory(2);
    pairs.set('a', 'b', true);
    pairs.set('a', 'b', false);
    pairs.set('a', 'c', true);
    expect([pairs.get('a', 'b'), pairs.get('a', 'c')]).toEqual([false, true]);
    pairs.set('d', 'e', true);
    expect([pairs.get('a', 'b'), pairs.get('a', 'c'), pairs.get('d', 'e')]).toEqual([undefined, undefined, true]);
  });

  it('starts again past its bound of first words too, each of which holds a table of its own', () => {
    const pairs = pairMemory(100, 2);
    pairs.set('a', 'b', true);
    pairs.set('c', 'd', true);
    pairs.set('a', 'e', false);
    expect([pairs.get('a', 'b'), pairs.get('c', 'd'), pairs.get('a', 'e')]).toEqual([true, true, false]);
    pairs.set('f', 'g', true);
    expect([pairs.get('a', 'b'), pairs.get('c', 'd'), pairs.get('f', 'g')]).toEqual([undefined, undefined, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { randomIndex, sample, seededRandom, shuffled } from './random.ts';

describe('random helpers', () => {
  it('randomIndex stays inside [0, n) even for a source that returns values near 1', () => {
    expect(randomIndex(5, () => 0)).toBe(0);
    expect(randomIndex(5, () => 0.9999999999)).toBe(4);
  });
  it('shuffled keeps every item once and does not change the input', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const out = shuffled(items, seededRandom(7));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('sample draws n distinct items, or all when there are fewer', () => {
    const out = sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 10, seededRandom(1));
    expect(new Set(out).size).toBe(10);
    expect(sample([1, 2], 10, seededRandom(1))).toHaveLength(2);
  });
  it('a seeded source repeats its sequence; different seeds differ', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

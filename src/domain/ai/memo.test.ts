import { describe, expect, it } from 'vitest';
import { lazily, memoized } from './memo.ts';

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

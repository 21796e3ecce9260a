import { describe, expect, it } from 'vitest';
import { historyMinutes } from './history-minutes.ts';

describe('historyMinutes (HIST-05)', () => {
  it('a 90 s quiz → 2 min', () => expect(historyMinutes(90)).toBe(2));
  it('rounds to whole minutes', () => {
    expect(historyMinutes(149)).toBe(2);
    expect(historyMinutes(150)).toBe(3);
  });
  it('at least 1', () => {
    expect(historyMinutes(5)).toBe(1);
    expect(historyMinutes(0)).toBe(1);
    expect(historyMinutes(null)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { timeSpentMinutes } from './time-spent-minutes.ts';

describe('timeSpentMinutes (whole minutes, rounded; 0 is shown as "< 1 min")', () => {
  it('a 90 s quiz → 2 min', () => expect(timeSpentMinutes(90)).toBe(2));
  it('rounds to the nearest minute', () => {
    expect(timeSpentMinutes(149)).toBe(2);
    expect(timeSpentMinutes(150)).toBe(3);
    expect(timeSpentMinutes(30)).toBe(1);
  });
  it('under half a minute, or no time recorded → 0 (not "1 min" for a 5 s attempt)', () => {
    expect(timeSpentMinutes(29)).toBe(0);
    expect(timeSpentMinutes(5)).toBe(0);
    expect(timeSpentMinutes(0)).toBe(0);
    expect(timeSpentMinutes(null)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, weekStart } from './week-start.ts';

describe('weekStart', () => {
  it('is the Monday of the day’s week', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // Monday starts the next
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
  });
  it('adds days across months', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

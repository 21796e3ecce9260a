import { describe, expect, it } from 'vitest';
import { boundedStamp, OFFLINE_WINDOW_DAYS } from './answer-time.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the time an answer counts as given', () => {
  it('believes a stamp between the start of the attempt and now', () => {
    const started = new Date('2026-03-09T18:00:00.000Z');
    expect(boundedStamp('2026-03-09T20:30:00.000Z', now, started).toISOString()).toBe('2026-03-09T20:30:00.000Z');
  });

  it('holds a stamp in the future at now (a clock running ahead)', () => {
    expect(boundedStamp('2026-03-11T09:00:00.000Z', now)).toEqual(now);
  });

  it('holds a stamp before the attempt started at its start', () => {
    const started = new Date('2026-03-10T11:00:00.000Z');
    expect(boundedStamp('2026-03-10T08:00:00.000Z', now, started)).toEqual(started);
  });

  it(`believes at most ${OFFLINE_WINDOW_DAYS} days back`, () => {
    expect(boundedStamp('2025-01-01T00:00:00.000Z', now)).toEqual(new Date(now.getTime() - OFFLINE_WINDOW_DAYS * DAY));
    const sixDays = new Date(now.getTime() - 6 * DAY);
    expect(boundedStamp(sixDays.toISOString(), now)).toEqual(sixDays);
  });

  it('reads a missing or unreadable stamp as now', () => {
    expect(boundedStamp(undefined, now)).toEqual(now);
    expect(boundedStamp('yesterday', now)).toEqual(now);
  });
});

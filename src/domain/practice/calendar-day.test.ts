import { describe, expect, it } from 'vitest';
import { calendarDay, canonicalTimeZone, DEFAULT_TIME_ZONE, isValidTimeZone, previousDay } from './calendar-day.ts';

describe("the student's calendar day (DESIGN.md §4.6, checklist DATA-14)", () => {
  it('21:30 UTC is already the next day in Baku (UTC+4)', () => {
    const now = new Date('2026-03-10T21:30:00Z');
    expect(calendarDay(now, 'Asia/Baku')).toBe('2026-03-11');
    expect(calendarDay(now, 'UTC')).toBe('2026-03-10');
    expect(calendarDay(now, 'America/New_York')).toBe('2026-03-10');
  });
  it('the default zone is Asia/Baku', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Baku');
  });
  it.each(['Asia/Baku', 'Europe/Moscow', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+4'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );
  it.each(['Mars/Base', '', 'Asia/Baku; DROP TABLE', 'x'.repeat(100), '../etc/passwd'])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
  it('names a zone canonically', () => {
    expect(canonicalTimeZone('asia/baku')).toBe('Asia/Baku');
    expect(canonicalTimeZone('Asia/Baku')).toBe('Asia/Baku');
    expect(canonicalTimeZone('Mars/Base')).toBeUndefined();
  });
  it('previousDay crosses months, years and leap days', () => {
    expect(previousDay('2026-03-11')).toBe('2026-03-10');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });
});

describe('calendarDay, asked many times a minute', () => {
  it('turns at midnight of the zone, also right after being asked in the minute before', () => {
    expect(calendarDay(new Date('2026-05-01T19:59:59.900Z'), 'Asia/Baku')).toBe('2026-05-01');
    expect(calendarDay(new Date('2026-05-01T20:00:00.000Z'), 'Asia/Baku')).toBe('2026-05-02');
    expect(calendarDay(new Date('2026-05-01T19:59:30.000Z'), 'Asia/Baku')).toBe('2026-05-01');
    expect(calendarDay(new Date('2026-05-01T20:00:00.000Z'), 'UTC')).toBe('2026-05-01');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatShortDate } from './history-date.ts';

const date = new Date(2026, 10, 22, 5, 3); // local time

describe('dates in the interface language', () => {
  it('az writes its own month names', () => {
    expect(formatDateTime(date, 'az')).toBe('22 noyabr 2026, 05:03');
    expect(formatShortDate(date, 'az')).toBe('22 noy');
  });
  it('ru and en through Intl', () => {
    expect(formatDateTime(date, 'en')).toBe('22 Nov 2026, 05:03');
    expect(formatDateTime(date, 'ru')).toMatch(/^22 нояб\. 2026( г\.)?,? 05:03$/);
    expect(formatShortDate(date, 'ru')).toMatch(/^22 нояб\.?$/);
  });
  it('the date and time in ru and en as Intl writes them, every month', () => {
    for (let month = 0; month < 12; month++)
      for (const [language, locale] of [
        ['ru', 'ru'],
        ['en', 'en-GB'],
      ] as const) {
        const day = new Date(2026, month, 7, 13, 9);
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(day);
        expect(formatDateTime(day, language)).toBe(intl);
      }
  });
  it('a calendar day in words, whatever the time zone', () => {
    expect(formatDay('2027-06-10', 'az')).toBe('10 iyun 2027');
    expect(formatDay('2027-06-10', 'en')).toBe('10 June 2027');
    expect(formatDay('2027-06-10', 'ru')).toMatch(/^10 июня 2027( г\.)?$/);
  });
});

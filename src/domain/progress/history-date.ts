/**
 * Dates of the dashboard and the history in the interface language. Browsers' Intl data for Azerbaijani is often
 * missing (Chromium shows '2026 M11 22'), so az month names are written here; ru and en use Intl, but for the date
 * and time. Local time.
 */
import type { Language } from '../language.ts';

const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];
const AZ_MONTHS_SHORT = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'];

const pad = (n: number) => String(n).padStart(2, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The ru or en formatter of one kind of date, created once: a list of a hundred attempts formats a hundred dates,
 * and creating an Intl.DateTimeFormat costs far more than formatting with one.
 */
function intlFormat(kind: string, language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind} ${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Intl's medium dates in ru and en-GB (as Chromium writes them), written out: building that formatter costs tens of
 * milliseconds of main thread on a phone, in the render that first shows a date (the dashboard's suggestion card).
 */
const RU_MONTHS_MEDIUM = [
  'янв.',
  'февр.',
  'мар.',
  'апр.',
  'мая',
  'июн.',
  'июл.',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
];
const EN_MONTHS_MEDIUM = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '22 noyabr 2026, 05:33' / '22 нояб. 2026 г., 05:33' / '22 Nov 2026, 05:33'. */
export function formatDateTime(date: Date, language: Language): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const month = date.getMonth();
  const year = date.getFullYear();
  if (language === 'az') return `${date.getDate()} ${AZ_MONTHS[month] ?? ''} ${year}, ${time}`;
  if (language === 'ru') return `${date.getDate()} ${RU_MONTHS_MEDIUM[month] ?? ''} ${year} г., ${time}`;
  return `${date.getDate()} ${EN_MONTHS_MEDIUM[month] ?? ''} ${year}, ${time}`;
}

/** '22 noy' / '22 нояб.' / '22 Nov'. */
export function formatShortDate(date: Date, language: Language): string {
  if (language === 'az') return `${date.getDate()} ${AZ_MONTHS_SHORT[date.getMonth()] ?? ''}`;
  return intlFormat('shortDate', language, { day: 'numeric', month: 'short' }).format(date);
}

/** A calendar day written yyyy-mm-dd, in words: '10 iyun 2027' / '10 июня 2027 г.' / '10 June 2027'. */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (language === 'az') return `${date} ${AZ_MONTHS[month - 1] ?? ''} ${year}`;
  return intlFormat('day', language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * Every number the interface shows, in the interface language: digit grouping 1.505 (az), 1 505 (ru), 1,505 (en);
 * the decimal sign 18,9 (az, ru) or 18.9 (en); one percent style per language, 73% (az, en) and 73 % (ru, with a
 * narrow no-break space). Written out rather than left to Intl because browsers ship different locale data
 * (Chromium has none for az and would print "73.0%"), and the server-rendered pages must match what the browser
 * renders.
 */
import type { Language } from '../language.ts';

const GROUP: Record<Language, string> = { az: '.', ru: '\u00a0', en: ',' };
const DECIMAL: Record<Language, string> = { az: ',', ru: ',', en: '.' };
const PERCENT: Record<Language, string> = { az: '%', ru: '\u202f%', en: '%' };

/**
 * `value` rounded half away from zero to at most `maxDigits` decimals, written with at least `minDigits` (trailing
 * zeros beyond those dropped). Rounds on the decimal string, so 1.005 to two digits is 1.01, as a reader expects.
 */
function formatNumber(value: number, language: Language, minDigits: number, maxDigits: number): string {
  const [whole = '0', fraction = ''] = roundedDigits(Math.abs(value), maxDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);
  let shown = fraction;
  while (shown.length > minDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  const text = shown ? `${grouped}${DECIMAL[language]}${shown}` : grouped;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** The digits of a non-negative `value` rounded to `digits` decimals ("18.90" for 18.9 and 2). */
function roundedDigits(value: number, digits: number): string {
  // Shifting by the exponent in the string keeps 1.005 as 1.005 (1.005 * 100 is 100.49999…).
  const shifted = Math.round(Number(`${value}e${digits}`));
  if (!Number.isFinite(shifted)) return value.toFixed(digits);
  const text = String(shifted).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A whole number with grouping: 1.505 (az), 1 505 (ru), 1,505 (en). Years are not numbers to group: print them as is. */
export function formatInteger(value: number, language: Language): string {
  return formatNumber(value, language, 0, 0);
}

/** A number with at most `maxDigits` decimals and no trailing zeros: 18,9 (az, ru), 18.9 (en); 19 for 19.0. */
export function formatDecimal(value: number, language: Language, maxDigits = 1): string {
  return formatNumber(value, language, 0, maxDigits);
}

/**
 * A percentage given in percent (73 for 73 %), with exactly `digits` decimals: 73% (az, en), 73 % (ru); 67,0% (az)
 * with one decimal.
 */
export function formatPercent(percent: number, language: Language, digits = 0): string {
  return `${formatNumber(percent, language, digits, digits)}${PERCENT[language]}`;
}

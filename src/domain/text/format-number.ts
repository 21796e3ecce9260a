/**
 * Whole numbers with the interface language's digit grouping: 1.505 (az), 1 505 (ru), 1,505 (en). Written out
 * rather than left to Intl because browsers ship different locale data (Chromium has none for az), and the
 * server-rendered landing page must match what the browser renders.
 */
import type { Language } from '../language.ts';

const SEPARATOR: Record<Language, string> = { az: '.', ru: '\u00a0', en: ',' };

export function formatInteger(value: number, language: Language): string {
  const digits = Math.round(Math.abs(value)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[language]);
  return value < 0 ? `-${grouped}` : grouped;
}

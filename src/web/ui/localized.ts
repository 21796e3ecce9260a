/** Picks the interface language's text from a Localized value; plain strings (English titles) pass through. */
import type { Localized } from '../../domain/content/schema.ts';
import type { Language } from '../../domain/language.ts';

export function pick(value: Localized | string | undefined, language: Language): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value[language];
}

import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors.ts';
import { az } from './az.ts';
import { en } from './en.ts';
import { type CatalogTree, flattenCatalog } from './flatten.ts';
import { ru } from './ru.ts';

const flat = {
  en: flattenCatalog(en as CatalogTree),
  az: flattenCatalog(az as CatalogTree),
  ru: flattenCatalog(ru as CatalogTree),
};
const CYRILLIC = /[\u0400-\u04FF]/;
// Language names are written in their own language in every catalog.
const ownScript = (key: string) => key.startsWith('common.languageNames.');

describe('catalog parity (NAV-06)', () => {
  it.each(['az', 'ru'] as const)('%s has exactly the keys of en, none empty', (language) => {
    expect([...flat[language].keys()].sort()).toEqual([...flat.en.keys()].sort());
    for (const [key, value] of flat[language]) expect(value.trim(), key).not.toBe('');
  });
  it('interpolation placeholders match the source', () => {
    for (const [key, source] of flat.en) {
      // The same set of names; a translation may repeat one ("500 AZN-dən 120 AZN toplanıb").
      const placeholders = (s: string) => [...new Set(s.match(/{{\w+}}/g))].sort();
      expect(placeholders(flat.az.get(key) ?? ''), `az ${key}`).toEqual(placeholders(source));
      expect(placeholders(flat.ru.get(key) ?? ''), `ru ${key}`).toEqual(placeholders(source));
    }
  });
  it('az is written in Latin script, ru in Cyrillic', () => {
    for (const [key, value] of flat.az) if (!ownScript(key)) expect(CYRILLIC.test(value), `az ${key}`).toBe(false);
    for (const [key, value] of flat.ru) {
      const hasLetters = /[a-zA-Zа-яА-Я]{3,}/.test(value);
      if (!ownScript(key) && hasLetters && key !== 'common.appName')
        expect(CYRILLIC.test(value), `ru ${key}`).toBe(true);
    }
  });
});

describe('error codes (SEC-04)', () => {
  it('every API error code has a string in az, ru and en', () => {
    for (const code of ERROR_CODES) {
      for (const language of ['az', 'ru', 'en'] as const) {
        expect(flat[language].get(`errors.${code}`), `${language} ${code}`).toBeTruthy();
      }
    }
  });
});

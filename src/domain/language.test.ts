import { describe, expect, it } from 'vitest';
import { languageForBrowser, localizePath, parseAcceptLanguage, parsePathLanguage } from './language.ts';

describe('parsePathLanguage (spec §2: az has no prefix, /en/* and /ru/*)', () => {
  it('reads no prefix as az', () => {
    expect(parsePathLanguage('/learn')).toEqual({ kind: 'ok', language: 'az', rest: '/learn' });
    expect(parsePathLanguage('/')).toEqual({ kind: 'ok', language: 'az', rest: '/' });
  });
  it('reads /en and /ru prefixes', () => {
    expect(parsePathLanguage('/en/learn/articles')).toEqual({ kind: 'ok', language: 'en', rest: '/learn/articles' });
    expect(parsePathLanguage('/ru')).toEqual({ kind: 'ok', language: 'ru', rest: '/' });
    expect(parsePathLanguage('/ru/')).toEqual({ kind: 'ok', language: 'ru', rest: '/' });
  });
  it('redirects an unknown 2-letter prefix to /', () => {
    expect(parsePathLanguage('/de/learn')).toEqual({ kind: 'redirect', to: '/' });
    expect(parsePathLanguage('/xx')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('redirects the redundant /az prefix to the unprefixed path', () => {
    expect(parsePathLanguage('/az/learn')).toEqual({ kind: 'redirect', to: '/learn' });
  });
  it('leaves other unknown paths alone (they get the 404 page)', () => {
    expect(parsePathLanguage('/nope')).toEqual({ kind: 'ok', language: 'az', rest: '/nope' });
  });
});

describe('localizePath', () => {
  it('adds the prefix for ru and en only', () => {
    expect(localizePath('az', '/practice')).toBe('/practice');
    expect(localizePath('ru', '/practice')).toBe('/ru/practice');
    expect(localizePath('en', '/')).toBe('/en/');
  });
});

describe('languageForBrowser (first visit follows the browser)', () => {
  it('maps az, ru and other languages', () => {
    expect(languageForBrowser(['az-AZ'])).toBe('az');
    expect(languageForBrowser(['ru-RU', 'en'])).toBe('ru');
    expect(languageForBrowser(['de-DE'])).toBe('en');
    expect(languageForBrowser([])).toBe('az');
  });
});

describe('parseAcceptLanguage (the first visit, decided by the server)', () => {
  it('orders by quality, keeping the header order for ties', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.9,ru;q=0.95')).toEqual(['en-US', 'ru', 'en']);
    expect(parseAcceptLanguage('ru-RU, az;q=0.5, *;q=0.1')).toEqual(['ru-RU', 'az']);
    expect(languageForBrowser(parseAcceptLanguage('az-AZ,az;q=0.9,en;q=0.8'))).toBe('az');
  });
  it('drops q=0 and empty entries and reads a missing header as none', () => {
    expect(parseAcceptLanguage('ru;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(' , ')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

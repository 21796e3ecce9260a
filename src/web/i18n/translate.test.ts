import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language.ts';
import { az } from './az.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { translate, type CatalogTree } from './translate.ts';

const catalogs = new Map<Language, CatalogTree>([
  [
    'az',
    {
      common: { hello: 'Salam, {{name}}!', only: 'Yalnız az' },
      n: { apples_one: '{{count}} alma', apples_other: '{{count}} alma' },
    },
  ],
  [
    'ru',
    {
      common: { hello: 'Привет, {{name}}!' },
      n: { apples_one: '{{count}} яблоко', apples_few: '{{count}} яблока', apples_many: '{{count}} яблок' },
    },
  ],
  [
    'en',
    { common: { hello: 'Hello, {{ name }}!' }, n: { apples_one: '{{count}} apple', apples_other: '{{count}} apples' } },
  ],
]);

describe('translate', () => {
  it('looks a dot path up in the nested catalog and fills in the placeholders', () => {
    expect(translate(catalogs, ['ru', 'az'], 'common.hello', { name: 'Аян' })).toBe('Привет, Аян!');
    expect(translate(catalogs, ['en', 'az'], 'common.hello', { name: 'Ayan' })).toBe('Hello, Ayan!');
  });

  it('does not escape HTML (React escapes text itself) and leaves an option not given empty', () => {
    expect(translate(catalogs, ['en'], 'common.hello', { name: '<b>&' })).toBe('Hello, <b>&!');
    expect(translate(catalogs, ['en'], 'common.hello')).toBe('Hello, {{ name }}!');
    expect(translate(catalogs, ['en'], 'common.hello', {})).toBe('Hello, !');
  });

  it('picks the plural form the language gives the count', () => {
    const ruApples = (count: number) => translate(catalogs, ['ru', 'az'], 'n.apples', { count });
    expect([1, 2, 5, 11, 21, 22, 25].map(ruApples)).toEqual([
      '1 яблоко',
      '2 яблока',
      '5 яблок',
      '11 яблок',
      '21 яблоко',
      '22 яблока',
      '25 яблок',
    ]);
    expect(translate(catalogs, ['en'], 'n.apples', { count: 1 })).toBe('1 apple');
    expect(translate(catalogs, ['en'], 'n.apples', { count: 0 })).toBe('0 apples');
  });

  it('falls back to the next language, then to the key', () => {
    expect(translate(catalogs, ['ru', 'az'], 'common.only')).toBe('Yalnız az');
    expect(translate(catalogs, ['ru'], 'common.only')).toBe('common.only');
    expect(translate(new Map(), ['ru', 'az'], 'common.hello')).toBe('common.hello');
    // A path that stops at a group, or runs past a string, is not a string.
    expect(translate(catalogs, ['en'], 'common')).toBe('common');
    expect(translate(catalogs, ['en'], 'common.hello.more')).toBe('common.hello.more');
  });

  it('reads the real catalogs: a counted string in each language', () => {
    const real = new Map<Language, CatalogTree>([
      ['az', az],
      ['ru', ru],
      ['en', en],
    ]);
    expect(translate(real, ['ru'], 'common.timeSpent', { count: 3 })).toBe(
      ru.common.timeSpent_few.replace('{{count}}', '3'),
    );
    expect(translate(real, ['en'], 'common.timeSpent', { count: 1 })).toBe(
      en.common.timeSpent_one.replace('{{count}}', '1'),
    );
    expect(translate(real, ['az'], 'common.loading')).toBe('Yüklənir…');
  });
});

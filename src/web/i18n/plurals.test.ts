/**
 * Issue 14, item 2: every counted string has the plural forms its language needs. A string whose placeholder is
 * {{count}} is pluralised by t(key, { count }) (translate.ts), which looks up `key_<form>` for the form Intl.PluralRules
 * gives the number; a missing form falls back to another form's words ("Результаты 5 тест"), so each one must be
 * there. A number that does not inflect a word ("Верно: {{n}}") uses another placeholder name.
 */
import { describe, expect, it } from 'vitest';
import { az } from './az.ts';
import { en } from './en.ts';
import { type CatalogTree, flattenCatalog } from './flatten.ts';
import { ru } from './ru.ts';

type PluralForm = 'one' | 'few' | 'many' | 'other';

/** The forms integers take in each language (ru "other" is for fractions only, which no count is). */
const NEEDED: Record<'az' | 'ru' | 'en', PluralForm[]> = {
  az: ['one', 'other'],
  ru: ['one', 'few', 'many'],
  en: ['one', 'other'],
};
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const catalogs = { az, ru, en } as const;
const LANGUAGES = ['az', 'ru', 'en'] as const;

/** `[base, form]` of a plural key (`practice.results.mistakes_few` → `practice.results.mistakes`, `few`). */
function pluralKey(key: string): [string, string] | null {
  const match = /^(.*)_([a-z]+)$/.exec(key);
  return match && FORMS.includes(match[2]!) ? [match[1]!, match[2]!] : null;
}

/** What is wrong with the counted strings of a flattened catalog, one line per finding. */
function countedStringProblems(catalog: Map<string, string>, needed: readonly PluralForm[]): string[] {
  const problems: string[] = [];
  const bases = new Set<string>();
  for (const [key, text] of catalog) {
    if (!text.includes('{{count}}')) continue;
    const plural = pluralKey(key);
    if (plural) bases.add(plural[0]);
    else problems.push(`${key}: counts with {{count}} but has no plural forms (${needed.join(', ')})`);
  }
  for (const base of bases) {
    for (const form of needed) {
      if (!catalog.get(`${base}_${form}`)?.trim()) problems.push(`${base}: no "${form}" form`);
    }
  }
  return problems;
}

describe('plural forms (issue 14): every {{count}} string has the forms its language needs', () => {
  it.each(LANGUAGES)('%s', (language) => {
    const catalog = flattenCatalog(catalogs[language] as CatalogTree);
    expect([...catalog.values()].filter((text) => text.includes('{{count}}')).length).toBeGreaterThan(10);
    expect(countedStringProblems(catalog, NEEDED[language])).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the forms asked for are the ones Intl.PluralRules gives whole numbers', (language) => {
    const rules = new Intl.PluralRules(language);
    const used = new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
    expect([...used].sort()).toEqual([...NEEDED[language]].sort());
  });

  it('ru: 1, 3 and 5 questions read "вопрос", "вопроса", "вопросов"', () => {
    const catalog = flattenCatalog(ru as CatalogTree);
    const rules = new Intl.PluralRules('ru');
    const say = (n: number) => catalog.get(`practice.questionCount_${rules.select(n)}`)?.replace('{{count}}', `${n}`);
    expect([1, 3, 5, 21].map(say)).toEqual(['1 вопрос', '3 вопроса', '5 вопросов', '21 вопрос']);
  });
});

describe('the check itself', () => {
  const check = (entries: Record<string, string>, language: 'az' | 'ru' = 'ru') =>
    countedStringProblems(new Map(Object.entries(entries)), NEEDED[language]);

  it('flags a counted string without plural keys and a missing form', () => {
    expect(check({ 'history.chartDescription': 'Результаты {{count}} тестов' })).toEqual([
      'history.chartDescription: counts with {{count}} but has no plural forms (one, few, many)',
    ]);
    expect(check({ 'a.days_one': '{{count}} день', 'a.days_few': '{{count}} дня', 'a.days_many': '' })).toEqual([
      'a.days: no "many" form',
    ]);
  });

  it('leaves alone numbers under another name and complete plural sets', () => {
    expect(check({ 'a.right': 'Верно: {{n}}' })).toEqual([]);
    expect(check({ 'a.days_one': '{{count}} gün', 'a.days_other': '{{count}} gün' }, 'az')).toEqual([]);
  });
});

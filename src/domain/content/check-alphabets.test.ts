import { describe, expect, it } from 'vitest';
import { checkAlphabets } from './check-alphabets.ts';
import { makeContent, makeLocalized, makeTopic } from './test-factories.ts';

function withTitle(az: string, ru: string) {
  return makeContent({ topics: [makeTopic({ title: makeLocalized({ az, ru }) }, 0)] });
}

describe('checkAlphabets (az without Cyrillic, ru with Cyrillic)', () => {
  it('accepts Azerbaijani Latin letters and Russian Cyrillic', () => {
    expect(
      checkAlphabets(withTitle('İndiki sadə zaman (ə, ğ, ı, ş, ç, ö, ü)', 'Простое настоящее (Present Simple)')),
    ).toEqual([]);
  });
  it('reports Cyrillic letters in az text', () => {
    expect(checkAlphabets(withTitle('Индики заман', 'Настоящее время'))).toEqual([
      {
        code: 'cyrillic-in-az',
        where: 'grammar/topic/title',
        detail: 'the az text contains Cyrillic letters: "Индики заман"',
      },
    ]);
  });
  it('reports ru text without any Cyrillic letter', () => {
    expect(checkAlphabets(withTitle('Zaman', 'Present Simple'))).toEqual([
      {
        code: 'no-cyrillic-in-ru',
        where: 'grammar/topic/title',
        detail: 'the ru text has no Cyrillic letters: "Present Simple"',
      },
    ]);
  });
  it('leaves an empty ru text to the translation rule', () => {
    expect(checkAlphabets(withTitle('Zaman', ''))).toEqual([]);
  });
});

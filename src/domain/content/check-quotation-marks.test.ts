import { describe, expect, it } from 'vitest';
import { checkQuotationMarks } from './check-quotation-marks.ts';
import { makeContent, makeLocalized, makeTopic } from './test-factories.ts';

function withTitle(az: string, ru: string, en = 'Tenses') {
  return makeContent({ topics: [makeTopic({ title: makeLocalized({ en, az, ru }) }, 0)] });
}

describe('checkQuotationMarks (« » in az and ru)', () => {
  it('accepts « » in az and ru, and straight quotes in English', () => {
    expect(checkQuotationMarks(withTitle('«Than»-dan əvvəl', 'Перед «than»', 'The "past of the past"'))).toEqual([]);
  });
  it('reports straight quotes in az and in ru text', () => {
    expect(checkQuotationMarks(withTitle('O deyir: "Salam"', 'Он говорит: "Привет"'))).toEqual([
      {
        code: 'straight-quotes',
        where: 'grammar/topic/title',
        detail: 'the az text quotes with straight quotes instead of « »: O deyir: "Salam"',
      },
      {
        code: 'straight-quotes',
        where: 'grammar/topic/title',
        detail: 'the ru text quotes with straight quotes instead of « »: Он говорит: "Привет"',
      },
    ]);
  });
});

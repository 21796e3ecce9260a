import { describe, expect, it } from 'vitest';
import { checkAmounts } from './check-amounts.ts';
import { countContent, REQUIRED_AMOUNTS, type ContentCounts } from './count-content.ts';
import { makeContent } from './test-factories.ts';

function countsAtMinimum(): ContentCounts {
  return {
    ...countContent(makeContent()),
    topics: REQUIRED_AMOUNTS.topics,
    grammarQuestions: REQUIRED_AMOUNTS.grammarQuestions,
    listeningTests: REQUIRED_AMOUNTS.listeningTests,
    readingTests: REQUIRED_AMOUNTS.readingTests,
    writingPrompts: REQUIRED_AMOUNTS.writingPrompts,
  };
}

describe('checkAmounts (32 topics, 1,900 grammar questions, 25 listening, 25 reading, 20 writing prompts)', () => {
  it('accepts the required amounts', () => {
    expect(checkAmounts(countsAtMinimum())).toEqual([]);
  });
  it('reports each amount one short', () => {
    const counts = countsAtMinimum();
    const short: ContentCounts = {
      ...counts,
      topics: 31,
      grammarQuestions: 1899,
      listeningTests: 24,
      readingTests: 24,
      writingPrompts: 19,
    };
    expect(checkAmounts(short)).toEqual([
      { code: 'too-few-items', where: 'grammar', detail: '31 grammar topics, at least 32 needed' },
      { code: 'too-few-items', where: 'grammar', detail: '1899 grammar questions, at least 1900 needed' },
      { code: 'too-few-items', where: 'listening', detail: '24 listening tests, at least 25 needed' },
      { code: 'too-few-items', where: 'reading', detail: '24 reading tests, at least 25 needed' },
      { code: 'too-few-items', where: 'writing', detail: '19 writing prompts, at least 20 needed' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkOpenAnswers } from './check-open-answers.ts';
import { makeContent, makeGrammarOpen, makePassageOpen, makeReadingTest, makeTopic } from './test-factories.ts';

describe('checkOpenAnswers (an open question without accepted answers fails the check)', () => {
  it('accepts open questions with accepted answers', () => {
    expect(checkOpenAnswers(makeContent())).toEqual([]);
  });
  it('reports an empty list or a list of blanks', () => {
    const content = makeContent({
      topics: [makeTopic({ questions: [makeGrammarOpen({ accepted: [] })] }, 0)],
      reading: [makeReadingTest({ id: 'r1', questions: [makePassageOpen({ id: 'r1-q5', accepted: [' '] })] })],
    });
    expect(checkOpenAnswers(content)).toEqual([
      {
        code: 'no-accepted-answers',
        where: 'grammar/topic/topic-002',
        detail: 'an open question needs accepted answers',
      },
      { code: 'no-accepted-answers', where: 'reading/r1/r1-q5', detail: 'an open question needs accepted answers' },
    ]);
  });
});

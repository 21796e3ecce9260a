import { describe, expect, it } from 'vitest';
import { checkQuestionIds } from './check-question-ids.ts';
import { makeContent, makeGrammarMc, makePassageMc, makeReadingTest, makeTopic } from './test-factories.ts';

describe('checkQuestionIds (question ids start with their topic or test id)', () => {
  it('accepts prefixed ids', () => {
    expect(checkQuestionIds(makeContent())).toEqual([]);
  });
  it('reports ids of another topic or test', () => {
    const content = makeContent({
      topics: [makeTopic({ id: 'articles', questions: [makeGrammarMc({ id: 'article-001' })] }, 0)],
      reading: [makeReadingTest({ id: 'reading-01', questions: [makePassageMc({ id: 'reading-02-q1' })] })],
    });
    expect(checkQuestionIds(content)).toEqual([
      {
        code: 'question-id-prefix',
        where: 'grammar/articles/article-001',
        detail: 'the id must start with "articles-"',
      },
      {
        code: 'question-id-prefix',
        where: 'reading/reading-01/reading-02-q1',
        detail: 'the id must start with "reading-01-"',
      },
    ]);
  });
});

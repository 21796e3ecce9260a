import { describe, expect, it } from 'vitest';
import { countContent } from './count-content.ts';
import { makeContent, makeGrammarMc, makeTopic } from './test-factories.ts';

describe('countContent (the summary the content check prints)', () => {
  it('counts topics, grammar questions by type and difficulty, combination items, tests and prompts', () => {
    const combination = makeGrammarMc({
      id: 'b-001',
      difficulty: 'B2',
      options: ['1, 2', '2, 3', '3, 4', '1, 3', '2, 4'],
      answer: '1, 2',
    });
    const content = makeContent({
      topics: [makeTopic({ id: 'a' }, 30), makeTopic({ id: 'b', key: 'b', questions: [combination] })],
    });
    expect(countContent(content)).toEqual({
      topics: 2,
      grammarQuestions: 31,
      grammarByType: { mc: 25, open: 6 },
      grammarByDifficulty: { A2: 0, B1: 30, B2: 1 },
      combinationItems: 1,
      listeningTests: 1,
      listeningQuestions: { mc: 4, open: 3 },
      readingTests: 1,
      readingQuestions: { mc: 4, open: 4 },
      writingPrompts: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkDuplicateQuestions } from './check-duplicate-questions.ts';
import { makeContent, makeGrammarMc, makeListeningTest, makePassageMc, makeTopic } from './test-factories.ts';

function grammar(...questions: ReturnType<typeof makeGrammarMc>[][]) {
  return makeContent({
    topics: questions.map((qs, i) => makeTopic({ id: `t${i}`, key: `t${i}`, questions: qs }, 0)),
    listening: [],
    reading: [],
  });
}

describe('checkDuplicateQuestions (duplicate questions, on normalised text, fail the check)', () => {
  it('reports the same question in two topics, even written differently', () => {
    const content = grammar(
      [makeGrammarMc({ id: 't0-001', question: 'She ___ to school every day.' })],
      [makeGrammarMc({ id: 't1-001', question: 'she _____ to school, every day' })],
    );
    expect(checkDuplicateQuestions(content)).toEqual([
      {
        code: 'duplicate-question',
        where: 'grammar/t1/t1-001',
        detail: 'same question and answer as grammar/t0/t0-001',
      },
    ]);
  });
  it('accepts one instruction used by questions with different answers', () => {
    const content = grammar([
      makeGrammarMc({
        id: 't0-001',
        question: 'Choose the correct sentence.',
        options: ['a', 'b', 'c', 'd', 'e'],
        answer: 'a',
      }),
      makeGrammarMc({
        id: 't0-002',
        question: 'Choose the correct sentence.',
        options: ['f', 'g', 'h', 'i', 'j'],
        answer: 'j',
      }),
    ]);
    expect(checkDuplicateQuestions(content)).toEqual([]);
  });
  it('compares listening and reading questions only within their test', () => {
    const question = 'What is the text mainly about?';
    const twoTests = makeContent({
      listening: [
        makeListeningTest({ id: 'l1', questions: [makePassageMc({ id: 'l1-q1', question })] }),
        makeListeningTest({ id: 'l2', questions: [makePassageMc({ id: 'l2-q1', question })] }),
      ],
    });
    expect(checkDuplicateQuestions(twoTests)).toEqual([]);
    const oneTest = makeContent({
      listening: [
        makeListeningTest({
          id: 'l1',
          questions: [
            makePassageMc({ id: 'l1-q1', question }),
            makePassageMc({ id: 'l1-q2', question: `${question} ` }),
          ],
        }),
      ],
    });
    expect(checkDuplicateQuestions(oneTest).map((p) => p.where)).toEqual(['listening/l1/l1-q2']);
  });
});

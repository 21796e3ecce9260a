import { describe, expect, it } from 'vitest';
import { makeGrammarMc, makePassageMc, makePassageOpen } from '../content/test-factories.ts';
import type { ContentQuestion } from '../practice/public-question.ts';
import { answerFeedback, reviewItems } from './review-items.ts';

const grammar = makeGrammarMc({ id: 'g1' });
const letter = makePassageMc({ id: 'r1' });
const open = makePassageOpen({ id: 'r2' });
const questions = new Map<string, ContentQuestion>([grammar, letter, open].map((q) => [q.id, q]));

describe('review items', () => {
  const drawn = [
    { questionId: 'g1', number: 1, section: 'Grammar' as const, topicId: 'present' },
    { questionId: 'gone', number: 2, section: 'Grammar' as const },
    { questionId: 'r1', number: 3, section: 'Reading' as const, passageId: 'text' },
    { questionId: 'r2', number: 4, section: 'Reading' as const, passageId: 'text' },
  ];
  const review = reviewItems(drawn, (id) => questions.get(id), [
    { questionId: 'g1', answer: 'go', correct: false, judgedBy: 'exact' },
    { questionId: 'r2', answer: 'in Baku', correct: true, judgedBy: 'model' },
  ]);

  it('every drawn question the content has, in order; an unanswered one is wrong with no answer', () => {
    expect(review.map((r) => [r.number, r.yourAnswer, r.correct])).toEqual([
      [1, 'go', false],
      [3, null, false],
      [4, 'in Baku', true],
    ]);
  });

  it('the key, the options as shown, the rationale, the topic and who judged', () => {
    expect(review[0]).toMatchObject({
      correctAnswer: 'goes',
      options: grammar.options,
      rationale: grammar.rationale,
      topicId: 'present',
      type: 'mc',
    });
    expect(review[1]).toMatchObject({ options: letter.options, correctAnswer: 'C', judgedBy: 'exact' });
    expect(review[2]).toMatchObject({ type: 'open', judgedBy: 'model' });
    expect(review[2]).not.toHaveProperty('options');
  });
});

describe('answer feedback', () => {
  it('the key and rationale of a graded answer; exact when nobody is recorded as judge', () => {
    expect(answerFeedback(grammar, { questionId: 'g1', answer: 'goes', correct: true, judgedBy: null })).toEqual({
      questionId: 'g1',
      answer: 'goes',
      correct: true,
      correctAnswer: 'goes',
      judgedBy: 'exact',
      rationale: grammar.rationale,
    });
  });
});

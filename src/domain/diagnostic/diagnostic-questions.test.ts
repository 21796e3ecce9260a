import { describe, expect, it } from 'vitest';
import type { GrammarQuestion } from '../content/schema.ts';
import { seededRandom } from '../practice/random.ts';
import { drawDiagnostic, isChoiceQuestion } from './diagnostic-questions.ts';

const mc = (id: string, options = ['a', 'b', 'c', 'd', 'e'], answer = 'a'): GrammarQuestion =>
  ({ id, type: 'mc', question: `Q ${id}`, options, answer }) as GrammarQuestion;

describe('isChoiceQuestion (spec §5, DIAG-04)', () => {
  it('needs a question, a correct answer and more than one distinct option', () => {
    expect(isChoiceQuestion(mc('q1'))).toBe(true);
    expect(isChoiceQuestion(mc('q2', ['a', 'a', 'a', 'a', 'a']))).toBe(false);
    expect(isChoiceQuestion(mc('q3', ['a', '', '', '', '']))).toBe(false);
    expect(isChoiceQuestion({ ...mc('q4'), question: ' ' } as GrammarQuestion)).toBe(false);
    expect(isChoiceQuestion(mc('q5', undefined, ' '))).toBe(false);
    expect(
      isChoiceQuestion({ id: 'o', type: 'open', question: 'Q', answer: 'x', accepted: ['x'] } as GrammarQuestion),
    ).toBe(false);
  });
});

describe('drawDiagnostic (spec §9)', () => {
  const topics = [
    { id: 't1', questions: [mc('a1'), mc('a2'), mc('a3'), mc('bad', ['x', 'x', 'x', 'x', 'x'])] },
    { id: 't2', questions: [mc('b1'), mc('b2'), mc('b3'), mc('b4'), mc('b5')] },
  ];

  it('draws 7 distinct valid questions from all topics, numbered 1–7', () => {
    const draw = drawDiagnostic(topics, seededRandom(1));
    expect(draw.questions).toHaveLength(7);
    expect(new Set(draw.questions.map((q) => q.questionId)).size).toBe(7);
    expect(draw.questions.map((q) => q.questionId)).not.toContain('bad');
    expect(draw.questions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const b1 = draw.questions.find((q) => q.questionId === 'b1');
    if (b1) expect(b1.topicId).toBe('t2');
  });

  it('differs between draws', () => {
    const ids = (seed: number) => drawDiagnostic(topics, seededRandom(seed)).questions.map((q) => q.questionId);
    expect(ids(1)).not.toEqual(ids(2));
  });
});

import { describe, expect, it } from 'vitest';
import { makeGrammarMc, makeGrammarOpen, makePassageMc, makePassageOpen } from '../content/test-factories.ts';
import { publicQuestions, toPublicQuestion, type ContentQuestion } from './public-question.ts';

const SECRET_FIELDS = ['answer', 'accepted', 'keyPoints', 'rationale', 'correct_answer', 'correctAnswerIndex'];

const questions: [string, ContentQuestion][] = [
  ['grammar multiple choice', makeGrammarMc({ answer: 'goes' })],
  ['grammar open', makeGrammarOpen({ answer: 'went', accepted: ['went', 'had gone'] })],
  ['passage multiple choice', makePassageMc({ answer: 'C' })],
  ['passage open', makePassageOpen({ answer: 'in Baku', accepted: ['Baku'], keyPoints: ['the capital'] })],
];

describe('toPublicQuestion (DESIGN.md §4.4: answer keys never reach the browser before submission)', () => {
  it.each(questions)('%s: no key, accepted answers, key points or rationale', (_label, question) => {
    const shown = toPublicQuestion(question, { number: 3, section: 'Grammar' });
    for (const field of SECRET_FIELDS) expect(shown).not.toHaveProperty(field);
    const json = JSON.stringify(shown);
    expect(json).not.toContain(question.rationale.en);
    if (question.type === 'open')
      for (const a of [question.answer, ...question.accepted]) expect(json).not.toContain(a);
  });
  it('keeps what the student needs: id, number, section, type, text and options', () => {
    const question = makePassageMc();
    expect(toPublicQuestion(question, { number: 23, section: 'Reading', passageId: 'reading-01' })).toEqual({
      id: question.id,
      number: 23,
      section: 'Reading',
      type: 'mc',
      question: question.question,
      options: question.options,
      passageId: 'reading-01',
    });
  });
  it('grammar options stay a list, open questions have none, and the topic is named', () => {
    const mc = toPublicQuestion(makeGrammarMc(), { number: 1, section: 'Grammar', topicId: 'present-simple' });
    expect(mc.options).toEqual(['go', 'goes', 'going', 'gone', 'is go']);
    expect(mc.topicId).toBe('present-simple');
    expect(toPublicQuestion(makeGrammarOpen(), { number: 2, section: 'Grammar' })).not.toHaveProperty('options');
  });
  it('does not share the content’s option list (a change to the copy cannot touch the content)', () => {
    const question = makeGrammarMc();
    const shown = toPublicQuestion(question, { number: 1, section: 'Grammar' });
    expect(shown.options).not.toBe(question.options);
  });
});

describe('public questions of a draw', () => {
  it('in order, placed as drawn, keys left out, a question the content no longer has left out', () => {
    const known = makeGrammarMc({ id: 'g1' });
    const shown = publicQuestions(
      [
        { questionId: 'g1', number: 1, section: 'Grammar', topicId: 'present' },
        { questionId: 'gone', number: 2, section: 'Grammar' },
      ],
      (id) => (id === 'g1' ? known : undefined),
    );
    expect(shown).toEqual([
      {
        id: 'g1',
        number: 1,
        section: 'Grammar',
        type: 'mc',
        question: known.question,
        options: known.options,
        topicId: 'present',
      },
    ]);
  });
});

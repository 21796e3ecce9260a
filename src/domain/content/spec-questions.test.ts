import { describe, expect, it } from 'vitest';
import {
  grammarQuestionFromSpec,
  passageQuestionFromSpec,
  specQuestionId,
  specQuestionSchema,
  type SpecQuestion,
} from './spec-questions.ts';

function specQuestion(json: Record<string, unknown>): SpecQuestion {
  return specQuestionSchema.parse({ question: 'She ___ to school.', ...json });
}

const where = { file: 'listening_tests.json', path: '[0].questions[0]' };

describe('specQuestionId (`question_id` or `id`, prefixed with the topic or test id)', () => {
  it('prefixes the question’s own id, and keeps one already prefixed', () => {
    expect(specQuestionId(specQuestion({ question_id: 7 }), 'articles', 0)).toBe('articles-7');
    expect(specQuestionId(specQuestion({ id: 'Q_12' }), 'articles', 0)).toBe('articles-q-12');
    expect(specQuestionId(specQuestion({ id: 'articles-003' }), 'articles', 0)).toBe('articles-003');
  });
  it('prefers question_id to id, and numbers by position when there is neither', () => {
    expect(specQuestionId(specQuestion({ question_id: 'a', id: 'b' }), 't', 0)).toBe('t-a');
    expect(specQuestionId(specQuestion({}), 't', 4)).toBe('t-005');
  });
});

describe('grammarQuestionFromSpec (grammar options are a list; the answer is an option’s text)', () => {
  it('converts a multiple-choice question, keeping the option’s exact text', () => {
    const q = specQuestion({ id: 1, options: ['go', 'Goes', 'went', 'gone', 'going'], correct_answer: ' goes ' });
    expect(grammarQuestionFromSpec(q, 'present-simple', 0)).toEqual({
      id: 'present-simple-1',
      type: 'mc',
      difficulty: 'B1',
      question: 'She ___ to school.',
      options: ['go', 'Goes', 'went', 'gone', 'going'],
      answer: 'Goes',
      rationale: { en: '', az: '', ru: '' },
    });
  });
  it('understands an answer given as a letter, and options given as a letter map', () => {
    const q = specQuestion({ options: { B: 'goes', A: 'go', C: 'went', D: 'gone', E: 'going' }, correct_answer: 'B' });
    const converted = grammarQuestionFromSpec(q, 't', 0);
    expect(converted).toMatchObject({ type: 'mc', options: ['go', 'goes', 'went', 'gone', 'going'], answer: 'goes' });
  });
  it('keeps an answer that matches nothing, for the content check to report', () => {
    const q = specQuestion({ options: ['a', 'b', 'c', 'd', 'e'], correct_answer: 'z' });
    expect(grammarQuestionFromSpec(q, 't', 0)).toMatchObject({ type: 'mc', answer: 'z' });
  });
  it('appends sub_options as numbered lines (DİM combination items)', () => {
    const q = specQuestion({
      question: 'Choose the correct variants.',
      sub_options: ['have', '2) get', 'make'],
      options: ['1, 2', '2, 3', '1, 3', '3, 4', '2, 4'],
      correct_answer: '1, 2',
    });
    expect(grammarQuestionFromSpec(q, 't', 0).question).toBe('Choose the correct variants.\n1. have\n2) get\n3. make');
  });
  it('reads type open and open_ended as open, with the correct answer accepted', () => {
    const open = specQuestion({ type: 'open_ended', correct_answer: 'went', accepted: ['had gone', 'went'] });
    expect(grammarQuestionFromSpec(open, 't', 0)).toMatchObject({
      type: 'open',
      answer: 'went',
      accepted: ['went', 'had gone'],
    });
    const noOptions = specQuestion({ correct_answer: ['goes', 'does go'] });
    expect(grammarQuestionFromSpec(noOptions, 't', 0)).toMatchObject({
      type: 'open',
      answer: 'goes',
      accepted: ['goes', 'does go'],
    });
  });
  it('keeps our own fields when the spec-shaped file has them', () => {
    const rationale = { en: 'Because.', az: 'Çünki.', ru: 'Потому что.' };
    const q = specQuestion({ options: ['a', 'b', 'c', 'd', 'e'], correct_answer: 'a', difficulty: 'A2', rationale });
    expect(grammarQuestionFromSpec(q, 't', 0)).toMatchObject({ difficulty: 'A2', rationale });
    const explained = specQuestion({
      options: ['a', 'b', 'c', 'd', 'e'],
      correct_answer: 'a',
      explanation: 'Because.',
    });
    expect(grammarQuestionFromSpec(explained, 't', 0).rationale).toEqual({ en: 'Because.', az: '', ru: '' });
  });
});

describe('passageQuestionFromSpec (listening and reading options are a letter map; the answer a letter)', () => {
  it('converts a letter map and a letter answer', () => {
    const q = specQuestion({
      question_id: 'q1',
      question: 'Where is the fair?',
      options: { a: 'hall', 'B)': 'yard', C: 'library', D: 'park', E: 'room' },
      correct_answer: 'a',
    });
    expect(passageQuestionFromSpec(q, 'listening-1', 0, where)).toEqual({
      question: {
        id: 'listening-1-q1',
        type: 'mc',
        difficulty: 'B1',
        question: 'Where is the fair?',
        options: { A: 'hall', B: 'yard', C: 'library', D: 'park', E: 'room' },
        answer: 'A',
        rationale: { en: '', az: '', ru: '' },
      },
    });
  });
  it('converts a list of options to letters and an answer given as text to its letter; missing letters stay empty', () => {
    const q = specQuestion({ options: ['hall', 'yard', 'library', 'park'], correct_answer: 'Library' });
    expect(passageQuestionFromSpec(q, 't', 0, where)).toMatchObject({
      question: { options: { A: 'hall', B: 'yard', C: 'library', D: 'park', E: '' }, answer: 'C' },
    });
  });
  it('reads type open as an open question', () => {
    const q = specQuestion({ type: 'open', correct_answer: 'in Baku' });
    expect(passageQuestionFromSpec(q, 't', 0, where)).toMatchObject({
      question: { type: 'open', answer: 'in Baku', accepted: ['in Baku'] },
    });
  });
  it('returns an issue for an answer that is neither a letter nor an option, or an option beyond E', () => {
    const badAnswer = specQuestion({ options: { A: 'x', B: 'y', C: 'z', D: 'w', E: 'v' }, correct_answer: 'q' });
    expect(passageQuestionFromSpec(badAnswer, 't', 0, where)).toEqual({
      issue: {
        file: 'listening_tests.json',
        path: '[0].questions[0].correct_answer',
        message: '"q" is neither an option letter (A to E) nor the text of an option',
      },
    });
    const sixOptions = specQuestion({ options: ['a', 'b', 'c', 'd', 'e', 'f'], correct_answer: 'A' });
    expect(passageQuestionFromSpec(sixOptions, 't', 0, where)).toEqual({
      issue: {
        file: 'listening_tests.json',
        path: '[0].questions[0].options',
        message: 'option "6" is not one of the letters A to E',
      },
    });
  });
});

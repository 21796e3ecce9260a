import { describe, expect, it } from 'vitest';
import { makeGrammarMc, makePassageMc } from '../content/test-factories.ts';
import { gradeGrammarChoice, gradeLetterChoice, matchesAccepted, sameText } from './compare-answer.ts';

describe('answer comparison (spec §5)', () => {
  it("text answers are compared case-insensitively after trimming (PRAC-24: ' WENT ' is 'went')", () => {
    expect(matchesAccepted(['went'], ' WENT ')).toBe(true);
    expect(matchesAccepted(['went'], 'gone')).toBe(false);
    expect(sameText('have  gone', 'Have gone')).toBe(true);
  });
  it('grammar multiple choice compares the option text case-insensitively after trimming', () => {
    const question = makeGrammarMc({ options: ['go', 'goes', 'going', 'gone', 'is go'], answer: 'goes' });
    expect(gradeGrammarChoice(question, ' Goes ')).toEqual({ kind: 'graded', correct: true });
    expect(gradeGrammarChoice(question, 'gone')).toEqual({ kind: 'graded', correct: false });
  });
  it('a grammar answer that is not one of the options is invalid', () => {
    expect(gradeGrammarChoice(makeGrammarMc(), 'went')).toEqual({ kind: 'invalid' });
  });
  it("listening and reading multiple choice compare the letter exactly (PRAC-33: 'B' for 'B' right, 'C' wrong)", () => {
    const question = makePassageMc({ answer: 'B' });
    expect(gradeLetterChoice(question, 'B')).toEqual({ kind: 'graded', correct: true });
    expect(gradeLetterChoice(question, 'C')).toEqual({ kind: 'graded', correct: false });
  });
  it('a value that is not an option letter is invalid (PRAC-33), lower case included', () => {
    const question = makePassageMc({ answer: 'B' });
    for (const given of ['b', 'F', ' B', 'a school', '', 'toString', '__proto__']) {
      expect(gradeLetterChoice(question, given), given).toEqual({ kind: 'invalid' });
    }
  });
});

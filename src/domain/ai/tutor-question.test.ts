import { describe, expect, it } from 'vitest';
import { comparedSides, questionShape, sentenceAsked, whySides } from './tutor-question.ts';

const known = new Set(
  'the number of students are growing he must have forgotten about meeting i goed to school and a apple it takes hours get there'.split(
    ' ',
  ),
);
const isEnglish = (word: string) => known.has(word.toLowerCase());

describe('the shape of a question about English', () => {
  it.each([
    ['The number of students are growing. duzdur?', 'The number of students are growing.'],
    ['He must have forgotten about the meeting. bu cumle duzgundu', 'He must have forgotten about the meeting.'],
    ['Is this correct: I goed to school', 'I goed to school'],
    ['«The number of students are growing» — верно?', 'The number of students are growing'],
  ])('%s asks to check %s', (message, sentence) => {
    expect(questionShape(message, isEnglish)).toEqual({ shape: 'check', sentence });
  });

  it('lifts the English sentence out of an Azerbaijani or Russian question', () => {
    expect(sentenceAsked('niye It takes 2 hours to get there deyirik', isEnglish)).toBe(
      'It takes 2 hours to get there',
    );
    expect(sentenceAsked('bu necə işlənir', isEnglish)).toBeUndefined();
  });

  it.each([
    ['speak vs talk', ['speak', 'talk']],
    ['What is the difference between since and for?', ['since', 'for']],
    ['Present Perfect or Past Simple?', ['present perfect', 'past simple']],
    ['a ve an ferqi', ['a', 'an']],
    ['rise и raise разница', ['rise', 'raise']],
    ['разница между wish и if only', ['wish', 'if only']],
    ['когда ставить during а когда while', ['during', 'while']],
    ['a ve an', ['a', 'an']],
  ])('%s compares %j', (message, sides) => {
    expect(comparedSides(message)).toEqual(sides);
    expect(questionShape(message).shape).toBe('compare');
  });

  it('a plain question has no special shape', () => {
    expect(questionShape('when do we use the present perfect?')).toEqual({ shape: 'general' });
    expect(questionShape('passiv nece duzelir')).toEqual({ shape: 'general' });
  });

  it('reads "why X and not Y": X is the sentence to check, short sides are compared', () => {
    expect(questionShape('why is it interested in and not interested on')).toEqual({
      shape: 'why',
      sentence: 'interested in and not interested on',
      sides: ['interested in', 'interested on'],
    });
    expect(whySides('почему говорят He has lived here for 5 years, а не He lives here for 5 years')).toEqual([
      'He has lived here for 5 years',
      'He lives here for 5 years',
    ]);
  });
});

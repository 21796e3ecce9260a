import { describe, expect, it } from 'vitest';
import { revealsKey, type ActiveItem } from './key-leak.ts';

const grammar: ActiveItem = { stem: 'She ___ to school every day.', keys: ['goes'] };
const lettered: ActiveItem = {
  stem: 'Why did Leyla move to Ganja?',
  keys: ['Because her father found a new job there'],
  keyLetter: 'B',
};
const open: ActiveItem = { stem: 'How many students took part in the project?', keys: ['45', 'forty-five'] };

describe('revealsKey', () => {
  it('finds a short key only in the words around its gap', () => {
    expect(revealsKey('Think: "she goes" or "she go"? Which fits a habit?', [grammar])).toBe(true);
    expect(revealsKey('The answer is: goes to school.', [grammar])).toBe(true);
    expect(revealsKey('With he, she and it the verb goes with -s in the Present Simple.', [grammar])).toBe(false);
    expect(revealsKey('Look at "every day": which tense shows a habit?', [grammar])).toBe(false);
  });

  it('finds a distinctive key anywhere, in any case and punctuation', () => {
    expect(revealsKey('It says: because her father found a NEW job there!', [lettered])).toBe(true);
    expect(revealsKey('About 45 students took part.', [open])).toBe(true);
    expect(revealsKey('Forty-five of them came.', [open])).toBe(true);
    expect(revealsKey('Read the second paragraph again and look for a number.', [open])).toBe(false);
  });

  it('finds the key letter named as the answer, but not the article a', () => {
    expect(revealsKey('The answer is B.', [lettered])).toBe(true);
    expect(revealsKey('I think option (b) fits best.', [lettered])).toBe(true);
    expect(revealsKey('B is correct because of the job.', [lettered])).toBe(true);
    expect(revealsKey('Düzgün cavab B variantıdır.', [lettered])).toBe(true);
    expect(revealsKey('Правильный ответ — B.', [lettered])).toBe(true);
    expect(revealsKey('The answer is C.', [lettered])).toBe(false);
    const optionA = { ...lettered, keyLetter: 'A' };
    expect(revealsKey('The answer is a sentence in paragraph 2.', [optionA])).toBe(false);
    expect(revealsKey('The answer is A.', [optionA])).toBe(true);
  });

  it('says nothing leaks when no item is active', () => {
    expect(revealsKey('She goes to school.', [])).toBe(false);
  });
});

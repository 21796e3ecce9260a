import { describe, expect, it } from 'vitest';
import { isCombinationItem } from './is-combination-item.ts';
import { makeGrammarMc, makeGrammarOpen } from './test-factories.ts';

describe('isCombinationItem (DİM-style "A) 1, 2  B) 2, 3" items)', () => {
  it('recognises options that are all combinations of numbers', () => {
    const q = makeGrammarMc({
      question: 'Choose the correct variants.\nI ___ my laptop repaired.\n1. had\n2. got\n3. made\n4. did',
      options: ['1, 2', '2, 3', '3, 4', '1, 3', '1, 2, 4'],
      answer: '1, 2',
    });
    expect(isCombinationItem(q)).toBe(true);
  });
  it('rejects ordinary options, a single number and open questions', () => {
    expect(isCombinationItem(makeGrammarMc())).toBe(false);
    expect(isCombinationItem(makeGrammarMc({ options: ['1, 2', '2', '3, 4', '1, 3', '2, 4'], answer: '2' }))).toBe(
      false,
    );
    expect(isCombinationItem(makeGrammarOpen())).toBe(false);
  });
});

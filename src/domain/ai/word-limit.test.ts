import { describe, expect, it } from 'vitest';
import { countWords } from '../text/count-words.ts';
import { countSentences, limitSentences, limitWords, splitSentences } from './word-limit.ts';

describe('word and sentence limits (spec §7)', () => {
  it('counts words, not punctuation', () => {
    expect(countWords('Formula: S + be + V3.')).toBe(4);
    expect(countWords(' — ')).toBe(0);
  });

  it('splits sentences after . ! ? … but not inside 1.3', () => {
    expect(splitSentences('An adult is 1.3 metres long. It eats fish! Really? "Yes." Fine')).toEqual([
      'An adult is 1.3 metres long.',
      'It eats fish!',
      'Really?',
      '"Yes."',
      'Fine',
    ]);
    expect(countSentences('')).toBe(0);
  });

  it('keeps whole sentences within the limit, else shortens the first with an ellipsis', () => {
    expect(limitWords('one two three. four five six seven.', 5)).toBe('one two three.');
    expect(limitWords('one two three four five six', 3)).toBe('one two three…');
    expect(limitWords('short enough', 5)).toBe('short enough');
  });

  it('keeps at most n sentences', () => {
    expect(limitSentences('A. B. C.', 2)).toBe('A. B.');
    expect(limitSentences('Only one.', 1)).toBe('Only one.');
  });
});

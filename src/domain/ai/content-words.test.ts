import { describe, expect, it } from 'vitest';
import { contentWords, isStopword, stem } from './content-words.ts';

describe('content words', () => {
  it('leaves out function words but keeps negation and quantity', () => {
    expect(contentWords('she does not check the bus number twice'.split(' '))).toEqual([
      'not',
      'check',
      'bus',
      'number',
      'twice',
    ]);
    expect(isStopword('the')).toBe(true);
    expect(isStopword('less')).toBe(false);
    expect(isStopword('same')).toBe(false);
  });

  it.each([
    ['cleaning', 'clean'],
    ['cutting', 'cut'],
    ['babies', 'baby'],
    ['studied', 'study'],
    ['checks', 'check'],
    ['bought', 'buy'],
    ['caught', 'catch'],
    ['boxes', 'box'],
    ['bus', 'bus'],
    ['1817', '1817'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

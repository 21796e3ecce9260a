import { describe, expect, it } from 'vitest';
import { areOpposites, contentWords, hasOpposite, isStopword, NEGATIONS, sameStem, stem } from './content-words.ts';

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

  it('finds one stem for a word and its forms, derived words and silent e included', () => {
    expect(sameStem('making', 'make')).toBe(true);
    expect(sameStem('danced', 'dance')).toBe(true);
    expect(sameStem('tasty', 'taste')).toBe(true);
    expect(sameStem('collection', 'collect')).toBe(true);
    expect(sameStem('happiness', 'happy')).toBe(true);
    expect(sameStem('strength', 'strong')).toBe(true);
    expect(sameStem('asleep', 'sleep')).toBe(true);
    expect(sameStem('care', 'car')).toBe(false);
    expect(sameStem('many', 'man')).toBe(false);
    expect(sameStem('body', 'bod')).toBe(false);
  });

  it('keeps a verb\'s "ll" in its forms ("calling", "called" are "call"), and "travelled" is still "travel"', () => {
    expect(sameStem('calling', 'call')).toBe(true);
    expect(sameStem('called', 'calls')).toBe(true);
    expect(sameStem('telling', 'tell')).toBe(true);
    expect(sameStem('travelled', 'travel')).toBe(true);
  });

  it('tells a word with an opposite, in its forms, from one without', () => {
    expect(hasOpposite('starts')).toBe(true);
    expect(hasOpposite('sold')).toBe(true);
    expect(hasOpposite('snow')).toBe(false);
  });

  it('knows common opposites in their forms', () => {
    expect(areOpposites('old', 'young')).toBe(true);
    expect(areOpposites('sold', 'bought')).toBe(true);
    expect(areOpposites('closed', 'open')).toBe(true);
    expect(areOpposites('old', 'big')).toBe(false);
    expect(areOpposites('back', 'front')).toBe(true);
    // Plurals the rough stem misses.
    expect(sameStem('buses', 'bus')).toBe(true);
    // Nouns in -al, -ance and -ence made from verbs.
    expect(sameStem('arrival', 'arrive')).toBe(true);
    expect(sameStem('performance', 'perform')).toBe(true);
    expect(sameStem('skis', 'ski')).toBe(true);
    expect(sameStem('houses', 'house')).toBe(true);
    expect(areOpposites('ill', 'healthy')).toBe(true);
  });

  it('counts "no" as a negation and reflexive pronouns as function words', () => {
    expect(NEGATIONS.has('no')).toBe(true);
    expect(isStopword('yourself')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { damerauLevenshtein, isOtherFormOfSameWord, isSmallTypo } from './typo-distance.ts';

describe('damerauLevenshtein', () => {
  it.each([
    ['water', 'water', 0],
    ['watter', 'water', 1],
    ['scraf', 'scarf', 1],
    ['metrs', 'metre', 1],
    ['colour', 'color', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
  });

  it('stops early past the limit', () => {
    expect(damerauLevenshtein('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('small typos (DESIGN.md §6: small typos are forgiven)', () => {
  it.each([
    ['fishnig', 'fishing'],
    ['strenght', 'strength'],
    ['retreival', 'retrieval'],
    ['clok', 'clock'],
    ['night', 'knight'],
    ['metrs', 'metre'],
  ])('%s for %s is a typo', (given, expected) => {
    expect(isSmallTypo(given, expected)).toBe(true);
  });

  it.each([
    ['went', 'want', 'short words are never corrected'],
    ['has', 'have', 'short words are never corrected'],
    ['loves', 'loved', 'another form of the same word'],
    ['walker', 'walked', 'another form of the same word'],
    ['taller', 'tallest', 'two letters apart'],
    ['million', 'billion', 'numbers are never corrected'],
    ['fifteen', 'fifty', 'numbers are never corrected'],
    ['1871', '1817', 'digits are never corrected'],
  ])('%s for %s is not (%s)', (given, expected) => {
    expect(isSmallTypo(given, expected)).toBe(false);
  });

  it('knows forms of one word', () => {
    expect(isOtherFormOfSameWord('walks', 'walked')).toBe(true);
    expect(isOtherFormOfSameWord('metres', 'meters')).toBe(false);
  });
});

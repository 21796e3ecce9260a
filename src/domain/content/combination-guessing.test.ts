import { describe, expect, it } from 'vitest';
import { measureCombinationGuessing } from './combination-guessing.ts';
import { makeGrammarMc } from './test-factories.ts';

const QUESTION = 'Choose the correct variants.\nI ___ my laptop repaired.\n1. had\n2. got\n3. made\n4. did';

function item(options: string[], answer: string) {
  return makeGrammarMc({ question: QUESTION, options, answer });
}

function rate(items: ReturnType<typeof item>[], id: string): number | undefined {
  return measureCombinationGuessing(items).rules.find((r) => r.id === id)?.rate;
}

describe('measureCombinationGuessing (how often a shape-only guessing rule points at the key)', () => {
  // Five of the six pairs of four numbers: 1 and 2 appear three times, 3 and 4 twice; "1, 2" is made of the most
  // frequent numbers, the option the old items never made the key.
  const fivePairs = ['1, 2', '1, 3', '1, 4', '2, 3', '2, 4'];

  it('the option of the two most frequent numbers: found by every frequency rule', () => {
    const keyed = item(fivePairs, '1, 2');
    expect(rate([keyed], 'most-frequent-numbers')).toBe(1);
    expect(rate([keyed], 'made-of-most-frequent')).toBe(1);
    expect(rate([keyed], 'least-frequent-numbers')).toBe(0);
  });
  it('a tie counts as a random pick among the tied options', () => {
    // "1, 3", "1, 4", "2, 3", "2, 4" all have the same mean frequency (2.5): a quarter each.
    expect(rate([item(fivePairs, '1, 3')], 'least-frequent-numbers')).toBe(0.25);
    // Options all of one size: the size rules see no difference and score exactly chance.
    expect(rate([item(fivePairs, '1, 3')], 'fewest-numbers')).toBe(0.2);
    expect(rate([item(fivePairs, '1, 3')], 'odd-size')).toBe(0.2);
  });
  it('the size rules: the one 3-number option among pairs', () => {
    const options = ['1, 2', '1, 3', '2, 4', '3, 4', '1, 2, 4'];
    expect(rate([item(options, '1, 2, 4')], 'odd-size')).toBe(1);
    expect(rate([item(options, '1, 2, 4')], 'most-numbers')).toBe(1);
    expect(rate([item(options, '3, 4')], 'fewest-numbers')).toBe(0.25);
  });
  it('averages over the items and reports chance as 1 / number of options', () => {
    const measured = measureCombinationGuessing([item(fivePairs, '1, 2'), item(fivePairs, '3, 4')]);
    expect(measured.items).toBe(2);
    expect(measured.chance).toBeCloseTo(0.2);
    expect(measured.rules.find((r) => r.id === 'made-of-most-frequent')?.rate).toBe(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { candidateNumbers, checkCombinationItems, guessingProblems } from './check-combination-items.ts';
import type { CombinationGuessing } from './combination-guessing.ts';
import { makeContent, makeGrammarMc, makeTopic } from './test-factories.ts';

const QUESTION = 'Choose the correct variants.\nI ___ my laptop repaired.\n1. had\n2. got\n3. made\n4. did';

function contentWith(question: string, options: string[], answer: string) {
  const q = makeGrammarMc({ question, options, answer });
  return makeContent({ topics: [makeTopic({ questions: [q] }, 0)] });
}

function measured(rates: number[], items = 100): CombinationGuessing {
  return {
    items,
    chance: 0.2,
    rules: rates.map((rate, i) => ({ id: `rule-${i}`, label: `rule ${i}`, rate })),
  };
}

describe('checkCombinationItems (combination items have 4–5 candidates and mixed 2- and 3-number options)', () => {
  it('reads the numbered candidates on their own lines', () => {
    expect(candidateNumbers(QUESTION)).toEqual([1, 2, 3, 4]);
    expect(candidateNumbers('Which are correct?\n1. He said 2. things\n2) She went')).toEqual([1, 2]);
  });
  it('accepts four candidates with 2- and 3-number options', () => {
    expect(checkCombinationItems(contentWith(QUESTION, ['1, 2', '1, 3', '2, 4', '3, 4', '1, 2, 4'], '1, 2'))).toEqual(
      [],
    );
  });
  it('reports options all of one size, too few candidates and a number that is no candidate', () => {
    const onlyPairs = contentWith(QUESTION, ['1, 2', '1, 3', '1, 4', '2, 3', '2, 4'], '1, 2');
    expect(checkCombinationItems(onlyPairs)).toEqual([
      {
        code: 'combination-shape',
        where: 'grammar/topic/topic-001',
        detail: 'options do not mix 2-number and 3-number combinations',
      },
    ]);
    const three = 'Choose.\nI ___ it.\n1. had\n2. got\n3. made';
    const problems = checkCombinationItems(contentWith(three, ['1, 2', '1, 3', '2, 3', '1, 2, 3', '2, 4'], '1, 2'));
    expect(problems.map((p) => p.detail)).toEqual([
      '3 numbered candidates (expected 4 or 5)',
      'option(s) "2, 4" name no candidate',
    ]);
  });
});

describe('guessingProblems (no shape-only rule beats chance by more than 10 points)', () => {
  it('accepts rates within chance ± 10 points', () => {
    expect(guessingProblems(measured([0.1, 0.2, 0.3]))).toEqual([]);
  });
  it('reports a rule to pick (above 30%) and a rule to rule out (below 10%)', () => {
    const problems = guessingProblems(measured([0.31, 0.02]));
    expect(problems.map((p) => [p.code, p.where])).toEqual([
      ['combination-guessable', 'grammar'],
      ['combination-guessable', 'grammar'],
    ]);
    expect(problems[0]?.detail).toBe(
      'in 31.0% of 100 combination items the key is rule 0 (chance 20.0%): picking it beats chance by more than 10 points',
    );
    expect(problems[1]?.detail).toContain('ruling it out beats chance');
  });
  it('does not judge a handful of items', () => {
    expect(guessingProblems(measured([1], 39))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { chanceOfRight, priorDifficulty, updateItemDifficulty } from './item-difficulty.ts';

const average = { mean: 0, variance: 0.1 };

describe('item difficulty', () => {
  it('the CEFR level is the prior: A2 easier than B1, B1 easier than B2', () => {
    expect(priorDifficulty('A2').mean).toBeLessThan(priorDifficulty('B1').mean);
    expect(priorDifficulty('B1').mean).toBeLessThan(priorDifficulty('B2').mean);
    expect(priorDifficulty('B1')).toMatchObject({ mean: 0, n: 0 });
    expect(priorDifficulty('B1').variance).toBeCloseTo(0.49);
  });

  it('a question students miss gets harder, one they get right gets easier; each answer makes it surer', () => {
    const b1 = priorDifficulty('B1');
    const missed = updateItemDifficulty(b1, average, 0);
    const right = updateItemDifficulty(b1, average, 1);
    expect(missed.mean).toBeGreaterThan(0);
    expect(right.mean).toBeLessThan(0);
    expect(missed.variance).toBeLessThan(b1.variance);
    expect(missed.n).toBe(1);
  });

  it('a mislabelled A2 question that average students miss half the time drifts to about B1', () => {
    let item = priorDifficulty('A2');
    for (let i = 0; i < 400; i++) item = updateItemDifficulty(item, average, i % 2);
    expect(item.mean).toBeGreaterThan(-0.25);
    expect(item.mean).toBeLessThan(0.25);
    expect(item.variance).toBeLessThan(0.02);
  });

  it('the chance of a right answer is ½ at equal ability and difficulty, and uncertainty pulls it towards ½', () => {
    expect(chanceOfRight({ mean: 0, variance: 0 }, { mean: 0, variance: 0 })).toBeCloseTo(0.5);
    const sure = chanceOfRight({ mean: 2, variance: 0 }, { mean: 0, variance: 0 });
    const unsure = chanceOfRight({ mean: 2, variance: 2 }, { mean: 0, variance: 0 });
    expect(sure).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(unsure).toBeLessThan(sure);
    expect(unsure).toBeGreaterThan(0.5);
  });
});

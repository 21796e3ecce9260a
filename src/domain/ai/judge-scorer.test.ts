import { describe, expect, it } from 'vitest';
import {
  chooseThreshold,
  crossValidated,
  NOTHING_PASSES,
  fitScorer,
  scoredRight,
  scoreOf,
  trainScorer,
  type ScorerRow,
} from './judge-scorer.ts';

const names = ['cover', 'unsupported', 'constant'];
/** Right answers cover more and add fewer words of their own; the third signal never varies. */
const rows: ScorerRow[] = Array.from({ length: 36 }, (_, i) => {
  const label = i % 3 !== 0;
  return {
    set: `set-${i % 3}`,
    may: i % 7 !== 0,
    label,
    x: [label ? 0.7 + (i % 5) * 0.05 : 0.5 + (i % 4) * 0.05, label ? i % 2 : 1 + (i % 3), 1],
  };
});

describe('the scorer', () => {
  it('learns a positive weight for coverage and a negative one for words of the student’s own', () => {
    const model = trainScorer(names, rows);
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeLessThan(0);
    const right = rows.filter((r) => r.label).map((r) => scoreOf(model, r.x));
    const wrong = rows.filter((r) => !r.label).map((r) => scoreOf(model, r.x));
    expect(Math.min(...right)).toBeGreaterThan(Math.max(...wrong));
  });

  it('a signal that never varies gets weight 0 and no division by zero', () => {
    const model = trainScorer(names, rows);
    expect(model.weights[2]).toBe(0);
    expect(model.scales[2]).toBe(1);
  });

  it('is trained the same way every time', () => {
    expect(trainScorer(names, rows)).toEqual(trainScorer(names, rows));
    expect(fitScorer(names, rows, ['set-0', 'set-1'], 8)).toEqual(fitScorer(names, rows, ['set-0', 'set-1'], 8));
  });

  it('the threshold gains the most right answers, each wrong one costing `cost` of them', () => {
    const scored = [
      { score: 0.9, label: true },
      { score: 0.8, label: true },
      { score: 0.7, label: false },
      { score: 0.6, label: true },
    ];
    expect(chooseThreshold(scored, 2)).toBeCloseTo(0.75);
    expect(chooseThreshold(scored, 0.5)).toBeCloseTo(0.6);
    expect(chooseThreshold([{ score: 0.9, label: false }], 1)).toBe(NOTHING_PASSES);
    // A probability that rounds to 1 still stays under the threshold that lets nothing pass.
    expect(scoreOf({ means: [0], scales: [1], weights: [100], lows: [0], highs: [1], bias: 0 }, [1])).toBe(1);
    expect(1 >= NOTHING_PASSES).toBe(false);
  });

  it('reads each signal within the range it was trained on: no answer outweighs the most extreme one seen', () => {
    const model = trainScorer(names, rows);
    expect(model.lows).toEqual([0.5, 0, 1]);
    expect(model.highs[0]).toBeCloseTo(0.9);
    expect(model.highs.slice(1)).toEqual([1, 1]);
    // Far more of the student's own words than any training answer had scores as the most seen, no lower.
    expect(scoreOf(model, [0.8, 40, 1])).toBe(scoreOf(model, [0.8, 1, 1]));
    expect(scoreOf(model, [7, 0, 1])).toBe(scoreOf(model, [model.highs[0] ?? 0, 0, 1]));
  });

  it('cross-validation: one model per set, never trained on that set', () => {
    const models = crossValidated(names, rows, 8);
    expect([...models.keys()].sort()).toEqual(['set-0', 'set-1', 'set-2']);
    const withoutSet0 = rows.filter((r) => r.set !== 'set-0');
    expect(models.get('set-0')).toEqual(fitScorer(names, withoutSet0, ['set-1', 'set-2'], 8));
  });

  it('decides only the rows it may decide', () => {
    const model = { ...trainScorer(names, rows), threshold: 0 };
    expect(scoredRight(model, { x: [1, 0, 1], may: true })).toBe(true);
    expect(scoredRight(model, { x: [1, 0, 1], may: false })).toBe(false);
  });
});

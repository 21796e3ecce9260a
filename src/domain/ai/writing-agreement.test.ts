import { describe, expect, it } from 'vitest';
import { meanAbsoluteError, quadraticWeightedKappa } from './writing-agreement.ts';

describe('quadraticWeightedKappa', () => {
  it('is 1 for perfect agreement and below 0 for reversed scores', () => {
    const same = [0, 5, 10, 15, 20].map((x) => ({ expected: x, given: x }));
    expect(quadraticWeightedKappa(same, 20)).toBeCloseTo(1);
    const reversed = [0, 5, 10, 15, 20].map((x) => ({ expected: x, given: 20 - x }));
    expect(quadraticWeightedKappa(reversed, 20)).toBeLessThan(0);
  });

  it('punishes a far miss more than a near one', () => {
    const base = [0, 5, 10, 15, 20].map((x) => ({ expected: x, given: x }));
    const near = [...base, { expected: 10, given: 11 }];
    const far = [...base, { expected: 10, given: 20 }];
    expect(quadraticWeightedKappa(near, 20)).toBeGreaterThan(quadraticWeightedKappa(far, 20));
  });

  it('matches a worked example', () => {
    // Ratings 0..2: observed [[1,1,0],[0,1,0],[0,0,1]]; weights 0, 1/4, 1.
    const pairs = [
      { expected: 0, given: 0 },
      { expected: 0, given: 1 },
      { expected: 1, given: 1 },
      { expected: 2, given: 2 },
    ];
    // numerator = 0.25; expected counts: rows [2,1,1] × cols [1,2,1] / 4.
    // denominator = (2·2·¼ + 2·1·1 + 1·1·¼ + 1·1·¼ + 1·1·1 + 1·2·¼) / 4 = 5/4
    expect(quadraticWeightedKappa(pairs, 2)).toBeCloseTo(0.8);
  });

  it('is NaN on no pairs', () => {
    expect(quadraticWeightedKappa([], 20)).toBeNaN();
  });
});

describe('meanAbsoluteError', () => {
  it('averages the absolute differences', () => {
    expect(
      meanAbsoluteError([
        { expected: 3, given: 5 },
        { expected: 4, given: 3 },
      ]),
    ).toBe(1.5);
  });
});

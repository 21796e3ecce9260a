import { describe, expect, it } from 'vitest';
import { agreement } from './judge-agreement.ts';

const pairs = (spec: [boolean, boolean, number][]) =>
  spec.flatMap(([label, judged, n]) => Array.from({ length: n }, () => ({ label, judged })));

describe("accuracy and Cohen's kappa of a judge against hand labels", () => {
  it('is 1 and 1 for perfect agreement', () => {
    expect(
      agreement(
        pairs([
          [true, true, 5],
          [false, false, 5],
        ]),
      ),
    ).toMatchObject({ n: 10, accuracy: 1, kappa: 1 });
  });

  it('matches a worked example', () => {
    // 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no: po = 0.7, pe = 0.5·0.6 + 0.5·0.4 = 0.5, κ = 0.4
    const result = agreement(
      pairs([
        [true, true, 20],
        [true, false, 5],
        [false, true, 10],
        [false, false, 15],
      ]),
    );
    expect(result.accuracy).toBeCloseTo(0.7);
    expect(result.kappa).toBeCloseTo(0.4);
    expect(result.confusion).toEqual({ truePositive: 20, falseNegative: 5, falsePositive: 10, trueNegative: 15 });
  });

  it('is 0 for a judge that always says the same', () => {
    expect(
      agreement(
        pairs([
          [true, true, 6],
          [false, true, 4],
        ]),
      ).kappa,
    ).toBeCloseTo(0);
  });
});

/** Agreement of a judge with hand labels (npm run eval:judge): accuracy and Cohen's kappa for two classes. */

export interface Agreement {
  n: number;
  accuracy: number;
  /** Cohen's kappa: agreement beyond chance; 1 is perfect, 0 no better than chance. NaN when undefined. */
  kappa: number;
  /** [label CORRECT & judged CORRECT, label CORRECT & judged INCORRECT, label INCORRECT & judged CORRECT, both INCORRECT] */
  confusion: { truePositive: number; falseNegative: number; falsePositive: number; trueNegative: number };
}

export function agreement(pairs: readonly { label: boolean; judged: boolean }[]): Agreement {
  const n = pairs.length;
  const count = (label: boolean, judged: boolean) =>
    pairs.filter((p) => p.label === label && p.judged === judged).length;
  const truePositive = count(true, true);
  const falseNegative = count(true, false);
  const falsePositive = count(false, true);
  const trueNegative = count(false, false);
  const observed = n === 0 ? Number.NaN : (truePositive + trueNegative) / n;
  const labelYes = (truePositive + falseNegative) / n;
  const judgedYes = (truePositive + falsePositive) / n;
  const expected = labelYes * judgedYes + (1 - labelYes) * (1 - judgedYes);
  const kappa = expected === 1 ? Number.NaN : (observed - expected) / (1 - expected);
  return { n, accuracy: observed, kappa, confusion: { truePositive, falseNegative, falsePositive, trueNegative } };
}

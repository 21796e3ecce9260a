/**
 * Agreement of a writing scorer with hand scores (npm run eval:writing): the quadratic weighted kappa of the totals
 * (Cohen's kappa with disagreements weighted by the squared distance, the usual figure for essay scoring) and the
 * mean absolute error.
 */

/** Quadratic weighted kappa of two integer ratings on 0..max. 1 is perfect, 0 no better than chance. */
export function quadraticWeightedKappa(pairs: readonly { expected: number; given: number }[], max: number): number {
  const n = pairs.length;
  if (n === 0) return Number.NaN;
  const size = max + 1;
  const clamp = (x: number) => Math.max(0, Math.min(max, Math.round(x)));
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const histExpected = new Array<number>(size).fill(0);
  const histGiven = new Array<number>(size).fill(0);
  for (const { expected, given } of pairs) {
    const e = clamp(expected);
    const g = clamp(given);
    (observed[e] as number[])[g] = ((observed[e] as number[])[g] ?? 0) + 1;
    histExpected[e] = (histExpected[e] ?? 0) + 1;
    histGiven[g] = (histGiven[g] ?? 0) + 1;
  }
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const weight = ((i - j) * (i - j)) / (max * max);
      numerator += weight * ((observed[i] as number[])[j] ?? 0);
      denominator += (weight * (histExpected[i] ?? 0) * (histGiven[j] ?? 0)) / n;
    }
  }
  return denominator === 0 ? Number.NaN : 1 - numerator / denominator;
}

export function meanAbsoluteError(pairs: readonly { expected: number; given: number }[]): number {
  if (pairs.length === 0) return Number.NaN;
  return pairs.reduce((sum, p) => sum + Math.abs(p.expected - p.given), 0) / pairs.length;
}

/**
 * The DİM 100-point estimate of the classic (2019–2026) exam:
 * (correct closed tasks + 2 × points on open tasks) × 100 / 37, each open task earning 0, ½ or 1, no penalty for
 * wrong answers, rounded to one decimal. 37 = 23 closed + 2 × 7 open.
 */
export const DIM_MAX_RAW = 37;

export type OpenPoints = 0 | 0.5 | 1;

export function dimEstimate(closedCorrect: number, openPoints: readonly OpenPoints[]): number {
  const raw = closedCorrect + 2 * openPoints.reduce<number>((sum, p) => sum + p, 0);
  return Math.round((raw * 1000) / DIM_MAX_RAW) / 10;
}

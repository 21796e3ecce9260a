/** The diagnostic's level: 80 or more advanced, 60 or more intermediate, 40 or more elementary, else beginner. */
export const DIAGNOSTIC_LEVELS = ['beginner', 'elementary', 'intermediate', 'advanced'] as const;
export type DiagnosticLevel = (typeof DIAGNOSTIC_LEVELS)[number];

/** The exact percent 0–100 of a score (0 when there is nothing to score). */
export function diagnosticPercent(score: number, total: number): number {
  return total > 0 ? (score / total) * 100 : 0;
}

export function diagnosticLevel(percent: number): DiagnosticLevel {
  if (percent >= 80) return 'advanced';
  if (percent >= 60) return 'intermediate';
  if (percent >= 40) return 'elementary';
  return 'beginner';
}

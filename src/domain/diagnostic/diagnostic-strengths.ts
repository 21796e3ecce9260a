/** Diagnostic strengths: at 70 or more, basics and sentence structure; at 60 or more, vocabulary. Empty under 60. */
export const DIAGNOSTIC_STRENGTHS = ['basics', 'sentenceStructure', 'vocabulary'] as const;
export type DiagnosticStrength = (typeof DIAGNOSTIC_STRENGTHS)[number];

export function diagnosticStrengths(percent: number): DiagnosticStrength[] {
  const strengths: DiagnosticStrength[] = [];
  if (percent >= 70) strengths.push('basics', 'sentenceStructure');
  if (percent >= 60) strengths.push('vocabulary');
  return strengths;
}

/**
 * The diagnostic's improvements: under 80, complex structures; under 60, fundamental rules; under 40, vocabulary
 * building. Empty at 80 and above.
 */
export const DIAGNOSTIC_IMPROVEMENTS = ['complexStructures', 'fundamentalRules', 'vocabularyBuilding'] as const;
export type DiagnosticImprovement = (typeof DIAGNOSTIC_IMPROVEMENTS)[number];

export function diagnosticImprovements(percent: number): DiagnosticImprovement[] {
  const improvements: DiagnosticImprovement[] = [];
  if (percent < 80) improvements.push('complexStructures');
  if (percent < 60) improvements.push('fundamentalRules');
  if (percent < 40) improvements.push('vocabularyBuilding');
  return improvements;
}

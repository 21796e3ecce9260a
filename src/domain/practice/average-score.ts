/**
 * averageScore: totalCorrectAnswers / questionsAnswered, a fraction from 0 to 1 stored rounded to 2 decimals (shown as
 * a percent); 0 before the first answer.
 */
export function averageScore(totalCorrectAnswers: number, questionsAnswered: number): number {
  if (questionsAnswered <= 0) return 0;
  return Math.round((totalCorrectAnswers * 100) / questionsAnswered) / 100;
}

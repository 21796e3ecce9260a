/**
 * Time spent on an attempt as the results and the quiz history show it: whole minutes, rounded to the nearest
 * (90 s is 2 min); 0 means under half a minute, which the pages write as '< 1 min'. The results of a session round
 * the same way (Math.round of the seconds over 60).
 */
export function timeSpentMinutes(seconds: number | null): number {
  return Math.max(0, Math.round((seconds ?? 0) / 60));
}

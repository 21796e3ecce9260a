/** The time spent shown in the quiz history (checklist HIST-05): whole minutes, rounded, at least 1. */
export function historyMinutes(seconds: number | null): number {
  return Math.max(1, Math.round((seconds ?? 0) / 60));
}

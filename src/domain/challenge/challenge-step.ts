/**
 * Where a daily challenge stands: answers are appended in order, so the next question is the first one
 * without an answer; a save is accepted only for that question (or as a repeat of an answer already given).
 */
export type ChallengeStep =
  | { kind: 'next'; index: number }
  | { kind: 'repeat'; index: number }
  | { kind: 'outOfOrder' }
  | { kind: 'notInChallenge' };

export function challengeStep(
  questionIds: readonly string[],
  answeredIds: readonly string[],
  questionId: string,
): ChallengeStep {
  const index = questionIds.indexOf(questionId);
  if (index < 0) return { kind: 'notInChallenge' };
  if (answeredIds.includes(questionId)) return { kind: 'repeat', index };
  const next = questionIds.findIndex((id) => !answeredIds.includes(id));
  return index === next ? { kind: 'next', index } : { kind: 'outOfOrder' };
}

/** The question to show on resuming (0-based); questionIds.length when all are answered. */
export function resumeIndex(questionIds: readonly string[], answeredIds: readonly string[]): number {
  const next = questionIds.findIndex((id) => !answeredIds.includes(id));
  return next < 0 ? questionIds.length : next;
}

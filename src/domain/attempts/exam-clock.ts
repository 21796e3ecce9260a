/**
 * The mock exam's clock, held by the server: the deadline is fixed when the student presses Start, and a save is
 * refused once the deadline and a short grace have passed (the grace covers a save sent in the last second and
 * still on the network). An untimed exam left open counts as abandoned after EXAM_WINDOW_MS.
 */

/** How late a save sent before the deadline may arrive. */
export const EXAM_GRACE_MS = 15_000;
/** Longer than any mock exam's time: an untimed exam open longer than this is abandoned. */
export const EXAM_WINDOW_MS = 4 * 60 * 60 * 1000;

export function examDeadline(startedAt: Date, minutes: number): Date {
  return new Date(startedAt.getTime() + minutes * 60_000);
}

/** Whether saves are refused: the deadline and the grace are behind. */
export function timeIsUp(deadline: string | null, now: Date): boolean {
  return deadline !== null && now.getTime() > Date.parse(deadline) + EXAM_GRACE_MS;
}

/** Whether an unfinished mock exam is still being sat: before its deadline (and grace), or untimed and recent. */
export function examRunning(exam: { deadlineAt: string | null; startedAt: string }, now: Date): boolean {
  if (exam.deadlineAt !== null) return !timeIsUp(exam.deadlineAt, now);
  return now.getTime() - Date.parse(exam.startedAt) < EXAM_WINDOW_MS;
}

/**
 * The profile form's target score and exam date, read from what the student typed: both optional (empty clears
 * them). Checked here with the server's own rules and error codes, so the message shows before a round trip and
 * reads the same as the server's: a whole score from 0 to 100, a real day that is not before the student's today.
 */
import {
  examDateInPast,
  isCalendarDay,
  MAX_TARGET_SCORE,
  MIN_TARGET_SCORE,
} from '../../../domain/profile/profile-rules.ts';

export type ExamGoalError = 'TARGET_SCORE_OUT_OF_RANGE' | 'EXAM_DATE_IN_PAST' | 'EXAM_DATE_INVALID';

export type ExamGoalResult =
  | { ok: true; targetScore: number | null; examDate: string | null }
  | { ok: false; errors: { targetScore?: ExamGoalError; examDate?: ExamGoalError } };

/** `today` is the student's calendar day (yyyy-mm-dd in their time zone). */
export function readExamGoal(targetText: string, dateText: string, today: string): ExamGoalResult {
  const errors: { targetScore?: ExamGoalError; examDate?: ExamGoalError } = {};
  const target = targetText.trim();
  let targetScore: number | null = null;
  if (target !== '') {
    const value = Number(target);
    if (!/^\d+$/.test(target) || !Number.isInteger(value) || value < MIN_TARGET_SCORE || value > MAX_TARGET_SCORE)
      errors.targetScore = 'TARGET_SCORE_OUT_OF_RANGE';
    else targetScore = value;
  }
  const date = dateText.trim();
  let examDate: string | null = null;
  if (date !== '') {
    if (!isCalendarDay(date)) errors.examDate = 'EXAM_DATE_INVALID';
    else if (examDateInPast(date, today)) errors.examDate = 'EXAM_DATE_IN_PAST';
    else examDate = date;
  }
  return errors.targetScore || errors.examDate ? { ok: false, errors } : { ok: true, targetScore, examDate };
}

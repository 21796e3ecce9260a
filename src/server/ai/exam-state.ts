/**
 * Whether the student has an unfinished mock exam, diagnostic or daily challenge: then the tutor gives hints, not
 * answers (DESIGN.md §6, checklist TUTOR-13). Read from the unfinished attempts in the database. An attempt left
 * open and abandoned stops counting after a while, so the tutor does not stay hint-only for good: a mock exam or
 * the diagnostic within EXAM_WINDOW_MS of its start, a daily challenge within a day of its creation (today's).
 */
import type { Draw } from '../../domain/practice/draw.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export interface ExamState {
  /**
   * The questions of the student's unfinished mock exam, diagnostic or daily challenge (empty when there is none):
   * the tutor then gives hints, and no reply may name their keys.
   */
  openQuestions(userId: string): Promise<{ inProgress: boolean; questionIds: string[] }>;
}

const HOUR_MS = 60 * 60 * 1000;
/** Longer than the mock exam's time; an open attempt older than this is abandoned. */
export const EXAM_WINDOW_MS = 4 * HOUR_MS;
export const CHALLENGE_WINDOW_MS = 24 * HOUR_MS;

export function createExamState(db: Db, clock: Clock): ExamState {
  return {
    async openQuestions(userId) {
      const now = clock.now().getTime();
      const examSince = new Date(now - EXAM_WINDOW_MS).toISOString();
      const challengeSince = new Date(now - CHALLENGE_WINDOW_MS).toISOString();
      const open = await db.kysely
        .selectFrom('attempt')
        .select('draw')
        .where('userId', '=', userId)
        .where('finishedAt', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', 'in', ['mock_exam', 'diagnostic']), eb('startedAt', '>=', examSince)]),
            eb.and([eb('kind', '=', 'challenge'), eb('startedAt', '>=', challengeSince)]),
          ]),
        )
        .execute();
      const questionIds = open.flatMap((row) => (JSON.parse(row.draw) as Draw).questions.map((q) => q.questionId));
      return { inProgress: open.length > 0, questionIds };
    },
  };
}

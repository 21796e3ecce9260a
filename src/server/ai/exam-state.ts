/**
 * Whether the student is sitting a mock exam, the diagnostic or a daily challenge: then the tutor gives hints, not
 * answers. Read from the unfinished attempts in the database. A mock exam counts from its first
 * answer until it is finished, abandoned or out of time (src/server/attempts/open-exams.ts), so opening one does not
 * switch the tutor to hints; an open diagnostic counts within EXAM_WINDOW_MS of its start, a daily challenge
 * within a day of its creation (today's).
 */
import { EXAM_WINDOW_MS } from '../../domain/attempts/exam-clock.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import { createOpenExams } from '../attempts/open-exams.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export interface ExamState {
  /**
   * The questions of the student's mock exam in progress, diagnostic or daily challenge (empty when there is none):
   * the tutor then gives hints, and no reply may name their keys.
   */
  openQuestions(userId: string): Promise<{ inProgress: boolean; questionIds: string[] }>;
}

const HOUR_MS = 60 * 60 * 1000;
export const CHALLENGE_WINDOW_MS = 24 * HOUR_MS;

export function createExamState(db: Db, clock: Clock): ExamState {
  const exams = createOpenExams(db, clock);
  return {
    async openQuestions(userId) {
      const now = clock.now().getTime();
      const examSince = new Date(now - EXAM_WINDOW_MS).toISOString();
      const challengeSince = new Date(now - CHALLENGE_WINDOW_MS).toISOString();
      const [open, mocks] = await Promise.all([
        db.kysely
          .selectFrom('attempt')
          .select('draw')
          .where('userId', '=', userId)
          .where('finishedAt', 'is', null)
          .where((eb) =>
            eb.or([
              eb.and([eb('kind', '=', 'diagnostic'), eb('startedAt', '>=', examSince)]),
              eb.and([eb('kind', '=', 'challenge'), eb('startedAt', '>=', challengeSince)]),
            ]),
          )
          .execute(),
        exams.running(userId),
      ]);
      const draws = [
        ...open.map((row) => JSON.parse(row.draw) as Draw),
        ...mocks.filter((m) => m.answered).map((m) => m.draw),
      ];
      const questionIds = draws.flatMap((draw) => draw.questions.map((q) => q.questionId));
      return { inProgress: draws.length > 0, questionIds };
    },
  };
}

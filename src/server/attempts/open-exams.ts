/**
 * The student's mock exams still being sat (unfinished, time not up, not abandoned). While one runs, practice does
 * not open its passages or grammar topics, the diagnostic, the daily challenge and the review of mistakes do not take
 * an answer to one of its questions (their feedback would show the key), the tutor gives hints only (from the first
 * answer on), and an explanation of its questions waits for the finish. A mock exam is ended by its finish, its
 * clock or abandoning it.
 */
import { examRunning, EXAM_WINDOW_MS, EXAM_GRACE_MS } from '../../domain/attempts/exam-clock.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { QuestionBank } from './question-bank.ts';

export interface RunningExam {
  id: string;
  slug: string;
  topic: string;
  draw: Draw;
  startedAt: string;
  deadlineAt: string | null;
  /** Whether the student has answered anything yet (the tutor's exam mode starts then). */
  answered: boolean;
}

export interface OpenExams {
  /** The running mock exams, newest first. */
  running(userId: string): Promise<RunningExam[]>;
  /** Ends an unfinished mock exam without a result: it and its drafts are deleted. False when there is none. */
  abandon(userId: string, attemptId: string): Promise<boolean>;
}

/** Whether the exam draws the question itself, or the listening or reading text it belongs to. */
export function examHolds(exam: Pick<RunningExam, 'draw'>, questionId: string, questions: QuestionBank): boolean {
  if (exam.draw.questions.some((q) => q.questionId === questionId)) return true;
  const entry = questions.question(questionId);
  if (entry?.kind === 'listening') return exam.draw.listeningIds.includes(entry.test.id);
  if (entry?.kind === 'reading') return exam.draw.readingIds.includes(entry.test.id);
  return false;
}

/**
 * Refuses (409 EXAM_IN_PROGRESS) an answer outside the mock exam to a question a running mock exam of the student
 * draws or shows the passage of: grading it would show the exam's key.
 */
export async function refuseWhileExamHolds(
  exams: OpenExams,
  questions: QuestionBank,
  userId: string,
  questionId: string,
): Promise<void> {
  const running = await exams.running(userId);
  if (running.some((exam) => examHolds(exam, questionId, questions))) {
    throw new HttpError(409, 'EXAM_IN_PROGRESS', 'This question is part of the mock exam in progress');
  }
}

export function createOpenExams(db: Db, clock: Clock): OpenExams {
  const { kysely } = db;
  return {
    async running(userId) {
      const now = clock.now();
      // The widest window either kind of exam can be running in; examRunning decides each.
      const since = new Date(now.getTime() - EXAM_WINDOW_MS - EXAM_GRACE_MS - 240 * 60_000).toISOString();
      const rows = await kysely
        .selectFrom('attempt')
        .select(['id', 'slug', 'topic', 'draw', 'startedAt', 'deadlineAt', 'writingText'])
        .select((eb) =>
          eb
            .selectFrom('answer')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('answer.attemptId', '=', 'attempt.id')
            .as('answers'),
        )
        .where('userId', '=', userId)
        .where('kind', '=', 'mock_exam')
        .where('finishedAt', 'is', null)
        .where('startedAt', '>=', since)
        .orderBy('startedAt', 'desc')
        .execute();
      return rows
        .filter((row) => examRunning(row, now))
        .map((row) => ({
          id: row.id,
          slug: row.slug,
          topic: row.topic,
          draw: JSON.parse(row.draw) as Draw,
          startedAt: row.startedAt,
          deadlineAt: row.deadlineAt,
          answered: Number(row.answers ?? 0) > 0 || (row.writingText ?? '').trim() !== '',
        }));
    },

    async abandon(userId, attemptId) {
      return kysely.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('attempt')
          .where('id', '=', attemptId)
          .where('userId', '=', userId)
          .where('kind', '=', 'mock_exam')
          .where('finishedAt', 'is', null)
          .where('finishingAt', 'is', null)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await trx.deleteFrom('answer').where('attemptId', '=', attemptId).execute();
        await trx.deleteFrom('answer_save').where('attemptId', '=', attemptId).execute();
        return true;
      });
    },
  };
}

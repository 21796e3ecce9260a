/**
 * A graded answer saved on PostgreSQL in one statement, one round trip, sent as a named prepared statement (parsed
 * and planned once per connection). The same transaction as the general path (attempt-store.ts with activity.ts),
 * written as data-modifying CTEs of one statement, which PostgreSQL runs atomically:
 * - `a` locks the attempt row (FOR UPDATE) first, as every writer of an attempt does, so a save is stored before a
 *   finish and counted by it, or refused;
 * - `ins` stores the answer only while the attempt is open (neither finishing nor finished); a retry or another
 *   answer to the question inserts nothing (ON CONFLICT DO NOTHING) and moves nothing;
 * - `prof` moves the profile's counters, the average and the streak (only when `ins` stored the row). It locks the
 *   profile after the attempt, the order every writer uses. Its expressions read the row as last committed (an
 *   UPDATE re-reads a row a concurrent transaction changed), so concurrent saves of one student stay exact;
 * - `perf` adds the answer to the performance map;
 * - `card` stores the review card a wrong answer creates, when the caller passes one (`$14` and on, from
 *   review-cards.ts's `freshCard`) and the student has none for the question, so the answer and its card are
 *   committed together. A card already there (a lapse) is rescheduled by the caller after the commit.
 * The streak is nextStreak (src/domain/practice/streak.ts) on the student's `today` and `yesterday`, computed here
 * from the profile's time zone: a last activity day of today or later keeps the streak (at least 1) and the day,
 * yesterday adds one, any other day (or none) starts again at 1; the best streak never drops. The average is
 * averageScore (src/domain/practice/average-score.ts): correct ÷ answered rounded to two decimals.
 * tests/api/graded-save-postgres.test.ts compares them with the domain's rules.
 */
import type pg from 'pg';
import { calendarDay, previousDay } from '../../domain/practice/calendar-day.ts';
import type { Activity } from './activity.ts';
import type { GradedAnswer } from './attempt-store.ts';

const STREAK_CASE = `CASE WHEN "lastActivityDate" >= $11::text THEN greatest(streak, 1)
  WHEN "lastActivityDate" = $12::text THEN streak + 1 ELSE 1 END`;

export const GRADED_SAVE_SQL = `WITH a AS (
  SELECT "finishedAt", "finishingAt" FROM attempt WHERE id = $1::text AND "userId" = $2::text FOR UPDATE
), ins AS (
  INSERT INTO answer (id, "userId", "attemptId", "questionId", answer, correct, points, "judgedBy", "createdAt", "gradedAt")
  SELECT $3::text, $2::text, $1::text, $4::text, $5::text, $6::integer, $7::double precision, $8::text, $9::text, $9::text
  FROM a
  WHERE a."finishedAt" IS NULL AND a."finishingAt" IS NULL
    AND EXISTS (SELECT 1 FROM profile WHERE "userId" = $2::text)
  ON CONFLICT DO NOTHING
  RETURNING 1
), prof AS (
  UPDATE profile SET
    "questionsAnswered" = "questionsAnswered" + 1,
    "totalCorrectAnswers" = "totalCorrectAnswers" + $6::integer,
    "averageScore" = round((("totalCorrectAnswers" + $6::integer) * 100)::numeric / ("questionsAnswered" + 1)) / 100,
    streak = ${STREAK_CASE},
    "bestStreak" = greatest("bestStreak", ${STREAK_CASE}),
    "lastActivityDate" = CASE WHEN "lastActivityDate" > $11::text THEN "lastActivityDate" ELSE $11::text END
  WHERE "userId" = $2::text AND EXISTS (SELECT 1 FROM ins)
  RETURNING 1
), perf AS (
  INSERT INTO performance ("userId", key, correct, incorrect, "lastMistake")
  SELECT $2::text, $10::text, $6::integer, 1 - $6::integer, $13::text FROM ins
  ON CONFLICT ("userId", key) DO UPDATE SET
    correct = performance.correct + excluded.correct,
    incorrect = performance.incorrect + excluded.incorrect,
    "lastMistake" = coalesce(excluded."lastMistake", performance."lastMistake")
  RETURNING 1
), card AS (
  INSERT INTO review_card ("userId", "questionId", section, "topicId", "createdAt", due, stability, difficulty,
    "scheduledDays", "learningSteps", reps, lapses, state, "lastReview")
  SELECT $2::text, $4::text, $14::text, $15::text, $16::bigint, $17::bigint, $18::double precision,
    $19::double precision, $20::integer, $21::integer, $22::integer, $23::integer, $24::text, NULL
  FROM ins WHERE $14::text IS NOT NULL
  ON CONFLICT ("userId", "questionId") DO NOTHING
  RETURNING 1
)
SELECT
  (SELECT count(*) FROM a)::integer AS attempts,
  (SELECT count(*) FROM a WHERE "finishedAt" IS NULL AND "finishingAt" IS NOT NULL)::integer AS finishing,
  (SELECT count(*) FROM a WHERE "finishedAt" IS NULL)::integer AS unfinished,
  (SELECT count(*) FROM profile WHERE "userId" = $2::text)::integer AS profiles,
  (SELECT count(*) FROM ins)::integer AS inserted,
  (SELECT count(*) FROM prof)::integer AS moved,
  (SELECT count(*) FROM perf)::integer AS performed,
  (SELECT count(*) FROM card)::integer AS carded`;

interface Row {
  attempts: number;
  finishing: number;
  unfinished: number;
  profiles: number;
  inserted: number;
  moved: number;
  performed: number;
  carded: number;
}

/** The review card a wrong answer creates when the student has none for its question (a review_card row). */
export interface FreshCard {
  section: string;
  topicId: string;
  createdAt: number;
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: string;
}

/**
 * 'exists': the answerId or the question has a stored answer (the caller reads it). 'saved-with-card': saved, and
 * the fresh card passed was stored with it.
 */
export type GradedSaveOutcome = 'saved' | 'saved-with-card' | 'exists' | 'finishing' | 'finished';

export function createPostgresGradedSave(pool: pg.Pool) {
  return async function saveGraded(
    userId: string,
    attemptId: string,
    g: GradedAnswer,
    activity: Activity,
    card?: FreshCard,
  ): Promise<GradedSaveOutcome> {
    const today = calendarDay(activity.now, activity.timeZone);
    const now = activity.now.toISOString();
    const { rows } = await pool.query<Row>({
      name: 'imtahan-graded-save',
      text: GRADED_SAVE_SQL,
      values: [
        attemptId,
        userId,
        g.answerId,
        g.questionId,
        g.answer,
        g.correct ? 1 : 0,
        g.points ?? null,
        g.judgedBy,
        now,
        g.performanceKey,
        today,
        previousDay(today),
        !g.correct && g.recordsLastMistake ? now : null,
        card?.section ?? null,
        card?.topicId ?? null,
        card?.createdAt ?? null,
        card?.due ?? null,
        card?.stability ?? null,
        card?.difficulty ?? null,
        card?.scheduledDays ?? null,
        card?.learningSteps ?? null,
        card?.reps ?? null,
        card?.lapses ?? null,
        card?.state ?? null,
      ],
    });
    const row = rows[0];
    if (!row || row.attempts === 0 || row.unfinished === 0) return 'finished';
    if (row.finishing > 0) return 'finishing';
    // Nothing was stored (the insert needs the profile), so a missing profile leaves no answer behind.
    if (row.profiles === 0) throw new Error(`no profile for user ${userId}`);
    if (row.inserted === 0) return 'exists';
    if (row.moved !== 1 || row.performed !== 1) throw new Error(`answer ${g.answerId} stored without its counters`);
    return row.carded === 1 ? 'saved-with-card' : 'saved';
  };
}

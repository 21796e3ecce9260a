/**
 * Graded answers saved on PostgreSQL with group commit: the saves that arrive while earlier ones are in flight are
 * sent together as ONE statement over arrays (one round trip, one transaction, one flush of the write-ahead log),
 * a named prepared statement parsed and planned once per connection. Each save in it is still graded by the caller,
 * stored at most once, counted once and answered with its own outcome. The statement is the same transaction as
 * the general path (attempt-store.ts with activity.ts), written as data-modifying CTEs, which PostgreSQL runs
 * atomically:
 * - `b` unpacks the batch, one row per save, from one JSON parameter (an array of rows, each an array of the
 *   COLUMNS' values): JSON.stringify is native, where pg's encoding of 24 text arrays escaped every element in
 *   JavaScript, and PostgreSQL parses one value instead of 24;
 * - `a` locks the batch's attempt rows (FOR UPDATE, in id order) first, as every writer of an attempt does, so a
 *   save is stored before a finish and counted by it, or refused;
 * - `ins` stores each answer only while its attempt is open (neither finishing nor finished) and the student has a
 *   profile; a retry or another answer to the question inserts nothing (ON CONFLICT DO NOTHING) and moves nothing;
 * - `prof` moves the profile's counters, the average and the streak of each stored answer. It locks the profiles
 *   after the attempts, the order every writer uses. Its expressions read the row as last committed (an UPDATE
 *   re-reads a row a concurrent transaction changed), so concurrent saves of one student stay exact;
 * - `perf` adds each stored answer to its student's performance map;
 * - `card` stores the review card a wrong answer creates, when the caller passes one (from review-cards.ts's
 *   `freshCard`) and the student has none for the question, so the answer and its card are committed together. A
 *   card already there (a lapse) is rescheduled by the caller after the commit;
 * - the result is one letter per save (OUTCOME_CODES), in the batch's order.
 * A batch holds at most one save per student (a student's next save waits for the next batch), so no row of
 * `profile` or `performance` is written twice by one statement, and batches in flight at once never touch the same
 * student's rows. Should a batch fail as a whole (a deadlock with another server's writes, say), each of its saves is
 * sent again on its own, so one save's error reaches only its own request.
 * The streak is nextStreak (src/domain/practice/streak.ts) on the student's `today` and `yesterday`, computed here
 * from the profile's time zone: a last activity day of today or later keeps the streak (at least 1) and the day,
 * yesterday adds one, any other day (or none) starts again at 1; the best streak never drops. The average is
 * averageScore (src/domain/practice/average-score.ts): correct ÷ answered rounded to two decimals.
 * tests/api/graded-save.test.ts compares them with the domain's rules.
 */
import type pg from 'pg';
import { calendarDay, previousDay } from '../../domain/practice/calendar-day.ts';
import type { Activity } from './activity.ts';
import type { GradedAnswer } from './attempt-store.ts';
import { saveTrace } from './save-trace.ts';

const STREAK_CASE = `CASE WHEN profile."lastActivityDate" >= b.today THEN greatest(profile.streak, 1)
  WHEN profile."lastActivityDate" = b.yesterday THEN profile.streak + 1 ELSE 1 END`;

/**
 * The statement answers with one row and one text column: a letter per save, in the batch's order (`b.ord`), instead
 * of a row of ten booleans per save that the driver parsed field by field (3–8 µs of the server's CPU per save,
 * measured), and joins the CTEs' returned rows once instead of probing each of them once per save.
 */
const OUTCOME_CODES: Record<GradedSaveOutcome, string> = {
  saved: 'S',
  'saved-with-card': 'C',
  exists: 'E',
  finishing: 'G',
  finished: 'F',
};
/** Nothing stored because the student has no profile. */
const NO_PROFILE = 'P';
/** Stored, but the profile's counters or the performance entry did not move: a bug, never an outcome. */
const NO_COUNTERS = 'X';
const OUTCOME_OF_CODE = new Map(Object.entries(OUTCOME_CODES).map(([outcome, code]) => [code, outcome])) as Map<
  string,
  GradedSaveOutcome
>;

/** The batch's columns: each save is sent as an array of these values, in this order. */
const COLUMNS = [
  ['attempt_id', 'text'],
  ['user_id', 'text'],
  ['answer_id', 'text'],
  ['question_id', 'text'],
  ['answer', 'text'],
  ['correct', 'integer'],
  ['points', 'double precision'],
  ['judged_by', 'text'],
  ['now', 'text'],
  ['perf_key', 'text'],
  ['today', 'text'],
  ['yesterday', 'text'],
  ['last_mistake', 'text'],
  ['card_section', 'text'],
  ['card_topic', 'text'],
  ['card_created', 'bigint'],
  ['card_due', 'bigint'],
  ['card_stability', 'double precision'],
  ['card_difficulty', 'double precision'],
  ['card_scheduled_days', 'integer'],
  ['card_learning_steps', 'integer'],
  ['card_reps', 'integer'],
  ['card_lapses', 'integer'],
  ['card_state', 'text'],
] as const;

export const GRADED_SAVE_BATCH_SQL = `WITH b AS (
  SELECT e.ord, ${COLUMNS.map(([name, type], i) => `(e.r->>${i})::${type} AS ${name}`).join(', ')}
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(r, ord)
), a AS (
  SELECT attempt.id, attempt."finishedAt", attempt."finishingAt"
  FROM attempt JOIN b ON attempt.id = b.attempt_id AND attempt."userId" = b.user_id
  ORDER BY attempt.id
  FOR UPDATE OF attempt
), ins AS (
  INSERT INTO answer (id, "userId", "attemptId", "questionId", answer, correct, points, "judgedBy", "createdAt", "gradedAt")
  SELECT b.answer_id, b.user_id, b.attempt_id, b.question_id, b.answer, b.correct, b.points, b.judged_by, b.now, b.now
  FROM b JOIN a ON a.id = b.attempt_id
  WHERE a."finishedAt" IS NULL AND a."finishingAt" IS NULL
    AND EXISTS (SELECT 1 FROM profile WHERE profile."userId" = b.user_id)
  ON CONFLICT DO NOTHING
  RETURNING id, "userId"
), stored AS (
  SELECT b.* FROM b JOIN ins ON ins.id = b.answer_id AND ins."userId" = b.user_id
), prof AS (
  UPDATE profile SET
    "questionsAnswered" = profile."questionsAnswered" + 1,
    "totalCorrectAnswers" = profile."totalCorrectAnswers" + b.correct,
    "averageScore" = round(((profile."totalCorrectAnswers" + b.correct) * 100)::numeric / (profile."questionsAnswered" + 1)) / 100,
    streak = ${STREAK_CASE},
    "bestStreak" = greatest(profile."bestStreak", ${STREAK_CASE}),
    "lastActivityDate" = CASE WHEN profile."lastActivityDate" > b.today THEN profile."lastActivityDate" ELSE b.today END
  FROM stored b
  WHERE profile."userId" = b.user_id
  RETURNING profile."userId"
), perf AS (
  INSERT INTO performance ("userId", key, correct, incorrect, "lastMistake")
  SELECT b.user_id, b.perf_key, b.correct, 1 - b.correct, b.last_mistake FROM stored b
  ON CONFLICT ("userId", key) DO UPDATE SET
    correct = performance.correct + excluded.correct,
    incorrect = performance.incorrect + excluded.incorrect,
    "lastMistake" = coalesce(excluded."lastMistake", performance."lastMistake")
  RETURNING "userId"
), card AS (
  INSERT INTO review_card ("userId", "questionId", section, "topicId", "createdAt", due, stability, difficulty,
    "scheduledDays", "learningSteps", reps, lapses, state, "lastReview")
  SELECT b.user_id, b.question_id, b.card_section, b.card_topic, b.card_created, b.card_due, b.card_stability,
    b.card_difficulty, b.card_scheduled_days, b.card_learning_steps, b.card_reps, b.card_lapses, b.card_state, NULL
  FROM stored b WHERE b.card_section IS NOT NULL
  ON CONFLICT ("userId", "questionId") DO NOTHING
  RETURNING "userId"
)
SELECT string_agg(CASE
    WHEN a.id IS NULL OR a."finishedAt" IS NOT NULL THEN '${OUTCOME_CODES.finished}'
    WHEN a."finishingAt" IS NOT NULL THEN '${OUTCOME_CODES.finishing}'
    WHEN stored.user_id IS NULL THEN CASE WHEN EXISTS (SELECT 1 FROM profile WHERE profile."userId" = b.user_id)
      THEN '${OUTCOME_CODES.exists}' ELSE '${NO_PROFILE}' END
    WHEN prof."userId" IS NULL OR perf."userId" IS NULL THEN '${NO_COUNTERS}'
    WHEN card."userId" IS NOT NULL THEN '${OUTCOME_CODES['saved-with-card']}'
    ELSE '${OUTCOME_CODES.saved}' END, '' ORDER BY b.ord) AS outcomes
FROM b LEFT JOIN a ON a.id = b.attempt_id
  LEFT JOIN stored ON stored.user_id = b.user_id
  LEFT JOIN prof ON prof."userId" = b.user_id
  LEFT JOIN perf ON perf."userId" = b.user_id
  LEFT JOIN card ON card."userId" = b.user_id`;

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

/** Upper bound of saves in one statement, so one batch cannot hold its connection (and its locks) for long. */
export const MAX_SAVES_PER_BATCH = 200;
/**
 * Batches in flight at once. While they run, new saves wait and join the next batch; more batches at once would
 * shorten that wait but share the write-ahead log's flushes less and spend more of the engine's CPU per save.
 */
export const DEFAULT_BATCHES_IN_FLIGHT = 2;

interface Pending {
  userId: string;
  answerId: string;
  values: unknown[];
  resolve(outcome: GradedSaveOutcome): void;
  reject(error: unknown): void;
}

function outcomeOf(code: string | undefined, userId: string, answerId: string): GradedSaveOutcome {
  // Nothing was stored (the insert needs the profile), so a missing profile leaves no answer behind.
  if (code === NO_PROFILE) throw new Error(`no profile for user ${userId}`);
  if (code === NO_COUNTERS) throw new Error(`answer ${answerId} stored without its counters`);
  const outcome = code === undefined ? undefined : OUTCOME_OF_CODE.get(code);
  if (!outcome) throw new Error(`no outcome for answer ${answerId}`);
  return outcome;
}

export function createPostgresGradedSave(pool: pg.Pool, batchesInFlight = DEFAULT_BATCHES_IN_FLIGHT) {
  const queue: Pending[] = [];
  /** Students with a save in a batch being sent: their next save waits for the next batch. */
  const busy = new Set<string>();
  let running = 0;
  let scheduled = false;

  /** The batch's outcome codes, one letter per save in the batch's order. */
  async function send(batch: Pending[]): Promise<string> {
    const rows = JSON.stringify(batch.map((p) => p.values));
    const client = await pool.connect();
    if (saveTrace) for (const p of batch) saveTrace.mark(p.answerId, 'connected');
    // pool.query's own steps, with the connection's hand-over marked for the trace: a failed statement's
    // connection is discarded, as pool.query does.
    try {
      const result = await client.query<{ outcomes: string | null }>({
        name: 'imtahan-graded-save-batch',
        text: GRADED_SAVE_BATCH_SQL,
        values: [rows],
      });
      client.release();
      return result.rows[0]?.outcomes ?? '';
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  function settle(p: Pending, code: string | undefined) {
    try {
      p.resolve(outcomeOf(code, p.userId, p.answerId));
    } catch (error) {
      p.reject(error);
    }
  }

  async function run(batch: Pending[]): Promise<void> {
    if (saveTrace) for (const p of batch) saveTrace.mark(p.answerId, 'sent', batch.length);
    try {
      const codes = await send(batch);
      if (saveTrace) for (const p of batch) saveTrace.mark(p.answerId, 'stored');
      batch.forEach((p, i) => settle(p, codes[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
      } else {
        // The statement failed as a whole: each save alone, so only a failing save's request gets its error.
        await Promise.all(
          batch.map(async (p) => {
            try {
              settle(p, (await send([p]))[0]);
            } catch (single) {
              p.reject(single);
            }
          }),
        );
      }
    } finally {
      for (const p of batch) busy.delete(p.userId);
      running--;
      pump();
    }
  }

  function pump() {
    scheduled = false;
    while (running < batchesInFlight && queue.length > 0) {
      const batch: Pending[] = [];
      const inBatch = new Set<string>();
      for (let i = 0; i < queue.length && batch.length < MAX_SAVES_PER_BATCH;) {
        const p = queue[i] as Pending;
        if (busy.has(p.userId) || inBatch.has(p.userId)) {
          saveTrace?.mark(p.answerId, 'passed over');
          i++;
          continue;
        }
        inBatch.add(p.userId);
        batch.push(p);
        queue.splice(i, 1);
      }
      if (batch.length === 0) return;
      for (const p of batch) busy.add(p.userId);
      running++;
      void run(batch);
    }
  }

  return function saveGraded(
    userId: string,
    attemptId: string,
    g: GradedAnswer,
    activity: Activity,
    card?: FreshCard,
  ): Promise<GradedSaveOutcome> {
    const today = calendarDay(activity.now, activity.timeZone);
    const now = activity.now.toISOString();
    const values = [
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
    ];
    return new Promise<GradedSaveOutcome>((resolve, reject) => {
      queue.push({ userId, answerId: g.answerId, values, resolve, reject });
      saveTrace?.mark(g.answerId, 'queued');
      // Saves parsed in the same turn of the event loop join one batch.
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    });
  };
}

/**
 * The attempts of every kind (practice, mock exams, the diagnostic, the daily challenge, lesson quizzes) and their
 * answers.
 *
 * Every graded answer is saved in ONE transaction with what it moves on the profile (activity.ts). A retried save
 * (same answerId) inserts nothing and moves nothing. On SQLite, concurrent saves share one durable commit
 * (write-batch.ts); each is acknowledged only after it.
 *
 * Finishing reads the answers and records the totals in one transaction that holds the attempt row (FOR UPDATE on
 * PostgreSQL; on SQLite the write batch is the only writer), and every save takes that row first, so a save is
 * either stored before the finish and counted, or refused. A finish with work outside the transaction (grading
 * mock-exam drafts and the paragraph through the judge) first marks the attempt finishing (`beginFinish`): the
 * answers it grades are then frozen, and saves get 'finishing' instead of changing them. Where an attempt stands
 * (`AttemptState`) is read in the saving transaction, so a rule that closes attempts by time (an exam clock with a
 * deadline column) belongs in `stateOf`.
 */
import type { Kysely, Transaction } from 'kysely';
import { REVIEW_KIND, type AttemptKind, type ExamModel } from '../../domain/api/practice-schema.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import { writeBatcherOf, writeRunner } from '../db/write-batch.ts';
import { createHistorySums } from '../progress/history-sums.ts';
import { createPostgresGradedSave, type FreshCard } from './graded-save-postgres.ts';
import {
  ACTIVITY_FIELDS,
  createActivityUpdate,
  type Activity,
  type ActivityProfile,
  type CountedAnswer,
} from './activity.ts';

export type JudgedBy = 'exact' | 'offline' | 'model';

export interface AttemptRecord {
  id: string;
  userId: string;
  kind: AttemptKind;
  model: ExamModel | null;
  slug: string;
  topic: string;
  draw: Draw;
  writingText: string | null;
  startedAt: string;
  /** Set when a finish started; saves are refused from then on. */
  finishingAt: string | null;
  finishedAt: string | null;
  /** A timed mock exam's deadline, held here so every device sees the same clock; null when untimed. */
  deadlineAt: string | null;
  correct: number | null;
  total: number;
  score: number | null;
  dimEstimate: number | null;
  writingResult: string | null;
  timeSpentSeconds: number | null;
}

/** A new, open attempt: nothing answered, graded or written yet. */
export function openAttempt<K extends AttemptKind>(
  fields: Pick<AttemptRecord, 'id' | 'userId' | 'slug' | 'topic' | 'draw' | 'startedAt'> & {
    kind: K;
    model?: ExamModel | null;
    deadlineAt?: string | null;
  },
): AttemptRecord & { kind: K } {
  return {
    model: null,
    deadlineAt: null,
    ...fields,
    writingText: null,
    finishingAt: null,
    finishedAt: null,
    correct: null,
    total: fields.draw.questions.length,
    score: null,
    dimEstimate: null,
    writingResult: null,
    timeSpentSeconds: null,
  };
}

export interface AnswerRecord {
  id: string;
  attemptId: string;
  questionId: string;
  answer: string;
  /** null while a mock-exam draft. */
  correct: boolean | null;
  points: number | null;
  judgedBy: JudgedBy | null;
  createdAt: string;
}

/** A graded answer and what it moves in the performance map. */
export interface GradedAnswer extends CountedAnswer {
  answerId: string;
  questionId: string;
  answer: string;
  judgedBy: JudgedBy;
  points?: number | null;
}

export interface FinishTotals {
  correct: number;
  total: number;
  score: number;
  dimEstimate: number | null;
  writingResult: string | null;
  timeSpentSeconds: number;
}

/** Where an attempt stands for a save: open, being finished (answers frozen), or finished (or missing). */
export type AttemptState = 'open' | 'finishing' | 'finished';

export type SaveGradedResult =
  /** `cardWritten`: the answer's review card (when it needs one) was written in the same transaction. */
  | { status: 'saved'; cardWritten?: boolean }
  | { status: 'exists'; answers: AnswerRecord[] }
  | { status: 'finishing' }
  | { status: 'finished' };

/** What a finish records, computed from the answers it read in its own transaction. */
export interface FinishSettlement {
  /** The grades of the drafts read (mock exams); each must still be the stored text. */
  grades: GradedAnswer[];
  totals: FinishTotals;
}

/** The attempt and its answers as the finishing transaction left them ('already': another finish won). */
export interface FinishOutcome {
  status: 'finished' | 'already';
  attempt: AttemptRecord;
  answers: AnswerRecord[];
  /** The review cards of the answers graded by the finish were written in its transaction. */
  cardsWritten?: boolean;
}

/** What never changes after an attempt starts: who owns it and which questions it has. */
export type AttemptPlan = Pick<
  AttemptRecord,
  'id' | 'userId' | 'kind' | 'model' | 'slug' | 'topic' | 'draw' | 'startedAt' | 'total' | 'deadlineAt'
>;

export interface AttemptStore {
  createAttempt(attempt: AttemptRecord): Promise<void>;
  /**
   * Creates the attempt unless its id exists (an attempt named by the browser, such as a lesson quiz's): a retried
   * or concurrent first answer creates one attempt, and an id of another student's attempt stays theirs.
   */
  createAttemptIfMissing(attempt: AttemptRecord): Promise<void>;
  attempt(id: string, userId: string): Promise<AttemptRecord | undefined>;
  /** The unchanging part of an attempt, kept in memory (every answer save needs it). */
  attemptPlan(id: string, userId: string): Promise<AttemptPlan | undefined>;
  answers(attemptId: string): Promise<AnswerRecord[]>;
  /** The answer saved under this answerId (in any attempt), and the answer to this question of this attempt. */
  existingAnswers(attemptId: string, questionId: string, answerId: string): Promise<AnswerRecord[]>;
  /**
   * An answer graded when given: stored and locked, with its counters and (given the attempt's kind) its review
   * card.
   */
  saveGraded(
    userId: string,
    attemptId: string,
    answer: GradedAnswer,
    activity: Activity,
    attemptKind?: string,
  ): Promise<SaveGradedResult>;
  /** Mock exams: a draft that may change until finish; an empty answer clears it. */
  saveDraft(
    userId: string,
    attemptId: string,
    draft: { answerId: string; questionId: string; answer: string },
    now: Date,
  ): Promise<'saved' | 'duplicate' | 'finishing' | 'finished'>;
  saveWriting(userId: string, attemptId: string, text: string): Promise<'saved' | 'finishing' | 'finished'>;
  /**
   * Freezes an open attempt's answers and paragraph before a finish grades them outside its transaction: saves are
   * refused from then on. Returns where the attempt stands ('finishing' also when another finish started it).
   */
  beginFinish(userId: string, attemptId: string, now: Date): Promise<AttemptState>;
  /**
   * In one transaction holding the attempt row: reads its answers, lets `settle` compute the totals (and the
   * drafts' grades) from exactly those, marks the attempt finished with them, stores the grades and moves the
   * counters of the graded drafts and totalQuizzes by one. 'already' when another finish won; undefined when
   * there is no such attempt of this student.
   */
  finish(
    userId: string,
    attemptId: string,
    settle: (attempt: AttemptRecord, answers: AnswerRecord[]) => FinishSettlement,
    activity: Activity,
  ): Promise<FinishOutcome | undefined>;
}

/** One graded answer as the review cards need it. */
export interface CardFact {
  answerId: string;
  questionId: string;
  correct: boolean;
  points?: number | null;
}

/**
 * The review cards of graded answers, written in the transaction that stores the answers, so a crash never keeps
 * an answer without its card (src/server/review/review-cards.ts).
 */
export interface GradedCards {
  applyGraded(
    trx: Transaction<Database>,
    userId: string,
    attemptKind: string,
    answers: readonly CardFact[],
    now: number,
  ): Promise<void>;
  freshCard(userId: string, questionId: string, now: number): FreshCard | undefined;
}

/** Attempt plans kept in memory; an evicted one is read again. Safe with several servers: a plan never changes. */
const PLAN_CACHE_SIZE = 5000;

const toAnswer = (row: Database['answer']): AnswerRecord => ({
  id: row.id,
  attemptId: row.attemptId,
  questionId: row.questionId,
  answer: row.answer,
  correct: row.correct === null ? null : Number(row.correct) === 1,
  points: row.points === null ? null : Number(row.points),
  judgedBy: row.judgedBy as JudgedBy | null,
  createdAt: row.createdAt,
});

export function createAttemptStore(db: Db, cards?: GradedCards): AttemptStore {
  const { kysely, dialect } = db;
  const forUpdate = dialect === 'postgres';
  // Answer saves and finishes share commits on SQLite (group commit, see write-batch.ts).
  const writes = writeBatcherOf(db);
  const activity = createActivityUpdate(db);
  // The chart's sums move with every finish, in its transaction (history-sums.ts).
  const sums = createHistorySums(db);
  // PostgreSQL saves a graded answer in one statement, one round trip (graded-save-postgres.ts).
  const postgresSave = db.pool && createPostgresGradedSave(db.pool);

  // The statements of every answer save, built and compiled once (src/server/db/prepared-query.ts).
  const openAttemptQuery = prepareQuery((param) => {
    const query = kysely
      .selectFrom('attempt')
      .select(['finishedAt', 'finishingAt'])
      .where('id', '=', param('attemptId'))
      .where('userId', '=', param('userId'));
    return forUpdate ? query.forUpdate() : query;
  });
  const insertGradedAnswer = prepareQuery((param) =>
    kysely
      .insertInto('answer')
      .values({
        id: param('id'),
        userId: param('userId'),
        attemptId: param('attemptId'),
        questionId: param('questionId'),
        answer: param('answer'),
        correct: param('correct'),
        points: param('points'),
        judgedBy: param('judgedBy'),
        createdAt: param('createdAt'),
        gradedAt: param('gradedAt'),
      })
      .onConflict((oc) => oc.doNothing()),
  );
  // On SQLite an answer save reads whether its attempt is open and the profile's activity fields in one statement
  // (the batch is the only writer, so nothing changes between this read and the writes that follow). PostgreSQL
  // locks the two rows one after the other with FOR UPDATE, in the order every writer uses: attempt, then profile.
  const openAttemptAndProfileQuery = prepareQuery((param) =>
    kysely
      .selectFrom('profile')
      .select(ACTIVITY_FIELDS)
      .select((eb) =>
        eb
          .selectFrom('attempt')
          .select((sub) => sub.fn.max('finishingAt').as('finishingAt'))
          .where('id', '=', param('attemptId'))
          .where('userId', '=', param('userId'))
          .where('finishedAt', 'is', null)
          .as('openFinishingAt'),
      )
      .select((eb) =>
        eb
          .selectFrom('attempt')
          .select(eb.fn.countAll<number>().as('n'))
          .where('id', '=', param('attemptId'))
          .where('userId', '=', param('userId'))
          .where('finishedAt', 'is', null)
          .as('openAttempts'),
      )
      .where('userId', '=', param('userId')),
  );
  const plans = new Map<string, AttemptPlan>();
  function remember(a: AttemptPlan): void {
    const { id, userId, kind, model, slug, topic, draw, startedAt, total, deadlineAt } = a;
    plans.set(id, { id, userId, kind, model, slug, topic, draw, startedAt, total, deadlineAt });
    if (plans.size > PLAN_CACHE_SIZE) {
      const oldest = plans.keys().next().value;
      if (oldest !== undefined) plans.delete(oldest);
    }
  }

  const toAttempt = (row: Database['attempt']): AttemptRecord => ({
    ...row,
    kind: row.kind as AttemptKind,
    model: row.model as ExamModel | null,
    draw: JSON.parse(row.draw) as Draw,
    correct: row.correct === null ? null : Number(row.correct),
    total: Number(row.total),
    score: row.score === null ? null : Number(row.score),
    dimEstimate: row.dimEstimate === null ? null : Number(row.dimEstimate),
    timeSpentSeconds: row.timeSpentSeconds === null ? null : Number(row.timeSpentSeconds),
  });

  async function attempt(id: string, userId: string): Promise<AttemptRecord | undefined> {
    const row = await kysely
      .selectFrom('attempt')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && toAttempt(row);
  }

  const stateOf = (row: { finishedAt: string | null; finishingAt: string | null } | undefined): AttemptState =>
    !row || row.finishedAt !== null ? 'finished' : row.finishingAt !== null ? 'finishing' : 'open';

  /** Locks the attempt row (PostgreSQL) and tells where it stands; a missing attempt reads as finished. */
  async function lockAttempt(trx: Transaction<Database>, attemptId: string, userId: string): Promise<AttemptState> {
    const [row] = (await openAttemptQuery.execute(writeRunner(db, trx), { attemptId, userId })).rows;
    return stateOf(row);
  }

  async function answersIn(runner: Kysely<Database>, attemptId: string): Promise<AnswerRecord[]> {
    const rows = await runner.selectFrom('answer').selectAll().where('attemptId', '=', attemptId).execute();
    return rows.map(toAnswer);
  }

  async function existingIn(
    runner: Kysely<Database>,
    attemptId: string,
    questionId: string,
    answerId: string,
  ): Promise<AnswerRecord[]> {
    const rows = await runner
      .selectFrom('answer')
      .selectAll()
      .where((eb) =>
        eb.or([eb('id', '=', answerId), eb.and([eb('attemptId', '=', attemptId), eb('questionId', '=', questionId)])]),
      )
      .execute();
    return rows.map(toAnswer);
  }

  return {
    async createAttempt(a) {
      await writes.statement((w) =>
        w
          .insertInto('attempt')
          .values({ ...a, draw: JSON.stringify(a.draw) })
          .execute(),
      );
      remember(a);
    },

    async createAttemptIfMissing(a) {
      await writes.statement((w) =>
        w
          .insertInto('attempt')
          .values({ ...a, draw: JSON.stringify(a.draw) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute(),
      );
    },

    attempt,

    async attemptPlan(id, userId) {
      const cached = plans.get(id);
      if (cached) return cached.userId === userId ? cached : undefined;
      const full = await attempt(id, userId);
      if (full) remember(full);
      return full;
    },

    answers: (attemptId) => answersIn(kysely, attemptId),

    existingAnswers: (attemptId, questionId, answerId) => existingIn(kysely, attemptId, questionId, answerId),

    async saveGraded(userId, attemptId, g, when, attemptKind) {
      const nowMs = when.now.getTime();
      if (postgresSave) {
        // One statement stores a wrong answer's new card with it; review answers and lapses of a card the student
        // already has are rescheduled after the commit (review-cards.ts).
        const inStatement = cards !== undefined && attemptKind !== undefined && attemptKind !== REVIEW_KIND;
        const fresh = inStatement && !g.correct ? cards.freshCard(userId, g.questionId, nowMs) : undefined;
        const outcome = await postgresSave(userId, attemptId, g, when, fresh);
        // A stored answer never changes once graded, so reading it after the statement reads what refused the save.
        if (outcome === 'exists')
          return { status: outcome, answers: await existingIn(kysely, attemptId, g.questionId, g.answerId) };
        if (outcome === 'saved-with-card') return { status: 'saved', cardWritten: true };
        // Nothing left to write: a right answer outside /review, or a question no card is made of. A wrong answer
        // whose card was not inserted found one already there: a lapse, for the path after the commit.
        if (outcome === 'saved')
          return inStatement && (g.correct || !fresh) ? { status: 'saved', cardWritten: true } : { status: 'saved' };
        return { status: outcome };
      }
      return writes.run(async (trx): Promise<SaveGradedResult> => {
        const runner = writeRunner(db, trx);
        let profile: ActivityProfile | undefined;
        if (forUpdate) {
          const state = await lockAttempt(trx, attemptId, userId);
          if (state !== 'open') return { status: state };
        } else {
          const [read] = (await openAttemptAndProfileQuery.execute(runner, { attemptId, userId })).rows;
          if (!read) throw new Error(`no profile for user ${userId}`);
          if (Number(read.openAttempts) === 0) return { status: 'finished' };
          if (read.openFinishingAt !== null) return { status: 'finishing' };
          profile = read;
        }
        const inserted = await insertGradedAnswer.execute(runner, {
          id: g.answerId,
          userId,
          attemptId,
          questionId: g.questionId,
          answer: g.answer,
          correct: g.correct ? 1 : 0,
          points: g.points ?? null,
          judgedBy: g.judgedBy,
          createdAt: when.now.toISOString(),
          gradedAt: when.now.toISOString(),
        });
        if (Number(inserted.numAffectedRows ?? 0) === 0) {
          return { status: 'exists', answers: await existingIn(trx, attemptId, g.questionId, g.answerId) };
        }
        await activity.apply(trx, userId, [g], when, 0, profile);
        if (!cards || attemptKind === undefined) return { status: 'saved' };
        // A right answer outside /review moves no card (review-cards.ts), as the PostgreSQL path above assumes too.
        if (!g.correct || attemptKind === REVIEW_KIND) await cards.applyGraded(trx, userId, attemptKind, [g], nowMs);
        return { status: 'saved', cardWritten: true };
      });
    },

    async saveDraft(userId, attemptId, draft, now) {
      return writes.run(async (trx) => {
        const state = await lockAttempt(trx, attemptId, userId);
        if (state !== 'open') return state;
        const save = await trx
          .insertInto('answer_save')
          .values({ id: draft.answerId, attemptId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(save.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
        await trx
          .deleteFrom('answer')
          .where('attemptId', '=', attemptId)
          .where('questionId', '=', draft.questionId)
          .execute();
        if (draft.answer.trim() !== '') {
          await trx
            .insertInto('answer')
            .values({
              id: draft.answerId,
              userId,
              attemptId,
              questionId: draft.questionId,
              answer: draft.answer,
              correct: null,
              points: null,
              judgedBy: null,
              createdAt: now.toISOString(),
              gradedAt: null,
            })
            .execute();
        }
        return 'saved';
      });
    },

    async saveWriting(userId, attemptId, text) {
      return writes.run(async (trx) => {
        const state = await lockAttempt(trx, attemptId, userId);
        if (state !== 'open') return state;
        await trx.updateTable('attempt').set({ writingText: text }).where('id', '=', attemptId).execute();
        return 'saved' as const;
      });
    },

    async beginFinish(userId, attemptId, now) {
      return writes.run(async (trx) => {
        const state = await lockAttempt(trx, attemptId, userId);
        if (state !== 'open') return state;
        await trx.updateTable('attempt').set({ finishingAt: now.toISOString() }).where('id', '=', attemptId).execute();
        return 'finishing' as const;
      });
    },

    async finish(userId, attemptId, settle, when) {
      return writes.run(async (trx): Promise<FinishOutcome | undefined> => {
        const query = trx.selectFrom('attempt').selectAll().where('id', '=', attemptId).where('userId', '=', userId);
        const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
        if (!row) return undefined;
        const locked = toAttempt(row);
        const answers = await answersIn(trx, attemptId);
        if (locked.finishedAt !== null) return { status: 'already', attempt: locked, answers };

        const { grades, totals } = settle(locked, answers);
        const now = when.now.toISOString();
        const gradeOf = new Map(grades.map((g) => [g.answerId, g]));
        const applied: GradedAnswer[] = [];
        for (const a of answers) {
          if (a.correct !== null) continue;
          const g = gradeOf.get(a.id);
          // The answers are frozen (beginFinish) or all graded when saved; anything else is a bug, not a race.
          if (!g || g.answer !== a.answer) throw new Error(`finishing attempt ${attemptId}: draft ${a.id} ungraded`);
          applied.push(g);
          await trx
            .updateTable('answer')
            .set({ correct: g.correct ? 1 : 0, points: g.points ?? null, judgedBy: g.judgedBy, gradedAt: now })
            .where('id', '=', a.id)
            .execute();
        }
        const finished = { ...totals, finishedAt: now };
        await trx.updateTable('attempt').set(finished).where('id', '=', attemptId).execute();
        const summed = { kind: locked.kind, finishedAt: now, correct: totals.correct, total: totals.total };
        await sums.add(trx, userId, summed, when.timeZone);
        await activity.apply(trx, userId, applied, when, 1);
        await cards?.applyGraded(trx, userId, locked.kind, applied, when.now.getTime());
        return {
          status: 'finished',
          cardsWritten: cards !== undefined,
          attempt: { ...locked, ...finished },
          answers: answers.map((a) => {
            const g = a.correct === null ? gradeOf.get(a.id) : undefined;
            return g ? { ...a, correct: g.correct, points: g.points ?? null, judgedBy: g.judgedBy } : a;
          }),
        };
      });
    },
  };
}

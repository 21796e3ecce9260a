/**
 * The review cards of every student (decision 018): a question answered wrongly anywhere becomes a card, due at
 * once; a wrong answer elsewhere to a question whose card is not yet due is a lapse (FSRS Again); a review answer in /review
 * schedules its card further when right (Good) and sooner when wrong (Again), and is logged for the optimiser.
 *
 * The card of a graded answer is written in the transaction that stores the answer (`applyGraded`, called by the
 * attempt store), so a crash never keeps an answer and loses its card: on SQLite the whole card rule runs in the
 * answer's group commit; on PostgreSQL a save is one statement, which inserts the new card of a wrong answer itself
 * (`freshCard` gives its values, graded-save-postgres.ts), and a finish runs the whole rule in its transaction.
 * What a PostgreSQL save's statement leaves out (a review answer, or a lapse of a card not yet due) the grading path
 * hands to `recordGraded` after the commit, written in its own transaction; a crash in that window of milliseconds
 * leaves the card as it was (still in the queue, scheduled by the earlier answers). Reads of a student's cards
 * first wait for that student's card writes in flight, so the student never sees a queue without the mistake just
 * made.
 */
import { sql, type Transaction } from 'kysely';
import { REVIEW_KIND } from '../../domain/api/practice-schema.ts';
import { lessonQuizTopicOf } from '../../domain/practice/lesson-draw.ts';
import {
  createReviewCard,
  type CardState,
  type ReviewCard,
  type ReviewSection,
} from '../../domain/review/review-card.ts';
import { scheduleReview } from '../../domain/review/schedule-review.ts';
import type { GradedFact, GradedListener } from '../attempts/attempt-grading.ts';
import type { QuestionBank } from '../attempts/question-bank.ts';
import type { Db } from '../db/database.ts';
import { trackBackgroundWrite } from '../db/background-writes.ts';
import { namedRead, prepareQuery, type Param } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { writeBatcherOf, writeRunner } from '../db/write-batch.ts';
import type { Logger } from '../logger.ts';

/** What the queue needs of a card: all of it in the (userId, section, due, questionId) index. */
export type DueCard = Pick<ReviewCard, 'questionId' | 'section' | 'due'>;

export interface ReviewCards {
  /**
   * For the grading path: writes the cards of these graded answers after their commit, without holding it up.
   * Answers whose card was written with them (`cardWritten`) are skipped.
   */
  recordGraded: GradedListener;
  /** Writes the cards of these graded answers in the caller's transaction (the one storing the answers). */
  applyGraded(
    trx: Transaction<Database>,
    userId: string,
    attemptKind: string,
    answers: readonly GradedFact[],
    now: number,
  ): Promise<void>;
  /**
   * The new card a wrong answer to this question creates (when the student has none), as a row; undefined when
   * the question is not one a card is made of.
   */
  freshCard(userId: string, questionId: string, now: number): ReviewCard | undefined;
  /** Resolves once this student's card writes started so far are done. */
  settled(userId: string): Promise<void>;
  card(userId: string, questionId: string): Promise<ReviewCard | undefined>;
  /**
   * A section's next `limit` due cards after `after`, in the order it fell due (due, then question id), from the
   * (userId, section, due, questionId) index: to read a section further than `dueState` did.
   */
  dueAfter(
    userId: string,
    now: number,
    limit: number,
    after: { section: ReviewSection; card: Pick<DueCard, 'due' | 'questionId'> },
  ): Promise<DueCard[]>;
  /**
   * A version of the student's cards that moves with every card written, on any server: the profile's
   * questionsAnswered (moved with the answer that creates a card) and reviewCardWrites (moved with every rescheduled
   * card), as "answered.writes". Undefined when the student has no profile yet.
   */
  version(userId: string): Promise<string | undefined>;
  /**
   * The card version with how many cards are due at `now`, when the next one not yet due falls due, and each
   * section's first `limit` due cards (all the mixed queue's first `limit` can come from,
   * src/domain/review/due-cards.ts; none when `limit` is 0), in one statement, so all of it is of one snapshot.
   */
  dueState(userId: string, now: number, limit: number): Promise<DueState>;
}

export interface DueState {
  /** As `version` gives it, read with the cards. */
  version: string | undefined;
  due: number;
  /** Null when no card is scheduled later. */
  nextDue: number | null;
  /** Each section's first due cards, when asked for. */
  first?: DueCard[];
}

const toNumber = (v: number | string) => Number(v);

/** The sections a card can belong to. */
export const REVIEW_SECTIONS: readonly ReviewSection[] = ['Listening', 'Grammar', 'Reading'];

const toCard = (row: Database['review_card']): ReviewCard => ({
  studentId: row.userId,
  questionId: row.questionId,
  section: row.section as ReviewSection,
  topicId: row.topicId,
  createdAt: toNumber(row.createdAt),
  due: toNumber(row.due),
  stability: Number(row.stability),
  difficulty: Number(row.difficulty),
  scheduledDays: Number(row.scheduledDays),
  learningSteps: Number(row.learningSteps),
  reps: Number(row.reps),
  lapses: Number(row.lapses),
  state: row.state as CardState,
  lastReview: row.lastReview === null ? null : toNumber(row.lastReview),
});

/** A card as its row of review_card (also used by the bench to seed histories). */
export const cardRow = (card: ReviewCard): Database['review_card'] => ({
  userId: card.studentId,
  questionId: card.questionId,
  section: card.section,
  topicId: card.topicId,
  createdAt: card.createdAt,
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduledDays,
  learningSteps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview,
});

/**
 * A student's card version as the kept review queue compares it: the profile's questionsAnswered and
 * reviewCardWrites (the dueState statement builds the same text in SQL).
 */
export function cardVersion(row: { questionsAnswered: number | string; reviewCardWrites: number | string }): string {
  return `${row.questionsAnswered}.${row.reviewCardWrites}`;
}

export function createReviewCards(db: Db, questions: QuestionBank, logger?: Logger): ReviewCards {
  const { kysely, dialect } = db;
  // The database's one write queue: on SQLite the cards written after a commit share the answers' group commit.
  const writes = writeBatcherOf(db);
  const inFlight = new Map<string, Promise<void>>();

  // The reads of /review, the navbar's count and the standing's plan, prepared (they run on every visit) and each
  // one range of an index: the count and the next due time on (userId, due), a section's first due cards on
  // (userId, section, due, questionId) (migration 014). Question ids order as JavaScript compares them (code units,
  // "C" on PostgreSQL, SQLite's binary), so the cards read are the ones the mixed queue would take first.
  const byQuestionId = dialect === 'postgres' ? sql`"questionId" collate "C"` : sql`"questionId"`;
  /** A section's due cards in the queue's order; `after` narrows it to those past a cursor card. */
  const dueInSection = (param: Param, after: boolean, section = '') =>
    kysely
      .selectFrom('review_card')
      .select(['questionId', 'section', 'due'])
      .where('userId', '=', param('userId'))
      .where('section', '=', param(`section${section}`))
      .where('due', '<=', param('now'))
      .$if(after, (query) =>
        query.where((eb) =>
          eb.or([
            eb('due', '>', param('afterDue')),
            eb.and([eb('due', '=', param('afterDue')), eb(byQuestionId, '>', param('afterId'))]),
          ]),
        ),
      )
      .orderBy('due')
      .orderBy(byQuestionId)
      .limit(param('limit'));
  /**
   * The card version, the due count, the next due time and every section's first due cards, in one statement (see
   * `dueState`); the cards only in the CASE branch that asks for them, so a count alone reads none. The sections'
   * first cards are one range of the index per section joined by UNION ALL (a window over all due cards would read
   * every one), gathered into one JSON array.
   */
  const dueStateQuery = prepareQuery((param) => {
    const version = sql<string>`cast(${sql.ref('profile.questionsAnswered')} as text) || '.' || cast(${sql.ref('profile.reviewCardWrites')} as text)`;
    const [first, ...rest] = REVIEW_SECTIONS.map((section) =>
      kysely.selectFrom(dueInSection(param, false, section).as(`due_${section}`)).selectAll(),
    );
    const sections = rest.reduce((union, next) => union.unionAll(next), first as NonNullable<typeof first>);
    const gathered =
      dialect === 'postgres'
        ? sql<string>`json_agg(json_build_array("questionId", section, due))`
        : sql<string>`json_group_array(json_array("questionId", section, due))`;
    // One row whether or not the student has a profile.
    return kysely
      .selectFrom(kysely.selectNoFrom(sql<number>`1`.as('one')).as('o'))
      .leftJoin('profile', (join) => join.on('profile.userId', '=', param('userId')))
      .select((eb) => [
        version.as('version'),
        eb
          .selectFrom('review_card')
          .select((c) => c.fn.countAll<number | string>().as('n'))
          .where('userId', '=', param('userId'))
          .where('due', '<=', param('now'))
          .as('due'),
        eb
          .selectFrom('review_card')
          .select('due')
          .where('userId', '=', param('userId'))
          .where('due', '>', param('now'))
          .orderBy('due')
          .limit(param('one'))
          .as('nextDue'),
        eb
          .case()
          .when(sql<boolean>`${param('wantCards')} > 0`)
          .then(eb.selectFrom(sections.as('first')).select(gathered.as('cards')))
          .end()
          .as('cards'),
      ]);
  });
  // The reads of every visit as named statements on PostgreSQL (planned once per connection). The version is a
  // statement of its own: a kept queue still current is the common visit, and a plan holding the card reads costs
  // about three times the profile row's CPU to start even when its CASE reads no card.
  const dueStateRows = namedRead(db, 'imtahan-review-due-state', dueStateQuery);
  const versionRows = namedRead(
    db,
    'imtahan-review-version',
    prepareQuery((param) =>
      kysely
        .selectFrom('profile')
        .select(['questionsAnswered', 'reviewCardWrites'])
        .where('userId', '=', param('userId')),
    ),
  );
  const dueAfterQuery = prepareQuery((param) => dueInSection(param, true));

  /** Which section and topic a question belongs to: a bank question, or a lesson's quiz item (a grammar topic). */
  function subjectOf(questionId: string): { section: ReviewSection; topicId: string } | undefined {
    const entry = questions.question(questionId);
    if (entry?.kind === 'grammar') return { section: 'Grammar', topicId: entry.topic.id };
    if (entry?.kind === 'listening') return { section: 'Listening', topicId: entry.test.id };
    if (entry?.kind === 'reading') return { section: 'Reading', topicId: entry.test.id };
    const lessonTopic = lessonQuizTopicOf(questionId);
    return lessonTopic === undefined ? undefined : { section: 'Grammar', topicId: lessonTopic };
  }

  // The statements of a wrong answer's save, built and compiled once (src/server/db/prepared-query.ts).
  const cardQuery = prepareQuery((param) => {
    const query = kysely
      .selectFrom('review_card')
      .selectAll()
      .where('userId', '=', param('userId'))
      .where('questionId', '=', param('questionId'));
    return dialect === 'postgres' ? query.forUpdate() : query;
  });
  const insertCard = prepareQuery((param) =>
    kysely
      .insertInto('review_card')
      .values({
        userId: param('userId'),
        questionId: param('questionId'),
        section: param('section'),
        topicId: param('topicId'),
        createdAt: param('createdAt'),
        due: param('due'),
        stability: param('stability'),
        difficulty: param('difficulty'),
        scheduledDays: param('scheduledDays'),
        learningSteps: param('learningSteps'),
        reps: param('reps'),
        lapses: param('lapses'),
        state: param('state'),
        lastReview: param('lastReview'),
      })
      .onConflict((oc) => oc.columns(['userId', 'questionId']).doNothing()),
  );

  async function cardIn(trx: Transaction<Database>, userId: string, questionId: string) {
    const [row] = (await cardQuery.execute(writeRunner(db, trx), { userId, questionId })).rows;
    return row && toCard(row);
  }

  function freshCard(userId: string, questionId: string, now: number) {
    const subject = subjectOf(questionId);
    return subject && createReviewCard({ studentId: userId, questionId, ...subject }, now);
  }

  /** Writes the cards of these graded answers in `trx`; returns how many cards it inserted or rescheduled. */
  async function applyGraded(
    trx: Transaction<Database>,
    userId: string,
    attemptKind: string,
    answers: readonly GradedFact[],
    now: number,
  ): Promise<number> {
    const review = attemptKind === REVIEW_KIND;
    let written = 0;
    for (const answer of answers) {
      if (!review && answer.correct) continue;
      const subject = subjectOf(answer.questionId);
      if (!subject) continue;
      // A mistake mostly meets no card yet: the new card is inserted first, and the card is read only when one was
      // there (one statement for the common case instead of two).
      if (!answer.correct) {
        const fresh = cardRow(createReviewCard({ studentId: userId, questionId: answer.questionId, ...subject }, now));
        const inserted = await insertCard.execute(writeRunner(db, trx), { ...fresh });
        if (Number(inserted.numAffectedRows ?? 0) > 0) {
          written++;
          continue;
        }
      }
      const card = await cardIn(trx, userId, answer.questionId);
      if (!card) continue;
      // Outside /review only a mistake moves a card (a right answer elsewhere is not a test of this card's memory),
      // and only one not yet due: a card already waiting in /review stays there, due now.
      if (!review && card.due <= now) continue;
      const next = scheduleReview(card, answer.correct, now);
      const { studentId: _, correct, ...log } = next.log;
      const inserted = await trx
        .insertInto('review_log')
        .values({ id: answer.answerId, userId, ...log, correct: correct ? 1 : 0 })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      await trx
        .updateTable('review_card')
        .set(cardRow(next.card))
        .where('userId', '=', userId)
        .where('questionId', '=', answer.questionId)
        .execute();
      written++;
    }
    return written;
  }

  // Cards written in the answer's own transaction move the version with its questionsAnswered; these are written
  // after that commit (on PostgreSQL), so they move it themselves, in the same transaction as the cards.
  const write = (userId: string, attemptKind: string, answers: readonly GradedFact[], now: number) =>
    writes.run(async (trx) => {
      if ((await applyGraded(trx, userId, attemptKind, answers, now)) === 0) return;
      await trx
        .updateTable('profile')
        .set((eb) => ({ reviewCardWrites: eb('reviewCardWrites', '+', 1) }))
        .where('userId', '=', userId)
        .execute();
    });

  return {
    recordGraded(userId, attempt, graded, now) {
      const review = attempt.kind === REVIEW_KIND;
      const answers = graded.filter((a) => !a.cardWritten);
      if (answers.length === 0 || (!review && answers.every((a) => a.correct))) return;
      const before = inFlight.get(userId) ?? Promise.resolve();
      const done = before
        .then(() => write(userId, attempt.kind, answers, now.getTime()))
        .catch((error: unknown) => logger?.error(`review cards of user ${userId} not written`, error));
      trackBackgroundWrite(db, done);
      inFlight.set(userId, done);
      void done.then(() => {
        if (inFlight.get(userId) === done) inFlight.delete(userId);
      });
    },

    async applyGraded(trx, userId, attemptKind, answers, now) {
      await applyGraded(trx, userId, attemptKind, answers, now);
    },
    freshCard,

    settled: (userId) => inFlight.get(userId) ?? Promise.resolve(),

    async card(userId, questionId) {
      const row = await kysely
        .selectFrom('review_card')
        .selectAll()
        .where('userId', '=', userId)
        .where('questionId', '=', questionId)
        .executeTakeFirst();
      return row && toCard(row);
    },

    async dueAfter(userId, now, limit, after) {
      const { rows } = await dueAfterQuery.execute(kysely, {
        userId,
        section: after.section,
        now,
        limit,
        afterDue: after.card.due,
        afterId: after.card.questionId,
      });
      return rows.map((r) => ({ questionId: r.questionId, section: r.section as ReviewSection, due: toNumber(r.due) }));
    },

    async version(userId) {
      const [row] = await versionRows({ userId });
      return row && cardVersion(row);
    },

    async dueState(userId, now, limit) {
      const [row] = await dueStateRows({
        userId,
        now,
        limit: Math.max(1, limit),
        wantCards: limit,
        one: 1,
        ...Object.fromEntries(REVIEW_SECTIONS.map((section) => [`section${section}`, section])),
      });
      const gathered = typeof row?.cards === 'string' ? (JSON.parse(row.cards) as unknown) : row?.cards;
      // PostgreSQL's json_agg gives null for no rows, SQLite's json_group_array an empty array.
      const cards = (Array.isArray(gathered) ? gathered : []) as [string, string, number | string][];
      const nextDue = row?.nextDue;
      return {
        version: row?.version ?? undefined,
        due: Number(row?.due ?? 0),
        nextDue: nextDue === null || nextDue === undefined ? null : toNumber(nextDue),
        ...(limit > 0 && {
          first: cards.map(([questionId, section, due]) => ({
            questionId,
            section: section as ReviewSection,
            due: toNumber(due),
          })),
        }),
      };
    },
  };
}

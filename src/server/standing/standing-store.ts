/**
 * The stored state behind where a student stands (decision 018, migration 011-standing): every question's difficulty
 * estimate and every student's ability state, updated from every graded answer, and the trend of the classic
 * prediction.
 *
 * Writes never hold up an answer save. The grading path tells `recordGraded` of answers after their commit
 * (attempt-grading.ts); the answers of every student wait in one queue and are written in batches, one transaction
 * per batch (on SQLite through its own group commit): the batch's question rows and student rows are read (locked
 * on PostgreSQL, in key order, so two servers sharing the database cannot deadlock or lose an update), every answer
 * updates its question's difficulty against the student's ability at that moment and then the student's state, and
 * the rows are written back. A batch is a handful of statements whatever its size, so thousands of saves a second
 * cost the database a few transactions a second. Reads of a student first wait for the batches holding their
 * answers, so the student never sees a standing without the answer just given.
 *
 * Crash safety: an answer committed but not yet in a batch (a window of milliseconds) is missing from the row of a
 * server that died in between. Everything here can be rebuilt from the answer history: a student without a state row
 * is folded from all their answers on their next read or answer (`abilityFromHistory`, against the current
 * difficulties), and `rebuildAll` replays every answer of every student in time order to recompute the difficulties
 * and the states. Each server checks every student's row once, in the student's first batch (their first answer, or
 * the batch their first read runs): one grouped count of their graded answers against the answers the row folded
 * (fold-check.ts); a row that misses any is folded again in that batch, with no operator and without counting an
 * answer twice. Deleting a student's row (or all rows) is therefore always safe. On SQLite the server, the file's only writer,
 * keeps the states and estimates it committed in memory and writes them back with the next answers, so a deleted row
 * returns as it was unless the server is restarted (the rebuild script runs with the servers stopped).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Difficulty, GrammarTopic } from '../../domain/content/schema.ts';
import { priorDifficulty, updateItemDifficulty, type ItemDifficulty } from '../../domain/mastery/item-difficulty.ts';
import {
  abilityAfterAnswer,
  abilityAfterAnswers,
  abilityFromHistory,
  emptyAbility,
  LISTENING_AREA,
  READING_AREA,
  topicAbility,
  type MasteryAnswer,
  type StudentAbility,
} from '../../domain/mastery/student-ability.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { lessonQuizTopicOf } from '../../domain/practice/lesson-draw.ts';
import { addDays } from '../../domain/progress/week-start.ts';
import type { GradedListener } from '../attempts/attempt-grading.ts';
import type { QuestionBank } from '../attempts/question-bank.ts';
import { saveTrace } from '../attempts/save-trace.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createFoldCheck, type FoldCheckResult } from './fold-check.ts';
import { trackBackgroundWrite } from '../db/background-writes.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import { writeBatcherOf, writeRunner } from '../db/write-batch.ts';
import type { Logger } from '../logger.ts';

/** Days of answer counts kept per student: this week and the one before, whatever the student's week start. */
export const RECENT_DAYS = 14;
/**
 * How long the first answer of a batch waits for others, and under load the least time between two batches' starts.
 * Each student in a batch is computed, stringified and written back once however many of their answers it holds, so
 * a longer window makes fewer, larger batches in which a student's answers share their row: on PostgreSQL a batch is
 * also five round trips; on SQLite the fold, the stringify and the upserts run on the event loop, and with 10 ms a
 * stream of saves redid them for each student about once per save (with 50 ms the standing's share of the event
 * loop's busy time fell from about 7.6 to 3.9 %, decision 021). A student's own reads wait for their batch, so the
 * window would also be the most a standing read right after an answer waits for it, but such a read starts the
 * batch at once (pendingOf), so the window costs the student nothing.
 */
const BATCH_WINDOW_MS = 50;
/**
 * The window on PostgreSQL, where a batch is also five round trips and a transaction: at 50 students saving about
 * 3,000 answers a second, 100 ms leaves about a quarter fewer batches than 50 ms (85–98 standing upserts a bench run
 * against 114–134), and fewer rows read, parsed, stringified and written back per answer. A student's own read starts
 * the batch at once, so it does not wait longer; reads that come often end the window often, so real traffic with
 * many reads batches less than that bench, which reads no standing.
 */
const POSTGRES_BATCH_WINDOW_MS = 100;
/** Upper bound of answer events in one batch, so one transaction stays short. */
const MAX_BATCH = 200;
/** How long the answer ids a fold read are remembered, to skip a later event of an answer the fold already had. */
const FOLDED_IDS_MS = 60_000;
/** How often the difficulty estimates are read again from the database (other servers write them too). */
const ITEM_REFRESH_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** Students whose state the embedded database's server keeps parsed in memory between batches. */
const STATE_CACHE_SIZE = 10_000;
/**
 * Students whose last written state a PostgreSQL server keeps (the most recently written): the students answering
 * now. About 8 KB each with a 3.4 KB state (its text and its parsed form).
 */
const WRITTEN_STATES_KEPT = 1_000;
/** Rows per multi-row insert. */
const ROWS_PER_INSERT = 200;
/** Joins the abilities of a PostgreSQL batch (chr(1) in its statement): JSON.stringify escapes it in every text. */
const ABILITY_SEPARATOR = '\u0001';
/**
 * Lesson quiz items are short checks right after the lesson, with no CEFR level of their own: they start as A2
 * questions and are calibrated from answers like the rest.
 */
const LESSON_ITEM_LEVEL: Difficulty = 'A2';

export interface StudentState {
  ability: StudentAbility;
  /** Answers per calendar day (the student's zone at the answer) of the last RECENT_DAYS days. */
  recentDays: Record<string, number>;
  answers: number;
}

export interface StandingStore {
  recordGraded: GradedListener;
  /** Resolves once this student's answers recorded so far are written. */
  settled(userId: string): Promise<void>;
  /** The student's state; folded from their answer history first when they have none stored. */
  student(userId: string, timeZone: string): Promise<StudentState>;
  /** The current difficulty estimates (questions never answered are absent), and a counter that moves with them. */
  items(): Promise<{ byId: ReadonlyMap<string, ItemDifficulty>; version: number }>;
  /** The trend points from `since` (yyyy-mm-dd) on, oldest first. */
  trend(userId: string, since: string): Promise<{ day: string; expected: number }[]>;
  /** Stores the day's prediction when it changed, after the response (nothing waits for it). */
  recordTrend(userId: string, day: string, expected: number): void;
  /** Recomputes every difficulty and every student's state from the whole answer history, in time order. */
  rebuildAll(timeZoneOf?: (userId: string) => string): Promise<{ answers: number; students: number }>;
}

/** A student's state as written by this server, with the row's text it wrote. */
interface WrittenState {
  ability: string;
  recentDays: string;
  state: StudentState;
}

/** What the batch reads through: the write transaction (PostgreSQL), or the database itself (SQLite). */
type Reader = Transaction<Database> | Kysely<Database>;

interface Event {
  userId: string;
  answers: { answerId: string; questionId: string; score: number }[];
  at: number;
  day: string;
  timeZone: string;
  group: Group;
}

/**
 * The answers queued between two batches' starts share one promise (settled once all of them are written, or one
 * of their batches failed), so a save costs the queue no promise, callback or tracked write of its own.
 */
interface Group {
  /** Never rejects: a failure is logged. */
  settled: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
  /** Events of the group not yet written. */
  left: number;
  error?: unknown;
  users: string[];
}

const scoreOf = (correct: boolean | number | null, points: number | null | undefined) =>
  points !== null && points !== undefined ? Math.min(1, Math.max(0, Number(points))) : correct ? 1 : 0;

function parseState(row: Pick<Database['student_standing'], 'ability' | 'recentDays' | 'answers'>): StudentState {
  let ability: StudentAbility = emptyAbility();
  let recentDays: Record<string, number> = {};
  try {
    ability = JSON.parse(row.ability) as StudentAbility;
    recentDays = JSON.parse(row.recentDays) as Record<string, number>;
  } catch {
    // An unreadable row is rebuilt below by the caller from the history.
  }
  return { ability, recentDays, answers: Number(row.answers) };
}

/** The first day kept for `today`, remembered for the last day asked: every batch of a day asks for the same. */
let keptFrom = { today: '', from: '' };
function firstKeptDay(today: string): string {
  if (keptFrom.today !== today) keptFrom = { today, from: addDays(today, -(RECENT_DAYS - 1)) };
  return keptFrom.from;
}

function pruneDays(days: Record<string, number>, today: string): Record<string, number> {
  const from = firstKeptDay(today);
  const kept: Record<string, number> = {};
  for (const day in days) if (day >= from) kept[day] = days[day] as number;
  return kept;
}

/** The ids of the student's answers in the batch, of questions the model knows. */
function answerIdsOf(batch: readonly Event[], userId: string): string[] {
  return batch.flatMap((e) => (e.userId === userId ? e.answers.map((a) => a.answerId) : []));
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function createStandingStore(
  db: Db,
  questions: QuestionBank,
  topics: readonly Pick<GrammarTopic, 'id'>[],
  logger?: Logger,
  /** The clock the answers are graded by (their gradedAt), for the fold check's cutoff. */
  now: () => number = Date.now,
  /** How long a batch waits for more answers; by default BATCH_WINDOW_MS, or POSTGRES_BATCH_WINDOW_MS there. */
  window?: number,
): StandingStore {
  const { kysely, dialect } = db;
  // The database's one write queue: on SQLite the upserts share the group commit of the answer saves (no fsync of
  // their own).
  const writes = writeBatcherOf(db);
  const topicIds = new Set(topics.map((t) => t.id));
  const queue: Event[] = [];
  let running = false;
  const inFlight = new Map<string, Promise<void>>();
  const foldedIds = new Map<string, { ids: Set<string>; at: number }>();
  const lastTrend = new Map<string, string>();
  /**
   * SQLite only: the students' states as the last committed batch wrote them, so a batch neither reads nor parses
   * the rows of students it met before. The server is the database's only writer (the rebuild script runs with the
   * servers stopped); PostgreSQL, shared by several servers, reads the rows under lock in every batch.
   */
  const stateCache = dialect === 'postgres' ? undefined : new Map<string, StudentState>();
  /**
   * PostgreSQL only: each student's state as this server last wrote it, with the exact text written. A batch still
   * reads the row under lock and uses the state kept only when the row's text is the text kept (no other server has
   * written the student since, or wrote the same state), which skips parsing it: 15 µs for a 3.4 KB state.
   */
  const writtenStates = dialect === 'postgres' ? new Map<string, WrittenState>() : undefined;

  let items = new Map<string, ItemDifficulty>();
  let itemsVersion = 0;
  let itemsLoadedAt = -Infinity;
  let itemsLoading: Promise<void> | undefined;
  const foldCheck = createFoldCheck(db, (questionId) => subjectOf(questionId) !== undefined, now);

  /** The mastery area a question feeds and its CEFR prior; undefined for anything the model does not know. */
  function subjectOf(questionId: string): { area: string; level: Difficulty } | undefined {
    const entry = questions.question(questionId);
    if (entry) {
      const area =
        entry.kind === 'grammar' ? entry.topic.id : entry.kind === 'listening' ? LISTENING_AREA : READING_AREA;
      return { area, level: entry.question.difficulty };
    }
    const topic = lessonQuizTopicOf(questionId);
    return topic !== undefined && topicIds.has(topic) ? { area: topic, level: LESSON_ITEM_LEVEL } : undefined;
  }

  const toItem = (r: Database['item_difficulty']): ItemDifficulty => ({
    mean: Number(r.mean),
    variance: Number(r.variance),
    n: Number(r.answers),
  });

  async function loadItems() {
    const rows = await kysely.selectFrom('item_difficulty').selectAll().execute();
    const loaded = new Map<string, ItemDifficulty>();
    for (const r of rows) loaded.set(r.questionId, toItem(r));
    // Writes of this server made while the read was under way are newer than what it read.
    for (const [id, item] of items) if ((loaded.get(id)?.n ?? -1) < item.n) loaded.set(id, item);
    // The version moves only when an estimate did (another server's answers): it keys every kept prediction and
    // standing response, which an unchanged reread should not throw away.
    let changed = loaded.size !== items.size;
    for (const [id, item] of loaded) {
      if (changed) break;
      const had = items.get(id);
      changed = !had || had.n !== item.n || had.mean !== item.mean || had.variance !== item.variance;
    }
    items = loaded;
    if (changed) itemsVersion++;
    itemsLoadedAt = Date.now();
  }

  function ensureItems(): Promise<void> {
    if (Date.now() - itemsLoadedAt < ITEM_REFRESH_MS) return Promise.resolve();
    itemsLoading ??= loadItems().finally(() => {
      itemsLoading = undefined;
    });
    // The first load is waited for; later refreshes run while the current estimates serve.
    return itemsLoadedAt === -Infinity ? itemsLoading : Promise.resolve();
  }

  /**
   * All the student's graded answers, oldest first, as the model reads them: the answers of the student's attempts,
   * on the answer table's (attemptId, questionId) index. On PostgreSQL the attempts are given as an array: joined to
   * them, the planner reads the whole answer table (every student's answers) in a hash join, pricing a thousand
   * index probes above one sequential scan, so a fold took longer the more students the database held (340 ms for
   * 10,000 answers among 500,000, against 27 ms this way). SQLite's join already probes the index.
   */
  async function history(reader: Reader, userId: string) {
    const columns = [
      'answer.id',
      'answer.questionId',
      'answer.correct',
      'answer.points',
      'answer.createdAt',
      'answer.gradedAt',
    ] as const;
    const rows =
      dialect === 'postgres'
        ? await reader
            .selectFrom('answer')
            .select(columns)
            .where(
              sql<boolean>`${sql.ref('answer.attemptId')} = any(array(${reader
                .selectFrom('attempt')
                .select('attempt.id')
                .where('attempt.userId', '=', userId)}))`,
            )
            .where('answer.correct', 'is not', null)
            .orderBy('answer.createdAt')
            .orderBy('answer.id')
            .execute()
        : await reader
            .selectFrom('answer')
            .innerJoin('attempt', 'attempt.id', 'answer.attemptId')
            .select(columns)
            .where('attempt.userId', '=', userId)
            .where('answer.correct', 'is not', null)
            .orderBy('answer.createdAt')
            .orderBy('answer.id')
            .execute();
    return rows.map((r) => ({
      id: r.id,
      questionId: r.questionId,
      score: scoreOf(Number(r.correct), r.points === null ? null : Number(r.points)),
      at: Date.parse(r.createdAt),
      gradedAt: Date.parse(r.gradedAt ?? r.createdAt),
    }));
  }

  function fold(
    answers: { id: string; questionId: string; score: number; at: number }[],
    itemOf: (id: string) => ItemDifficulty,
    timeZone: string,
    today: string,
  ): StudentState {
    const mastery: MasteryAnswer[] = [];
    const days: Record<string, number> = {};
    const from = addDays(today, -(RECENT_DAYS - 1));
    // Only answers of about the last two weeks can fall on a day kept: the others skip the zone's calendar.
    const recent = Date.parse(`${from}T00:00:00Z`) - DAY_MS;
    for (const a of answers) {
      const subject = subjectOf(a.questionId);
      if (!subject) continue;
      mastery.push({ questionId: a.questionId, topicId: subject.area, score: a.score, answeredAt: a.at });
      if (a.at < recent) continue;
      const day = calendarDay(new Date(a.at), timeZone);
      if (day >= from) days[day] = (days[day] ?? 0) + 1;
    }
    return { ability: abilityFromHistory(mastery, itemOf), recentDays: days, answers: mastery.length };
  }

  /**
   * The batch's new rows: its questions' and students' rows read (locked when `lock`), a student without one folded
   * from their history, then every answer in order: its question's difficulty against the student's ability at
   * that moment, then the student's state.
   */
  async function computeBatch(reader: Reader, batch: Event[], lock: boolean) {
    const userIds = [...new Set(batch.map((e) => e.userId))].sort();
    const questionIds = [
      ...new Set(batch.flatMap((e) => e.answers.map((a) => a.questionId)).filter((id) => subjectOf(id))),
    ].sort();
    // On SQLite the estimates in memory are what this server, the only writer, committed last (once loaded).
    const itemsInMemory = !lock && itemsLoadedAt !== -Infinity;
    const itemRows =
      questionIds.length === 0 || itemsInMemory
        ? []
        : await (() => {
            const q = reader
              .selectFrom('item_difficulty')
              .selectAll()
              .where('questionId', 'in', questionIds)
              .orderBy('questionId');
            return (lock ? q.forUpdate() : q).execute();
          })();
    const states = new Map<string, StudentState>();
    for (const userId of userIds) {
      const cached = stateCache?.get(userId);
      if (cached) states.set(userId, cached);
    }
    const unread = userIds.filter((userId) => !states.has(userId));
    const studentQuery = reader
      .selectFrom('student_standing')
      .select(['userId', 'ability', 'recentDays', 'answers'])
      .where('userId', 'in', unread)
      .orderBy('userId');
    const studentRows = unread.length === 0 ? [] : await (lock ? studentQuery.forUpdate() : studentQuery).execute();

    const batchItems = new Map<string, ItemDifficulty>();
    for (const r of itemRows) batchItems.set(r.questionId, toItem(r));
    const itemOf = (id: string): ItemDifficulty => {
      const known = batchItems.get(id) ?? items.get(id);
      if (known) return known;
      const subject = subjectOf(id);
      return priorDifficulty(subject?.level ?? 'B1');
    };
    for (const r of studentRows) {
      const written = writtenStates?.get(r.userId);
      const same =
        written?.ability === r.ability &&
        written.recentDays === r.recentDays &&
        written.state.answers === Number(r.answers);
      states.set(r.userId, same ? written.state : parseState(r));
    }
    const checks = await checkFolds(reader, batch, states);
    /** Students folded in this batch: their events here are already in the fold. */
    const foldedNow = new Set<string>();
    for (const userId of userIds) {
      if (states.has(userId)) continue;
      const first = batch.find((e) => e.userId === userId) as Event;
      const whole = await history(reader, userId);
      const refold = checks.find((c) => c.userId === userId && c.verdict === 'refold');
      const answers = refold ? whole.filter(foldCheck.refoldKeeps(userId, answerIdsOf(batch, userId))) : whole;
      states.set(userId, fold(answers, itemOf, first.timeZone, first.day));
      foldedNow.add(userId);
      foldedIds.set(userId, { ids: new Set(answers.map((a) => a.id)), at: Date.now() });
    }

    const computeStarted = saveTrace && performance.now();
    const changedItems = new Set<string>();
    // Each student's answers of the batch in one pass over their state (abilityAfterAnswers): every question's
    // difficulty moves against the student's ability just before the answer, then the state takes the answer.
    const byStudent = new Map<string, { event: Event; answer: Event['answers'][number]; area: string }[]>();
    for (const event of batch) {
      let list = byStudent.get(event.userId);
      if (!list) byStudent.set(event.userId, (list = []));
      for (const answer of event.answers) {
        const subject = subjectOf(answer.questionId);
        if (subject) list.push({ event, answer, area: subject.area });
      }
    }
    for (const [userId, list] of byStudent) {
      const state = states.get(userId) as StudentState;
      const folded = foldedIds.get(userId);
      const counted = foldedNow.has(userId) ? [] : list.filter((x) => !folded?.ids.has(x.answer.answerId));
      const updateItem = (questionId: string, score: number, ability: { mean: number; variance: number }) => {
        batchItems.set(questionId, updateItemDifficulty(itemOf(questionId), ability, score));
        changedItems.add(questionId);
      };
      // Answers already in the state (folded just now) still calibrate their questions, at the folded ability.
      const inState = new Set(counted);
      for (const x of list) {
        if (inState.has(x)) continue;
        updateItem(x.answer.questionId, x.answer.score, topicAbility(state.ability, x.area, x.event.at));
      }
      const answers = counted.map((x) => ({
        questionId: x.answer.questionId,
        topicId: x.area,
        score: x.answer.score,
        answeredAt: x.event.at,
      }));
      state.ability = abilityAfterAnswers(state.ability, answers, itemOf, (a, ability) =>
        updateItem(a.questionId, a.score, ability),
      );
      state.answers += counted.length;
      for (const x of counted) state.recentDays[x.event.day] = (state.recentDays[x.event.day] ?? 0) + 1;
      const lastDay = batch.filter((e) => e.userId === userId).at(-1)?.day;
      if (lastDay !== undefined) state.recentDays = pruneDays(state.recentDays, lastDay);
    }

    const itemValues = [...changedItems].sort().map((questionId) => {
      const item = batchItems.get(questionId) as ItemDifficulty;
      return { questionId, mean: item.mean, variance: item.variance, answers: item.n };
    });
    const now = Date.now();
    const studentValues = userIds.map((userId) => {
      const s = states.get(userId) as StudentState;
      return {
        userId,
        ability: JSON.stringify(s.ability),
        recentDays: JSON.stringify(s.recentDays),
        answers: s.answers,
        updatedAt: now,
      };
    });
    if (saveTrace && computeStarted) saveTrace.note('standing js', performance.now() - computeStarted);
    return { itemValues, studentValues, states, checks };
  }

  /**
   * The fold check of the batch's students not yet checked in this process (fold-check.ts): a row that misses
   * answers is dropped from `states`, so the batch folds the student again as one without a row. A student without a
   * row is folded from the whole history in this batch: checked as well.
   */
  async function checkFolds(reader: Reader, batch: Event[], states: Map<string, StudentState>) {
    const rows: { userId: string; folded: number; answerIds: string[] }[] = [];
    const results: FoldCheckResult[] = [];
    for (const userId of new Set(batch.map((e) => e.userId))) {
      if (foldCheck.checked(userId)) continue;
      const folded = foldedIds.get(userId)?.ids;
      const answerIds = answerIdsOf(batch, userId).filter((id) => !folded?.has(id));
      const state = states.get(userId);
      if (state) rows.push({ userId, folded: state.answers, answerIds });
      else results.push({ userId, verdict: 'sound', answerIds });
    }
    if (rows.length > 0) results.push(...(await foldCheck.verdicts(reader, rows)));
    for (const { userId, verdict } of results) {
      if (verdict !== 'refold') continue;
      logger?.info(`standing of user ${userId} misses answers: folded again from the history`);
      states.delete(userId);
    }
    return results;
  }

  // The upserts of a batch's rows on SQLite: one prepared statement per row, run in-process, since a many-row
  // statement would be built, compiled and prepared again for every batch size (prepared-query.ts). PostgreSQL sends
  // all of a batch's rows in one statement over JSON parameters (persistBatch).
  type ItemRow = Database['item_difficulty'];
  type StudentRow = Database['student_standing'];
  const upsertItems = (runner: Kysely<Database>, rows: ItemRow[]) =>
    runner
      .insertInto('item_difficulty')
      .values(rows)
      .onConflict((oc) =>
        oc.column('questionId').doUpdateSet((eb) => ({
          mean: eb.ref('excluded.mean'),
          variance: eb.ref('excluded.variance'),
          answers: eb.ref('excluded.answers'),
        })),
      );
  const upsertStudents = (runner: Kysely<Database>, rows: StudentRow[]) =>
    runner
      .insertInto('student_standing')
      .values(rows)
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet((eb) => ({
          ability: eb.ref('excluded.ability'),
          recentDays: eb.ref('excluded.recentDays'),
          answers: eb.ref('excluded.answers'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      );
  const upsertItem = prepareQuery((param) =>
    upsertItems(kysely, [
      { questionId: param('questionId'), mean: param('mean'), variance: param('variance'), answers: param('answers') },
    ]),
  );
  const upsertStudent = prepareQuery((param) =>
    upsertStudents(kysely, [
      {
        userId: param('userId'),
        ability: param('ability'),
        recentDays: param('recentDays'),
        answers: param('answers'),
        updatedAt: param('updatedAt'),
      },
    ]),
  );

  async function persistBatch(trx: Transaction<Database>, rows: Awaited<ReturnType<typeof computeBatch>>) {
    const { itemValues, studentValues } = rows;
    if (dialect === 'postgres') {
      // Both upserts in one statement: one round trip instead of two, and no query built and bound over five
      // parameters per row (a thousand for a batch of 200 students). The students' small columns travel as one
      // JSON array of rows and their `ability` texts (a few KB of JSON each) as one text joined by U+0001, which
      // JSON.stringify always escapes, so it never occurs inside one. Inside the JSON parameter each ability was
      // escaped again in Node and parsed as a JSON string by PostgreSQL: measured alone (50 rows of 4.2 KB), the
      // backend's CPU per row fell from 39 to 17 µs and the server's from 26 to 15 µs without that.
      const studentRows = JSON.stringify(studentValues.map((v) => [v.userId, v.recentDays, v.answers, v.updatedAt]));
      const abilities = studentValues.map((v) => v.ability).join(ABILITY_SEPARATOR);
      await sql`WITH items AS (
        INSERT INTO item_difficulty ("questionId", mean, variance, answers)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(itemValues)}::jsonb)
          AS t("questionId" text, mean double precision, variance double precision, answers integer)
        ON CONFLICT ("questionId") DO UPDATE SET
          mean = excluded.mean, variance = excluded.variance, answers = excluded.answers
      )
      INSERT INTO student_standing ("userId", ability, "recentDays", answers, "updatedAt")
      SELECT s.r->>0, s.ability, s.r->>1, (s.r->>2)::integer, (s.r->>3)::bigint
      FROM ROWS FROM (jsonb_array_elements(${studentRows}::jsonb), unnest(string_to_array(${abilities}::text, chr(1))))
        AS s(r, ability)
      ON CONFLICT ("userId") DO UPDATE SET ability = excluded.ability, "recentDays" = excluded."recentDays",
        answers = excluded.answers, "updatedAt" = excluded."updatedAt"`.execute(trx);
      return;
    }
    const runner = writeRunner(db, trx);
    for (const row of itemValues) await upsertItem.execute(runner, row);
    for (const row of studentValues) await upsertStudent.execute(runner, row);
  }

  async function writeBatch(batch: Event[]) {
    // PostgreSQL: read, locked, and write in one transaction, so servers sharing the database serialise on the rows.
    // SQLite: this server is the only writer and runs one batch at a time, so the rows are read and the batch
    // computed before the write transaction, which then holds the connection (and the answer saves' group commit)
    // only for the upserts.
    const rows =
      dialect === 'postgres'
        ? await writes.run(async (trx) => {
            const computed = await computeBatch(trx, batch, true);
            await persistBatch(trx, computed);
            return computed;
          })
        : await (async () => {
            const computed = await computeBatch(kysely, batch, false);
            await writes.run((trx) => persistBatch(trx, computed));
            return computed;
          })();
    foldCheck.committed(rows.checks);
    if (writtenStates) {
      for (const v of rows.studentValues) {
        writtenStates.delete(v.userId);
        const state = rows.states.get(v.userId) as StudentState;
        writtenStates.set(v.userId, { ability: v.ability, recentDays: v.recentDays, state });
      }
      while (writtenStates.size > WRITTEN_STATES_KEPT)
        writtenStates.delete(writtenStates.keys().next().value as string);
    }
    if (stateCache) {
      for (const [userId, state] of rows.states) {
        stateCache.delete(userId);
        stateCache.set(userId, state);
      }
      while (stateCache.size > STATE_CACHE_SIZE) stateCache.delete(stateCache.keys().next().value as string);
    }
    const written = rows.itemValues;
    // The committed estimates serve the predictions of this server from now on.
    for (const r of written) items.set(r.questionId, { mean: r.mean, variance: r.variance, n: r.answers });
    if (written.length > 0) itemsVersion++;
    const now = Date.now();
    for (const [userId, f] of foldedIds) if (now - f.at > FOLDED_IDS_MS) foldedIds.delete(userId);
  }

  const windowMs = window ?? (dialect === 'postgres' ? POSTGRES_BATCH_WINDOW_MS : BATCH_WINDOW_MS);
  /** Ends the drain's current wait for more answers; set while it waits. */
  let wake: (() => void) | undefined;
  /** A read waits for answers not yet in a batch: the next batch starts without waiting for the window. */
  let hurried = false;

  function pause(ms: number): Promise<void> {
    if (hurried) return Promise.resolve();
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(end, ms);
      wake = end;
    });
  }

  /** What a read of the student waits for: their answers' batch, started at once if it still waits for others. */
  function pendingOf(userId: string): Promise<void> | undefined {
    const pending = inFlight.get(userId);
    if (pending !== undefined && pending === open?.settled) {
      hurried = true;
      wake?.();
    }
    return pending;
  }

  async function drain() {
    running = true;
    try {
      // The estimates the batch starts from, when this server has not read them yet.
      await ensureItems().catch(() => undefined);
      while (queue.length > 0) {
        // Under load the next batch starts no sooner than a window after this one started, so a stream of answers
        // makes a batch per window (a batch costs its statements and a commit whatever its size) rather than one
        // per commit of the write batcher.
        const started = Date.now();
        const batch = queue.splice(0, MAX_BATCH);
        hurried = false;
        // Answers queued from now on form the next group.
        open = undefined;
        let failure: { error: unknown } | undefined;
        try {
          const writeStarted = performance.now();
          await writeBatch(batch);
          saveTrace?.note('standing tx', performance.now() - writeStarted);
        } catch (error) {
          // The batch changed its students' states in place before the write failed: read them again next time.
          for (const e of batch) {
            stateCache?.delete(e.userId);
            writtenStates?.delete(e.userId);
          }
          failure = { error };
        }
        for (const { group } of batch) {
          if (failure) group.error ??= failure.error;
          if (--group.left > 0) continue;
          if (group.error === undefined) group.resolve();
          else group.reject(group.error);
        }
        const wait = started + windowMs - Date.now();
        if (queue.length > 0 && wait > 0) await pause(wait);
      }
    } finally {
      running = false;
    }
  }

  /** The group new answers join. */
  let open: Group | undefined;

  function openGroup(): Group {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const group: Group = { settled: Promise.resolve(), resolve, reject, left: 0, users: [] };
    group.settled = done.then(
      () => {
        for (const userId of group.users) if (inFlight.get(userId) === group.settled) inFlight.delete(userId);
      },
      (error: unknown) => {
        for (const userId of group.users) if (inFlight.get(userId) === group.settled) inFlight.delete(userId);
        logger?.error(`standing of ${new Set(group.users).size} students not written`, error);
      },
    );
    trackBackgroundWrite(db, group.settled);
    return group;
  }

  function enqueue(userId: string, answers: Event['answers'], at: Date, timeZone: string): Promise<void> {
    const group = (open ??= openGroup());
    group.left++;
    group.users.push(userId);
    queue.push({ userId, answers, at: at.getTime(), day: calendarDay(at, timeZone), timeZone, group });
    if (!running) {
      running = true;
      // Let the answers of the next few milliseconds join the first batch: a batch costs four statements whatever
      // its size (a student's read does not wait for the window: pendingOf).
      void pause(windowMs).then(drain);
    }
    inFlight.set(userId, group.settled);
    return group.settled;
  }

  return {
    recordGraded(userId, _attempt, answers, now, timeZone) {
      const known = answers
        .filter((a) => subjectOf(a.questionId))
        .map((a) => ({ answerId: a.answerId, questionId: a.questionId, score: scoreOf(a.correct, a.points) }));
      if (known.length === 0) return;
      void enqueue(userId, known, now, timeZone);
    },

    settled: (userId) => pendingOf(userId) ?? Promise.resolve(),

    async student(userId, timeZone) {
      await pendingOf(userId);
      // The student's first read in this process: the batch checks their row against their history first.
      if (foldCheck.due(userId)) {
        void enqueue(userId, [], new Date(), timeZone);
        await pendingOf(userId);
      }
      const row = await kysely
        .selectFrom('student_standing')
        .select(['ability', 'recentDays', 'answers'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (row) return parseState(row);
      // No state yet (a new student, or rows deleted to rebuild): the next batch folds the history into one.
      void enqueue(userId, [], new Date(), timeZone);
      await pendingOf(userId);
      const folded = await kysely
        .selectFrom('student_standing')
        .select(['ability', 'recentDays', 'answers'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      return folded ? parseState(folded) : { ability: emptyAbility(), recentDays: {}, answers: 0 };
    },

    async items() {
      await ensureItems();
      return { byId: items, version: itemsVersion };
    },

    async trend(userId, since) {
      const rows = await kysely
        .selectFrom('forecast_trend')
        .select(['day', 'expected'])
        .where('userId', '=', userId)
        .where('day', '>=', since)
        .orderBy('day')
        .execute();
      return rows.map((r) => ({ day: r.day, expected: Number(r.expected) }));
    },

    recordTrend(userId, day, expected) {
      const key = `${day}:${expected}`;
      if (lastTrend.get(userId) === key) return;
      lastTrend.set(userId, key);
      // Bounded: a server's memory of what it last wrote, not a cache that must be complete.
      if (lastTrend.size > 100_000) lastTrend.delete(lastTrend.keys().next().value as string);
      const written = writes
        .run((trx) =>
          trx
            .insertInto('forecast_trend')
            .values({ userId, day, expected })
            .onConflict((oc) => oc.columns(['userId', 'day']).doUpdateSet({ expected }))
            .execute(),
        )
        .catch((error: unknown) => {
          lastTrend.delete(userId);
          logger?.error(`trend of user ${userId} not written`, error);
        });
      trackBackgroundWrite(db, written);
    },

    async rebuildAll(timeZoneOf = () => 'Asia/Baku') {
      await Promise.all([...inFlight.values()]);
      const rows = await kysely
        .selectFrom('answer')
        .innerJoin('attempt', 'attempt.id', 'answer.attemptId')
        .select(['attempt.userId', 'answer.questionId', 'answer.correct', 'answer.points', 'answer.createdAt'])
        .where('answer.correct', 'is not', null)
        .orderBy('answer.createdAt')
        .orderBy('answer.id')
        .execute();
      const rebuilt = new Map<string, ItemDifficulty>();
      const itemOf = (id: string) => rebuilt.get(id) ?? priorDifficulty(subjectOf(id)?.level ?? 'B1');
      const states = new Map<string, StudentState>();
      const today = new Map<string, string>();
      let counted = 0;
      for (const r of rows) {
        const subject = subjectOf(r.questionId);
        if (!subject) continue;
        const at = Date.parse(r.createdAt);
        const score = scoreOf(Number(r.correct), r.points === null ? null : Number(r.points));
        let state = states.get(r.userId);
        if (!state) {
          state = { ability: emptyAbility(), recentDays: {}, answers: 0 };
          states.set(r.userId, state);
          today.set(r.userId, calendarDay(new Date(), timeZoneOf(r.userId)));
        }
        const item = itemOf(r.questionId);
        rebuilt.set(r.questionId, updateItemDifficulty(item, topicAbility(state.ability, subject.area, at), score));
        state.ability = abilityAfterAnswer(
          state.ability,
          { questionId: r.questionId, topicId: subject.area, score, answeredAt: at },
          item,
        );
        state.answers++;
        const day = calendarDay(new Date(at), timeZoneOf(r.userId));
        state.recentDays[day] = (state.recentDays[day] ?? 0) + 1;
        counted++;
      }
      await writes.run(async (trx) => {
        await trx.deleteFrom('item_difficulty').execute();
        await trx.deleteFrom('student_standing').execute();
        const itemValues = [...rebuilt].map(([questionId, i]) => ({
          questionId,
          mean: i.mean,
          variance: i.variance,
          answers: i.n,
        }));
        for (const chunk of chunks(itemValues, ROWS_PER_INSERT))
          await trx.insertInto('item_difficulty').values(chunk).execute();
        const now = Date.now();
        const studentValues = [...states].map(([userId, s]) => ({
          userId,
          ability: JSON.stringify(s.ability),
          recentDays: JSON.stringify(pruneDays(s.recentDays, today.get(userId) as string)),
          answers: s.answers,
          updatedAt: now,
        }));
        for (const chunk of chunks(studentValues, ROWS_PER_INSERT))
          await trx.insertInto('student_standing').values(chunk).execute();
      });
      stateCache?.clear();
      items = rebuilt;
      itemsVersion++;
      itemsLoadedAt = Date.now();
      return { answers: counted, students: states.size };
    },
  };
}

/**
 * The check that a student's stored standing has folded every one of their graded answers, run once per student
 * per server process, in the student's first standing batch (or the batch their first read runs). Answers are
 * committed and acknowledged before the batch that counts them, so a server that dies in between leaves the row
 * without them; this check finds such a row and has the batch fold it again from the history, with no operator.
 *
 * It compares the row's count of folded answers with one grouped count of the student's graded answers of the
 * questions the model knows. An answer graded in the last SETTLE_MS may still wait in a batch of this or another
 * server (PostgreSQL is shared by several), where it is counted later: taken for missing, it would be counted twice.
 * So the check decides only when every such recent answer is one this process has counted itself (in this batch or
 * an earlier one since the check began); otherwise it waits and tries again SETTLE_MS later. A refold takes the
 * answers graded before the cutoff and those recent ones, never an answer that appeared after the count.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * How long a graded answer may take to reach a committed standing batch on any server: the save's own commit, the
 * batch window, the batches queued before it, all under load. Far above the milliseconds they take.
 */
export const SETTLE_MS = 30_000;
/** Students whose counted answers are remembered while their check waits; beyond it the oldest are dropped. */
const WAITING_STUDENTS = 10_000;

type Reader = Transaction<Database> | Kysely<Database>;

/**
 * sound: the row has every answer; refold: it does not (or counts one the model no longer knows), fold it again;
 * wait: answers of the last seconds this process has not counted, so nothing can be decided yet.
 */
export type FoldVerdict = 'sound' | 'refold' | 'wait';

export interface FoldCheckResult {
  userId: string;
  verdict: FoldVerdict;
  /** The answers this batch counts for the student (not those a fold already had). */
  answerIds: string[];
}

export interface FoldCheck {
  /** Whether the student's row was checked (or folded) in this process. */
  checked(userId: string): boolean;
  /** Whether the student's row is still to be checked now (a read then runs a batch for the check first). */
  due(userId: string): boolean;
  /**
   * The verdicts on the batch's rows, each of which has folded `folded` answers before this batch's `answerIds` of
   * the student are counted: one statement for all of them; `wait` without it for a student whose last check's
   * SETTLE_MS has not passed.
   */
  verdicts(
    reader: Reader,
    rows: readonly { userId: string; folded: number; answerIds: readonly string[] }[],
  ): Promise<FoldCheckResult[]>;
  /** Which answers of the history a refold of this student takes. */
  refoldKeeps(userId: string, answerIds: readonly string[]): (answer: { id: string; gradedAt: number }) => boolean;
  /** After the batch committed: the checked students are done for this process, the waiting remember the batch. */
  committed(results: readonly FoldCheckResult[]): void;
}

export function createFoldCheck(db: Db, knows: (questionId: string) => boolean, now: () => number): FoldCheck {
  const checked = new Set<string>();
  /** Waiting students: the answers this process has counted into their rows since their check began. */
  const counted = new Map<string, Set<string>>();
  const nextCheckAt = new Map<string, number>();
  const cutoffs = new Map<string, number>();

  /**
   * The students' graded answers grouped by student and question, those graded since `cutoff` one by one (their
   * ids): a row per question answered plus the last seconds' answers, however long the history. On PostgreSQL the
   * attempts are given as an array, for the reason the fold's history read gives (standing-store.ts).
   */
  function answerCounts(reader: Reader, userIds: readonly string[], cutoff: string) {
    const attempts = reader.selectFrom('attempt').select('attempt.id').where('attempt.userId', 'in', userIds);
    const recent = sql<boolean>`coalesce(${sql.ref('answer.gradedAt')}, ${sql.ref('answer.createdAt')}) >= ${cutoff}`;
    return reader
      .selectFrom('answer')
      .select((eb) => [
        'answer.userId',
        'answer.questionId',
        sql<string | null>`case when ${recent} then ${sql.ref('answer.id')} end`.as('recentId'),
        eb.fn.countAll<number | string>().as('n'),
      ])
      .where(
        db.dialect === 'postgres'
          ? sql<boolean>`${sql.ref('answer.attemptId')} = any(array(${attempts}))`
          : sql<boolean>`${sql.ref('answer.attemptId')} in (${attempts})`,
      )
      .where('answer.correct', 'is not', null)
      .groupBy(['answer.userId', 'answer.questionId', sql.ref('recentId')])
      .execute();
  }

  return {
    checked: (userId) => checked.has(userId),
    due: (userId) => !checked.has(userId) && now() >= (nextCheckAt.get(userId) ?? 0),

    async verdicts(reader, rows) {
      const at = now();
      const cutoff = at - SETTLE_MS;
      const asked = rows.filter((r) => at >= (nextCheckAt.get(r.userId) ?? 0));
      const askedIds = new Set(asked.map((r) => r.userId));
      const totals = new Map<string, number>();
      const unsure = new Set<string>();
      if (asked.length > 0) {
        const batch = new Set(asked.flatMap((r) => r.answerIds));
        for (const row of await answerCounts(reader, [...askedIds].sort(), new Date(cutoff).toISOString())) {
          if (!knows(row.questionId)) continue;
          totals.set(row.userId, (totals.get(row.userId) ?? 0) + Number(row.n));
          if (row.recentId !== null && !batch.has(row.recentId) && !counted.get(row.userId)?.has(row.recentId))
            unsure.add(row.userId);
        }
      }
      return rows.map(({ userId, folded, answerIds }) => {
        let verdict: FoldVerdict = 'wait';
        if (askedIds.has(userId)) {
          nextCheckAt.set(userId, at + SETTLE_MS);
          if (!unsure.has(userId)) {
            cutoffs.set(userId, cutoff);
            verdict = (totals.get(userId) ?? 0) === folded + new Set(answerIds).size ? 'sound' : 'refold';
          }
        }
        return { userId, verdict, answerIds: [...answerIds] };
      });
    },

    refoldKeeps(userId, answerIds) {
      const cutoff = cutoffs.get(userId) ?? -Infinity;
      const mine = new Set([...(counted.get(userId) ?? []), ...answerIds]);
      return (answer) => answer.gradedAt < cutoff || mine.has(answer.id);
    },

    committed(results) {
      for (const { userId, verdict, answerIds } of results) {
        if (verdict !== 'wait') {
          checked.add(userId);
          counted.delete(userId);
          nextCheckAt.delete(userId);
          cutoffs.delete(userId);
          continue;
        }
        let ids = counted.get(userId);
        if (!ids) counted.set(userId, (ids = new Set()));
        for (const id of answerIds) ids.add(id);
        // Forgetting a waiting student only makes their check wait longer, never count an answer twice.
        while (counted.size > WAITING_STUDENTS) counted.delete(counted.keys().next().value as string);
      }
    },
  };
}

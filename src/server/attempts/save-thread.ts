/**
 * The SQLite writer thread's entry (src/server/db/sqlite-writer.ts): it saves graded answers with the attempt store's
 * own SQLite path (attempt-store.ts) on the thread's connection, each group of the main thread's batcher in one
 * transaction of this thread's batcher. The review cards' rule runs here too, with the subjects the main thread sent.
 */
import type { Outcome } from '../db/sqlite-writer.ts';
import { openSqliteWriterConnection } from '../db/sqlite-connection.ts';
import { serveSqliteWriter } from '../db/sqlite-writer.ts';
import { createReviewCards, type ReviewSubject } from '../review/review-cards.ts';
import { createAttemptStore, type ThreadedSave } from './attempt-store.ts';

serveSqliteWriter(({ path }) => {
  const db = openSqliteWriterConnection(path);
  // A question's subject never changes: the ones sent are kept (one per question answered, a few thousand at most).
  const subjects = new Map<string, ReviewSubject>();
  const store = createAttemptStore(db, createReviewCards(db, (questionId) => subjects.get(questionId)));
  return {
    handle(ops) {
      const saves = ops as readonly ThreadedSave[];
      for (const { answer, subject } of saves) if (subject) subjects.set(answer.questionId, subject);
      // Started in one turn of the event loop, the saves share one transaction of this thread's batcher.
      return Promise.all(
        saves.map(({ userId, attemptId, answer, when, attemptKind }) =>
          store.saveGraded(userId, attemptId, answer, when, attemptKind).then(
            (value): Outcome => ({ ok: true, value }),
            (error: unknown): Outcome => ({ ok: false, error }),
          ),
        ),
      );
    },
    close: () => db.close(),
  };
});

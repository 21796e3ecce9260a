/**
 * The SQLite writer thread's entry (src/server/db/sqlite-writer.ts): it saves graded answers with the attempt store's
 * own SQLite path (attempt-store.ts) and upserts the standing's batches (standing-store.ts) on the thread's
 * connection, each group of the main thread's batcher in one transaction of this thread's batcher. The review cards'
 * rule runs here too, with the subjects the main thread sent. With the standing written here, the main thread's
 * connection writes nothing during answer saves, so neither connection's page cache is dropped by the other's
 * commits (SQLite empties a connection's cache when another connection has written since its last transaction).
 */
import { serveSqliteWriter, type Outcome } from '../db/sqlite-writer.ts';
import { openSqliteWriterConnection } from '../db/sqlite-connection.ts';
import { writeBatcherOf } from '../db/write-batch.ts';
import { createReviewCards, type ReviewSubject } from '../review/review-cards.ts';
import { sqliteStandingUpserts, type ThreadedStanding } from '../standing/standing-store.ts';
import { createAttemptStore, type ThreadedSave } from './attempt-store.ts';

serveSqliteWriter(({ path }) => {
  const db = openSqliteWriterConnection(path);
  // A question's subject never changes: the ones sent are kept (one per question answered, a few thousand at most).
  const subjects = new Map<string, ReviewSubject>();
  const store = createAttemptStore(db, createReviewCards(db, (questionId) => subjects.get(questionId)));
  const writes = writeBatcherOf(db);
  const upsertStanding = sqliteStandingUpserts(db);

  function write(op: ThreadedSave | ThreadedStanding): Promise<unknown> {
    if (op.kind === 'standing') return writes.run((trx) => upsertStanding(trx, op));
    if (op.subject) subjects.set(op.answer.questionId, op.subject);
    return store.saveGraded(op.userId, op.attemptId, op.answer, op.when, op.attemptKind);
  }

  return {
    // Started in one turn of the event loop, the writes share one transaction of this thread's batcher.
    handle: (ops) =>
      Promise.all(
        (ops as readonly (ThreadedSave | ThreadedStanding)[]).map((op) =>
          write(op).then(
            (value): Outcome => ({ ok: true, value }),
            (error: unknown): Outcome => ({ ok: false, error }),
          ),
        ),
      ),
    close: () => db.close(),
  };
});

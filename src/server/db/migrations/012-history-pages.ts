/**
 * The quiz history a page at a time (docs/decisions/020-history-pages-and-lean-responses.md): one index serves the
 * list in its order (a student's finished attempts by finishing time, then id, which the page cursor names) and
 * holds the chart's columns (kind, correct, total), so a page reads 51 index entries and the chart reads no table
 * row, however long the history. Attempts change only when they start and finish, never per answer, so the index
 * costs nothing on the answer-save path.
 */
import type { Kysely } from 'kysely';

export function historyPages() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('attempt_user_finished_idx')
        .on('attempt')
        .columns(['userId', 'finishedAt', 'id', 'kind', 'correct', 'total'])
        .execute();
    },
  };
}

/**
 * The history page read from its index alone (docs/decisions/020-history-pages-and-lean-responses.md): the index of a
 * student's finished attempts in finishing order (migration 012) also holds the page's last three columns (slug, topic,
 * time spent), so a page of 51 attempts reads no table row. Without them each listed attempt was one more B-tree seek
 * into the table, and its row (the attempt's question draw comes before the time spent) read from wherever that
 * attempt was written among every student's attempts. The index keeps its name and its leading columns: the chart's
 * version check and its oldest attempt read it as before.
 */
import type { Kysely } from 'kysely';

const INDEX = 'attempt_user_finished_idx';

export function historyPageColumns() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex(INDEX).execute();
      await db.schema
        .createIndex(INDEX)
        .on('attempt')
        .columns(['userId', 'finishedAt', 'id', 'kind', 'correct', 'total', 'slug', 'topic', 'timeSpentSeconds'])
        .execute();
    },
  };
}

/**
 * The exam clock (docs/decisions/019-exam-clock.md): a timed mock exam keeps its deadline on the server, so a reload
 * or a second device shows the same time left and a save after it is refused. Null for every other attempt and for
 * a mock exam taken without the clock.
 */
import type { Kysely } from 'kysely';

export function examDeadline() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('attempt').addColumn('deadlineAt', 'text').execute();
    },
  };
}

/**
 * The review queue kept per student (decision 018): a server keeps a student's queue and due count while their
 * version has not moved and no card has fallen due since. The version is the profile's questionsAnswered (moved in
 * the transaction or statement that stores an answer, and so with every new card) and this counter, moved in the
 * transaction that reschedules a card (a review answer, or a lapse of a card not yet due), which on PostgreSQL comes
 * after the answer's own commit. Both are on the profile row, so every server reads the same version.
 */
import type { Kysely } from 'kysely';

export function reviewCardWrites() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('profile')
        .addColumn('reviewCardWrites', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

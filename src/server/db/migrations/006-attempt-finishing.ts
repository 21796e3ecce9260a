/**
 * Finishing an attempt in two steps: `finishingAt` marks an attempt whose finish has started (mock-exam
 * drafts and the paragraph are being graded outside the transaction), so saves arriving from then on are refused
 * instead of changing answers the finish has already read.
 */
import type { Kysely } from 'kysely';

export function attemptFinishing() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('attempt').addColumn('finishingAt', 'text').execute();
    },
  };
}

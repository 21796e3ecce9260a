/**
 * Progress: the saved next-quiz AI suggestion on the profile (the user document's practiceAISuggestion: text,
 * fetchedAt, date, isNoDataMessage; plus the suggested quiz's slug and the language it is written in), as JSON
 * text so both engines store it alike.
 */
import type { Kysely } from 'kysely';

export function suggestion() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('profile').addColumn('practiceAISuggestion', 'text').execute();
    },
  };
}

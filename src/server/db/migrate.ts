/** Runs the schema migrations at start-up, in order, each once. */
import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
import { accountsAndProfile } from './migrations/001-accounts-and-profile.ts';
import { aiTables } from './migrations/002-ai.ts';
import { practice } from './migrations/003-practice.ts';
import { diagnosticAndChallenge } from './migrations/004-diagnostic-challenge.ts';
import { suggestion } from './migrations/005-suggestion.ts';
import { attemptFinishing } from './migrations/006-attempt-finishing.ts';
import { profileTimeZone } from './migrations/007-profile-time-zone.ts';
import { aiBudgets } from './migrations/008-ai-budgets.ts';
import { reviewMastery } from './migrations/009-review-mastery.ts';
import { examDeadline } from './migrations/010-exam-deadline.ts';
import { standing } from './migrations/011-standing.ts';
import { historyPages } from './migrations/012-history-pages.ts';
import { reviewQueuePage } from './migrations/014-review-queue-page.ts';
import { historySums } from './migrations/016-history-sums.ts';
import { reviewCardWrites } from './migrations/017-review-card-writes.ts';
import { historyPageColumns } from './migrations/020-history-page-columns.ts';
import { standingRowWrites } from './migrations/021-standing-row-writes.ts';

/** Every migration by name, in the order they run. */
export function migrationsFor(dialect: Db['dialect']): Record<string, Migration> {
  return {
    '001-accounts-and-profile': accountsAndProfile(dialect),
    '002-ai': aiTables(),
    '003-practice': practice(dialect),
    '004-diagnostic-challenge': diagnosticAndChallenge(),
    '005-suggestion': suggestion(),
    '006-attempt-finishing': attemptFinishing(),
    '007-profile-time-zone': profileTimeZone(),
    '008-ai-budgets': aiBudgets(),
    '009-review-mastery': reviewMastery(dialect),
    '010-exam-deadline': examDeadline(),
    '011-standing': standing(dialect),
    '012-history-pages': historyPages(),
    '014-review-queue-page': reviewQueuePage(),
    '016-history-sums': historySums(),
    '017-review-card-writes': reviewCardWrites(),
    '020-history-page-columns': historyPageColumns(),
    '021-standing-row-writes': standingRowWrites(dialect),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrations = migrationsFor(db.dialect);
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

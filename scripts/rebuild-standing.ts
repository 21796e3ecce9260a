/**
 * `npm run standing:rebuild`: recomputes every question's difficulty estimate and every student's mastery state from
 * the whole answer history, in time order (src/server/standing/standing-store.ts rebuildAll), on the database the
 * environment names (DATABASE_URL or DATA_DIR, as the server reads them). For after a crash that lost updates, a
 * change of the model's priors, or a restore. Run it with the servers stopped: a running server keeps its own copy
 * of the estimates for up to five minutes.
 */
import { loadContent } from '../src/server/content/load-content.ts';
import { createQuestionBank } from '../src/server/attempts/question-bank.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createStandingStore } from '../src/server/standing/standing-store.ts';
import { studentContextOf } from '../src/server/profile/profile-store.ts';

const config = loadConfig(process.env);
const content = loadContent(config.contentDir);
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const zones = new Map(
    (await db.kysely.selectFrom('profile').select(['userId', 'timeZone']).execute()).map((p) => [
      p.userId,
      studentContextOf({ timeZone: p.timeZone }).timeZone,
    ]),
  );
  const store = createStandingStore(db, createQuestionBank(content), content.topics);
  const started = performance.now();
  const { answers, students } = await store.rebuildAll((userId) => zones.get(userId) ?? 'Asia/Baku');
  console.log(
    `Rebuilt the standing of ${students} students from ${answers} answers in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await db.close();
}

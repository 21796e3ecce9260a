/** For unit tests of the database layer: a migrated SQLite file in a temporary folder, with one user 'u1'. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

export async function openTestDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-db-'));
  const db = openDatabase({ kind: 'sqlite', path: join(dir, 'db.sqlite') });
  await migrateToLatest(db);
  await db.kysely
    .insertInto('user')
    .values({
      id: 'u1',
      name: 'A',
      email: 'a@example.az',
      emailVerified: 0,
      image: null,
      createdAt: 'x',
      updatedAt: 'x',
    })
    .execute();
  return {
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

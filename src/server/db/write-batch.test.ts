import type { Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { openTestDatabase } from './test-database.ts';
import { createWriteBatcher, writeBatcherOf } from './write-batch.ts';

let db: Db;
let closeDatabase: () => Promise<void>;
beforeEach(async () => {
  ({ db, close: closeDatabase } = await openTestDatabase());
});
afterEach(() => closeDatabase());

const addPerformance = (key: string) => (trx: Transaction<Database>) =>
  trx.insertInto('performance').values({ userId: 'u1', key, correct: 1, incorrect: 0, lastMistake: null }).execute();

describe('write batcher (group commit on SQLite)', () => {
  it('commits concurrent writes together and resolves each with its own value', async () => {
    const batcher = createWriteBatcher(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => batcher.run(async (trx) => (await addPerformance(`k${i}`)(trx), i))),
    );
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const rows = await db.kysely.selectFrom('performance').select('key').execute();
    expect(rows).toHaveLength(50);
  });

  it('a failing write is rolled back alone and its caller gets the error', async () => {
    const batcher = createWriteBatcher(db);
    const outcomes = await Promise.allSettled([
      batcher.run(addPerformance('a')),
      batcher.run(async (trx) => {
        await addPerformance('b')(trx);
        throw new Error('boom');
      }),
      batcher.run(addPerformance('a')), // primary key conflict with the first
      batcher.run(addPerformance('c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const keys = (await db.kysely.selectFrom('performance').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['a', 'c']);
  });

  it('a later write sees the earlier writes of its batch', async () => {
    const batcher = createWriteBatcher(db);
    const [, count] = await Promise.all([
      batcher.run(addPerformance('x')),
      batcher.run(async (trx) => (await trx.selectFrom('performance').select('key').execute()).length),
    ]);
    expect(count).toBe(1);
  });

  it('one batcher per database; single statements share its commits', async () => {
    const batcher = writeBatcherOf(db);
    expect(writeBatcherOf(db)).toBe(batcher);
    const [, , count] = await Promise.all([
      batcher.statement((w) =>
        w
          .insertInto('performance')
          .values({ userId: 'u1', key: 's', correct: 1, incorrect: 0, lastMistake: null })
          .execute(),
      ),
      batcher.run(addPerformance('t')),
      // A later statement of the same batch sees the earlier writes.
      batcher.statement(async (w) => (await w.selectFrom('performance').select('key').execute()).length),
    ]);
    expect(count).toBe(2);
  });
});

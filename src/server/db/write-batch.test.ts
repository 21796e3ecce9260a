import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('write batcher on a database file: the log fsynced off the event loop', () => {
  /** Wraps the database's log sync so a test decides when each fsync finishes. */
  function heldSyncs() {
    const walSync = db.walSync;
    if (!walSync) throw new Error('a file database has a log to sync');
    const held: { release(): void; fail(error: Error): void }[] = [];
    const real = walSync.sync.bind(walSync);
    walSync.sync = () =>
      new Promise<void>((resolve, reject) => {
        held.push({ release: () => void real().then(resolve, reject), fail: reject });
      });
    return held;
  }

  const synchronous = async () =>
    Number((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db.kysely)).rows[0]?.synchronous);

  it('acknowledges a batch only after its log fsync, and the next batch collects meanwhile', async () => {
    const held = heldSyncs();
    const batcher = createWriteBatcher(db);
    let firstDone = false;
    const first = batcher.run(addPerformance('p1')).then(() => (firstDone = true));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // Committed (readers see it) but not yet acknowledged: the fsync is still running.
    expect(await db.kysely.selectFrom('performance').select('key').execute()).toHaveLength(1);
    expect(firstDone).toBe(false);
    // Writes that arrive meanwhile wait and then share one commit and one fsync.
    const later = Promise.all(Array.from({ length: 10 }, (_, i) => batcher.run(addPerformance(`q${i}`))));
    await new Promise((r) => setTimeout(r, 20));
    expect(held).toHaveLength(1);
    held[0]?.release();
    await first;
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.release();
    await later;
    expect(held).toHaveLength(2);
    expect(await db.kysely.selectFrom('performance').select('key').execute()).toHaveLength(11);
  });

  it('only the batch commits with synchronous=NORMAL; the connection keeps FULL for every other writer', async () => {
    const held = heldSyncs();
    const batcher = createWriteBatcher(db);
    expect(await synchronous()).toBe(2);
    const seen = batcher.run(async (trx) => {
      await addPerformance('n')(trx);
      return Number((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx)).rows[0]?.synchronous);
    });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // During the fsync another writer (better-auth's own queries) gets the connection with FULL.
    expect(await synchronous()).toBe(2);
    held[0]?.release();
    expect(await seen).toBe(1);
    expect(await synchronous()).toBe(2);
  });

  it('a failed fsync rejects every write of its batch', async () => {
    const held = heldSyncs();
    const batcher = createWriteBatcher(db);
    const outcomes = Promise.allSettled([batcher.run(addPerformance('f1')), batcher.run(addPerformance('f2'))]);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.fail(new Error('EIO'));
    expect((await outcomes).map((o) => o.status)).toEqual(['rejected', 'rejected']);
    // The batcher goes on with the next batch.
    const next = batcher.run(addPerformance('f3'));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.release();
    await next;
  });

  it('idle() waits for the fsync of the last batch', async () => {
    const held = heldSyncs();
    const batcher = createWriteBatcher(db);
    void batcher.run(addPerformance('i1'));
    let idle = false;
    const waiting = batcher.idle().then(() => (idle = true));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(idle).toBe(false);
    held[0]?.release();
    await waiting;
  });
});

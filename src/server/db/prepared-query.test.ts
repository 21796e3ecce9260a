import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { namedRead, prepareQuery } from './prepared-query.ts';
import { openTestDatabase } from './test-database.ts';
import { writeBatcherOf, writeRunner } from './write-batch.ts';

let db: Db;
let closeDatabase: () => Promise<void>;
beforeEach(async () => {
  ({ db, close: closeDatabase } = await openTestDatabase());
});
afterEach(() => closeDatabase());

describe('prepared queries', () => {
  it('compile once and run with new values each time', async () => {
    const add = prepareQuery((param) =>
      db.kysely
        .insertInto('performance')
        .values({
          userId: param('userId'),
          key: param('key'),
          correct: param('n'),
          incorrect: param('n'),
          lastMistake: param('lastMistake'),
        })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'key'])
            .doUpdateSet((eb) => ({ correct: eb('performance.correct', '+', eb.ref('excluded.correct')) })),
        ),
    );
    expect(add.names).toEqual(['userId', 'key', 'n', 'n', 'lastMistake']);
    await add.execute(db.kysely, { userId: 'u1', key: 'a', n: 1, lastMistake: null });
    await add.execute(db.kysely, { userId: 'u1', key: 'a', n: 2, lastMistake: null });
    const result = await add.execute(db.kysely, { userId: 'u1', key: 'b', n: 5, lastMistake: null });
    expect(Number(result.numAffectedRows)).toBe(1);

    const byKey = prepareQuery((param) =>
      db.kysely.selectFrom('performance').select(['key', 'correct', 'incorrect']).where('key', '=', param('key')),
    );
    expect((await byKey.execute(db.kysely, { key: 'a' })).rows).toEqual([{ key: 'a', correct: 3, incorrect: 1 }]);
    expect((await byKey.execute(db.kysely, { key: 'b' })).rows).toEqual([{ key: 'b', correct: 5, incorrect: 5 }]);
    // Inside a transaction too.
    await db.kysely.transaction().execute(async (trx) => {
      expect((await byKey.execute(trx, { key: 'a' })).rows).toHaveLength(1);
    });
  });

  it("run at once on SQLite's statement inside a batched write: Kysely's results, in the write's transaction", async () => {
    const add = prepareQuery((param) =>
      db.kysely.insertInto('performance').values({
        userId: param('userId'),
        key: param('key'),
        correct: param('n'),
        incorrect: param('n'),
        lastMistake: param('lastMistake'),
      }),
    );
    const byKey = prepareQuery((param) =>
      db.kysely.selectFrom('performance').select(['key', 'correct']).where('key', '=', param('key')),
    );
    const writes = writeBatcherOf(db);
    const seen = await writes.run(async (trx) => {
      const runner = writeRunner(db, trx);
      expect(runner).toBe(db.immediate);
      expect(
        Number((await add.execute(runner, { userId: 'u1', key: 'kept', n: 2, lastMistake: null })).numAffectedRows),
      ).toBe(1);
      return (await byKey.execute(runner, { key: 'kept' })).rows;
    });
    expect(seen).toEqual([{ key: 'kept', correct: 2 }]);
    // A write that fails after its statement: the statement ran in the write's transaction and is undone with it.
    await expect(
      writes.run(async (trx) => {
        await add.execute(writeRunner(db, trx), { userId: 'u1', key: 'undone', n: 1, lastMistake: null });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await byKey.execute(db.kysely, { key: 'undone' })).rows).toEqual([]);
    expect((await byKey.execute(db.kysely, { key: 'kept' })).rows).toHaveLength(1);
  });

  it('refuses a constant sent as a parameter, and a missing value', async () => {
    expect(() =>
      prepareQuery(() => db.kysely.selectFrom('performance').selectAll().where('key', '=', 'fixed')),
    ).toThrow(/use param\(\)/);
    const byKey = prepareQuery((param) =>
      db.kysely.selectFrom('performance').selectAll().where('key', '=', param('key')),
    );
    expect(() => byKey.execute(db.kysely, {})).toThrow(/no value for key/);
  });

  it('a named read gives the rows of its values (on SQLite through Kysely; on PostgreSQL the API tests run it)', async () => {
    const byId = prepareQuery((param) =>
      db.kysely.selectFrom('user').select(['id', 'name']).where('id', '=', param('id')),
    );
    expect(byId.parameters({ id: 'u1' })).toEqual(['u1']);
    const read = namedRead(db, 'test-user-by-id', byId);
    expect(await read({ id: 'u1' })).toEqual([{ id: 'u1', name: 'A' }]);
    expect(await read({ id: 'nobody' })).toEqual([]);
    await expect(read({})).rejects.toThrow(/no value for id/);
  });
});

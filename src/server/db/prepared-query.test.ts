import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { prepareQuery } from './prepared-query.ts';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'imtahan-prepared-'));
  db = openDatabase({ kind: 'sqlite', path: join(dir, 'db.sqlite') });
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
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

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

  it('refuses a constant sent as a parameter, and a missing value', async () => {
    expect(() =>
      prepareQuery(() => db.kysely.selectFrom('performance').selectAll().where('key', '=', 'fixed')),
    ).toThrow(/use param\(\)/);
    const byKey = prepareQuery((param) =>
      db.kysely.selectFrom('performance').selectAll().where('key', '=', param('key')),
    );
    expect(() => byKey.execute(db.kysely, {})).toThrow(/no value for key/);
  });
});

import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ARRAY_ROWS_MARK, cachingStatements } from './statement-cache.ts';

describe('cachingStatements', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const sqlite = new SqliteDatabase(':memory:');
    let prepared = 0;
    const counting = { close: () => sqlite.close(), prepare: (sql: string) => (prepared++, sqlite.prepare(sql)) };
    const db = cachingStatements(counting);
    const a = db.prepare('select 1 as x');
    const b = db.prepare('select 1 as x');
    expect(a).toBe(b);
    expect(prepared).toBe(1);
    db.close();
  });

  it('a read marked for arrays returns each row as its column values, in the select list order', () => {
    const db = cachingStatements(new SqliteDatabase(':memory:'));
    expect(db.prepare(`select 1 as x, 'a' as y${ARRAY_ROWS_MARK}`).all([])).toEqual([[1, 'a']]);
    expect(db.prepare(`select 1 as x, 'a' as y`).all([])).toEqual([{ x: 1, y: 'a' }]);
    db.close();
  });

  it('drops the least recently used statement beyond the limit', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = cachingStatements(sqlite, 2);
    const one = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // used again: now the most recent
    db.prepare('select 3'); // evicts 'select 2'
    expect(db.prepare('select 1')).toBe(one);
    db.close();
  });

  it('runs Kysely queries, transactions and parameters as before', async () => {
    const kysely = new Kysely<{ t: { id: number; v: string } }>({
      dialect: new SqliteDialect({ database: cachingStatements(new SqliteDatabase(':memory:')) }),
    });
    await kysely.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('v', 'text')
      .execute();
    for (let i = 0; i < 3; i++) {
      await kysely.transaction().execute((trx) =>
        trx
          .insertInto('t')
          .values({ id: i, v: `v${i}` })
          .execute(),
      );
    }
    const rows = await kysely.selectFrom('t').selectAll().where('id', '>', 0).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, v: 'v1' },
      { id: 2, v: 'v2' },
    ]);
    await kysely.destroy();
  });
});

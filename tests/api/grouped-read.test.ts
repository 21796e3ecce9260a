/**
 * Reads grouped into one statement on PostgreSQL (src/server/db/grouped-read.ts), against a real database: reads
 * asked in one turn go as one statement and each gets its own answer; reads asked while a batch is out wait and go
 * together; a read PostgreSQL refuses fails alone, and the reads grouped with it are answered; a read left without
 * its row is an error, not another read's answer. PostgreSQL only (TEST_DATABASE_URL): SQLite reads in-process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedRead } from '../../src/server/db/grouped-read.ts';
import { freshPostgresDatabase } from '../support/test-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
/** Each read `[name, n]` is answered `[name, 2n]`. */
const DOUBLE_SQL = `SELECT r.ord::int, json_build_array(r.v->>0, (r.v->>1)::int * 2)
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(v, ord)`;

describe.runIf(adminUrl?.startsWith('postgres'))('grouped reads on PostgreSQL', () => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  /** The pool's statements, counted: the grouped read sees the real pool behind it. */
  let statements = 0;
  const counted = () =>
    ({
      query: (config: pg.QueryConfig) => {
        statements++;
        return pool.query(config);
      },
    }) as unknown as pg.Pool;

  beforeAll(async () => {
    const database = await freshPostgresDatabase(adminUrl ?? '');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    drop = async () => {
      await pool.end();
      await database.drop();
    };
  });
  afterAll(() => drop());

  it('reads asked in one turn go as one statement, each answered with its own row', async () => {
    const read = groupedRead<[string, number]>(counted(), 'test-double-one-turn', DOUBLE_SQL);
    statements = 0;
    const names = Array.from({ length: 30 }, (_, i) => `s${i}`);
    const answers = await Promise.all(names.map((name, i) => read([name, i])));
    expect(answers).toEqual(names.map((name, i) => [name, 2 * i]));
    expect(statements).toBe(1);
  });

  it('reads asked while the batches in flight are out wait and go together', async () => {
    const read = groupedRead<[string, number]>(counted(), 'test-double-waiting', DOUBLE_SQL, 1);
    statements = 0;
    const first = read(['first', 1]);
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is sent
    const waiting = [read(['a', 2]), read(['b', 3]), read(['c', 4])];
    expect(await first).toEqual(['first', 2]);
    expect(await Promise.all(waiting)).toEqual([
      ['a', 4],
      ['b', 6],
      ['c', 8],
    ]);
    expect(statements).toBe(2);
  });

  it('a read PostgreSQL refuses fails alone; the reads grouped with it are answered', async () => {
    const read = groupedRead<[string, number]>(counted(), 'test-double-refused', DOUBLE_SQL);
    statements = 0;
    // jsonb refuses U+0000, so the whole batch fails first, then each read is sent alone.
    const results = await Promise.allSettled([read(['x', 1]), read(['bad\u0000', 2]), read(['y', 3])]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: ['x', 2] });
    expect(results[1]?.status).toBe('rejected');
    expect(results[2]).toEqual({ status: 'fulfilled', value: ['y', 6] });
    expect(statements).toBe(4);
  });

  it("a read whose row the statement leaves out is an error, never another read's answer", async () => {
    const read = groupedRead<[string, number]>(
      counted(),
      'test-double-missing',
      `${DOUBLE_SQL} WHERE r.v->>0 <> 'missing'`,
    );
    const results = await Promise.allSettled([read(['x', 1]), read(['missing', 2]), read(['y', 3])]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: ['x', 2] });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/no row/) } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: ['y', 6] });
  });
});

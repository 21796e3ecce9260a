/**
 * A student's standing row is rewritten by every standing batch that holds one of their answers (decision 021): on
 * PostgreSQL that upsert took a fifth as long per answer save as the save's own statement. Its `ability` text (3.4 KB
 * for a bench student) is over PostgreSQL's 2 KB threshold, so each write compressed it with pglz, and the rows
 * (1.7 KB compressed, four to a page) left no room on their page for the new version, so most updates were not HOT
 * and added an index entry and a dead row elsewhere. Measured alone on the bench's rows (backend CPU per student row
 * written, alternated): 69 µs as it was; lz4 41 µs; fillfactor 70 alone 66 µs; both 29 µs, 99 % HOT, the table
 * 0.36 MB instead of 20 MB after 10,000 updates of 50 rows. lz4 is used where the server was built with it (Debian's
 * and most packages are); elsewhere the fillfactor alone. SQLite stores the row uncompressed and rewrites it in place:
 * nothing to change. Rows written before keep their pglz value until their next write, which uses lz4.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Room for the next version of a row on its own page (a HOT update): with 1.8 KB rows, three to a page. */
const FILLFACTOR = 70;

export function standingRowWrites(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE student_standing SET (fillfactor = ${sql.raw(String(FILLFACTOR))})`.execute(db);
      const { rows } = await sql<{ lz4: boolean }>`SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings
        WHERE name = 'default_toast_compression'`.execute(db);
      if (rows[0]?.lz4) await sql`ALTER TABLE student_standing ALTER COLUMN ability SET COMPRESSION lz4`.execute(db);
    },
  };
}

/**
 * Prepared statements of the embedded database, reused by SQL text. Kysely's SQLite driver prepares every query
 * afresh, and compiling the SQL is a large share of a short query's cost (the answer-save benchmark spends about a
 * tenth of its time there). Queries run one at a time on the single connection, so a statement is never in use
 * twice; the least recently used statements are dropped beyond `limit` (queries with `in (...)` lists vary).
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Ends the SQL text of a read whose rows come back as arrays of column values, in the select list's order
 * (better-sqlite3's raw mode), not as objects: building an object per row, property by property from C++, is most of
 * a short read's cost (prepared-query.ts namedArrayRead).
 */
export const ARRAY_ROWS_MARK = '\n-- rows as arrays';

interface RawCapable {
  raw?: (on: boolean) => unknown;
}

export function cachingStatements(database: SqliteDatabase, limit = 256): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (sql.endsWith(ARRAY_ROWS_MARK)) (statement as SqliteStatement & RawCapable).raw?.(true);
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

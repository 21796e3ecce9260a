/**
 * Prepared statements of the embedded database, reused by SQL text. Kysely's SQLite driver prepares every query
 * afresh, and compiling the SQL is a large share of a short query's cost (the answer-save benchmark spends about a
 * tenth of its time there). Queries run one at a time on the single connection, so a statement is never in use
 * twice; the least recently used statements are dropped beyond `limit` (queries with `in (...)` lists vary).
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

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
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

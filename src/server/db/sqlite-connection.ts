/**
 * Connections to the embedded database's file: the settings every connection shares, the writer thread's own
 * connection, and the runner of a write's prepared statements. Apart from database.ts so that the writer thread
 * (attempts/save-thread.ts) loads no PostgreSQL driver.
 */
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  SqliteDialect,
  type CompiledQuery,
  type QueryResult,
  type SqliteDatabase as KyselySqliteDatabase,
} from 'kysely';
import type { Db } from './database.ts';
import type { QueryRunner } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { cachingStatements } from './statement-cache.ts';

/**
 * Pages the write-ahead log may hold before SQLite copies them into the database file (SQLite's default: 1,000).
 * Answer saves rewrite the same hot pages (a student's profile and performance rows, the answer index) many times
 * a second; a longer log lets one checkpoint write each page once instead of every few hundred milliseconds. The
 * log stays under about 40 MB; durability is unchanged (every commit is fsynced to the log).
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** The connection settings every connection to the SQLite file shares; each sets its own synchronous mode. */
export function openSqliteFile(path: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(path);
  // WAL for concurrent readers, and for the writer thread's connection beside the main one.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/**
 * The writer thread's connection to the SQLite file (sqlite-writer.ts). It commits with synchronous=NORMAL: what it
 * commits is acknowledged only after the main thread's fsync of the log (write-batch.ts, wal-sync.ts). Its
 * transactions begin IMMEDIATE, taking the write lock before their first read: a deferred transaction that read and
 * then found another connection's newer commit (better-auth's own writes on the main connection) could not write
 * at all (SQLITE_BUSY_SNAPSHOT), whereas BEGIN IMMEDIATE waits for that write (busy_timeout) and reads after it.
 */
export function openSqliteWriterConnection(path: string): Db {
  const sqlite = openSqliteFile(path);
  sqlite.pragma('synchronous = NORMAL');
  const statements = cachingStatements(sqlite);
  const beginImmediate: KyselySqliteDatabase = {
    close: () => statements.close(),
    prepare: (text) => statements.prepare(text === 'begin' ? 'begin immediate' : text),
  };
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: beginImmediate }) });
  return { kysely, dialect: 'sqlite', immediate: immediateRunner(statements), close: () => kysely.destroy() };
}

/** A compiled query run on SQLite's statement right away, with the result Kysely's SQLite connection gives. */
export function immediateRunner(statements: KyselySqliteDatabase): QueryRunner {
  return {
    executeQuery<R>({ sql, parameters }: CompiledQuery<R>): Promise<QueryResult<R>> {
      const statement = statements.prepare(sql);
      if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
      const { changes } = statement.run(parameters);
      return Promise.resolve({ numAffectedRows: BigInt(changes), rows: [] });
    },
  };
}

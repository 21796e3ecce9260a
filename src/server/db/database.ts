/**
 * Opens the database: embedded SQLite (default) or PostgreSQL (DATABASE_URL). Everything that differs between
 * the two engines lives here, so queries elsewhere are written once.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type QueryResult,
  type SqliteDatabase as KyselySqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { QueryRunner } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { cachingStatements } from './statement-cache.ts';
import { createWalSync, type WalSync } from './wal-sync.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Pages the write-ahead log may hold before SQLite copies them into the database file (SQLite's default: 1,000).
 * Answer saves rewrite the same hot pages (a student's profile and performance rows, the answer index) many times
 * a second; a longer log lets one checkpoint write each page once instead of every few hundred milliseconds. The
 * log stays under about 40 MB; durability is unchanged (every commit is fsynced to the log).
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * PostgreSQL's pool, for the few hot statements sent as named prepared statements (parsed and planned once per
   * connection; Kysely's driver sends every query unnamed, planned again each time).
   */
  pool?: pg.Pool;
  /**
   * SQLite on a file: the fsync of its write-ahead log, off the event loop. The write batcher commits with
   * synchronous=NORMAL and awaits it before acknowledging (wal-sync.ts has the argument for durability).
   */
  walSync?: WalSync;
  /**
   * SQLite: runs a compiled query at once on the connection's cached statement, as Kysely's SQLite connection does,
   * without Kysely's executor around it (the connection hand-off and its half-dozen promises per query). Only for a
   * write that holds the connection, through writeRunner (write-batch.ts).
   */
  immediate?: QueryRunner;
  close(): Promise<void>;
}

/**
 * Connections to PostgreSQL per server. An answer save is one statement (graded-save-postgres.ts) that mostly waits
 * for the write-ahead log's flush; PostgreSQL flushes the commits waiting together at once, so more connections
 * than cores let more saves share a flush, up to where the engine's CPU is the limit. POSTGRES_POOL_SIZE sets it.
 */
export const DEFAULT_POSTGRES_POOL_SIZE = 20;

export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize ?? DEFAULT_POSTGRES_POOL_SIZE });
    // An idle connection closed by the server (restart, admin termination) is replaced by the pool on the next
    // query; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', pool, close: () => kysely.destroy() };
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SqliteDatabase(database.path);
  // WAL for concurrent readers; synchronous=FULL so an acknowledged write survives a crash. The write batcher's
  // commits switch to NORMAL and fsync the log off the event loop instead (wal-sync.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const statements = cachingStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const walSync = sqlite.memory ? undefined : createWalSync(database.path);
  return {
    kysely,
    dialect: 'sqlite',
    walSync,
    immediate: immediateRunner(statements),
    async close() {
      await kysely.destroy();
      walSync?.close();
    },
  };
}

/** A compiled query run on SQLite's statement right away, with the result Kysely's SQLite connection gives. */
function immediateRunner(statements: KyselySqliteDatabase): QueryRunner {
  return {
    executeQuery<R>({ sql, parameters }: CompiledQuery<R>): Promise<QueryResult<R>> {
      const statement = statements.prepare(sql);
      if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
      const { changes } = statement.run(parameters);
      return Promise.resolve({ numAffectedRows: BigInt(changes), rows: [] });
    },
  };
}

/** Column types that differ between the engines, for migrations. */
export function columnTypes(dialect: Dialect) {
  return dialect === 'postgres'
    ? ({ timestamp: 'timestamptz', boolean: 'boolean', real: 'double precision' } as const)
    : ({ timestamp: 'date', boolean: 'integer', real: 'real' } as const);
}

/**
 * Opens the database: embedded SQLite (default) or PostgreSQL (DATABASE_URL). Everything that differs between
 * the two engines lives here, so queries elsewhere are written once.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { QueryRunner } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { immediateRunner, openSqliteFile } from './sqlite-connection.ts';
import { cachingStatements } from './statement-cache.ts';
import type { SqliteWriter } from './sqlite-writer.ts';
import { createWalSync, type WalSync } from './wal-sync.ts';

export type Dialect = 'sqlite' | 'postgres';

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
  /**
   * SQLite on a file, once the server started it: the writer thread that runs the answer saves' statements and
   * commits on a connection of its own (sqlite-writer.ts), scheduled by the write batcher. Closed with the database.
   */
  writer?: SqliteWriter;
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
  const sqlite = openSqliteFile(database.path);
  // synchronous=FULL so an acknowledged write survives a crash. The write batcher's commits switch to NORMAL and
  // fsync the log off the event loop instead (wal-sync.ts).
  sqlite.pragma('synchronous = FULL');
  const statements = cachingStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const walSync = sqlite.memory ? undefined : createWalSync(database.path);
  const db: Db = {
    kysely,
    dialect: 'sqlite',
    walSync,
    immediate: immediateRunner(statements),
    async close() {
      await db.writer?.close();
      await kysely.destroy();
      walSync?.close();
    },
  };
  return db;
}

/** Column types that differ between the engines, for migrations. */
export function columnTypes(dialect: Dialect) {
  return dialect === 'postgres'
    ? ({ timestamp: 'timestamptz', boolean: 'boolean', real: 'double precision' } as const)
    : ({ timestamp: 'date', boolean: 'integer', real: 'real' } as const);
}

/**
 * Starts the real server for a test: a fresh SQLite file in a temp dir (or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a fresh database on it), the real content, and the given environment.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/server/clock.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Logger } from '../../src/server/logger.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `imtahan_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The environment of a test server on `port` with its files in `dataDir`: the database is a SQLite file there, or
 * the given PostgreSQL database (which needs a shared AUTH_SECRET: servers sharing a database sign sessions alike).
 */
export function testServerEnv(port: number, dataDir: string, postgresUrl?: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: postgresUrl ?? `sqlite:${join(dataDir, 'imtahan.db')}`,
    ...(postgresUrl ? { AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CONTENT_DIR: process.env.TEST_CONTENT_DIR ?? 'content',
    WEB_DIST_DIR: 'dist/web',
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: { clock?: Clock; logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-test-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const postgres = process.env.TEST_DATABASE_URL?.startsWith('postgres')
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({ ...testServerEnv(port, dataDir, postgres?.url), ...env });
  const server = await startServer(config, options);
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two servers on one database (a SQLite file both open, or a fresh PostgreSQL database with TEST_DATABASE_URL), as
 * several servers behind a load balancer share one, with one AUTH_SECRET so a session of one is valid on the other.
 * `close` stops both and removes the database.
 */
export async function startServersSharingDatabase(
  options: { clock?: Clock; logger?: Logger } = {},
): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL?.startsWith('postgres')
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-two-servers-'));
  const env = {
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dir,
    DATABASE_URL: shared?.url ?? `sqlite:${join(dir, 'imtahan.db')}`,
  };
  const a = await startTestServer(env, options);
  const b = await startTestServer(env, options);
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      await shared?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's server: started before its tests, closed after them. Returns a stand-in that forwards to the
 * running server, so a test reads `server.url` as if it held the server itself. `env` may be a function, read when
 * the server starts, for values another `beforeAll` makes first (a fake model's address).
 */
export function useTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { clock?: Clock; logger?: Logger } = {},
): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await running?.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!running) throw new Error('The test server starts in beforeAll: use it inside a test or a hook');
      const value: unknown = Reflect.get(running, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(running) : value;
    },
  });
}

/**
 * Makes the test server's database silently skip one student's inserts into a table (a BEFORE INSERT trigger), so a
 * test can force a path the server takes when a write does not stick, e.g. a daily challenge whose creation failed.
 * Returns a function that removes the trigger.
 */
export async function skipInsertsOf(server: TestServer, table: string, userId: string): Promise<() => Promise<void>> {
  const { kysely, dialect } = server.db;
  const name = `skip_${table}_${Math.random().toString(36).slice(2, 10)}`;
  const user = `'${userId.replace(/'/g, "''")}'`;
  if (dialect === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RETURN NULL; END $$ LANGUAGE plpgsql`)
      .execute(kysely);
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE INSERT ON "${table}" FOR EACH ROW WHEN (NEW."userId" = ${user}) EXECUTE FUNCTION ${name}()`,
      )
      .execute(kysely);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON "${table}"`).execute(kysely);
      await sql.raw(`DROP FUNCTION ${name}()`).execute(kysely);
    };
  }
  await sql
    .raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON "${table}" WHEN NEW."userId" = ${user} BEGIN SELECT RAISE(IGNORE); END`,
    )
    .execute(kysely);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name}`).execute(kysely);
  };
}

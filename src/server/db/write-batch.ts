/**
 * Group commit for the embedded database. One fsync per answer would cap saves at the disk's commits per second,
 * so writes that arrive while a commit is under way wait and then share the next transaction, which commits once;
 * a failing write is rolled back alone and its caller gets the error (see commitBatch).
 * A write is acknowledged only after the commit that made it durable.
 *
 * better-sqlite3 runs SQLite's own fsync (synchronous=FULL) on the event loop, which then reads no request for the
 * few milliseconds the disk takes. On a database file the batch commits with synchronous=NORMAL instead (COMMIT
 * only writes the log) and the log is fsynced on libuv's thread pool (wal-sync.ts, which argues why that keeps an
 * acknowledged write durable against power loss); meanwhile the event loop reads requests, and their writes form
 * the next batch, committed when this fsync is done.
 *
 * PostgreSQL runs each write in its own transaction on the pool: the server groups concurrent commits itself.
 *
 * One batcher per database (writeBatcherOf): every write outside a request's reads (attempts started, AI and
 * sign-in counters, answers) joins the same queue, so none of them pays an fsync of its own on the event loop.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { saveTrace } from '../attempts/save-trace.ts';
import type { Db } from './database.ts';
import type { QueryRunner } from './prepared-query.ts';
import type { Database } from './schema.ts';

export type Write<T> = (trx: Transaction<Database>) => Promise<T>;

export interface WriteBatcher {
  run<T>(write: Write<T>): Promise<T>;
  /**
   * A write of one statement: on SQLite it joins the batch's commit like `run`; on PostgreSQL it runs on its own
   * (a statement is its own transaction), without the round trips of BEGIN and COMMIT.
   */
  statement<T>(write: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Resolves once every write queued so far is committed (or failed): a shutdown waits for it before closing. */
  idle(): Promise<void>;
}

const batchers = new WeakMap<Db, WriteBatcher>();

/**
 * What a write runs its prepared queries on (prepared-query.ts): on SQLite the connection's statements at once
 * (Db.immediate), since the write holds the one connection from its BEGIN to its COMMIT and nothing else runs on it
 * meanwhile; on PostgreSQL its transaction.
 */
export function writeRunner(db: Db, trx: Transaction<Database>): QueryRunner {
  return db.immediate ?? trx;
}

/** The database's one write batcher, created on first use. */
export function writeBatcherOf(db: Db): WriteBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createWriteBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

interface Pending {
  write: Write<unknown>;
  /** When it was queued (performance.now()), while SAVE_TRACE is on. */
  queuedAt?: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Waits for the database's write batcher, if it has one, to commit what it holds: the last step before the
 * connection closes.
 */
export async function flushWrites(db: Db): Promise<void> {
  await batchers.get(db)?.idle();
}

/** Upper bound of writes in one transaction, so one batch cannot hold the connection for long. */
const MAX_BATCH = 200;

export function createWriteBatcher(db: Db): WriteBatcher {
  const { kysely, walSync } = db;
  if (db.dialect === 'postgres') {
    // Each write runs inside its request, so the requests' drain waits for them.
    return {
      run: (write) => kysely.transaction().execute(write),
      statement: (write) => write(kysely),
      idle: () => Promise.resolve(),
    };
  }

  const queue: Pending[] = [];
  let running = false;
  /** Callers of idle() waiting for the queue to empty. */
  let waiting: (() => void)[] = [];

  type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

  /**
   * Runs the batch in one transaction. Optimistic first: the writes run back to back, and if one throws, the
   * whole transaction is rolled back and the batch runs again with a savepoint around each write, so only the
   * failing write is undone and only its caller gets the error. Writes seldom throw (conflicts are answered with
   * results, not errors), so the common batch pays no savepoints.
   */
  async function commitBatch(
    connection: Kysely<Database>,
    batch: Pending[],
    isolated: boolean,
  ): Promise<Outcome[] | 'retry'> {
    const outcomes: Outcome[] = [];
    const trx = await connection.startTransaction().execute();
    try {
      for (const item of batch) {
        if (!isolated) {
          outcomes.push({ ok: true, value: await item.write(trx) });
          continue;
        }
        const savepoint = await trx.savepoint('write').execute();
        try {
          const value = await item.write(savepoint);
          await savepoint.releaseSavepoint('write').execute();
          outcomes.push({ ok: true, value });
        } catch (error) {
          await savepoint.rollbackToSavepoint('write').execute();
          await savepoint.releaseSavepoint('write').execute();
          outcomes.push({ ok: false, error });
        }
      }
    } catch (error) {
      await trx.rollback().execute();
      if (isolated) throw error;
      return 'retry';
    }
    const committing = saveTrace && performance.now();
    if (committing) saveTrace?.note('sqlite writes', committing - (traceBatchStart ?? committing));
    try {
      await trx.commit().execute();
      if (committing) saveTrace?.note('sqlite commit', performance.now() - committing);
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
    return outcomes;
  }

  async function commitWithRetry(connection: Kysely<Database>, batch: Pending[]): Promise<Outcome[] | 'retry'> {
    const outcomes = await commitBatch(connection, batch, false);
    return outcomes === 'retry' ? commitBatch(connection, batch, true) : outcomes;
  }

  /**
   * Commits the batch. With a log to fsync, the connection is held for the batch so that its commit alone runs
   * with synchronous=NORMAL: any other writer on the connection (better-auth's queries) commits with FULL.
   */
  async function commit(batch: Pending[]): Promise<Outcome[] | 'retry'> {
    if (!walSync) return commitWithRetry(kysely, batch);
    const outcomes = await kysely.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        return await commitWithRetry(connection, batch);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
    // The event loop is free while the disk syncs: requests are read and their writes queue for the next batch.
    const syncing = saveTrace && performance.now();
    await walSync.sync();
    if (syncing) saveTrace?.note('wal fsync', performance.now() - syncing);
    return outcomes;
  }

  /** When the batch being written began, while SAVE_TRACE is on. */
  let traceBatchStart: number | undefined;

  async function flush(): Promise<void> {
    const batch = queue.splice(0, MAX_BATCH);
    if (saveTrace) {
      traceBatchStart = performance.now();
      saveTrace.note('batch size', batch.length);
      saveTrace.note('batch wait', traceBatchStart - (batch[0]?.queuedAt ?? traceBatchStart));
    }
    let outcomes: Outcome[] | 'retry';
    try {
      outcomes = await commit(batch);
    } catch (error) {
      // A failed fsync rejects the batch too: its writes are committed but not known to be durable.
      for (const item of batch) item.reject(error);
      return;
    }
    const settled = outcomes === 'retry' ? [] : outcomes;
    batch.forEach((item, i) => {
      const outcome = settled[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) await flush();
    } finally {
      running = false;
      const settled = waiting;
      waiting = [];
      for (const resolve of settled) resolve();
    }
  }

  function idle(): Promise<void> {
    if (!running && queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => waiting.push(resolve));
  }

  function run<T>(write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({
        write,
        resolve: resolve as (value: unknown) => void,
        reject,
        ...(saveTrace ? { queuedAt: performance.now() } : {}),
      });
      // Let the writes of this turn of the event loop join the first batch.
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
  }

  return { run, statement: run, idle };
}

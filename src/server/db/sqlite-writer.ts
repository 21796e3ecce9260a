/**
 * A writer thread for the embedded database: a worker (worker_threads) with a connection of its own to the SQLite
 * file, which runs the statements and the COMMIT of the answer saves, so the event loop keeps reading, grading and
 * answering requests meanwhile and the machine's second core does the database's share of a save.
 *
 * The main thread's write batcher (write-batch.ts) stays the one scheduler of every write: per commit group it sends
 * the thread its saves in one message (plain data: a function cannot cross threads), waits for the thread's COMMIT,
 * then commits its own writes of the group (written as functions: attempts started, finishes, the standing) on its
 * connection, and fsyncs the log once for both before it acknowledges anything. So the two connections never wait on
 * each other's write lock, and durability is the batcher's, unchanged (wal-sync.ts). The thread's connection
 * commits with synchronous=NORMAL and never acknowledges anything itself.
 *
 * `startSqliteWriter` runs on the main thread; `serveSqliteWriter` is the thread's side, called by its entry module
 * (attempts/save-thread.ts) with what to do with a group.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { compactingCollection, heapCollector } from '../http/idle-memory.ts';

/** What became of one write of a group: its value, or what it threw. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface SqliteWriter {
  /** Runs the ops in one transaction of the thread and commits it (not yet synced); one outcome per op. */
  run(ops: readonly unknown[]): Promise<Outcome[]>;
  /** Closes the thread's connection and ends the thread; groups not yet answered are rejected. */
  close(): Promise<void>;
}

/** What the thread is told at start: the database file it writes. */
export interface WriterThreadData {
  path: string;
}

type ToThread = { group: number; ops: readonly unknown[] } | { close: true };
type FromThread = { ready: true } | { group: number; outcomes: Outcome[] } | { closed: true };

/**
 * The thread's V8 heap. Its objects live for one group (a few milliseconds), so a small young generation collects
 * them as cheaply as a large one, and the thread does not keep the 32 MB a large one grows to under load (the
 * server's RSS budget, 200 MB 10 s after a load, is shared with the main thread's heap).
 */
const WRITER_HEAP_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * Starts the thread of `entry` (a module that calls serveSqliteWriter) on the database file `path` and resolves once
 * its connection is open. A .ts entry (the sources, run by tsx or the tests) is loaded through tsx.
 */
export function startSqliteWriter(entry: URL, path: string): Promise<SqliteWriter> {
  const data = { workerData: { path } satisfies WriterThreadData, resourceLimits: WRITER_HEAP_LIMITS };
  const worker = entry.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
        { ...data, eval: true },
      )
    : new Worker(entry, data);
  const waiting = new Map<number, { resolve(outcomes: Outcome[]): void; reject(error: unknown): void }>();
  let nextGroup = 0;
  let failure: Error | undefined;
  let onClosed: (() => void) | undefined;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if ('ready' in message) {
        resolve(writer);
      } else if ('closed' in message) {
        onClosed?.();
      } else {
        waiting.get(message.group)?.resolve(message.outcomes);
        waiting.delete(message.group);
      }
    });
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      failAll(failure ?? new Error(`the SQLite writer thread exited (${code})`));
      reject(failure);
      onClosed?.();
    });

    const writer: SqliteWriter = {
      run(ops) {
        if (failure) return Promise.reject(failure);
        const group = nextGroup++;
        return new Promise((resolveGroup, rejectGroup) => {
          waiting.set(group, { resolve: resolveGroup, reject: rejectGroup });
          worker.postMessage({ group, ops } satisfies ToThread);
        });
      },
      async close() {
        if (failure) return;
        await new Promise<void>((closed) => {
          onClosed = closed;
          worker.postMessage({ close: true } satisfies ToThread);
        });
        await worker.terminate();
      },
    };
  });
}

/**
 * The thread's side: opens what `open` opens on the file, answers each group with `handle`'s outcomes, and closes
 * on request. `handle` must settle every op (an op's failure is its outcome, not a rejection).
 */
export function serveSqliteWriter(open: (data: WriterThreadData) => {
  handle(ops: readonly unknown[]): Promise<Outcome[]>;
  close(): Promise<void>;
}): void {
  const port = parentPort;
  if (!port) throw new Error('serveSqliteWriter runs in a worker thread');
  const served = open(workerData as WriterThreadData);
  let groups = 0;
  port.on('message', (message: ToThread) => {
    groups++;
    if ('close' in message) {
      void served.close().then(() => port.postMessage({ closed: true } satisfies FromThread));
      return;
    }
    const { group, ops } = message;
    void served
      .handle(ops)
      .catch((error: unknown) => ops.map((): Outcome => ({ ok: false, error })))
      .then((outcomes) => port.postMessage({ group, outcomes } satisfies FromThread));
  });
  collectWhenIdle(() => groups);
  port.postMessage({ ready: true } satisfies FromThread);
}

/** Seconds without a group after which the thread's heap is collected, and the check's period. */
const IDLE_COLLECTION_SECONDS = 2;

/**
 * The thread's heap keeps what a load made it grow to, which counts in the server's RSS once the load is over
 * (the main thread gives its own back: http/idle-memory.ts). After IDLE_COLLECTION_SECONDS without a group, one
 * compacting collection of this thread's heap (a few milliseconds, on this thread only); then none until groups come
 * again.
 */
function collectWhenIdle(groupsSoFar: () => number): void {
  const collect = heapCollector();
  if (!collect) return;
  let seen = groupsSoFar();
  let quiet = 0;
  setInterval(() => {
    const groups = groupsSoFar();
    quiet = groups === seen ? quiet + 1 : 0;
    if (groups !== seen) seen = groups;
    if (quiet === IDLE_COLLECTION_SECONDS) compactingCollection(collect);
  }, 1000).unref();
}

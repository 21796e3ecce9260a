/**
 * Makes SQLite's write-ahead log durable off the event loop: an fsync of the `-wal` file on libuv's thread pool.
 *
 * The write batcher (write-batch.ts) commits its batches with synchronous=NORMAL, so COMMIT only write()s the
 * batch's frames into the log (the page cache) and returns at once, and then awaits `sync()` before it
 * acknowledges any write of the batch. Why an acknowledged write is as durable as with synchronous=FULL:
 *
 * - A process kill: the frames are in the kernel's page cache once COMMIT returns; they survive the process.
 * - A power loss: `sync()` starts after COMMIT returned, so the fsync covers every frame of the batch (Linux
 *   flushes the file's inode, whichever descriptor asks). Frames written after it (a later batch) may be torn;
 *   recovery reads the log up to the first frame whose checksum fails, so only unacknowledged commits are lost.
 * - Checkpoints: with synchronous=NORMAL SQLite still syncs the log before it copies pages into the database file,
 *   and syncs the database file after, so a page leaves the log only once it is durable in the database. The
 *   next writer may then restart the log from its beginning (new salts): if power fails before our fsync of the
 *   new frames, recovery finds the old header's frames invalid or the new header unsynced, and the database file
 *   already holds everything checkpointed; only the unacknowledged new batch is lost.
 * - The log file itself: SQLite creates it when the database is opened in WAL mode and deletes it only when the
 *   last connection closes (after a full checkpoint). The descriptor here is checked against the file's inode
 *   before each fsync and reopened if the file was replaced; on (re)opening, the directory is fsynced too, so the
 *   file's name is durable (SQLite would sync the directory at the log's first sync, which NORMAL postpones to
 *   the next checkpoint).
 *
 * Writes outside the batcher (better-auth's own queries, migrations) keep synchronous=FULL, the connection's
 * setting between batches.
 */
import { closeSync, fstatSync, fsync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export interface WalSync {
  /** Resolves once everything written to the log so far is on disk. */
  sync(): Promise<void>;
  close(): void;
}

function fsyncAsync(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));
}

export function createWalSync(databasePath: string): WalSync {
  const walPath = `${databasePath}-wal`;
  let fd: number | undefined;
  let inode = -1;

  async function open(): Promise<number> {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
    fd = openSync(walPath, 'r');
    inode = fstatSync(fd).ino;
    const dir = openSync(dirname(walPath), 'r');
    try {
      await fsyncAsync(dir);
    } finally {
      closeSync(dir);
    }
    return fd;
  }

  return {
    async sync() {
      // A cheap stat (microseconds) guards against a log deleted and created anew by another connection's close.
      const current = fd !== undefined && statSync(walPath, { throwIfNoEntry: false })?.ino === inode ? fd : undefined;
      await fsyncAsync(current ?? (await open()));
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

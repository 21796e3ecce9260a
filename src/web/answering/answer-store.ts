/**
 * Where the answer queue keeps unsent answers: IndexedDB (through `idb`), one record per attempt holding its answers
 * in the order given. IndexedDB outlives a browser restart and a service-worker update, is not cleared with
 * localStorage's 5 MB quota pressure, and is readable without blocking the page. Answers queued by the previous
 * version in localStorage (`imtahan.pending.<attempt>`) are moved here: written to IndexedDB first, removed from
 * localStorage only once that write has committed, so a crash half way leaves them in one place or both (the
 * answer ids make a double send count once), never in neither.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import type { StoredAnswerTarget } from '../api/answer-target.ts';
import { LEGACY_PREFIX } from './legacy-queue-key.ts';

/**
 * The queue's view of its storage: the unsent answers of one attempt, in order; an empty list removes the record.
 * `target` says where the answers go, so they can be sent without their page (unsent-answers.ts).
 */
export interface AnswerStore {
  load(attemptId: string): Promise<SaveAnswer[]>;
  save(attemptId: string, pending: readonly SaveAnswer[], target?: StoredAnswerTarget): Promise<void>;
}

/** One attempt's stored queue. */
export interface StoredQueue {
  attemptId: string;
  answers: SaveAnswer[];
  /** Absent for a queue whose page must send it (a session made offline that the server does not have yet). */
  target?: StoredAnswerTarget | undefined;
}

/** What the sender of answers left by their page needs besides the queue's own view. */
export interface StoredQueues extends AnswerStore {
  all(): Promise<StoredQueue[]>;
  /** Removes these answers from the attempt's record (read and written in one transaction, so a page's newer answers stay). */
  remove(attemptId: string, answerIds: readonly string[]): Promise<void>;
}

/** The part of the Web Storage API the migration from localStorage uses. */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

export const DATABASE_NAME = 'imtahan';
export const PENDING_STORE = 'pending-answers';
/** The previous version's localStorage key for an attempt's queue. */
export { LEGACY_PREFIX };

interface Schema extends DBSchema {
  [PENDING_STORE]: { key: string; value: StoredQueue };
}

function readLegacy(storage: LegacyStorage | undefined, attemptId: string): SaveAnswer[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(LEGACY_PREFIX + attemptId) ?? '[]');
    return Array.isArray(saved) ? (saved as SaveAnswer[]) : [];
  } catch {
    return [];
  }
}

/** Answers of `extra` not already in `first` (by answer id) follow `first`: the older queue goes first. */
function union(first: readonly SaveAnswer[], extra: readonly SaveAnswer[]): SaveAnswer[] {
  const known = new Set(first.map((a) => a.answerId));
  return [...first, ...extra.filter((a) => !known.has(a.answerId))];
}

function browserLegacyStorage(): LegacyStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function indexedDbAnswerStore(legacy: LegacyStorage | undefined = browserLegacyStorage()): StoredQueues {
  let opened: Promise<IDBPDatabase<Schema>> | undefined;
  const db = () =>
    (opened ??= openDB<Schema>(DATABASE_NAME, 1, {
      upgrade(database) {
        database.createObjectStore(PENDING_STORE, { keyPath: 'attemptId' });
      },
    }));

  /** Moves one attempt's localStorage queue into IndexedDB (after anything IndexedDB already holds for it). */
  async function migrate(attemptId: string): Promise<SaveAnswer[]> {
    const database = await db();
    const record = await database.get(PENDING_STORE, attemptId);
    const stored = record?.answers ?? [];
    const old = readLegacy(legacy, attemptId);
    if (old.length === 0) return stored;
    const answers = union(old, stored);
    await database.put(PENDING_STORE, { ...record, attemptId, answers });
    try {
      legacy?.removeItem(LEGACY_PREFIX + attemptId);
    } catch {
      // Left in localStorage: moved again (ids deduplicated) on the next load.
    }
    return answers;
  }

  return {
    load: migrate,
    async save(attemptId, pending, target) {
      const database = await db();
      if (pending.length === 0) await database.delete(PENDING_STORE, attemptId);
      else await database.put(PENDING_STORE, { attemptId, answers: [...pending], ...(target ? { target } : {}) });
    },
    async all() {
      return (await db()).getAll(PENDING_STORE);
    },
    async remove(attemptId, answerIds) {
      const transaction = (await db()).transaction(PENDING_STORE, 'readwrite');
      const record = await transaction.store.get(attemptId);
      if (record) {
        const sent = new Set(answerIds);
        const answers = record.answers.filter((a) => !sent.has(a.answerId));
        if (answers.length === 0) await transaction.store.delete(attemptId);
        else await transaction.store.put({ ...record, answers });
      }
      await transaction.done;
    },
  };
}

/**
 * Moves every attempt's queue the previous version left in localStorage, at start-up, so none waits in the old place
 * for a page that may never open again. Returns the attempt ids moved.
 */
export async function migrateLegacyQueues(
  store: AnswerStore,
  legacy: LegacyStorage | undefined = browserLegacyStorage(),
): Promise<string[]> {
  if (!legacy) return [];
  const ids: string[] = [];
  for (let i = 0; i < legacy.length; i++) {
    const key = legacy.key(i);
    if (key?.startsWith(LEGACY_PREFIX)) ids.push(key.slice(LEGACY_PREFIX.length));
  }
  // `load` migrates the attempt it reads.
  for (const id of ids) await store.load(id);
  return ids;
}

/** The browser's store, or none where IndexedDB is missing or blocked (answers are then kept while the page is open). */
export function defaultAnswerStore(): StoredQueues | undefined {
  return typeof indexedDB === 'undefined' ? undefined : (shared ??= indexedDbAnswerStore());
}
let shared: StoredQueues | undefined;

/**
 * The per-address AI rate limit, counted in memory and shared through the database in batches (decision 021).
 *
 * Counting each request in the database cost a durable write on the request's path (on SQLite an fsync of its own
 * when nothing else was committing). Here a hit is counted in memory at once and answered from what this server
 * knows: the shared count as of its last flush plus its own hits since. Every FLUSH_MS the hits of all addresses
 * are added to their rows (`ai_rate`) in one transaction through the write batcher, and each row's new total, with
 * the other servers' hits in it, is what this server counts from next. So with several servers sharing a database
 * a limit holds to within one flush interval of the others' hits; a server that stops loses at most the hits of
 * its last interval, which only makes the limit more lenient for that interval.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { writeBatcherOf } from '../db/write-batch.ts';
import type { Logger } from '../logger.ts';

/** How often this server's hits are added to the shared counts (and the others' read back). */
export const RATE_FLUSH_MS = 250;

interface Counter {
  window: number;
  /** The shared count of this window as of the last flush (every server's hits). */
  shared: number;
  /** This server's hits of this window not yet flushed. */
  pending: number;
  /** This server's hits being flushed now. */
  flushing: number;
}

export interface RateCounters {
  /** Counts a hit of `key` in `window`; the count of the window with it, as far as this server knows. */
  hit(key: string, window: number): number;
  /** Adds the pending hits to the shared counts now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the flush timer after a last flush. */
  close(): Promise<void>;
}

export function createRateCounters(db: Db, logger?: Logger, flushMs = RATE_FLUSH_MS): RateCounters {
  const writes = writeBatcherOf(db);
  const counters = new Map<string, Counter>();
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function flushNow(): Promise<void> {
    const batch = [...counters].filter(([, c]) => c.pending > 0).map(([key, c]) => ({ key, ...c }));
    if (batch.length === 0) return;
    for (const { key } of batch) {
      const c = counters.get(key) as Counter;
      c.flushing = c.pending;
      c.pending = 0;
    }
    try {
      const totals = await writes.run(async (trx) => {
        const out: { key: string; window: number; count: number }[] = [];
        // Key order, so two servers flushing at once lock the rows (PostgreSQL) in the same order.
        for (const { key, window, pending } of batch.sort((a, b) => (a.key < b.key ? -1 : 1))) {
          const row = await trx
            .insertInto('ai_rate')
            .values({ key, windowIndex: window, count: pending })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                // The same window adds on; a newer one starts from these hits; an older one (a late flush) is dropped.
                count: sql<number>`case when ${sql.ref('ai_rate.windowIndex')} = ${sql.ref('excluded.windowIndex')} then ${sql.ref('ai_rate.count')} + ${sql.ref('excluded.count')} when ${sql.ref('ai_rate.windowIndex')} < ${sql.ref('excluded.windowIndex')} then ${sql.ref('excluded.count')} else ${sql.ref('ai_rate.count')} end`,
                windowIndex: sql<number>`case when ${sql.ref('ai_rate.windowIndex')} < ${sql.ref('excluded.windowIndex')} then ${sql.ref('excluded.windowIndex')} else ${sql.ref('ai_rate.windowIndex')} end`,
              }),
            )
            .returning(['count', 'windowIndex'])
            .executeTakeFirstOrThrow();
          out.push({ key, window: Number(row.windowIndex), count: Number(row.count) });
        }
        return out;
      });
      for (const t of totals) {
        const c = counters.get(t.key);
        if (c && c.window === t.window) {
          c.shared = t.count;
          c.flushing = 0;
        }
      }
    } catch (error) {
      // Put the hits back, so the next flush adds them.
      for (const { key, window } of batch) {
        const c = counters.get(key);
        if (c && c.window === window) {
          c.pending += c.flushing;
          c.flushing = 0;
        }
      }
      logger?.error('AI rate counts not flushed', error);
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushNow().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(() => {
        if ([...counters.values()].some((c) => c.pending > 0)) schedule();
      });
    }, flushMs);
    timer.unref();
  }

  return {
    hit(key, window) {
      let c = counters.get(key);
      if (!c || c.window < window) {
        c = { window, shared: 0, pending: 0, flushing: 0 };
        counters.set(key, c);
      }
      c.pending += 1;
      schedule();
      // Counters of ended windows are forgotten as new hits come.
      if (counters.size > 10_000) for (const [k, old] of counters) if (old.window < window) counters.delete(k);
      return c.shared + c.flushing + c.pending;
    },
    flush,
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

/**
 * A hot read on PostgreSQL that many students ask at once (a history page, the kept chart's check), sent for
 * several of them in ONE statement: the reads asked while earlier ones are in flight wait and go together, as the
 * answer saves' group commit does (graded-save-postgres.ts). Inside PostgreSQL such a read costs tens of µs; the
 * round trip around it (a backend woken, the extended protocol's messages, the pool's hand-over and the driver's
 * parsing on the server) costs several times that, on the same cores as the server. Grouped, that cost is paid once
 * per batch.
 *
 * The statement's contract: `$1` is a JSON array with one element per read, the array of that read's values; it
 * answers one row per read, `(ord, result)`, where `ord` is the read's 1-based position in `$1` (`jsonb_array_elements
 * ($1) WITH ORDINALITY`) and `result` the read's answer as JSON, which the driver parses. A read without its row is an
 * error. Should a batch fail as a whole, each of its reads is sent again alone, so a read PostgreSQL refuses fails
 * only its own request.
 */
import type pg from 'pg';

/** Batches in flight at once: one being answered while the next gathers, and one more for a slow turn. */
export const GROUPED_READS_IN_FLIGHT = 2;
/** Reads in one batch at most (50 students at once in the benchmark). */
const MAX_READS_PER_BATCH = 100;

interface Pending<T> {
  values: readonly unknown[];
  resolve(result: T): void;
  reject(error: unknown): void;
}

export function groupedRead<T>(
  pool: pg.Pool,
  name: string,
  text: string,
  inFlight = GROUPED_READS_IN_FLIGHT,
): (values: readonly unknown[]) => Promise<T> {
  const queue: Pending<T>[] = [];
  let running = 0;
  let scheduled = false;

  async function send(batch: readonly Pending<T>[]): Promise<Map<number, T>> {
    const { rows } = await pool.query<[number, T]>({
      name,
      text,
      values: [JSON.stringify(batch.map((p) => p.values))],
      rowMode: 'array',
    });
    return new Map(rows.map(([ord, result]) => [Number(ord), result]));
  }

  function settle(p: Pending<T>, results: Map<number, T>, ord: number): void {
    if (results.has(ord)) p.resolve(results.get(ord) as T);
    else p.reject(new Error(`${name}: no row for read ${ord}`));
  }

  async function run(batch: Pending<T>[]): Promise<void> {
    try {
      const results = await send(batch);
      batch.forEach((p, i) => settle(p, results, i + 1));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        await Promise.all(
          batch.map(async (p) => {
            try {
              settle(p, await send([p]), 1);
            } catch (single) {
              p.reject(single);
            }
          }),
        );
    } finally {
      running--;
      pump();
    }
  }

  function pump(): void {
    scheduled = false;
    while (running < inFlight && queue.length > 0) {
      running++;
      void run(queue.splice(0, MAX_READS_PER_BATCH));
    }
  }

  return (values) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ values, resolve, reject });
      // Reads parsed in the same turn of the event loop join one batch.
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

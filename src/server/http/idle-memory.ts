/**
 * Gives the memory of a burst of requests back once the burst is over. V8 grows its heap to the peak of a load
 * (a young generation of 32 MB, an old one holding the load's garbage until the next full collection) and keeps it
 * while the server idles: 10 s after the answer-save load, 140–200 MB of heap was committed for some 75 MB of live
 * objects, and the server stood at 230–300 MB of RSS against its budget of 200 MB.
 *
 * Once a second, a check. When the heap has grown by at least REGROWTH_BYTES since the last collection: at the first
 * second without a request, a young-generation collection (see IDLE_CHECKS); after IDLE_CHECKS seconds without one,
 * V8 is switched to its memory-saving mode (`--optimize-for-size`: a young generation of 1 MB, a heap that grows
 * slowly) and one full, compacting collection runs; the first request
 * after it switches back, so a load runs with the usual young generation (the memory-saving mode throughout kept the
 * server at 180 MB but doubled the CPU of an answer save). The collection blocks the event loop for some tens of
 * milliseconds of CPU, only on an idle server. Right after it, malloc's free pages go back to the system
 * (http/malloc-trim.ts): the buffers the collection freed leave holes in malloc's heap that free() keeps.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { trimMallocHeaps } from './malloc-trim.ts';

/** How often the check runs. */
export const IDLE_CHECK_MS = 1_000;
/**
 * Checks in a row without a request before the full collection. V8 shrinks its young generation only when the
 * allocation rate it measured since its previous collections, over at least 5 s, is low; the load's last
 * megabytes count in the first interval after it. So a young-generation collection at the first quiet check closes
 * that interval, and the full one comes 6 s later, over an interval of idle time alone (without the first, the
 * young generation stayed at 32 MB in two runs of three). Not 5 s: five one-second ticks can add up to a little
 * less than V8's 5 s, which then takes in the load's interval too, and the young generation stayed at 32 MB.
 */
export const IDLE_CHECKS = 7;
/** Growth of the committed heap since the last collection that is worth one (an idle server does not collect again). */
const REGROWTH_BYTES = 16 * 1024 * 1024;

/** V8's collector, reached without starting node with --expose-gc (the flag also exposes it to a new context). */
function collector(): ((type: 'minor' | 'major') => void) | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (typeof gc !== 'function') return undefined;
    const collect = gc as (options?: { type: 'minor' }) => void;
    // Without options, a forced full collection that also finishes sweeping, so its pages are freed at once.
    return (type) => (type === 'minor' ? collect({ type: 'minor' }) : collect());
  } catch {
    return undefined;
  }
}

export interface IdleMemory {
  /** Called on each request's arrival. */
  requestArrived(): void;
  /**
   * The idle collection now, in memory-saving mode until the next request: for the start-up's own work (the open
   * pages rendered just after ready), whose garbage and 32 MB young generation otherwise stayed until the first idle
   * collection (216–232 MB of RSS 1.5 s after ready, 182–188 MB with this). It blocks the event loop for some tens of
   * milliseconds, once per start.
   */
  afterStartUp(): void;
  /** Collections run so far. */
  collections(): number;
  stop(): void;
}

export function reduceMemoryWhenIdle(): IdleMemory {
  const gc = collector();
  let arrived = 0;
  let seenAtLastCheck = 0;
  let saving = false;
  let collections = 0;
  let committedAfterCollection = v8.getHeapStatistics().total_heap_size;
  let quietChecks = 0;
  const compact = (collect: NonNullable<typeof gc>) => {
    v8.setFlagsFromString('--optimize-for-size');
    saving = true;
    // Moving the live objects out of half-empty pages lets those pages go back to the system: without it the old
    // generation stayed at 131 MB committed for 68 MB live after the load.
    v8.setFlagsFromString('--compact-on-every-full-gc');
    // The buffers the collection finds dead are freed during it, not by a helper thread after it, so that the trim
    // below finds their memory free (trimming right after a collection with the helper thread gave back nothing in
    // two runs of three).
    v8.setFlagsFromString('--no-concurrent-array-buffer-sweeping');
    collect('major');
    v8.setFlagsFromString('--concurrent-array-buffer-sweeping');
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
    // Those buffers (some 36 MB of them after the answer-save load) lay between live blocks of malloc's heap, whose
    // pages free() does not give back: the trim does (http/malloc-trim.ts).
    trimMallocHeaps();
    collections++;
    committedAfterCollection = v8.getHeapStatistics().total_heap_size;
  };
  const timer = setInterval(() => {
    quietChecks = arrived === seenAtLastCheck ? quietChecks + 1 : 0;
    seenAtLastCheck = arrived;
    if ((quietChecks !== 1 && quietChecks !== IDLE_CHECKS) || !gc) return;
    if (v8.getHeapStatistics().total_heap_size - committedAfterCollection < REGROWTH_BYTES) return;
    if (quietChecks === 1) {
      gc('minor');
      return;
    }
    compact(gc);
  }, IDLE_CHECK_MS);
  timer.unref();
  return {
    requestArrived() {
      arrived++;
      if (saving) {
        saving = false;
        v8.setFlagsFromString('--no-optimize-for-size');
      }
    },
    afterStartUp() {
      if (gc) compact(gc);
    },
    collections: () => collections,
    stop: () => clearInterval(timer),
  };
}

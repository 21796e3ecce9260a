/**
 * Gives the memory of a burst of requests back once the burst is over. V8 grows its heap to the peak of a load
 * (a young generation of 32 MB, an old one holding the load's garbage until the next full collection) and keeps it
 * while the server idles: 10 s after the answer-save load, 140–200 MB of heap was committed for some 75 MB of live
 * objects, and the server stood at 230–300 MB of RSS against its budget of 200 MB.
 *
 * Once a second, a check: when no request arrived during the last IDLE_CHECKS seconds and the heap has grown by at least
 * REGROWTH_BYTES since the last collection, V8 is switched to its memory-saving mode (`--optimize-for-size`: a
 * young generation of 1 MB, a heap that grows slowly) and one full, compacting collection runs; the first request
 * after it switches back, so a load runs with the usual young generation (the memory-saving mode throughout kept the
 * server at 180 MB but doubled the CPU of an answer save). The collection blocks the event loop for some tens of
 * milliseconds of CPU, only on an idle server.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the check runs. */
export const IDLE_CHECK_MS = 1_000;
/**
 * Checks in a row without a request before the collection: V8 shrinks its young generation only when its
 * allocation rate over the last 5 s is low, so a collection sooner would leave it at its full size.
 */
export const IDLE_CHECKS = 5;
/** Growth of the committed heap since the last collection that is worth one (an idle server does not collect again). */
const REGROWTH_BYTES = 16 * 1024 * 1024;

/** V8's collector, reached without starting node with --expose-gc (the flag also exposes it to a new context). */
function fullCollector(): (() => void) | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? () => (gc as () => void)() : undefined;
  } catch {
    return undefined;
  }
}

export interface IdleMemory {
  /** Called on each request's arrival. */
  requestArrived(): void;
  /** Collections run so far. */
  collections(): number;
  stop(): void;
}

export function reduceMemoryWhenIdle(): IdleMemory {
  const gc = fullCollector();
  let arrived = 0;
  let seenAtLastCheck = 0;
  let saving = false;
  let collections = 0;
  let committedAfterCollection = v8.getHeapStatistics().total_heap_size;
  let quietChecks = 0;
  const timer = setInterval(() => {
    quietChecks = arrived === seenAtLastCheck ? quietChecks + 1 : 0;
    seenAtLastCheck = arrived;
    if (quietChecks < IDLE_CHECKS || !gc) return;
    if (v8.getHeapStatistics().total_heap_size - committedAfterCollection < REGROWTH_BYTES) return;
    v8.setFlagsFromString('--optimize-for-size');
    saving = true;
    // Moving the live objects out of half-empty pages lets those pages go back to the system: without it the old
    // generation stayed at 131 MB committed for 68 MB live after the load.
    v8.setFlagsFromString('--compact-on-every-full-gc');
    gc();
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
    collections++;
    committedAfterCollection = v8.getHeapStatistics().total_heap_size;
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
    collections: () => collections,
    stop: () => clearInterval(timer),
  };
}

/**
 * A debugging aid for the answer-save path, off unless SAVE_TRACE=1: where a save's time goes, phase by phase, so
 * the slowest saves can be explained. Each save is followed by its answerId from the route (start, end) through
 * the PostgreSQL group commit (queued, batch sent, statement back); once a second the phases' percentiles over the
 * saves finished in that second are written to stderr, with the event loop's delay (how long a ready callback
 * waited for the loop), the garbage collector's pauses by kind and the batches' sizes. Never on in production: the
 * marks cost a map lookup each.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';

type Mark = 'queued' | 'passed over' | 'sent' | 'connected' | 'stored';

interface Trace {
  start: number;
  queued?: number;
  sent?: number;
  connected?: number;
  stored?: number;
  batch?: number;
  /** Left for a later batch because the student had a save in the batch being sent. */
  'passed over'?: number;
}

/** The phases printed, each the time between two marks (ms). */
const PHASES: [string, (t: Trace, end: number) => number | undefined][] = [
  ['route→queued', (t) => (t.queued === undefined ? undefined : t.queued - t.start)],
  ['queued→sent', (t) => (t.sent === undefined || t.queued === undefined ? undefined : t.sent - t.queued)],
  ['pool wait', (t) => (t.connected === undefined || t.sent === undefined ? undefined : t.connected - t.sent)],
  ['statement', (t) => (t.stored === undefined || t.connected === undefined ? undefined : t.stored - t.connected)],
  ['stored→end', (t, end) => (t.stored === undefined ? undefined : end - t.stored)],
  ['route total', (t, end) => end - t.start],
];

export interface SaveTrace {
  /** `started`: when the route began (before its attempt lookup and body parse). */
  start(answerId: string, started: number): void;
  mark(answerId: string, mark: Mark, batchSize?: number): void;
  end(answerId: string): void;
  /** Writes the summary of the saves finished since the last one (the trace calls it once a second). */
  report(): void;
  /** Another duration to summarise each second (the standing batch's synchronous work, say). */
  note(name: string, ms: number): void;
  stop(): void;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1);
  return `p50 ${f(percentile(sorted, 0.5))} p90 ${f(percentile(sorted, 0.9))} p99 ${f(percentile(sorted, 0.99))} max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

const GC_KINDS = new Map<number | undefined, string>([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'gc minor'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'gc major'],
]);

/** A 'gc' entry's kind (young or full collection), which Node's types leave off the entry. */
function gcKindOf(entry: PerformanceEntry): number | undefined {
  return (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
}

/** Saves whose request failed never end: their traces are dropped after this long. */
const ABANDONED_MS = 60_000;

export function createSaveTrace(write: (line: string) => void): SaveTrace {
  const open = new Map<string, Trace>();
  let finished: { trace: Trace; end: number }[] = [];
  let slowest: { trace: Trace; end: number } | undefined;
  let notes = new Map<string, number[]>();
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  // A pause of the collector stops every save on the loop at once: the tail's first suspect besides the machine.
  const collector = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) note(GC_KINDS.get(gcKindOf(entry)) ?? 'gc other', entry.duration);
  });
  collector.observe({ entryTypes: ['gc'] });
  function report() {
    const now = performance.now();
    for (const [answerId, trace] of open) if (now - trace.start > ABANDONED_MS) open.delete(answerId);
    if (finished.length === 0) {
      loop.reset();
      return;
    }
    const lines = [`save-trace: ${finished.length} saves`];
    for (const [name, phase] of PHASES) {
      const values = finished.map(({ trace, end }) => phase(trace, end)).filter((v) => v !== undefined);
      if (values.length > 0) lines.push(`  ${name.padEnd(12)} ${summary(values)}`);
    }
    const batches = finished.map(({ trace }) => trace.batch).filter((v) => v !== undefined);
    if (batches.length > 0) lines.push(`  batch size   ${summary(batches)}`);
    const passed = finished.filter(({ trace }) => trace['passed over'] !== undefined).length;
    lines.push(`  passed over  ${passed} of ${finished.length} (the student's earlier save was in flight)`);
    for (const [name, values] of notes) lines.push(`  ${name.padEnd(12)} ${summary(values)} (${values.length})`);
    notes = new Map();
    lines.push(
      `  loop delay   p50 ${(loop.percentile(50) / 1e6).toFixed(1)} p99 ${(loop.percentile(99) / 1e6).toFixed(1)} max ${(loop.max / 1e6).toFixed(1)}`,
    );
    if (slowest) {
      const phases = PHASES.map(([name, phase]) => `${name} ${phase(slowest!.trace, slowest!.end)?.toFixed(1)}`);
      lines.push(`  slowest      ${phases.join(', ')}, batch ${slowest.trace.batch}`);
    }
    write(lines.join('\n'));
    finished = [];
    slowest = undefined;
    loop.reset();
  }
  function note(name: string, ms: number) {
    let values = notes.get(name);
    if (!values) notes.set(name, (values = []));
    values.push(ms);
  }
  const timer = setInterval(report, 1000);
  timer.unref();
  return {
    report,
    start(answerId, started) {
      open.set(answerId, { start: started });
    },
    mark(answerId, mark, batchSize) {
      const trace = open.get(answerId);
      if (!trace) return;
      trace[mark] ??= performance.now();
      if (batchSize !== undefined) trace.batch = batchSize;
    },
    end(answerId) {
      const trace = open.get(answerId);
      if (!trace) return;
      open.delete(answerId);
      const done = { trace, end: performance.now() };
      finished.push(done);
      if (!slowest || done.end - done.trace.start > slowest.end - slowest.trace.start) slowest = done;
    },
    note,
    stop() {
      clearInterval(timer);
      loop.disable();
      collector.disconnect();
    },
  };
}

/** The trace while SAVE_TRACE=1 (main.ts), undefined otherwise: callers write `saveTrace?.mark(…)`. */
export let saveTrace: SaveTrace | undefined;

export function enableSaveTrace(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)) {
  saveTrace ??= createSaveTrace(write);
}

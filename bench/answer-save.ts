/**
 * The answer-save budget: the built server on 127.0.0.1 with the embedded database (SQLite, WAL, synchronous=FULL) or,
 * with `--db postgres`, a PostgreSQL started for the bench (bench/postgres.ts), 50 concurrent signed-in students each
 * saving answers to questions of their own sessions (session check + grading + one durable transaction per answer).
 * Three figures of one run, measured interleaved (bare route, raw commits, saves, again and again) so the machine's
 * changing load weighs on them alike: a bare route's requests/s, the engine's own durable commits/s grouped as the
 * app's are, and answer saves/s with their latency, the server's CPU per save, and its memory 10 s after the load.
 *
 * `npm run bench` calls benchAnswerSave() from bench/run.ts; `npx tsx bench/answer-save.ts [postgres]` runs it alone.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { MenuResponse, SessionResponse } from '../src/domain/api/practice-schema.ts';
import { WAL_AUTOCHECKPOINT_PAGES } from '../src/server/db/database.ts';
import { TestClient } from '../tests/support/http-client.ts';
import { cpuMilliseconds, mainThreadCpuMilliseconds, rssMegabytes, startBenchServer } from './bench-server.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

export interface AnswerSaveFigures {
  database: 'sqlite' | 'postgres';
  bareRouteRequestsPerSecond: number;
  /** The engine's own commit rate with commits grouped as the app groups them (see rawCommits). */
  rawCommitsPerSecond: number;
  rawCommitsLabel: string;
  answerSavesPerSecond: number;
  /** The worst p99 of the interleaved save segments. */
  answerSaveP99Ms: number;
  /** Each save segment's p99, in order: one bad segment (a burst of the machine's other load) or every one. */
  answerSaveSegmentP99sMs: number[];
  answerSaveP50Ms: number;
  /** Server CPU time (user + system) per saved answer: steadier than rates on a busy machine. */
  serverCpuMsPerSave: number;
  /** The part of it on the server's main thread (the event loop), which bounds the rate it can serve. */
  mainThreadCpuMsPerSave: number;
  /** PostgreSQL's own CPU time per saved answer (its backends), with `--db postgres`. */
  databaseCpuMsPerSave?: number;
  /**
   * The load generator's CPU time per saved answer (this process: autocannon and the requests it builds). It shares
   * the machine's cores with the server and the database, so it belongs in any ceiling worked out from CPU per save.
   */
  loadGeneratorCpuMsPerSave: number;
  /** The server's resident memory 10 s after the last request. */
  restingRssMb: number;
  saves: number;
  failures: number;
  students: number;
  rounds: number;
}

export interface AnswerSaveOptions {
  students?: number;
  /** Length of each measured segment; bare route, raw commits and saves alternate `rounds` times. */
  segmentSeconds?: number;
  rounds?: number;
  /** Sessions each student starts beforehand (10 questions each): the pool of unanswered questions. */
  sessionsPerStudent?: number;
  /** PostgreSQL instead of the embedded database: a server started for the bench (bench/postgres.ts). */
  postgres?: BenchPostgres;
  /** Told the server's pid once it is ready, for a tool that samples it meanwhile (bench/memory-after-load.ts). */
  serverStarted?(pid: number): void;
}

interface RawCommits {
  label: string;
  /** Rows committed durably in `durationMs`, as rows per second. */
  run(durationMs: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * SQLite: one writer committing `batch` rows per durable transaction (synchronous=FULL, the server's pragmas, a
 * file in the same data directory): what the group commit of write-batch.ts can reach with `batch` saves waiting.
 */
function sqliteRawCommits(dataDir: string, batch: number): RawCommits {
  const db = new SqliteDatabase(join(dataDir, 'raw-commits.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, value INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO t (id, value) VALUES (?, ?)');
  const commit = db.transaction((n: number) => {
    for (let i = 0; i < batch; i++) insert.run(randomUUID(), n + i);
  });
  return {
    label: `Raw commits (SQLite, synchronous=FULL, ${batch} rows per commit)`,
    async run(durationMs) {
      let rows = 0;
      const started = performance.now();
      while (performance.now() - started < durationMs) {
        commit(rows);
        rows += batch;
      }
      return rows / ((performance.now() - started) / 1000);
    },
    async close() {
      db.close();
    },
  };
}

/**
 * PostgreSQL: `connections` clients each committing one row per transaction, as fast as they can; the engine
 * flushes the write-ahead log of concurrent commits together (its group commit), fsync and synchronous_commit on.
 */
async function postgresRawCommits(url: string, connections: number): Promise<RawCommits> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  await pool.query('CREATE TABLE raw_commits (id text PRIMARY KEY, value integer NOT NULL)');
  return {
    label: `Raw commits (PostgreSQL, ${connections} connections, one row each)`,
    async run(durationMs) {
      let rows = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() - started < durationMs) {
            await pool.query({
              name: 'raw-commit',
              text: 'INSERT INTO raw_commits (id, value) VALUES ($1, $2)',
              values: [randomUUID(), rows],
            });
            rows++;
          }
        }),
      );
      return rows / ((performance.now() - started) / 1000);
    },
    close: () => pool.end(),
  };
}

/** One student's queue of questions to answer: an attempt id and a valid answer per question. */
async function prepareStudent(url: string, index: number, topics: string[], sessions: number) {
  const client = new TestClient(url);
  const signUp = await client.signUp(`bench${index}-${randomUUID().slice(0, 8)}@example.az`);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  const queue: { attemptId: string; questionId: string; answer: string }[] = [];
  for (let s = 0; s < sessions; s++) {
    const res = await client.post<SessionResponse>('/api/practice/sessions', {
      slug: topics[(index + s) % topics.length],
    });
    if (res.status !== 201) throw new Error(`session start failed: ${res.status}`);
    for (const q of res.body.questions) {
      const answer = Array.isArray(q.options)
        ? (q.options[0] ?? '')
        : q.options
          ? (Object.keys(q.options)[0] ?? 'A')
          : 'goes';
      queue.push({ attemptId: res.body.attemptId, questionId: q.id, answer });
    }
  }
  return { cookie: client.cookieHeader(), queue };
}

export async function benchAnswerSave(options: AnswerSaveOptions = {}): Promise<AnswerSaveFigures> {
  const students = options.students ?? 50;
  const segmentSeconds = options.segmentSeconds ?? 2;
  const rounds = options.rounds ?? 3;
  const sessionsPerStudent = options.sessionsPerStudent ?? Number(process.env.BENCH_SESSIONS_PER_STUDENT ?? 80);
  // BENCH_SERVER_SCRIPT: another build of the server to measure (e.g. the previous commit's, for a before/after
  // comparison run back to back under the same load).
  const postgres = options.postgres;
  const server = await startBenchServer('answers', postgres);
  const url = server.url;
  const pid = server.process.pid ?? 0;
  options.serverStarted?.(pid);
  const suffix = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const raw = postgres
    ? await postgresRawCommits(await postgres.createDatabase(`imtahan_raw_${suffix}`), students)
    : sqliteRawCommits(server.dataDir, students);
  try {
    const menu = (await (await fetch(`${url}/api/practice/menu`)).json()) as MenuResponse;
    const topics = menu.items.filter((i) => i.type === 'grammar').map((i) => i.slug);
    const prepared: Awaited<ReturnType<typeof prepareStudent>>[] = [];
    for (let i = 0; i < students; i += 10) {
      prepared.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, students - i) }, (_, j) =>
            prepareStudent(url, i + j, topics, sessionsPerStudent),
          ),
        )),
      );
    }

    // Each student has at most one save in flight, as a student answering question after question does: a
    // connection takes the next student (round-robin) whose last save was answered. Handing out saves round-robin
    // regardless sent a student's next save while the previous one was still being stored whenever responses came
    // back out of order, which no student's browser does.
    const cursors = prepared.map(({ cookie, queue }) => ({ cookie, queue, next: 0 }));
    const inFlight = new Set<number>();
    let turn = 0;
    const saveRun = (seconds: number) => {
      // The last run's connections closed with their requests unanswered.
      inFlight.clear();
      return autocannon({
        url,
        connections: students,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context: { student?: number }) => {
              // A request that never got its response (an error) leaves its student marked: when every student
              // is, the next in turn is taken anyway.
              let student = turn;
              for (let step = 0; step < students && inFlight.has(student); step++) student = (student + 1) % students;
              if (inFlight.has(student)) student = turn;
              turn = (student + 1) % students;
              inFlight.add(student);
              context.student = student;
              const cursor = cursors[student] as (typeof cursors)[number];
              const cookie = cursor.cookie;
              const item = cursor.queue[cursor.next++];
              if (!item) throw new Error('the question pool ran out before the time did: raise sessionsPerStudent');
              return {
                ...request,
                path: `/api/practice/sessions/${item.attemptId}/answers`,
                headers: { 'content-type': 'application/json', cookie, 'x-time-zone': 'Asia/Baku' },
                body: JSON.stringify({ answerId: randomUUID(), questionId: item.questionId, answer: item.answer }),
              };
            },
            onResponse: (_status, _body, context: { student?: number }) => {
              if (context.student !== undefined) inFlight.delete(context.student);
            },
          },
        ],
      });
    };
    const bareRun = (seconds: number) =>
      autocannon({ url: `${url}/api/health`, connections: students, duration: seconds });

    // Warm-up, unmeasured: compiled code, cached statements, the pool's connections.
    await bareRun(1);
    await saveRun(1);
    await raw.run(500);

    // Interleaved, so a change in the machine's load (other processes) weighs on the three figures alike.
    let bareRequests = 0;
    let rawRate = 0;
    let saved = 0;
    let failures = 0;
    let cpuSpent = 0;
    let mainThreadCpuSpent = 0;
    let databaseCpuSpent = 0;
    let loadGeneratorCpuSpent = 0;
    const p99s: number[] = [];
    const p50s: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const bare = await bareRun(segmentSeconds);
      bareRequests += bare['2xx'];
      rawRate += (await raw.run(segmentSeconds * 1000)) / rounds;
      const cpuBefore = cpuMilliseconds(pid);
      const mainThreadCpuBefore = mainThreadCpuMilliseconds(pid);
      const databaseCpuBefore = postgres?.cpuMilliseconds() ?? 0;
      const segmentStart = process.hrtime.bigint();
      // BENCH_SIGNAL_SEGMENTS: SIGUSR2 to the server as each save segment starts and ends, for a wrapper script
      // (BENCH_SERVER_SCRIPT) that samples allocations or counts promises during the saves alone.
      if (process.env.BENCH_SIGNAL_SEGMENTS) process.kill(pid, 'SIGUSR2');
      const loadGeneratorCpuBefore = process.cpuUsage();
      const saves = await saveRun(segmentSeconds);
      const loadGeneratorCpu = process.cpuUsage(loadGeneratorCpuBefore);
      loadGeneratorCpuSpent += (loadGeneratorCpu.user + loadGeneratorCpu.system) / 1000;
      if (process.env.BENCH_SIGNAL_SEGMENTS) process.kill(pid, 'SIGUSR2');
      // BENCH_SEGMENT_LOG: each save segment's span on the monotonic clock (µs, as a server's --cpu-prof counts it)
      // and its saves, to read a profile or a GC trace of the save segments alone.
      if (process.env.BENCH_SEGMENT_LOG) {
        const span = { start: Number(segmentStart / 1000n), end: Number(process.hrtime.bigint() / 1000n) };
        appendFileSync(process.env.BENCH_SEGMENT_LOG, `${JSON.stringify({ ...span, saves: saves['2xx'] })}\n`);
      }
      cpuSpent += cpuMilliseconds(pid) - cpuBefore;
      mainThreadCpuSpent += mainThreadCpuMilliseconds(pid) - mainThreadCpuBefore;
      databaseCpuSpent += (postgres?.cpuMilliseconds() ?? 0) - databaseCpuBefore;
      saved += saves['2xx'];
      failures += saves.non2xx + saves.errors + saves.timeouts;
      p99s.push(saves.latency.p99);
      p50s.push(saves.latency.p50);
    }
    // Memory once the load is over: what a server that served a burst keeps while idle.
    await new Promise((r) => setTimeout(r, 10_000));
    const restingRssMb = rssMegabytes(pid);
    const measured = segmentSeconds * rounds;
    return {
      database: postgres ? 'postgres' : 'sqlite',
      bareRouteRequestsPerSecond: bareRequests / measured,
      rawCommitsPerSecond: rawRate,
      rawCommitsLabel: raw.label,
      answerSavesPerSecond: saved / measured,
      answerSaveP99Ms: Math.max(...p99s),
      answerSaveSegmentP99sMs: p99s,
      answerSaveP50Ms: p50s.sort((a, b) => a - b)[Math.floor(p50s.length / 2)] ?? Number.NaN,
      serverCpuMsPerSave: cpuSpent / Math.max(1, saved),
      mainThreadCpuMsPerSave: mainThreadCpuSpent / Math.max(1, saved),
      ...(postgres ? { databaseCpuMsPerSave: databaseCpuSpent / Math.max(1, saved) } : {}),
      loadGeneratorCpuMsPerSave: loadGeneratorCpuSpent / Math.max(1, saved),
      restingRssMb,
      saves: saved,
      failures,
      students,
      rounds,
    };
  } finally {
    await raw.close();
    await server.stop();
  }
}

/**
 * The save budgets: on the embedded database at least half the bare route's rate and p99 ≤ 25 ms;
 * on PostgreSQL, whose round trips cost more server CPU per save, at least a quarter and p99 ≤ 50 ms.
 */
export const SAVE_BUDGETS = {
  sqlite: { shareOfBare: 0.5, p99Ms: 25 },
  postgres: { shareOfBare: 0.25, p99Ms: 50 },
} as const;

/** Rows for bench/run.ts's table: [name, value, budget]. */
export function answerSaveRows(f: AnswerSaveFigures): [string, string, string][] {
  const budget = SAVE_BUDGETS[f.database];
  const db = f.database === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const ofBare = f.answerSavesPerSecond / f.bareRouteRequestsPerSecond;
  const ofRaw = f.answerSavesPerSecond / f.rawCommitsPerSecond;
  return [
    [
      `Bare route (GET /api/health), ${f.students} connections, interleaved ×${f.rounds}`,
      `${Math.round(f.bareRouteRequestsPerSecond)} req/s`,
      'figure',
    ],
    [f.rawCommitsLabel, `${Math.round(f.rawCommitsPerSecond)} rows/s`, 'figure'],
    [
      `Answer saves (${db}), ${f.students} concurrent students`,
      `${Math.round(f.answerSavesPerSecond)} /s`,
      `≥ ${Math.round(f.bareRouteRequestsPerSecond * budget.shareOfBare)} /s (${budget.shareOfBare * 100}% of bare)`,
    ],
    ['Answer saves ÷ bare route', `${(ofBare * 100).toFixed(1)} %`, `≥ ${budget.shareOfBare * 100} %`],
    ['Answer saves ÷ raw commits', `${(ofRaw * 100).toFixed(1)} %`, 'figure'],
    ['Answer save p99 latency (worst segment)', `${f.answerSaveP99Ms.toFixed(1)} ms`, `≤ ${budget.p99Ms} ms`],
    ['  p99 of each segment', f.answerSaveSegmentP99sMs.map((ms) => ms.toFixed(0)).join(', ') + ' ms', 'figure'],
    ['Answer save p50 latency', `${f.answerSaveP50Ms.toFixed(1)} ms`, 'figure'],
    ['Server CPU per answer save', `${f.serverCpuMsPerSave.toFixed(3)} ms`, 'figure'],
    ['  of which on its main thread', `${f.mainThreadCpuMsPerSave.toFixed(3)} ms`, 'figure'],
    ...(f.databaseCpuMsPerSave === undefined
      ? []
      : [
          ['PostgreSQL CPU per answer save', `${f.databaseCpuMsPerSave.toFixed(3)} ms`, 'figure'] as [
            string,
            string,
            string,
          ],
        ]),
    ['Load generator CPU per answer save', `${f.loadGeneratorCpuMsPerSave.toFixed(3)} ms`, 'figure'],
    ['Answer saves failed', `${f.failures} of ${f.saves + f.failures}`, '0'],
    ['Server memory 10 s after the load (RSS)', `${f.restingRssMb.toFixed(0)} MB`, '≤ 200 MB'],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgres = process.argv.includes('postgres') ? await startBenchPostgres() : undefined;
  let figures: AnswerSaveFigures;
  try {
    figures = await benchAnswerSave({ postgres });
  } finally {
    postgres?.stop();
  }
  const rows = answerSaveRows(figures);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(14)}   budget ${budget}`);
}

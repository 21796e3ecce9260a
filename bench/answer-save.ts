/**
 * The answer-save budget of DESIGN.md §7 (checklist PERF-03, PERF-04): the built server on 127.0.0.1 with the
 * embedded database (SQLite, WAL, synchronous=FULL), 50 concurrent signed-in students each saving answers to
 * questions of their own sessions (session check + grading + one durable transaction per answer). Printed side
 * by side, from one run: a bare route's requests/s, the database's own durable one-row commits/s (a file in the
 * same data directory, same pragmas), and answer saves/s with their p99 latency.
 *
 * `npm run bench` calls benchAnswerSave() from bench/run.ts; `npx tsx bench/answer-save.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import type { MenuResponse, SessionResponse } from '../src/domain/api/practice-schema.ts';
import { WAL_AUTOCHECKPOINT_PAGES } from '../src/server/db/database.ts';
import { TestClient } from '../tests/support/http-client.ts';
import { freePort } from '../tests/support/test-server.ts';

export interface AnswerSaveFigures {
  bareRouteRequestsPerSecond: number;
  rawCommitsPerSecond: number;
  answerSavesPerSecond: number;
  answerSaveP99Ms: number;
  answerSaveP50Ms: number;
  /** Server CPU time (user + system) per saved answer: steadier than rates on a busy machine. */
  serverCpuMsPerSave: number;
  saves: number;
  failures: number;
  students: number;
}

export interface AnswerSaveOptions {
  students?: number;
  durationSeconds?: number;
  /** Sessions each student starts beforehand (10 questions each): the pool of unanswered questions. */
  sessionsPerStudent?: number;
}

async function waitForHealth(url: string, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Durable one-row commits per second on a file beside the server's database, with the server's pragmas. */
function rawCommitsPerSecond(dataDir: string, durationMs: number): number {
  const db = new SqliteDatabase(join(dataDir, 'raw-commits.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, value INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO t (id, value) VALUES (?, ?)');
  let commits = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    insert.run(randomUUID(), commits); // autocommit: one transaction, one fsync
    commits++;
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return commits / seconds;
}

/** CPU time (user + system) a process has used, from /proc (Linux). */
function cpuMilliseconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3) here; in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
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
  const durationMs = (options.durationSeconds ?? 5) * 1000;
  const sessionsPerStudent = options.sessionsPerStudent ?? 70;
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');

  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-bench-answers-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server under this load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url);

    const bare = await autocannon({ url: `${url}/api/health`, connections: students, duration: durationMs / 1000 });

    const menu = (await (await fetch(`${url}/api/practice/menu`)).json()) as MenuResponse;
    const topics = menu.items.filter((i) => i.type === 'grammar').map((i) => i.slug);
    const prepared = [];
    for (let i = 0; i < students; i += 10) {
      prepared.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, students - i) }, (_, j) =>
            prepareStudent(url, i + j, topics, sessionsPerStudent),
          ),
        )),
      );
    }

    // Round-robin over the students, so the 50 requests in flight come from 50 different students.
    const pool: { cookie: string; attemptId: string; questionId: string; answer: string }[] = [];
    const longest = Math.max(...prepared.map((p) => p.queue.length));
    for (let i = 0; i < longest; i++) {
      for (const { cookie, queue } of prepared) {
        const item = queue[i];
        if (item) pool.push({ cookie, ...item });
      }
    }
    let next = 0;
    const saveRun = (seconds: number) =>
      autocannon({
        url,
        connections: students,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const item = pool[next++];
              if (!item) throw new Error('the question pool ran out before the time did: raise sessionsPerStudent');
              return {
                ...request,
                path: `/api/practice/sessions/${item.attemptId}/answers`,
                headers: { 'content-type': 'application/json', cookie: item.cookie, 'x-time-zone': 'Asia/Baku' },
                body: JSON.stringify({ answerId: randomUUID(), questionId: item.questionId, answer: item.answer }),
              };
            },
          },
        ],
      });
    // One second unmeasured first, so the figures are of the warmed-up server (compiled code, cached statements).
    await saveRun(1);
    const cpuBefore = cpuMilliseconds(server.pid);
    const saves = await saveRun(durationMs / 1000);

    const cpuSpent = cpuMilliseconds(server.pid) - cpuBefore;
    const raw = rawCommitsPerSecond(dataDir, 3000);
    return {
      bareRouteRequestsPerSecond: bare.requests.average,
      rawCommitsPerSecond: raw,
      answerSavesPerSecond: saves['2xx'] / (durationMs / 1000),
      answerSaveP99Ms: saves.latency.p99,
      answerSaveP50Ms: saves.latency.p50,
      serverCpuMsPerSave: cpuSpent / Math.max(1, saves['2xx']),
      saves: saves['2xx'],
      failures: saves.non2xx + saves.errors + saves.timeouts,
      students,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows for bench/run.ts's table: [name, value, budget]. */
export function answerSaveRows(f: AnswerSaveFigures): [string, string, string][] {
  const half = f.rawCommitsPerSecond / 2;
  return [
    [
      `Bare route (GET /api/health), ${f.students} connections`,
      `${Math.round(f.bareRouteRequestsPerSecond)} req/s`,
      'figure',
    ],
    ['Raw durable one-row commits (SQLite, synchronous=FULL)', `${Math.round(f.rawCommitsPerSecond)} /s`, 'figure'],
    [
      `Answer saves, ${f.students} concurrent students`,
      `${Math.round(f.answerSavesPerSecond)} /s`,
      `≥ ${Math.round(half)} /s (½ of raw commits)`,
    ],
    ['Answer save p99 latency', `${f.answerSaveP99Ms.toFixed(1)} ms`, '≤ 50 ms'],
    ['Answer save p50 latency', `${f.answerSaveP50Ms.toFixed(1)} ms`, 'figure'],
    ['Server CPU per answer save', `${f.serverCpuMsPerSave.toFixed(3)} ms`, 'figure'],
    ['Answer saves failed', `${f.failures} of ${f.saves + f.failures}`, '0'],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchAnswerSave();
  const rows = answerSaveRows(figures);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(14)}   budget ${budget}`);
}

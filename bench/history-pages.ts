/**
 * The quiz history under load (DESIGN.md §7: p99 ≤ 50 ms at 50 concurrent students): the built server with 50
 * students, each holding 10, 1,000 or 10,000 finished attempts (written straight into its database beforehand),
 * 50 connections round-robin over the students, each request one student's:
 * - the first page of GET /api/attempts (50 attempts, titles in one language), as /history opens;
 * - a page deep in the history (the cursor of the attempt in the middle), as 'Show older quizzes' reaches it;
 * - GET /api/attempts/chart (all time), the chart's points summed up by the server.
 * Also the size of the first page's JSON, as sent (gzip) and uncompressed.
 *
 * `npm run bench` calls benchHistoryPages() from bench/run.ts; `npx tsx bench/history-pages.ts [postgres]` runs it
 * alone.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { AttemptsResponse } from '../src/domain/api/progress-schema.ts';
import { DEFAULT_TIME_ZONE } from '../src/domain/practice/calendar-day.ts';
import { encodeHistoryCursor } from '../src/domain/progress/history-cursor.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { sumHistoryAgain } from '../src/server/progress/history-sums.ts';
import { TestClient } from '../tests/support/http-client.ts';
import { cpuMilliseconds, startBenchServer, type BenchServer } from './bench-server.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

export const HISTORY_LEVELS = [10, 1_000, 10_000] as const;
const TOPICS = ['present-simple', 'past-simple', 'present-perfect', 'future-simple', 'passive-voice'];
const KINDS = ['grammar', 'grammar', 'grammar', 'listening', 'reading', 'lesson', 'challenge'];

export interface HistoryLevelFigures {
  attempts: number;
  firstPage: LoadFigures;
  deepPage: LoadFigures;
  chart: LoadFigures & { points: number };
  /** GET /api/health measured between them: what the machine allows a bare route right now. */
  bare: LoadFigures;
  firstPageBytes: number;
  firstPageGzipBytes: number;
}

export interface HistoryFigures {
  database: 'sqlite' | 'postgres';
  students: number;
  levels: HistoryLevelFigures[];
}

interface SeedRow {
  id: string;
  userId: string;
  kind: string;
  slug: string;
  topic: string;
  startedAt: string;
  finishedAt: string;
  correct: number;
  total: number;
  timeSpentSeconds: number;
}

/** `count` finished attempts of one student, one every 3 hours back from `now`, mixed kinds and scores. */
function seedRows(userId: string, count: number, now: number): SeedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const finished = now - i * 3 * 3_600_000;
    const topic = TOPICS[i % TOPICS.length] ?? 'present-simple';
    return {
      id: randomUUID(),
      userId,
      kind: KINDS[i % KINDS.length] ?? 'grammar',
      slug: topic,
      topic,
      startedAt: new Date(finished - 300_000).toISOString(),
      finishedAt: new Date(finished).toISOString(),
      correct: (i * 7) % 11,
      total: 10,
      timeSpentSeconds: 240,
    };
  });
}

const COLUMNS = [
  'id',
  'userId',
  'kind',
  'slug',
  'topic',
  'startedAt',
  'finishedAt',
  'correct',
  'total',
  'timeSpentSeconds',
] as const;

async function insertRows(server: BenchServer, rows: SeedRow[]): Promise<void> {
  if (server.database.kind === 'sqlite') {
    const db = new SqliteDatabase(server.database.path);
    db.pragma('busy_timeout = 10000');
    const insert = db.prepare(
      `INSERT INTO attempt (${COLUMNS.map((c) => `"${c}"`).join(', ')}, "draw") VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')}, '{}')`,
    );
    db.transaction(() => {
      for (const row of rows) insert.run(row);
    })();
    db.pragma('optimize');
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  try {
    for (let i = 0; i < rows.length; i += 10_000) {
      const chunk = rows.slice(i, i + 10_000);
      const types = ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'int'];
      await client.query(
        `INSERT INTO attempt (${COLUMNS.map((c) => `"${c}"`).join(', ')}, "draw")
         SELECT *, '{}' FROM unnest(${COLUMNS.map((_, k) => `$${k + 1}::${types[k]}[]`).join(', ')})`,
        COLUMNS.map((c) => chunk.map((r) => r[c])),
      );
    }
    // A history of past attempts as autovacuum leaves it: marked all-visible, so the page's index-only scan reads no
    // table row, as it does for a student's older attempts in real use.
    await client.query('VACUUM (ANALYZE) attempt');
  } finally {
    await client.end();
  }
}

/**
 * The chart's stored sums of the seeded students, as their finishes would have moved them, written through the
 * app's own database module (the profiles' zone: Asia/Baku, the default).
 */
async function sumHistories(server: BenchServer, userIds: string[]): Promise<void> {
  const db = openDatabase(server.database);
  try {
    for (const id of userIds) await sumHistoryAgain(db.kysely, id, DEFAULT_TIME_ZONE);
  } finally {
    await db.close();
  }
}

async function userId(server: BenchServer, email: string): Promise<string> {
  if (server.database.kind === 'sqlite') {
    const db = new SqliteDatabase(server.database.path, { readonly: true });
    const row = db.prepare('SELECT id FROM "user" WHERE email = ?').get(email) as { id: string };
    db.close();
    return row.id;
  }
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  const res = await client.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [email]);
  await client.end();
  return res.rows[0]?.id ?? '';
}

/**
 * A GET, tried again once when the socket was closed under it: after a long seeding pause the client may reuse a
 * kept-alive connection at the moment the server closes it for idleness.
 */
async function getText(url: string, cookie: string): Promise<string> {
  try {
    return await (await fetch(url, { headers: { cookie } })).text();
  } catch {
    return await (await fetch(url, { headers: { cookie } })).text();
  }
}

interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  /** Server CPU per request: steadier than latency on a busy machine. */
  cpuMs: number;
  /** PostgreSQL's own CPU per request (the postmaster and its backends), which shares the machine's cores. */
  databaseCpuMs?: number;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  requests: { path: string; cookie: string }[],
  pid?: number,
  postgres?: BenchPostgres,
): Promise<LoadFigures> {
  const cpuBefore = cpuMilliseconds(pid);
  const databaseCpuBefore = postgres?.cpuMilliseconds();
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const item = requests[next++ % requests.length];
          return {
            ...request,
            path: item?.path ?? '/',
            headers: { cookie: item?.cookie ?? '', 'accept-encoding': 'gzip' },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMs: (cpuMilliseconds(pid) - cpuBefore) / Math.max(1, result.requests.total),
    ...(postgres && databaseCpuBefore !== undefined
      ? { databaseCpuMs: (postgres.cpuMilliseconds() - databaseCpuBefore) / Math.max(1, result.requests.total) }
      : {}),
  };
}

export async function benchHistoryPages(
  options: { postgres?: BenchPostgres; students?: number; seconds?: number } = {},
): Promise<HistoryFigures> {
  const students = options.students ?? 50;
  const seconds = options.seconds ?? 3;
  const server = await startBenchServer('history', options.postgres);
  server.process.on('exit', (code, signal) => {
    if (code !== 0) console.error(`history bench: the server stopped (${code ?? signal})`);
  });
  const now = Date.now();
  const pid = server.process.pid;
  try {
    const levels: HistoryLevelFigures[] = [];
    for (const attempts of HISTORY_LEVELS) {
      const people: { cookie: string; rows: SeedRow[] }[] = [];
      for (let s = 0; s < students; s += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, students - s) }, async (_, j) => {
            const client = new TestClient(server.url);
            const email = `history${attempts}-${s + j}-${randomUUID().slice(0, 8)}@example.az`;
            const res = await client.signUp(email);
            if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
            const rows = seedRows(await userId(server, email), attempts, now);
            return { cookie: client.cookieHeader(), rows };
          }),
        );
        people.push(...batch);
      }
      await insertRows(
        server,
        people.flatMap((p) => p.rows),
      );
      await sumHistories(
        server,
        people.map((p) => p.rows[0]?.userId ?? ''),
      );
      const first = people.map((p) => ({ cookie: p.cookie, path: '/api/attempts?timeframe=all&language=az' }));
      const deep = people.map((p) => {
        // Rows are newest first: the middle one's cursor lists the older half's first page.
        const middle = p.rows[Math.floor(p.rows.length / 2)];
        const cursor = middle ? encodeHistoryCursor({ finishedAt: middle.finishedAt, id: middle.id }) : '';
        return { cookie: p.cookie, path: `/api/attempts?timeframe=all&language=az&cursor=${cursor}` };
      });
      const chart = people.map((p) => ({ cookie: p.cookie, path: '/api/attempts/chart?timeframe=all' }));

      const probe = people[0];
      const body = await getText(`${server.url}/api/attempts?timeframe=all&language=az`, probe?.cookie ?? '');
      const parsed = JSON.parse(body) as AttemptsResponse;
      if (parsed.attempts.length !== Math.min(50, attempts)) throw new Error('history page has the wrong length');
      const chartBody = JSON.parse(
        await getText(`${server.url}/api/attempts/chart?timeframe=all`, probe?.cookie ?? ''),
      ) as { points: unknown[] };

      await load(server.url, students, 1, first); // warm-up, unmeasured
      levels.push({
        attempts,
        bare: await load(server.url, students, seconds, [{ path: '/api/health', cookie: '' }], pid),
        firstPage: await load(server.url, students, seconds, first, pid, options.postgres),
        deepPage: await load(server.url, students, seconds, deep, pid, options.postgres),
        chart: {
          ...(await load(server.url, students, seconds, chart, pid, options.postgres)),
          points: chartBody.points.length,
        },
        firstPageBytes: Buffer.byteLength(body),
        firstPageGzipBytes: gzipSync(body).length,
      });
    }
    return { database: options.postgres ? 'postgres' : 'sqlite', students, levels };
  } finally {
    await server.stop();
  }
}

export const HISTORY_P99_BUDGET_MS = 50;

export function historyRows(f: HistoryFigures): [string, string, string][] {
  const rows: [string, string, string][] = [];
  const figure = (l: LoadFigures) =>
    `${l.p99Ms.toFixed(1)} ms (${Math.round(l.requestsPerSecond)}/s, ${l.cpuMs.toFixed(2)} ms CPU` +
    `${l.databaseCpuMs === undefined ? '' : ` + ${l.databaseCpuMs.toFixed(2)} ms PostgreSQL`})`;
  for (const level of f.levels) {
    const n = level.attempts.toLocaleString('en-US');
    const each = `${f.students} students × ${n} attempts`;
    rows.push(
      [`Bare route p99 beside the history (${n})`, figure(level.bare), 'figure'],
      [`History first page p99 (${each})`, figure(level.firstPage), `≤ ${HISTORY_P99_BUDGET_MS} ms`],
      [`History deep page p99 (${each})`, figure(level.deepPage), `≤ ${HISTORY_P99_BUDGET_MS} ms`],
      [
        `History chart p99 (${each}, ${level.chart.points} points)`,
        figure(level.chart),
        `≤ ${HISTORY_P99_BUDGET_MS} ms`,
      ],
      [
        `History requests failed (${n} attempts)`,
        String(level.firstPage.errors + level.deepPage.errors + level.chart.errors),
        '0',
      ],
    );
  }
  const last = f.levels.at(-1);
  if (last)
    rows.push([
      'History first page JSON (50 attempts), gzip / uncompressed',
      `${(last.firstPageGzipBytes / 1024).toFixed(1)} / ${(last.firstPageBytes / 1024).toFixed(1)} KB`,
      'figure',
    ]);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgres = process.argv.includes('postgres') ? await startBenchPostgres() : undefined;
  try {
    const rows = historyRows(await benchHistoryPages({ postgres }));
    const width = Math.max(...rows.map((r) => r[0].length));
    for (const [name, value, budget] of rows)
      console.log(`${name.padEnd(width)}  ${value.padStart(20)}   budget ${budget}`);
  } finally {
    postgres?.stop();
  }
}

/**
 * The budget of where a student stands (decision 018): GET /api/standing (mastery, both predictions, trend, plan),
 * GET /api/review (the due cards) and GET /api/dashboard, p99 ≤ 50 ms at 50 concurrent students, each with 10,
 * 1,000 and 10,000 answers in their history. The built server on 127.0.0.1 with the embedded database or, with
 * `--db postgres`, a PostgreSQL started for the bench (bench/postgres.ts).
 *
 * The 50 students sign up through the API; their histories are written straight into the database (practice
 * attempts of ten answers over the last four months, grammar, listening and reading, about 65% right; a review card
 * for each question answered wrongly, most of them due), grown from 10 to 1,000 to 10,000 answers. Their stored
 * standing is then deleted, so the server folds each history anew on the student's first request: that first round
 * (50 students at once, fold and two predictions each) is reported as the cold figure. Then autocannon, 50
 * connections, each request as the next of the 50 students in turn.
 *
 * `npm run bench` calls benchStanding() from bench/run.ts; `npx tsx bench/standing.ts [postgres]` runs it alone.
 */
import { Agent, get, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { ReviewQueue } from '../src/domain/api/review-schema.ts';
import { createReviewCard, type ReviewSection } from '../src/domain/review/review-card.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { openDatabase, type Db } from '../src/server/db/database.ts';
import { TestClient } from '../tests/support/http-client.ts';
import { answerKeys, rightAnswer, wrongAnswer } from '../tests/support/practice-helpers.ts';
import { cardRow } from '../src/server/review/review-cards.ts';
import { cpuMilliseconds, startBenchServer } from './bench-server.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

export const STANDING_BUDGET_P99_MS = 50;
/** BENCH_STANDING_SIZES=10000 measures one size alone (e.g. while profiling). */
const SIZES = (process.env.BENCH_STANDING_SIZES?.split(',').map(Number) ?? [10, 1_000, 10_000]).filter((n) => n > 0);
/**
 * The review queue read right after a card of the student was written: the server keeps each student's queue while
 * their card version stands, so the plain '/api/review' row measures repeat visits. This row moves every student's
 * version every few milliseconds while it runs, so nearly every read is fresh: a stress figure (some 10,000 profile
 * rows updated a second by the bench's own connection, on the same cores), harsher than any school.
 */
const REVIEW_AFTER_A_WRITE = '/api/review after a card write';
/**
 * The review queue as the /review page uses it: each student answers the first card of their queue through the API
 * (POST /api/review/answers, about two in three right) and then reads the queue again, which is the first read after
 * that card's write, one answer a second (a student reading a card and its feedback takes several seconds: this is a
 * class of 50 answering together, faster than any of them). The budget of the first read after a write is judged on
 * this row; its p99 is of the reads. REVIEW_ANSWER_EVERY_MS=0 runs it without pause, each student's answer right after
 * their read, which measures the answer saves more than the reads.
 */
const REVIEW_AFTER_AN_ANSWER = '/api/review after an answer';
const REVIEW_ANSWER_EVERY_MS = Number(process.env.REVIEW_ANSWER_EVERY_MS ?? 1_000);
/** The row of reads after an answer runs this many times the others' seconds, for as many reads as a p99 needs. */
const REVIEW_AFTER_AN_ANSWER_SPAN = 2;
const ALL_ENDPOINTS = ['/api/standing', '/api/review', REVIEW_AFTER_A_WRITE, REVIEW_AFTER_AN_ANSWER, '/api/dashboard'];
/** How often the fresh review row moves every student's card version. */
const VERSION_MOVE_MS = 5;
/** BENCH_STANDING_ENDPOINTS=/api/review measures some of them alone. */
const ENDPOINTS = process.env.BENCH_STANDING_ENDPOINTS?.split(',') ?? ALL_ENDPOINTS;
const DAY_MS = 86_400_000;

export interface StandingFigures {
  database: 'sqlite' | 'postgres';
  students: number;
  rows: {
    answers: number;
    /** The first request of each student after their state was deleted: a fold of the history and predictions. */
    coldP99Ms: number;
    endpoints: {
      path: string;
      p99Ms: number;
      p50Ms: number;
      requestsPerSecond: number;
      failures: number;
      /**
       * The server's CPU time per request (user + system): steadier than latency on a shared machine. For the row of
       * reads after an answer, per answer and read (the pair).
       */
      cpuMs: number;
      /** PostgreSQL's CPU time per request (its backends and background processes); undefined on SQLite. */
      databaseCpuMs?: number;
    }[];
  }[];
  loadAverage: string;
}

/**
 * One GET on a connection of its own, timed to the last byte: no idle keep-alive socket of the sign-ups (closed by
 * the server meanwhile) is reused.
 */
function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie }, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`GET ${url}: ${res.statusCode ?? 0}`)),
      );
    }).on('error', reject);
  });
}

/** One request on a kept-alive connection: its status, its body and its time to the last byte. */
function timedRequest(
  url: string,
  agent: Agent,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent,
        headers: { cookie, ...(payload !== undefined && { 'content-type': 'application/json' }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Each student, on a connection of their own, answers the first card of their queue and reads the queue again, one
 * answer every REVIEW_ANSWER_EVERY_MS (starting at a random point of the first interval), for `seconds`; a student
 * whose queue is empty stops, as one who has reviewed every due card leaves /review. Returns the reads' times and how
 * many requests failed.
 */
async function answerThenRead(url: string, clients: readonly { cookie: string }[], seconds: number, seed: number) {
  const keys = answerKeys(process.env.CONTENT_DIR ?? 'content');
  const random = seeded(seed);
  const until = performance.now() + seconds * 1000;
  const reads: number[] = [];
  let failures = 0;
  let answers = 0;
  await Promise.all(
    clients.map(async ({ cookie }) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
        let queue = await timedRequest(`${url}/api/review`, agent, cookie);
        let next = performance.now() + random() * REVIEW_ANSWER_EVERY_MS;
        for (;;) {
          await pause(next - performance.now());
          next += REVIEW_ANSWER_EVERY_MS;
          if (performance.now() >= until || queue.status !== 200) break;
          const card = (JSON.parse(queue.text) as ReviewQueue).cards[0];
          const key = card && keys.get(card.question.id);
          if (!key) break;
          const answer = random() < 0.65 ? rightAnswer(key) : wrongAnswer(key);
          const saved = await timedRequest(`${url}/api/review/answers`, agent, cookie, {
            answerId: randomUUID(),
            questionId: key.id,
            answer,
          });
          answers++;
          if (saved.status !== 200) failures++;
          queue = await timedRequest(`${url}/api/review`, agent, cookie);
          reads.push(queue.ms);
        }
        if (queue.status !== 200) failures++;
      } finally {
        agent.destroy();
      }
    }),
  );
  reads.sort((a, b) => a - b);
  const at = (q: number) => reads[Math.max(0, Math.ceil(reads.length * q) - 1)] ?? Number.NaN;
  return { p99Ms: at(0.99), p50Ms: at(0.5), reads: reads.length, answers, failures };
}

/** Every question a practice attempt can hold, by the attempt's kind and menu slug. */
function practiceSets() {
  const content = loadContent(process.env.CONTENT_DIR ?? 'content');
  return [
    ...content.topics.map((t) => ({
      kind: 'grammar',
      slug: t.id,
      section: 'Grammar' as ReviewSection,
      ids: t.questions.map((q) => q.id),
    })),
    ...content.listening.map((t) => ({
      kind: 'listening',
      slug: t.id,
      section: 'Listening' as ReviewSection,
      ids: t.questions.map((q) => q.id),
    })),
    ...content.reading.map((t) => ({
      kind: 'reading',
      slug: t.id,
      section: 'Reading' as ReviewSection,
      ids: t.questions.map((q) => q.id),
    })),
  ].filter((s) => s.ids.length > 0);
}

/** A deterministic stream of numbers in [0, 1) (mulberry32), so every run seeds the same histories. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds `count` answers to a student's history (whole attempts of up to ten), with review cards for mistakes. */
export async function seedAnswers(db: Db, userId: string, count: number, seed: number, now: number) {
  const sets = practiceSets();
  const random = seeded(seed);
  const grammar = sets.filter((s) => s.kind === 'grammar');
  const listening = sets.filter((s) => s.kind === 'listening');
  const reading = sets.filter((s) => s.kind === 'reading');
  const attempts: Record<string, unknown>[] = [];
  const answers: Record<string, unknown>[] = [];
  const cards = new Map<string, ReturnType<typeof cardRow>>();
  let left = count;
  let k = 0;
  while (left > 0) {
    const r = random();
    const pool = r < 0.7 ? grammar : r < 0.85 ? listening : reading;
    const set = pool[Math.floor(random() * pool.length)] as (typeof sets)[number];
    const ids = [...set.ids].sort(() => random() - 0.5).slice(0, Math.min(10, left));
    // Spread over the last 120 days, oldest first.
    const startedAt = now - Math.floor(((left - ids.length) / count) * 120 * DAY_MS) - 600_000;
    const attemptId = randomUUID();
    let correct = 0;
    ids.forEach((questionId, i) => {
      const right = random() < 0.65;
      if (right) correct++;
      const at = new Date(startedAt + i * 30_000).toISOString();
      answers.push({
        id: randomUUID(),
        userId,
        attemptId,
        questionId,
        answer: 'x',
        correct: right ? 1 : 0,
        points: null,
        judgedBy: 'exact',
        createdAt: at,
        gradedAt: at,
      });
      if (!right && !cards.has(questionId)) {
        const card = createReviewCard(
          { studentId: userId, questionId, section: set.section, topicId: set.slug },
          startedAt,
        );
        // Most mistakes wait in /review; some were reviewed and are due later.
        const due = random() < 0.8 ? card.due : now + Math.floor(random() * 20) * DAY_MS;
        cards.set(questionId, cardRow({ ...card, due }));
      }
    });
    attempts.push({
      id: attemptId,
      userId,
      kind: set.kind,
      model: null,
      slug: set.slug,
      topic: set.slug,
      draw: JSON.stringify({ questions: [], listeningIds: [], readingIds: [] }),
      writingText: null,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date(startedAt + ids.length * 30_000).toISOString(),
      correct,
      total: ids.length,
      score: Math.round((correct / ids.length) * 1000) / 10,
      dimEstimate: null,
      writingResult: null,
      timeSpentSeconds: ids.length * 30,
    });
    left -= ids.length;
    k++;
  }
  const { kysely } = db;
  const chunk = <T>(rows: T[], n: number) =>
    Array.from({ length: Math.ceil(rows.length / n) }, (_, i) => rows.slice(i * n, i * n + n));
  await kysely.transaction().execute(async (trx) => {
    for (const rows of chunk(attempts, 200))
      await trx
        .insertInto('attempt')
        .values(rows as never)
        .execute();
    for (const rows of chunk(answers, 300))
      await trx
        .insertInto('answer')
        .values(rows as never)
        .execute();
    for (const rows of chunk([...cards.values()], 300))
      await trx
        .insertInto('review_card')
        .values(rows as never)
        .onConflict((oc) => oc.columns(['userId', 'questionId']).doNothing())
        .execute();
    // As the answers' saves would: the count moves the version the server's kept review queue is checked against.
    await trx
      .updateTable('profile')
      .set((eb) => ({ questionsAnswered: eb('questionsAnswered', '+', count) }))
      .where('userId', '=', userId)
      .execute();
  });
  return k;
}

export async function benchStanding(options: { postgres?: BenchPostgres; students?: number; seconds?: number } = {}) {
  const students = options.students ?? 50;
  const seconds = options.seconds ?? 5;
  const postgres = options.postgres;
  const server = await startBenchServer('standing', postgres);
  const url = server.url;
  // The bench's own connection to the server's database, for the histories.
  let db: Db | undefined;
  try {
    db = openDatabase(server.database.kind === 'postgres' ? { ...server.database, poolSize: 4 } : server.database);
    const clients: { cookie: string; userId: string }[] = [];
    for (let i = 0; i < students; i++) {
      const client = new TestClient(url);
      const email = `standing${i}-${randomUUID().slice(0, 8)}@example.az`;
      const res = await client.signUp(email);
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
      const user = await db.kysely.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      clients.push({ cookie: client.cookieHeader(), userId: user.id });
    }

    const rows: StandingFigures['rows'] = [];
    let had = 0;
    for (const size of SIZES) {
      const now = Date.now();
      for (const [i, c] of clients.entries()) await seedAnswers(db, c.userId, size - had, size * 1000 + i, now);
      had = size;
      const ids = clients.map((c) => c.userId);
      await db.kysely.deleteFrom('student_standing').where('userId', 'in', ids).execute();

      // Cold: every student's first request at once, each folding their whole history.
      const cold = await Promise.all(clients.map((c) => timedGet(`${url}/api/standing`, c.cookie)));
      cold.sort((a, b) => a - b);

      const endpoints: StandingFigures['rows'][number]['endpoints'] = [];
      for (const endpoint of ENDPOINTS) {
        if (endpoint === REVIEW_AFTER_AN_ANSWER) {
          const cpuBefore = cpuMilliseconds(server.process.pid);
          const databaseCpuBefore = postgres?.cpuMilliseconds() ?? 0;
          const started = performance.now();
          const run = await answerThenRead(url, clients, seconds * REVIEW_AFTER_AN_ANSWER_SPAN, size);
          const elapsed = (performance.now() - started) / 1000;
          const pairs = Math.max(1, run.answers);
          endpoints.push({
            path: `${endpoint} (${run.reads} reads)`,
            p99Ms: run.p99Ms,
            p50Ms: run.p50Ms,
            requestsPerSecond: run.reads / elapsed,
            failures: run.failures,
            cpuMs: (cpuMilliseconds(server.process.pid) - cpuBefore) / pairs,
            databaseCpuMs: postgres && (postgres.cpuMilliseconds() - databaseCpuBefore) / pairs,
          });
          continue;
        }
        const path = endpoint === REVIEW_AFTER_A_WRITE ? '/api/review' : endpoint;
        let next = 0;
        const run = (duration: number) =>
          autocannon({
            url,
            connections: students,
            duration,
            requests: [
              {
                method: 'GET',
                setupRequest: (request) => ({
                  ...request,
                  path,
                  headers: { cookie: (clients[next++ % clients.length] as (typeof clients)[number]).cookie },
                }),
              },
            ],
          });
        await run(1); // warm-up, unmeasured
        let moving = endpoint === REVIEW_AFTER_A_WRITE;
        const versionMoves = (async () => {
          while (moving) {
            await (db as Db).kysely
              .updateTable('profile')
              .set((eb) => ({ reviewCardWrites: eb('reviewCardWrites', '+', 1) }))
              .where('userId', 'in', ids)
              .execute();
            await new Promise((resolve) => setTimeout(resolve, VERSION_MOVE_MS));
          }
        })();
        const cpuBefore = cpuMilliseconds(server.process.pid);
        const databaseCpuBefore = postgres?.cpuMilliseconds() ?? 0;
        const result = await run(seconds);
        moving = false;
        await versionMoves;
        const requests = Math.max(1, result.requests.total);
        const cpuMs = (cpuMilliseconds(server.process.pid) - cpuBefore) / requests;
        const databaseCpuMs = postgres && (postgres.cpuMilliseconds() - databaseCpuBefore) / requests;
        endpoints.push({
          path: endpoint,
          p99Ms: result.latency.p99,
          p50Ms: result.latency.p50,
          requestsPerSecond: result.requests.average,
          failures: result.non2xx + result.errors + result.timeouts,
          cpuMs,
          databaseCpuMs,
        });
      }
      rows.push({ answers: size, coldP99Ms: cold[Math.ceil(cold.length * 0.99) - 1] ?? Number.NaN, endpoints });
    }
    const { loadavg } = await import('node:os');
    return {
      database: postgres ? 'postgres' : 'sqlite',
      students,
      rows,
      loadAverage: loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    } satisfies StandingFigures;
  } finally {
    await db?.close();
    await server.stop();
  }
}

/** Rows for bench/run.ts's table: [name, value, budget]. */
export function standingRows(f: StandingFigures): [string, string, string][] {
  const db = f.database === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const out: [string, string, string][] = [];
  for (const row of f.rows) {
    const answers = row.answers.toLocaleString('en');
    for (const e of row.endpoints) {
      // The stress row is reported beside the budget, which the reads after a real answer are judged on.
      out.push([
        `GET ${e.path}, ${answers} answers each, ${f.students} students (${db}) p99`,
        `${e.p99Ms.toFixed(1)} ms`,
        e.path === REVIEW_AFTER_A_WRITE ? 'stress figure' : `≤ ${STANDING_BUDGET_P99_MS} ms`,
      ]);
      out.push([
        `  … p50, requests/s, failed`,
        `${e.p50Ms.toFixed(1)} ms, ${Math.round(e.requestsPerSecond)}/s, ${e.failures}`,
        'figure',
      ]);
      const per = e.path.startsWith(REVIEW_AFTER_AN_ANSWER) ? 'answer + read' : 'request';
      out.push([`  … server CPU per ${per}`, `${e.cpuMs.toFixed(2)} ms`, 'figure']);
      if (e.databaseCpuMs !== undefined)
        out.push([`  … PostgreSQL CPU per ${per}`, `${e.databaseCpuMs.toFixed(2)} ms`, 'figure']);
    }
    out.push([
      `GET /api/standing, first after ${answers} answers (fold + predictions, ${f.students} at once) p99`,
      `${row.coldP99Ms.toFixed(1)} ms`,
      'figure',
    ]);
  }
  out.push(['Load average at the end of the standing bench', f.loadAverage, 'figure']);
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgres = process.argv.includes('postgres') ? await startBenchPostgres() : undefined;
  let figures: StandingFigures;
  try {
    figures = await benchStanding({ postgres });
  } finally {
    postgres?.stop();
  }
  const rows = standingRows(figures);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(24)}   budget ${budget}`);
}

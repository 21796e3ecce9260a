/**
 * `npm run bench`: prints the figures of our performance budgets for the built app on this machine.
 * - JavaScript loaded by the first page (gzip), before lazy chunks;
 * - server start-to-ready time and memory at rest;
 * - GET /api/health requests/s and p99 latency at 50 concurrent connections on 127.0.0.1 (bounded run);
 * - a first and a repeat visit with the service worker in chromium: bytes over the network, time until usable;
 * - mastery, prediction and the review queue per request at 10 / 1,000 / 10,000 answers (review-mastery.ts);
 * - GET /api/standing, /api/review and /api/dashboard p99 at 50 students with 10 / 1,000 / 10,000 answers
 *   (standing.ts);
 * - JavaScript of a cold first visit per route and language, from the build manifest (first-visit-js.ts);
 * - Lighthouse on six pages in az, ru and en (lighthouse-matrix.ts; `--lighthouse-runs 3` for the median of three);
 * - the quiz history under load at 10 / 1,000 / 10,000 attempts (history-pages.ts).
 *
 * `npm run bench -- --db postgres` runs the server sections on a PostgreSQL started for the bench (Debian's
 * packages, bench/postgres.ts) instead of the embedded database. Each figure is printed with the machine's 1-minute
 * load average when it was taken: on a shared machine, compare runs of similar load only. The bench exits with 1
 * when a figure is over its budget (budget-check.ts), after printing them all.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/test-server.ts';
import { benchAiFirstToken } from './ai-first-token.ts';
import { answerSaveRows, benchAnswerSave } from './answer-save.ts';
import { benchJudgeLatency, judgeLatencyRows } from './judge-latency.ts';
import { overBudget } from './budget-check.ts';
import { firstVisitJs, firstVisitRows } from './first-visit-js.ts';
import { benchHistoryPages, historyRows } from './history-pages.ts';
import { lighthouseMatrixRows } from './lighthouse-matrix.ts';
import { benchRepeatVisit, repeatVisitRows } from './repeat-visit.ts';
import { benchReviewMastery, reviewMasteryRows } from './review-mastery.ts';
import { benchStanding, standingRows } from './standing.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';
import { SERVER_COMMAND_ENV, serverCommand } from './bench-server.ts';

const DIST = 'dist/web';
/** [name, value, budget, the 1-minute load average when the figure was added]. */
const rows: [string, string, string, string][] = [];
const oneMinuteLoad = () => (loadavg()[0] ?? 0).toFixed(2);
const report = (name: string, value: string, budget: string) => rows.push([name, value, budget, oneMinuteLoad()]);
const add = (section: [string, string, string][]) => {
  for (const [name, value, budget] of section) report(name, value, budget);
};

async function waitForHealth(url: string, startedAt: number, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > timeoutMs) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function databaseOption(argv: string[]): 'sqlite' | 'postgres' {
  const flag = argv.indexOf('--db');
  const value = flag >= 0 ? argv[flag + 1] : 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') throw new Error(`--db sqlite|postgres, not ${value}`);
  return value;
}

function lighthouseRuns(argv: string[]): number {
  const flag = argv.indexOf('--lighthouse-runs');
  const runs = flag >= 0 ? Number(argv[flag + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--lighthouse-runs 1|3|…, not ${argv[flag + 1]}`);
  return runs;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const postgres = databaseOption(process.argv) === 'postgres' ? await startBenchPostgres() : undefined;
  try {
    await measure(postgres);
  } finally {
    postgres?.stop();
  }
}

async function measure(postgres: BenchPostgres | undefined) {
  const loadAtStart = load();
  if (!existsSync(join(DIST, 'index.html')) || !existsSync('dist/server/main.js')) {
    throw new Error('Build first: npm run build');
  }
  // Each route loads the entry, its page's chunks and its own language's catalog, as the manifest lists them.
  add(firstVisitRows(firstVisitJs(DIST)));
  const fonts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.woff2'));
  const fontBytes = fonts.reduce((sum, file) => sum + statSync(join(DIST, 'assets', file)).size, 0);
  report('Web fonts (woff2)', `${fonts.length} file(s), ${(fontBytes / 1024).toFixed(1)} KB`, 'subset, self-hosted');

  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = postgres ? await postgres.createDatabase(`imtahan_bench_start_${Date.now()}`) : '';
  const startedAt = performance.now();
  const server = spawn(...serverCommand(), {
    env: {
      ...process.env,
      ...SERVER_COMMAND_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DATABASE_URL: database,
      ...(postgres ? { AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const readyMs = await waitForHealth(url, startedAt);
    report('Server start to ready', `${readyMs.toFixed(0)} ms`, '≤ 2000 ms');
    await new Promise((r) => setTimeout(r, 1500));
    report('Server memory at rest (RSS)', `${rssMegabytes(server.pid ?? 0).toFixed(0)} MB`, '< 200 MB');

    const result = await autocannon({ url: `${url}/api/health`, connections: 50, duration: 5 });
    report('GET /api/health, 50 connections', `${Math.round(result.requests.average)} req/s`, 'figure');
    report('GET /api/health p99 latency', `${result.latency.p99} ms`, 'figure');
    report('GET /api/health errors / non-2xx', `${result.errors} / ${result.non2xx}`, '0 / 0');
    add(await lighthouseMatrixRows(url, lighthouseRuns(process.argv)));
    add(repeatVisitRows(await benchRepeatVisit(url)));
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  add(answerSaveRows(await benchAnswerSave({ postgres })));
  add(historyRows(await benchHistoryPages({ postgres })));

  add(judgeLatencyRows(await benchJudgeLatency()));
  add(reviewMasteryRows(await benchReviewMastery()));
  add(standingRows(await benchStanding({ postgres })));

  const ai = await benchAiFirstToken();
  report(
    'AI tutor: server adds to first token',
    `${ai.addedMs.toFixed(1)} ms (p90 ${ai.addedP90Ms.toFixed(1)})`,
    '≤ 50 ms',
  );

  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.min(44, Math.max(14, ...rows.map((r) => r[1].length)));
  console.log(
    `\nImtahan benchmarks (${new Date().toISOString()}, ${process.version}, ${postgres ? 'PostgreSQL' : 'SQLite'}; ` +
      `load average ${loadAtStart} at the start, ${load()} at the end, on ${availableParallelism()} cores)\n`,
  );
  const over = rows.filter((row) => overBudget(row));
  for (const row of rows) {
    const [name, value, budget, load] = row;
    const mark = over.includes(row) ? 'OVER' : '    ';
    console.log(`${mark} ${name.padEnd(width)}  ${value.padStart(valueWidth)}   budget ${budget}   (load ${load})`);
  }
  if (over.length > 0) {
    console.log(`\n${over.length} figure(s) over budget: ${over.map((r) => r[0]).join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery figure within its budget.');
}

await main();

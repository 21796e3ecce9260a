/**
 * `npm run bench`: prints the figures of the budgets in DESIGN.md §7 for the built app on this machine.
 * - JavaScript loaded by the first page (gzip), before lazy chunks;
 * - server start-to-ready time and memory at rest;
 * - GET /api/health requests/s and p99 latency at 50 concurrent connections on 127.0.0.1 (bounded run);
 * - a first and a repeat visit with the service worker in chromium: bytes over the network, time until usable;
 * - mastery, prediction and the review queue per request at 10 / 1,000 / 10,000 answers (review-mastery.ts);
 * - GET /api/standing, /api/review and /api/dashboard p99 at 50 students with 10 / 1,000 / 10,000 answers
 *   (standing.ts);
 * Later features add their own sections here.
 *
 * `npm run bench -- --db postgres` runs the server sections on a PostgreSQL started for the bench (Debian's
 * packages, bench/postgres.ts) instead of the embedded database. The machine's load average is printed with the
 * figures: on a shared machine, compare runs of similar load only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/test-server.ts';
import { benchAiFirstToken } from './ai-first-token.ts';
import { answerSaveRows, benchAnswerSave } from './answer-save.ts';
import { benchJudgeLatency, judgeLatencyRows } from './judge-latency.ts';
import { lighthouseRows } from './lighthouse.ts';
import { benchRepeatVisit, repeatVisitRows } from './repeat-visit.ts';
import { benchReviewMastery, reviewMasteryRows } from './review-mastery.ts';
import { benchStanding, standingRows } from './standing.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

const DIST = 'dist/web';
const rows: [string, string, string][] = [];
const report = (name: string, value: string, budget: string) => rows.push([name, value, budget]);

function firstPageJavaScript(): number {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
}

/** Gzip size of a lazily loaded catalog chunk (Vite's manifest names it). */
function catalogChunkBytes(source: string): number {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  return file ? gzipSync(readFileSync(join(DIST, file))).length : 0;
}

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
  // Each page loads the app and its own language's catalog, which it names in its HTML.
  const js = firstPageJavaScript();
  for (const language of ['az', 'ru', 'en'] as const) {
    const total = js + catalogChunkBytes(`i18n/${language}.ts`);
    report(
      `First-page JavaScript (gzip), ${language} page (+ its catalog)`,
      `${(total / 1024).toFixed(1)} KB`,
      '≤ 150 KB',
    );
  }
  const fonts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.woff2'));
  const fontBytes = fonts.reduce((sum, file) => sum + statSync(join(DIST, 'assets', file)).size, 0);
  report('Web fonts (woff2)', `${fonts.length} file(s), ${(fontBytes / 1024).toFixed(1)} KB`, 'subset, self-hosted');

  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = postgres ? await postgres.createDatabase(`imtahan_bench_start_${Date.now()}`) : '';
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
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
    for (const row of lighthouseRows(url)) rows.push(row);
    for (const row of repeatVisitRows(await benchRepeatVisit(url))) rows.push(row);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  for (const row of answerSaveRows(await benchAnswerSave({ postgres }))) rows.push(row);

  for (const row of judgeLatencyRows(await benchJudgeLatency())) rows.push(row);
  for (const row of reviewMasteryRows(await benchReviewMastery())) rows.push(row);
  for (const row of standingRows(await benchStanding({ postgres }))) rows.push(row);

  const ai = await benchAiFirstToken();
  report(
    'AI tutor: server adds to first token',
    `${ai.addedMs.toFixed(1)} ms (p90 ${ai.addedP90Ms.toFixed(1)})`,
    '≤ 50 ms',
  );

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\nImtahan benchmarks (${new Date().toISOString()}, ${process.version}, ${postgres ? 'PostgreSQL' : 'SQLite'}; ` +
      `load average ${loadAtStart} at the start, ${load()} at the end, on ${availableParallelism()} cores)\n`,
  );
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(14)}   budget ${budget}`);
}

await main();

/**
 * The built server (dist/server/main.js) started for one bench section on a free port of 127.0.0.1, with a fresh
 * data directory and, with `postgres`, a fresh database on the bench's PostgreSQL. Production mode, errors only in
 * the log, sign-in limits out of the way of a load from one address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/test-server.ts';
import type { BenchPostgres } from './postgres.ts';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** The app's database: a PostgreSQL URL, or the SQLite file's path. */
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; path: string };
  stop(): Promise<void>;
}

/**
 * The command that starts a built server as `npm start` does (scripts/start-server.sh: the allocator's settings in
 * the environment before node starts, then `exec node`, so the child's pid is the server's), with this node.
 */
export function serverCommand(script = 'dist/server/main.js', nodeArgs: readonly string[] = []): [string, string[]] {
  return ['sh', ['scripts/start-server.sh', ...nodeArgs, script]];
}

/** The environment serverCommand() needs besides the server's own variables. */
export const SERVER_COMMAND_ENV: Readonly<Record<string, string>> = { NODE: process.execPath };

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
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

export async function startBenchServer(name: string, postgres?: BenchPostgres): Promise<BenchServer> {
  const script = process.env.BENCH_SERVER_SCRIPT ?? 'dist/server/main.js';
  if (!existsSync(script)) throw new Error(`Build first: npm run build (no ${script})`);
  const dataDir = mkdtempSync(join(tmpdir(), `imtahan-bench-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const suffix = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = postgres ? await postgres.createDatabase(`imtahan_${name.replace(/\W/g, '_')}_${suffix}`) : '';
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server under the section's load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(...serverCommand(script, nodeArgs), {
    env: {
      ...process.env,
      ...SERVER_COMMAND_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(postgres ? { AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
    // BENCH_SERVER_STDOUT: a file for the server's standard output (e.g. with `--trace-gc-nvp` in the node args).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore',
      'inherit',
    ],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    process: child,
    dataDir,
    database: postgres ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', path: join(dataDir, 'imtahan.db') },
    stop,
  };
}

/** CPU time (user + system) a process has used, from /proc (Linux), in ms: steadier than latency on a busy machine. */
export function cpuMilliseconds(pid: number | undefined): number {
  return pid === undefined ? 0 : statCpuMilliseconds(`/proc/${pid}/stat`);
}

/** The CPU time of the process's main thread alone (its event loop), without worker and libuv threads. */
export function mainThreadCpuMilliseconds(pid: number | undefined): number {
  return pid === undefined ? 0 : statCpuMilliseconds(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMilliseconds(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3) here; in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function rssMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid ?? 0}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

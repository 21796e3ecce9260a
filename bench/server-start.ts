/**
 * The server's start-to-ready time alone, as `npm run bench` measures it (a fresh data directory and, with
 * `postgres`, a fresh database, so the migrations run in full), several times, with the server's own log of its
 * start-up steps. On a shared machine one start says little: compare builds A and B started in turns.
 *
 *   npx tsx bench/server-start.ts [postgres] [--runs 5] [--scripts dist/server/main.js,/tmp/old/main.js]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/test-server.ts';
import { cpuMilliseconds, SERVER_COMMAND_ENV, serverCommand } from './bench-server.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

export interface StartFigure {
  script: string;
  readyMs: number;
  /**
   * CPU time (user + system) the server process used until ready: on a busy machine the wall time mostly measures
   * the wait for a core, this what the start costs (on a quiet machine the two are close; PostgreSQL's own work on
   * the migrations is not in it).
   */
  cpuMs: number;
  /** The server's "Start-up steps" log line. */
  steps: string;
}

/** Spawns `script` on a fresh database and returns once /api/health answers. */
export async function measureStart(script: string, postgres?: BenchPostgres): Promise<StartFigure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-bench-start-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = postgres ? await postgres.createDatabase(`imtahan_start_${Date.now()}_${port}`) : '';
  const startedAt = performance.now();
  const child = spawn(...serverCommand(script), {
    env: {
      ...process.env,
      ...SERVER_COMMAND_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: database,
      ...(postgres ? { AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - startedAt > 30_000) throw new Error(`${script} did not become ready`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - startedAt;
    const cpuMs = cpuMilliseconds(child.pid);
    const steps = /Start-up steps: (.*)/.exec(out)?.[1] ?? '(no step log)';
    return { script, readyMs, cpuMs, steps };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 5);
  const scripts = (option('--scripts') ?? 'dist/server/main.js').split(',');
  const postgres = process.argv.includes('postgres') ? await startBenchPostgres() : undefined;
  try {
    const figures: StartFigure[] = [];
    for (let run = 0; run < runs; run++) {
      for (const script of scripts) {
        const figure = await measureStart(script, postgres);
        figures.push(figure);
        console.log(`${script}  ${figure.readyMs.toFixed(0)} ms, CPU ${figure.cpuMs.toFixed(0)} ms  (${figure.steps})`);
      }
    }
    for (const script of scripts) {
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(0);
      const own = figures.filter((f) => f.script === script);
      console.log(
        `${script}: median ${median(own.map((f) => f.readyMs))} ms, CPU ${median(own.map((f) => f.cpuMs))} ms, of ${own.length}`,
      );
    }
  } finally {
    postgres?.stop();
  }
}

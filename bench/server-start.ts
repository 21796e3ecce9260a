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
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';

export interface StartFigure {
  script: string;
  readyMs: number;
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
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
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
    const steps = /Start-up steps: (.*)/.exec(out)?.[1] ?? '(no step log)';
    return { script, readyMs, steps };
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
        console.log(`${script}  ${figure.readyMs.toFixed(0)} ms  (${figure.steps})`);
      }
    }
    for (const script of scripts) {
      const times = figures
        .filter((f) => f.script === script)
        .map((f) => f.readyMs)
        .sort((a, b) => a - b);
      console.log(`${script}: median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms of ${times.length}`);
    }
  } finally {
    postgres?.stop();
  }
}

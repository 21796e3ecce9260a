/**
 * A throwaway PostgreSQL server for `npm run bench -- --db postgres`: Debian's packages (postgresql-NN), a cluster
 * initialised in a temporary folder, listening on 127.0.0.1 only, with the engine's durable defaults (fsync and
 * synchronous_commit on), so the figures are of a server that keeps every acknowledged answer. Run as root, the
 * cluster belongs to the `postgres` user, as the server's own packages set it up.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/test-server.ts';

export interface BenchPostgres {
  /** The admin database's URL (user postgres, no password). */
  url: string;
  /** A fresh database on the server, for one benchmark's app. */
  createDatabase(name: string): Promise<string>;
  /** CPU time (user + system, ms) the server's processes have used so far: the postmaster and its backends. */
  cpuMilliseconds(): number;
  stop(): void;
}

/**
 * The CPU time of a process tree, from /proc (Linux), in ms: its root and the children alive, and, through the
 * root's cutime and cstime, the children that ended and were waited for (a backend whose pooled connection was
 * closed while idle), so a figure never drops when one ends.
 */
function treeCpuMilliseconds(root: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name: state (3), ppid (4), …, utime (14), stime (15), cutime (16), cstime (17).
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    if (Number(entry) === root) ticks += Number(fields[13]) + Number(fields[14]);
    if (Number(entry) === root || Number(fields[1]) === root) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error("--db postgres needs Debian's PostgreSQL packages (apt-get install postgresql)");
  return join(root, version, 'bin');
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-bench-pg-'));
  // BENCH_POSTGRES_PORT: a fixed port (helpers sharing a machine each keep their own); a free one otherwise.
  // BENCH_POSTGRES_EXTRA: more server options to look inside a run, e.g. `-c shared_preload_libraries=auto_explain
  // -c auto_explain.log_min_duration=4 -c auto_explain.log_analyze=on` (the log is in the bench's data directory).
  const port = Number(process.env.BENCH_POSTGRES_PORT) || (await freePort());
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) => {
    if (!asRoot) return execFileSync(command, args, { stdio: 'ignore' });
    const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'ignore' });
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-k ${dir} -c listen_addresses=127.0.0.1 -p ${port} -c max_connections=200 ${process.env.BENCH_POSTGRES_EXTRA ?? ''}`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    cpuMilliseconds() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return treeCpuMilliseconds(postmaster);
    },
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

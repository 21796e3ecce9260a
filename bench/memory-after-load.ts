/**
 * Where the answer-save bench's server keeps its memory: `npx tsx bench/memory-after-load.ts [postgres]` runs
 * bench/answer-save.ts as `npm run bench` does, samples the server's RSS twice a second from /proc, and prints the
 * last sample before the bench's reading (10 s after the load) by owner, from /proc/<pid>/smaps: glibc's main heap,
 * the node binary's pages, the small anonymous mappings (V8's 256 KB pages), the larger ones (malloc's thread
 * arenas, thread stacks, V8's large objects) and the shared libraries. For V8's own spaces, add
 * BENCH_SERVER_NODE_ARGS="--trace-gc --trace-gc-verbose" and BENCH_SERVER_STDOUT=<file>.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchAnswerSave } from './answer-save.ts';
import { startBenchPostgres } from './postgres.ts';

interface Mapping {
  name: string;
  sizeKb: number;
  rssKb: number;
}

function mappings(smaps: string): Mapping[] {
  const list: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) list.push({ name: header[1] ?? '', sizeKb: 0, rssKb: 0 });
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    const last = list[list.length - 1];
    if (field && last) last[field[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(field[2]);
  }
  return list;
}

function owner({ name, sizeKb }: Mapping): string {
  if (name === '[heap]') return "glibc's main heap ([heap])";
  if (name === process.execPath || name.endsWith('/node')) return "the node binary's pages";
  if (name === '')
    return sizeKb < 1024 ? 'anonymous < 1 MB (V8 pages)' : 'anonymous ≥ 1 MB (arenas, stacks, large objects)';
  if (name.includes('.so')) return 'shared libraries and addons';
  return name.startsWith('[') ? name : 'other files';
}

function byOwner(smaps: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const mapping of mappings(smaps)) totals.set(owner(mapping), (totals.get(owner(mapping)) ?? 0) + mapping.rssKb);
  return [...totals].map(([name, kb]): [string, number] => [name, kb / 1024]).sort((a, b) => b[1] - a[1]);
}

const postgres = process.argv.includes('postgres') ? await startBenchPostgres() : undefined;
let pid: number | undefined;
let lastSmaps = '';
const samples: string[] = [];
const sampler = setInterval(() => {
  if (pid === undefined) return;
  try {
    lastSmaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    samples.push(rss.toFixed(0));
  } catch {
    // the server has stopped
  }
}, 500);
try {
  const figures = await benchAnswerSave({ postgres, serverStarted: (started) => (pid = started) });
  console.log(`RSS 10 s after the load: ${figures.restingRssMb.toFixed(1)} MB (load ${loadavg()[0]?.toFixed(2)})`);
  console.log(`RSS every 0.5 s, the last 30: ${samples.slice(-30).join(' ')}`);
  for (const [name, mb] of byOwner(lastSmaps).filter(([, mb]) => mb >= 0.1))
    console.log(`${mb.toFixed(1).padStart(7)} MB  ${name}`);
} finally {
  clearInterval(sampler);
  postgres?.stop();
}

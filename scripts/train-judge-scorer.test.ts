/**
 * `npm run train:judge` on a small fixture of signal rows (its --signals cache): the same rows give the same
 * cross-validation and byte for byte the same weights file, run after run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SIGNAL_NAMES } from '../src/domain/ai/judge-signals.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'imtahan-train-'));
const tsx = join('node_modules', '.bin', 'tsx');

const rows = Array.from({ length: 60 }, (_, i) => {
  const label = i % 3 !== 0;
  return {
    set: `set-${i % 4}`,
    kind: label ? 'paraphrase' : 'wrong',
    label,
    rule: i % 5 === 0 && label,
    may: i % 5 !== 0,
    x: SIGNAL_NAMES.map((_, j) => ((i * (j + 3)) % 7) / 7 + (label && j === 6 ? 0.5 : 0)),
    answer: `answer ${i}`,
    keyAnswer: 'key',
  };
});

describe('npm run train:judge', () => {
  it('trains the same weights from the same rows, every time', { timeout: 60_000 }, async () => {
    const fixture = join(dir, 'rows.json');
    writeFileSync(fixture, JSON.stringify(rows));
    const outs = [join(dir, 'a.json'), join(dir, 'b.json')];
    const printed: string[] = [];
    for (const out of outs) {
      const { stdout } = await run(tsx, [
        'scripts/train-judge-scorer.ts',
        '--signals',
        fixture,
        '--write',
        '--out',
        out,
      ]);
      printed.push(stdout);
    }
    expect(printed[0]).toContain('set-3');
    expect(printed[0]).toBe(printed[1]?.replace(outs[1] ?? '', outs[0] ?? ''));
    const [a, b] = outs.map((out) => readFileSync(out, 'utf8'));
    expect(a).toBe(b);
    expect((JSON.parse(a ?? '{}') as { names: string[] }).names).toEqual(SIGNAL_NAMES);
  });
});

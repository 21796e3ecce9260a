import { afterEach, describe, expect, it } from 'vitest';
import { createSaveTrace, type SaveTrace } from './save-trace.ts';

describe('save trace', () => {
  let trace: SaveTrace | undefined;
  afterEach(() => trace?.stop());

  it("summarises the finished saves' phases, batches, notes and the saves passed over, then starts afresh", () => {
    const lines: string[] = [];
    trace = createSaveTrace((line) => lines.push(line));
    const started = performance.now();
    for (const id of ['a', 'b']) {
      trace.start(id, started);
      trace.mark(id, 'queued');
      if (id === 'b') trace.mark(id, 'passed over');
      trace.mark(id, 'sent', 2);
      trace.mark(id, 'connected');
      trace.mark(id, 'stored');
      trace.end(id);
    }
    trace.start('unfinished', started);
    trace.note('standing js', 3);
    trace.report();
    expect(lines).toHaveLength(1);
    const report = lines[0] ?? '';
    expect(report).toMatch(/^save-trace: 2 saves\n/);
    for (const phase of ['route→queued', 'queued→sent', 'pool wait', 'statement', 'stored→end', 'route total'])
      expect(report).toContain(`  ${phase}`);
    expect(report).toContain('  batch size   p50 2.0');
    expect(report).toContain('  passed over  1 of 2');
    expect(report).toMatch(/ {2}standing js {2}p50 3\.0 .* \(1\)/);
    expect(report).toContain('  slowest ');

    // Nothing finished since: nothing written.
    trace.report();
    expect(lines).toHaveLength(1);
  });

  it("counts the garbage collector's pauses among the notes", async () => {
    const lines: string[] = [];
    trace = createSaveTrace((line) => lines.push(line));
    // Short-lived garbage well past the young generation's size: at least one young-generation collection.
    const held: number[][] = [];
    for (let i = 0; i < 2_000_000; i++) {
      held.push([i, i + 1, i + 2]);
      if (held.length === 1000) held.length = 0;
    }
    // The collector's entries reach the observer asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
    trace.start('a', performance.now());
    trace.end('a');
    trace.report();
    expect(lines[0]).toMatch(/ {2}gc minor {5}p50 [\d.]+ .* \(\d+\)/);
  });

  it('ignores marks of saves it did not see start', () => {
    const lines: string[] = [];
    trace = createSaveTrace((line) => lines.push(line));
    trace.mark('never-started', 'queued');
    trace.end('never-started');
    trace.report();
    expect(lines).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { mallocTrimAvailable, trimMallocHeaps } from './malloc-trim.ts';

/** V8's full collection, reached as http/idle-memory.ts reaches it: it frees the buffers no one holds. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** This process's private anonymous memory (Linux), where malloc's heaps are. */
function anonymousMegabytes(): number {
  const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
  return Number(/Anonymous:\s+(\d+)/.exec(rollup)?.[1] ?? Number.NaN) / 1024;
}

describe('trimMallocHeaps', () => {
  it('is built and loaded on this machine (glibc): without it the server keeps a load’s freed malloc pages', () => {
    expect(mallocTrimAvailable()).toBe(true);
  });

  it('gives back the pages of buffers freed between live ones, which free() alone keeps', () => {
    // 64 MB of 16 KB buffers (below malloc's mmap threshold, so inside its heap); every other one is kept, so the
    // freed ones are holes between live blocks, as after a load, not memory at the top of the heap.
    const buffers = Array.from({ length: 4096 }, () => Buffer.allocUnsafeSlow(16 * 1024).fill(1));
    const kept = buffers.filter((_, i) => i % 2 === 0);
    buffers.length = 0;
    collectGarbage();
    const before = anonymousMegabytes();
    trimMallocHeaps();
    const after = anonymousMegabytes();
    // Half of the 64 MB was freed; all but the blocks' headers' pages can go back.
    expect(before - after).toBeGreaterThan(16);
    expect(kept).toHaveLength(2048);
  });
});

import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_CHECK_MS, IDLE_CHECKS, reduceMemoryWhenIdle } from './idle-memory.ts';

afterEach(() => {
  vi.useRealTimers();
  v8.setFlagsFromString('--no-optimize-for-size');
});

/** Some 40 MB of objects kept until the returned function drops them: the heap grows past them. */
function growHeap(): () => void {
  let kept: number[][] | undefined = Array.from({ length: 40 }, (_, i) => new Array<number>(128 * 1024).fill(i + 0.5));
  return () => {
    kept = undefined;
    return kept;
  };
}

describe('reduceMemoryWhenIdle', () => {
  it('collects once the server has had no request for IDLE_CHECKS checks, and not again while idle', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const idle = reduceMemoryWhenIdle();
    try {
      const drop = growHeap();
      idle.requestArrived();
      drop();
      const before = v8.getHeapStatistics().total_heap_size;
      vi.advanceTimersByTime(IDLE_CHECK_MS * IDLE_CHECKS);
      // The check right after the request saw it; IDLE_CHECKS quiet ones follow.
      expect(idle.collections()).toBe(0);
      vi.advanceTimersByTime(IDLE_CHECK_MS);
      expect(idle.collections()).toBe(1);
      expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(before - 16 * 1024 * 1024);

      vi.advanceTimersByTime(IDLE_CHECK_MS * IDLE_CHECKS * 3);
      expect(idle.collections()).toBe(1);
    } finally {
      idle.stop();
    }
  });

  it('does not collect while requests keep arriving', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const idle = reduceMemoryWhenIdle();
    try {
      const drop = growHeap();
      drop();
      for (let second = 0; second < IDLE_CHECKS * 3; second++) {
        idle.requestArrived();
        vi.advanceTimersByTime(IDLE_CHECK_MS);
      }
      expect(idle.collections()).toBe(0);
    } finally {
      idle.stop();
    }
  });

  it('after start-up, collects the garbage of the start-up work at once, without waiting for idle checks', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const idle = reduceMemoryWhenIdle();
    try {
      const drop = growHeap();
      drop();
      const before = v8.getHeapStatistics().total_heap_size;
      idle.afterStartUp();
      expect(idle.collections()).toBe(1);
      expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(before - 16 * 1024 * 1024);
    } finally {
      idle.stop();
    }
  });
});

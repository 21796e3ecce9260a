import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import { ApiError } from '../api/client.ts';
import type { StoredAnswerTarget } from '../api/answer-target.ts';
import { AnswerQueue, isQueueOpen } from './answer-queue.ts';
import type { AnswerStore } from './answer-store.ts';
import { FAILED_AFTER_TRIES, retryDelay } from './retry-policy.ts';

/** IndexedDB's behaviour in memory (asynchronous, copies in and out); survives the queue like a reload. */
class MemoryStorage implements AnswerStore {
  readonly items = new Map<string, SaveAnswer[]>();
  readonly targets = new Map<string, StoredAnswerTarget | undefined>();
  load(id: string) {
    return Promise.resolve([...(this.items.get(id) ?? [])]);
  }
  save(id: string, pending: readonly SaveAnswer[], target?: StoredAnswerTarget) {
    if (pending.length) this.items.set(id, [...pending]);
    else this.items.delete(id);
    this.targets.set(id, target);
    return Promise.resolve();
  }
}

/** A server the test answers by hand: each save waits until the test resolves or fails it. */
function makeServer() {
  const calls: { answer: SaveAnswer; resolve(): void; fail(error: Error): void }[] = [];
  const send = (_id: string, answer: SaveAnswer) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ answer, resolve: () => resolve(`ok:${answer.questionId}`), fail: reject });
    });
  return { calls, send };
}

const serverError = () => new ApiError('INTERNAL', 500, 'boom');

/** A queue that has read its storage (the page's first render happens before; sending starts after). */
async function makeQueue(storage = new MemoryStorage(), server = makeServer()) {
  const saved: string[] = [];
  const rejected: [string, string][] = [];
  let online: (() => void) | undefined;
  const queue = new AnswerQueue<string>({
    id: 'attempt-1',
    storage,
    onOnline: (listener) => {
      online = listener;
      return () => (online = undefined);
    },
    // Jitter at its midpoint: the schedule is exact.
    random: () => 0.5,
  });
  queue.start({
    send: server.send,
    onSaved: (answer, response) => saved.push(`${answer.questionId}=${answer.answer} ${response}`),
    onRejected: (answer, error) => rejected.push([answer.questionId, error.code]),
  });
  await queue.ready;
  return { queue, server, storage, saved, rejected, goOnline: () => online?.() };
}

/** Lets the queue's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retry policy', () => {
  it('doubles from 1 s with equal jitter and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelay(n, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect([1, 2, 3, 6].map((n) => retryDelay(n, () => 0.999999))).toEqual([1000, 2000, 4000, 30000]);
  });
});

describe('answer queue', () => {
  it('sends answers one at a time in the order given and reports each confirmation', async () => {
    const { queue, server, saved } = await makeQueue();
    queue.save('q1', 'a');
    queue.save('q2', 'b');
    expect(server.calls.map((c) => c.answer.questionId)).toEqual(['q1']);
    expect(queue.getState().pending.map((p) => p.questionId)).toEqual(['q1', 'q2']);
    server.calls[0]!.resolve();
    await settle();
    expect(server.calls.map((c) => c.answer.questionId)).toEqual(['q1', 'q2']);
    server.calls[1]!.resolve();
    await settle();
    expect(saved).toEqual(['q1=a ok:q1', 'q2=b ok:q2']);
    expect(queue.getState()).toEqual({ pending: [], failing: false, failed: [] });
  });

  it('a head failing with 5xx waits out its backoff while the next answer is saved', async () => {
    const { queue, server, saved } = await makeQueue();
    queue.save('q1', 'a');
    queue.save('q2', 'b');
    server.calls[0]!.fail(serverError());
    await settle();
    // q2 goes at once; q1 waits for its first delay.
    expect(server.calls.map((c) => c.answer.questionId)).toEqual(['q1', 'q2']);
    expect(queue.getState().failing).toBe(true);
    server.calls[1]!.resolve();
    await settle();
    expect(saved).toEqual(['q2=b ok:q2']);
    expect(queue.getState().pending.map((p) => p.questionId)).toEqual(['q1']);
  });

  it('retries on the backoff schedule (0.75 s, 1.5 s, 3 s at the jitter midpoint), then reports the answer failed', async () => {
    const { queue, server } = await makeQueue();
    queue.save('q1', 'a');
    const tries = () => server.calls.filter((c) => c.answer.questionId === 'q1').length;
    server.calls[0]!.fail(new TypeError('Failed to fetch'));
    await settle();
    for (const [n, delay] of [
      [2, 750],
      [3, 1500],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(tries()).toBe(n - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries()).toBe(n);
      expect(queue.getState().failed).toEqual([]);
      server.calls.at(-1)!.fail(serverError());
      await settle();
    }
    expect(FAILED_AFTER_TRIES).toBe(3);
    expect(queue.getState()).toMatchObject({ failing: true, failed: ['q1'] });
    // Still tried in the background after the next delay; nothing is dropped.
    await vi.advanceTimersByTimeAsync(2999);
    expect(tries()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(4);
    expect(queue.getState().failed).toEqual([]);
  });

  it('a failed answer does not hold later ones, and a manual retry sends it at once and clears the failure', async () => {
    const { queue, server, saved } = await makeQueue();
    queue.save('q1', 'a');
    for (let i = 0; i < FAILED_AFTER_TRIES; i++) {
      server.calls.at(-1)!.fail(serverError());
      await vi.advanceTimersByTimeAsync(i === FAILED_AFTER_TRIES - 1 ? 0 : 60_000);
    }
    expect(queue.getState().failed).toEqual(['q1']);
    queue.save('q2', 'b');
    expect(server.calls.at(-1)!.answer.questionId).toBe('q2');
    server.calls.at(-1)!.resolve();
    await settle();
    expect(saved).toEqual(['q2=b ok:q2']);

    queue.retry('q1');
    expect(server.calls.at(-1)!.answer.questionId).toBe('q1');
    expect(queue.getState().failed).toEqual([]);
    server.calls.at(-1)!.resolve();
    await settle();
    expect(saved).toEqual(['q2=b ok:q2', 'q1=a ok:q1']);
    expect(queue.getState()).toEqual({ pending: [], failing: false, failed: [] });
  });

  it('coming back online sends a waiting answer without waiting out its delay', async () => {
    const { queue, server, goOnline } = await makeQueue();
    queue.save('q1', 'a');
    server.calls[0]!.fail(serverError());
    await settle();
    expect(server.calls).toHaveLength(1);
    goOnline();
    expect(server.calls).toHaveLength(2);
  });

  it('a final 4xx settles the answer and says why; 408 and 429 are retried', async () => {
    const { queue, server, rejected } = await makeQueue();
    queue.save('q1', 'a');
    server.calls[0]!.fail(new ApiError('RATE_LIMITED', 429, 'slow down'));
    await settle();
    expect(queue.getState().pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(750);
    server.calls[1]!.fail(new ApiError('ANSWER_LOCKED', 409, 'locked'));
    await settle();
    expect(rejected).toEqual([['q1', 'ANSWER_LOCKED']]);
    expect(queue.getState().pending).toEqual([]);
  });

  it('keeps only the newest unsent answer to a question; one in flight completes first', async () => {
    const { queue, server, saved } = await makeQueue();
    queue.save('q1', 'a');
    queue.save('q2', 'x');
    queue.save('q2', 'y');
    queue.save('q1', 'b');
    expect(queue.getState().pending.map((p) => `${p.questionId}=${p.answer}`)).toEqual(['q1=a', 'q2=y', 'q1=b']);
    for (let i = 0; i < 3; i++) {
      server.calls[i]!.resolve();
      await settle();
    }
    expect(saved).toEqual(['q1=a ok:q1', 'q2=y ok:q2', 'q1=b ok:q1']);
  });

  it('a reload re-creates the queue from storage and sends what was not confirmed, ids unchanged', async () => {
    const storage = new MemoryStorage();
    const first = await makeQueue(storage);
    const a = first.queue.save('q1', 'a');
    const b = first.queue.save('q2', 'b');
    first.server.calls[0]!.resolve();
    await settle();
    // The page dies with q2 in flight.
    first.queue.stop();
    await first.queue.persisted();
    expect(storage.items.get('attempt-1')).toEqual([b]);

    const second = await makeQueue(storage);
    expect(second.server.calls.map((c) => c.answer)).toEqual([b]);
    expect(second.queue.getState().pending).toEqual([b]);
    second.server.calls[0]!.resolve();
    await settle();
    expect(second.saved).toEqual(['q2=b ok:q2']);
    expect(storage.items.size).toBe(0);
    expect(a.answerId).not.toBe(b.answerId);
    // Sent after the reload with the time it was given, so it counts on that day.
    expect(second.server.calls[0]?.answer.answeredAt).toBe(b.answeredAt);
    expect(Number.isNaN(Date.parse(b.answeredAt ?? ''))).toBe(false);
  });

  it('settled() resolves true once all is saved, and false as soon as an answer is reported failed', async () => {
    const { queue, server } = await makeQueue();
    queue.save('q1', 'a');
    const saved = queue.settled();
    server.calls[0]!.resolve();
    await settle();
    await expect(saved).resolves.toBe(true);

    queue.save('q2', 'b');
    const failed = queue.settled(60_000);
    for (let i = 0; i < FAILED_AFTER_TRIES; i++) {
      server.calls.at(-1)!.fail(serverError());
      await vi.advanceTimersByTimeAsync(i === FAILED_AFTER_TRIES - 1 ? 0 : 5000);
    }
    await expect(failed).resolves.toBe(false);
  });
});

describe('answer queue before its storage is read', () => {
  it('sends nothing until the stored answers are read; they go first, then the answers given meanwhile', async () => {
    let release: (stored: SaveAnswer[]) => void = () => undefined;
    const slow: AnswerStore = {
      load: () => new Promise((resolve) => (release = resolve)),
      save: () => Promise.resolve(),
    };
    const server = makeServer();
    const queue = new AnswerQueue<string>({ id: 'attempt-1', storage: slow, onOnline: () => () => undefined });
    queue.start({ send: server.send, onSaved: () => undefined, onRejected: () => undefined });
    queue.save('q2', 'b');
    // A finish button must not see an empty queue while the stored answers are still being read.
    let settled = false;
    void queue.settled().then(() => (settled = true));
    await settle();
    expect(server.calls).toEqual([]);
    expect(settled).toBe(false);

    release([{ answerId: 'stored-1', questionId: 'q1', answer: 'a' }]);
    await queue.ready;
    expect(queue.getState().pending.map((p) => p.questionId)).toEqual(['q1', 'q2']);
    expect(server.calls.map((c) => c.answer.answerId)).toEqual(['stored-1']);
  });

  it('a storage that cannot be opened still sends the answers of the page', async () => {
    const broken: AnswerStore = {
      load: () => Promise.reject(new Error('blocked')),
      save: () => Promise.reject(new Error('blocked')),
    };
    const server = makeServer();
    const queue = new AnswerQueue<string>({ id: 'attempt-1', storage: broken, onOnline: () => () => undefined });
    queue.start({ send: server.send, onSaved: () => undefined, onRejected: () => undefined });
    await queue.ready;
    queue.save('q1', 'a');
    expect(server.calls.map((c) => c.answer.questionId)).toEqual(['q1']);
    server.calls[0]!.resolve();
    await settle();
    expect(queue.getState().pending).toEqual([]);
  });
});

describe('answer queue and the sender of answers left by their page', () => {
  it('stores where its answers go once told, and counts as open from start to stop', async () => {
    const storage = new MemoryStorage();
    const queue = new AnswerQueue<string>({ id: 'attempt-2', storage, onOnline: () => () => undefined });
    await queue.ready;
    expect(isQueueOpen('attempt-2')).toBe(false);
    queue.start({
      send: () => new Promise<string>(() => undefined),
      onSaved: () => undefined,
      onRejected: () => undefined,
    });
    expect(isQueueOpen('attempt-2')).toBe(true);
    queue.save('q1', 'a');
    await settle();
    expect(storage.targets.get('attempt-2')).toBeUndefined();
    const target = { path: '/api/practice/sessions/attempt-2/answers', userId: 'student-1' };
    queue.setTarget(target);
    await settle();
    expect(storage.targets.get('attempt-2')).toEqual(target);
    queue.stop();
    expect(isQueueOpen('attempt-2')).toBe(false);
  });
});

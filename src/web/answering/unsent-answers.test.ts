import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import type { AnswerTarget, StoredAnswerTarget } from '../api/answer-target.ts';
import { ApiError } from '../api/client.ts';
import { indexedDbAnswerStore } from './answer-store.ts';
import { sendUnsentAnswers, sendUnsentAnswersOnce } from './unsent-answers.ts';

const answer = (id: string, questionId = `q-${id}`): SaveAnswer => ({ answerId: id, questionId, answer: 'x' });
const target = (path: string, userId = 'student-1'): StoredAnswerTarget => ({ path, userId });

/** A server that records what it is sent and answers each path's calls from a script (default: confirmed). */
function makeServer(script: Record<string, (ApiError | 'ok')[]> = {}) {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const post = (t: AnswerTarget, a: SaveAnswer) => {
    received.push({ path: t.path, body: { ...a, ...t.fields } });
    const next = script[t.path]?.shift() ?? 'ok';
    return next === 'ok' ? Promise.resolve({}) : Promise.reject(next);
  };
  return { post, received };
}

const ids = (stored: SaveAnswer[]) => stored.map((a) => a.answerId);
const notOpen = () => false;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('answers left unsent by a page that closed', () => {
  it('are sent in the order given, with the route’s own fields, and leave storage once confirmed', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('attempt-1', [answer('a1'), answer('a2')], target('/api/practice/sessions/attempt-1/answers'));
    await store.save('challenge-x', [answer('c1')], {
      ...target('/api/challenge/answers'),
      fields: { date: '2026-11-28' },
    });
    const server = makeServer();
    const run = await sendUnsentAnswers({ store, isOpen: notOpen, userId: 'student-1', post: server.post });
    expect(run).toEqual({ sent: 3, left: 0 });
    expect(server.received.map((r) => r.body.answerId)).toEqual(['a1', 'a2', 'c1']);
    expect(server.received[2]).toEqual({
      path: '/api/challenge/answers',
      body: expect.objectContaining({ answerId: 'c1', date: '2026-11-28' }) as unknown,
    });
    expect(await store.all()).toEqual([]);
  });

  it('leave a queue whose page is open, one without a target and another student’s answers alone', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('open', [answer('o1')], target('/open'));
    await store.save('made-offline', [answer('m1')]);
    await store.save('someone-else', [answer('s1')], target('/else', 'student-2'));
    const server = makeServer();
    const run = await sendUnsentAnswers({
      store,
      isOpen: (id) => id === 'open',
      userId: 'student-1',
      post: server.post,
    });
    expect(run).toEqual({ sent: 0, left: 3 });
    expect(server.received).toEqual([]);
    expect((await store.all()).map((q) => q.attemptId).sort()).toEqual(['made-offline', 'open', 'someone-else']);
  });

  it('nothing is sent with nobody signed in', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('attempt-1', [answer('a1')], target('/a'));
    const server = makeServer();
    expect(await sendUnsentAnswers({ store, isOpen: notOpen, userId: undefined, post: server.post })).toEqual({
      sent: 0,
      left: 1,
    });
    expect(server.received).toEqual([]);
  });

  it('a network error or a 5xx keeps the answer and those behind it for the next run; other queues still go', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('a', [answer('a1'), answer('a2'), answer('a3')], target('/a'));
    await store.save('b', [answer('b1')], target('/b'));
    const server = makeServer({
      '/a': ['ok', new ApiError('NETWORK', 0, 'offline')],
    });
    expect(await sendUnsentAnswers({ store, isOpen: notOpen, userId: 'student-1', post: server.post })).toEqual({
      sent: 2,
      left: 2,
    });
    expect(ids(await store.load('a'))).toEqual(['a2', 'a3']);
    expect(await store.load('b')).toEqual([]);
    // The next run (the connection is back) sends the rest.
    expect(await sendUnsentAnswers({ store, isOpen: notOpen, userId: 'student-1', post: server.post })).toEqual({
      sent: 2,
      left: 0,
    });
    expect(server.received.map((r) => r.body.answerId)).toEqual(['a1', 'a2', 'b1', 'a2', 'a3']);
  });

  it('an answer refused for good leaves storage; "signed out" keeps every answer and ends the run', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('finished', [answer('f1'), answer('f2')], target('/finished'));
    await store.save('later', [answer('l1')], target('/later'));
    const server = makeServer({
      '/finished': [new ApiError('SESSION_FINISHED', 409, 'finished'), new ApiError('UNAUTHENTICATED', 401, 'no')],
    });
    expect(await sendUnsentAnswers({ store, isOpen: notOpen, userId: 'student-1', post: server.post })).toEqual({
      sent: 0,
      left: 2,
    });
    expect(ids(await store.load('finished'))).toEqual(['f2']);
    expect(ids(await store.load('later'))).toEqual(['l1']);
    expect(server.received.map((r) => r.body.answerId)).toEqual(['f1', 'f2']);
  });

  it('answers a page stored meanwhile stay when the sent ones are removed', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('a', [answer('a1')], target('/a'));
    const post = async (t: AnswerTarget, a: SaveAnswer) => {
      // The quiz opens in another tab while this answer is on its way, and the student answers one more.
      await store.save('a', [a, answer('a2')], target('/a'));
      return { t };
    };
    await sendUnsentAnswers({ store, isOpen: notOpen, userId: 'student-1', post });
    expect(ids(await store.load('a'))).toEqual(['a2']);
  });

  it('runs one at a time: a trigger during a run shares it', async () => {
    const store = indexedDbAnswerStore(undefined);
    await store.save('a', [answer('a1')], target('/a'));
    const server = makeServer();
    const options = { store, isOpen: notOpen, userId: 'student-1', post: server.post };
    const [first, second] = await Promise.all([sendUnsentAnswersOnce(options), sendUnsentAnswersOnce(options)]);
    expect(first).toBe(second);
    expect(server.received).toHaveLength(1);
  });
});

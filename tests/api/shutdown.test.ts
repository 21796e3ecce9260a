/**
 * A clean shutdown: requests in flight when the server is told to stop finish with their normal status and their
 * writes are kept; the database closes only after them; a new connection is refused meanwhile. Run on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL (where closing the pool under running requests used to answer 500).
 *
 * The requests are held in flight by the model: open answers the offline judge cannot settle go to the fake
 * provider, which replies after a delay, and each save then writes its answer, after the close has begun.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveAnswerResponse } from '../../src/domain/api/practice-schema.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startServer } from '../../src/server/server.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, saveAnswer, startSession, type KeyedQuestion } from '../support/practice-helpers.ts';
import { freePort, freshPostgresDatabase, testServerEnv } from '../support/test-server.ts';

// Long enough for every save of the first test to reach the model before the first reply, on a busy machine too.
const MODEL_DELAY_MS = 1500;
const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

async function waitFor(condition: () => boolean, what: () => string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A server whose model answers after MODEL_DELAY_MS, logging its errors into `errors`. */
async function startWithSlowModel() {
  fake.setDefault({
    kind: 'reply',
    text: JSON.stringify({ verdict: 'CORRECT', credit: 1 }),
    firstChunkDelayMs: MODEL_DELAY_MS,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-shutdown-'));
  const postgres = process.env.TEST_DATABASE_URL?.startsWith('postgres')
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const port = await freePort();
  const config = loadConfig({
    ...testServerEnv(port, dataDir, postgres?.url),
    AUTH_RATE_LIMIT_MAX: '10000',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '10000',
  });
  const errors: string[] = [];
  const logger = createLogger('error', { error: (line) => errors.push(line), out: () => undefined });
  const server = await startServer(config, { logger });
  const cleanUp = async () => {
    await server.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, config, errors, cleanUp };
}

describe('shutdown with requests in flight', () => {
  it(
    'they finish with their normal status, their answers are saved, and nothing is logged as failed',
    { timeout: 60_000 },
    async () => {
      const { server, config, errors, cleanUp } = await startWithSlowModel();
      try {
        const students = await Promise.all(
          [1, 2, 3].map(async (n) => {
            const c = new TestClient(server.url);
            await c.signUp(`shutdown${n}@example.az`);
            const session = await startSession(c, 'listening-06');
            return { c, session, open: session.questions.filter((q) => q.type === 'open') };
          }),
        );
        const expected = students.reduce((sum, s) => sum + s.open.length, 0);
        expect(expected).toBeGreaterThanOrEqual(6);
        fake.reset();
        fake.setDefault({
          kind: 'reply',
          text: JSON.stringify({ verdict: 'CORRECT', credit: 1 }),
          firstChunkDelayMs: MODEL_DELAY_MS,
        });

        // The key's words with a hedge the offline judge refuses: the model is asked, and each save waits for it.
        const saves = students.flatMap(({ c, session, open }) =>
          open.map((q) => saveAnswer(c, session.attemptId, q.id, `${key(q.id).answer}, or perhaps something else`)),
        );
        await waitFor(
          () => fake.requests.length === expected,
          () => `every save to reach the model: ${fake.requests.length} of ${expected}`,
        );
        expect(server.requestsInFlight()).toBe(expected);

        const closed = server.close();
        // Stopped accepting: a new connection is refused while the saves finish.
        await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

        const responses = await Promise.all(saves);
        for (const res of responses) {
          expect(res.status).toBe(200);
          expect((res.body as SaveAnswerResponse).feedback).toMatchObject({ correct: true, judgedBy: 'model' });
        }
        await closed;
        expect(errors).toEqual([]);

        // The answers were committed before the database closed.
        const db = openDatabase(config.database);
        try {
          const rows = await db.kysely
            .selectFrom('answer')
            .select(['attemptId', 'judgedBy', 'correct'])
            .where(
              'attemptId',
              'in',
              students.map((s) => s.session.attemptId),
            )
            .execute();
          expect(rows).toHaveLength(expected);
          expect(rows.every((r) => r.judgedBy === 'model' && r.correct === 1)).toBe(true);
        } finally {
          await db.close();
        }
      } finally {
        await cleanUp();
      }
    },
  );

  it('a request whose client went away is still finished before the database closes', { timeout: 60_000 }, async () => {
    const { server, config, errors, cleanUp } = await startWithSlowModel();
    try {
      const c = new TestClient(server.url);
      await c.signUp('shutdown-gone@example.az');
      const session = await startSession(c, 'listening-06');
      const open = session.questions.find((q) => q.type === 'open');
      if (!open) throw new Error('listening-06 drew no open question');
      fake.reset();
      fake.setDefault({
        kind: 'reply',
        text: JSON.stringify({ verdict: 'CORRECT', credit: 1 }),
        firstChunkDelayMs: MODEL_DELAY_MS,
      });

      // The save waits for the model; its client gives up meanwhile, as a load tool does at the end of its run.
      const aborted = new AbortController();
      const save = fetch(`${server.url}/api/practice/sessions/${session.attemptId}/answers`, {
        method: 'POST',
        signal: aborted.signal,
        headers: { 'content-type': 'application/json', origin: server.url, cookie: c.cookieHeader() },
        body: JSON.stringify({
          answerId: randomUUID(),
          questionId: open.id,
          answer: `${key(open.id).answer}, or perhaps something else`,
        }),
      });
      await waitFor(
        () => fake.requests.length === 1,
        () => 'the save to reach the model',
      );
      aborted.abort();
      await expect(save).rejects.toThrow();
      // Its response closed with the connection, but its handler still runs: the request is still in flight.
      await new Promise((r) => setTimeout(r, 50));
      expect(server.requestsInFlight()).toBe(1);

      await server.close();
      expect(errors).toEqual([]);
      const db = openDatabase(config.database);
      try {
        const rows = await db.kysely
          .selectFrom('answer')
          .select(['judgedBy'])
          .where('attemptId', '=', session.attemptId)
          .where('questionId', '=', open.id)
          .execute();
        expect(rows).toEqual([{ judgedBy: 'model' }]);
      } finally {
        await db.close();
      }
    } finally {
      await cleanUp();
    }
  });

  it('an idle keep-alive connection does not hold the shutdown, and closing twice is one shutdown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-shutdown-'));
    const postgres = process.env.TEST_DATABASE_URL?.startsWith('postgres')
      ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const port = await freePort();
    const server = await startServer(
      loadConfig({ ...testServerEnv(port, dataDir, postgres?.url), LOG_LEVEL: 'silent' }),
    );
    try {
      const keepAlive = await fetch(`${server.url}/api/health`);
      expect(keepAlive.status).toBe(200);
      const started = Date.now();
      await Promise.all([server.close(), server.close()]);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

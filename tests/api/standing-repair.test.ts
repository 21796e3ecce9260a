/**
 * A standing row that misses answers is repaired by the server itself: answers are committed before the batch that
 * counts them, so a server that dies in between leaves the student's row without them. Each test runs servers one
 * after another on one database (SQLite, or PostgreSQL with TEST_DATABASE_URL), as a restart after a crash does,
 * writes the row as the lost batch left it, and reads the standing on the next server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandingResponse } from '../../src/domain/api/standing-schema.ts';
import type { Logger } from '../../src/server/logger.ts';
import { SETTLE_MS } from '../../src/server/standing/fold-check.ts';
import { signedUpStudentWithId, TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, saveAnswer, startSession, TestClock } from '../support/practice-helpers.ts';
import { freshPostgresDatabase, startTestServer, type TestServer } from '../support/test-server.ts';

const clock = new TestClock();
const keys = answerKeys();
const REFOLDED = 'folded again from the history';

/** One database for servers started one after another; each server's `refolds` counts the rows it repaired. */
async function sharedDatabase() {
  const postgres = process.env.TEST_DATABASE_URL?.startsWith('postgres')
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-repair-'));
  const env = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dir,
    DATABASE_URL: postgres?.url ?? `sqlite:${join(dir, 'imtahan.db')}`,
  };
  let running: TestServer | undefined;
  return {
    async start(): Promise<TestServer & { refolds(): number }> {
      await running?.close();
      const lines: string[] = [];
      const logger: Logger = {
        error: (message, detail) => console.error(message, detail),
        info: (message) => lines.push(message),
        debug: () => undefined,
      };
      running = await startTestServer(env, { clock, logger });
      return { ...running, refolds: () => lines.filter((l) => l.includes(REFOLDED)).length };
    },
    async close() {
      await running?.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let database: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
afterEach(async () => {
  clock.reset();
  await database?.close();
  database = undefined;
});

const presentSimple = async (c: TestClient) => {
  const res = await c.get<StandingResponse>('/api/standing');
  expect(res.status).toBe(200);
  return res.body.mastery.find((m) => m.area === 'present-simple')?.answers;
};

async function answerRightly(c: TestClient, attemptId: string, questionIds: string[]) {
  for (const id of questionIds)
    expect((await saveAnswer(c, attemptId, id, rightAnswer(keys.get(id)!))).status).toBe(200);
}

/** The next server on the database, and the student's session sent to it. */
async function restart(client: TestClient) {
  const server = await database!.start();
  return { server, client: new TestClient(server.url, { headers: { cookie: client.cookieHeader() } }) };
}

const rowOf = (server: TestServer, userId: string) =>
  server.db.kysely
    .selectFrom('student_standing')
    .select(['ability', 'recentDays', 'answers'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/** The standing as the server reads it and as its row holds it, and how many rows the server folded again. */
async function expectCounted(
  server: TestServer & { refolds(): number },
  client: TestClient,
  userId: string,
  answers: number,
  refolds: number,
) {
  expect(await presentSimple(client)).toBe(answers);
  expect(Number((await rowOf(server, userId)).answers)).toBe(answers);
  expect(server.refolds()).toBe(refolds);
}

/**
 * A student answers ten questions on `server`; their row is then written back as it was after the first four, as
 * a crash leaves it when the six answers were committed and the batch counting them never was.
 */
async function tenAnswersOfWhichSixLost(server: TestServer) {
  const { client, userId } = await signedUpStudentWithId(server, 'repair');
  const session = await startSession(client, 'present-simple');
  const ids = session.questions.map((q) => q.id);
  await answerRightly(client, session.attemptId, ids.slice(0, 4));
  expect(await presentSimple(client)).toBe(4);
  const beforeLostBatch = await rowOf(server, userId);
  await answerRightly(client, session.attemptId, ids.slice(4, 10));
  expect(await presentSimple(client)).toBe(10);
  await server.db.kysely.updateTable('student_standing').set(beforeLostBatch).where('userId', '=', userId).execute();
  return { client, userId };
}

describe('a standing row that misses answers', () => {
  it('is folded again by the next server: the answers its lost batch held count, once', async () => {
    database = await sharedDatabase();
    // Ten minutes ago: the answers are long settled when the next server reads them.
    clock.set(new Date(Date.now() - 10 * 60_000));
    const { client, userId } = await tenAnswersOfWhichSixLost(await database.start());
    clock.reset();
    const { server: second, client: onSecond } = await restart(client);
    await expectCounted(second, onSecond, userId, 10, 1);

    // Counted once: a new answer adds one, and the row is not folded again.
    const next = await startSession(onSecond, 'present-simple');
    await answerRightly(onSecond, next.attemptId, [next.questions[0]!.id]);
    await expectCounted(second, onSecond, userId, 11, 1);

    const { server: third, client: onThird } = await restart(client);
    await expectCounted(third, onThird, userId, 11, 0);
  }, 60_000);

  it('waits while the missing answers are seconds old (they may sit in a batch of another server), then repairs', async () => {
    database = await sharedDatabase();
    const { client, userId } = await tenAnswersOfWhichSixLost(await database.start());

    // Graded a moment ago: not yet taken for missing, the row is left as it is.
    const { server: second, client: onSecond } = await restart(client);
    await expectCounted(second, onSecond, userId, 4, 0);

    // Settled: the student's next answer checks the row again and it is folded again, the new answer counted once.
    clock.set(new Date(Date.now() + SETTLE_MS + 1_000));
    const next = await startSession(onSecond, 'present-simple');
    await answerRightly(onSecond, next.attemptId, [next.questions[0]!.id]);
    await expectCounted(second, onSecond, userId, 11, 1);
  }, 60_000);

  it('is not folded again on every start when it counted a question no longer in the bank', async () => {
    database = await sharedDatabase();
    clock.set(new Date(Date.now() - 10 * 60_000));
    const first = await database.start();
    const { client, userId } = await signedUpStudentWithId(first, 'retired');
    const session = await startSession(client, 'present-simple');
    await answerRightly(
      client,
      session.attemptId,
      session.questions.slice(0, 3).map((q) => q.id),
    );
    expect(await presentSimple(client)).toBe(3);
    // A question answered and counted, then taken out of the bank: its answer stays, the model no longer knows it.
    const at = clock.now().toISOString();
    await first.db.kysely
      .insertInto('answer')
      .values({
        id: `retired-${userId}`,
        userId,
        attemptId: session.attemptId,
        questionId: 'present-simple-retired-question',
        answer: 'x',
        correct: 1,
        points: null,
        judgedBy: 'key',
        createdAt: at,
        gradedAt: at,
      })
      .execute();
    await first.db.kysely.updateTable('student_standing').set({ answers: 4 }).where('userId', '=', userId).execute();
    clock.reset();

    const { server: second, client: onSecond } = await restart(client);
    await expectCounted(second, onSecond, userId, 3, 1);

    const { server: third, client: onThird } = await restart(client);
    await expectCounted(third, onThird, userId, 3, 0);
  }, 60_000);
});

/**
 * An acknowledged answer survives a crash of the server (the write batch commits, then fsyncs the write-ahead log before
 * it acknowledges; other writes commit with synchronous=FULL): the real server runs as its own process on the embedded
 * database, answers, is killed with SIGKILL, and a new process on the same data directory still has the answer, the
 * counters, the streak and the review card of a wrong answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import type { ReviewCount } from '../../src/domain/api/review-schema.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, saveAnswer, startSession, wrongAnswer } from '../support/practice-helpers.ts';
import { freePort } from '../support/test-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startProcess(port: number): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '1000',
      CONTENT_DIR: 'content',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not start');
}

describe('durability (DATA-19)', () => {
  it.skipIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))(
    'an acknowledged answer and its counters survive kill -9',
    async () => {
      const keys = answerKeys();
      const port = await freePort();
      const first = await startProcess(port);
      const c = new TestClient(`http://127.0.0.1:${port}`);
      expect((await c.signUp('crash@example.az')).status).toBe(200);
      const session = await startSession(c, 'present-simple');
      const answered = session.questions.slice(0, 4);
      // Three right and one wrong, acknowledged, then killed at once: the wrong one's review card is committed with
      // the answer, not after it.
      const saves = await Promise.all(
        answered.map((q, i) =>
          saveAnswer(c, session.attemptId, q.id, (i < 3 ? rightAnswer : wrongAnswer)(keys.get(q.id)!)),
        ),
      );
      expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));

      await startProcess(port);
      const profile = await c.get<{
        profile: { questionsAnswered: number; totalCorrectAnswers: number; streak: number };
      }>('/api/profile');
      expect(profile.body.profile).toMatchObject({ questionsAnswered: 4, totalCorrectAnswers: 3, streak: 1 });
      expect((await c.get<ReviewCount>('/api/review/count')).body).toMatchObject({ due: 1 });
      const restored = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
      expect(restored.body.answers.map((a) => a.questionId).sort()).toEqual(answered.map((q) => q.id).sort());
    },
    60_000,
  );
});

/**
 * Where a student stands, against the real server and database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * GET /api/standing for a new student (nothing started, no prediction, the diagnostic), after answers (levels, a
 * prediction inside its interval, the sections still missing, the plan and this week's count), the target score and
 * exam date on the profile (their errors, the chance of the target), the AI suggestion following the plan, and no
 * student seeing another's standing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StandingResponse } from '../../src/domain/api/standing-schema.ts';
import { MASTERY_LEVELS } from '../../src/domain/mastery/mastery-level.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { type ErrorBody, signedUpStudent, TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  TestClock,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const clock = new TestClock();
const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
afterEach(() => clock.reset());

const keys = answerKeys();
const key = (id: string) => {
  const q = keys.get(id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
const content = loadContent('content');
const student = () => signedUpStudent(server.url, 'standing');
const standing = async (c: TestClient) => {
  const res = await c.get<StandingResponse>('/api/standing');
  expect(res.status).toBe(200);
  return res.body;
};

/** Answers every question of a practice session: the first `wrong` wrongly, the rest rightly; finishes it. */
async function practise(c: TestClient, slug: string, wrong: number, finished = true) {
  const session = await startSession(c, slug);
  for (const [i, q] of session.questions.entries()) {
    const res = await saveAnswer(
      c,
      session.attemptId,
      q.id,
      i < wrong ? wrongAnswer(key(q.id)) : rightAnswer(key(q.id)),
    );
    expect(res.status).toBe(200);
  }
  if (finished) expect((await finish(c, session.attemptId)).status).toBe(200);
  return session;
}

describe('GET /api/standing', () => {
  it('needs a signed-in student', async () => {
    const res = await new TestClient(server.url).get<ErrorBody>('/api/standing');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a new student has every area not started, no prediction and the diagnostic as the plan', async () => {
    const c = await student();
    const body = await standing(c);
    expect(body.prediction).toBeNull();
    expect(body.plan).toEqual({ kind: 'diagnostic' });
    expect(body.trend).toEqual([]);
    expect(body.bestScores).toEqual({});
    expect(body.target).toBeNull();
    expect(body.examDate).toBeNull();
    expect(body.mastery).toHaveLength(content.topics.length + 2);
    expect(body.mastery.every((m) => m.level === 'not_started' && m.answers === 0)).toBe(true);
    // Grammar topics in lesson order first, then listening, then reading.
    expect(body.mastery.at(-2)).toMatchObject({ area: 'listening', section: 'Listening' });
    expect(body.mastery.at(-1)).toMatchObject({ area: 'reading', section: 'Reading' });
    expect(body.mastery.slice(0, -2).every((m) => m.section === 'Grammar')).toBe(true);
    expect(new Set(body.mastery.map((m) => m.area)).size).toBe(body.mastery.length);
  });

  it('after answers: levels, a prediction inside its interval, the missing sections, the plan and the week', async () => {
    const c = await student();
    await practise(c, 'present-simple', 1);
    const body = await standing(c);
    const present = body.mastery.find((m) => m.area === 'present-simple');
    expect(present?.answers).toBe(10);
    expect(MASTERY_LEVELS).toContain(present?.level);
    expect(present?.level).not.toBe('not_started');
    expect(body.mastery.find((m) => m.area === 'listening')?.level).toBe('not_started');
    const { classic, new: fresh } = body.prediction ?? {};
    if (!classic || !fresh) throw new Error('no prediction');
    for (const p of [classic, fresh]) {
      expect(p.low).toBeLessThanOrEqual(p.expected);
      expect(p.expected).toBeLessThanOrEqual(p.high);
      expect(p.chanceOfTarget).toBeNull();
    }
    expect(classic.model).toBe('classic');
    expect(classic.missingSections).toEqual(['Listening', 'Grammar', 'Reading']);
    expect(fresh.missingSections).toContain('Writing');
    expect(body.trend).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expected: classic.expected }]);
    expect(body.bestScores['present-simple']).toBe(90);
    if (body.plan.kind !== 'plan') throw new Error('no plan');
    expect(body.plan.doneThisWeek).toBe(10);
    expect(body.plan.weeksLeft).toBeNull();
    expect(body.plan.areas.length).toBeGreaterThan(0);
    expect(body.plan.goal.questions).toBe(70);
    expect(body.plan.goal.reviews).toBe(1);
    // Listening and reading lead while they are untried: they carry most of the exam's points.
    expect(
      body.plan.areas
        .slice(0, 2)
        .map((a) => a.area)
        .sort(),
    ).toEqual(['listening', 'reading']);
    const menu = (await c.get<{ items: { slug: string }[] }>('/api/practice/menu')).body.items.map((i) => i.slug);
    for (const a of body.plan.areas) expect(menu).toContain(a.practiceSlug);
  });
});

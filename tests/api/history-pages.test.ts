/**
 * The quiz history a page at a time (GET /api/attempts with a cursor) and the chart's points summed up by the
 * server (GET /api/attempts/chart), against the real server and database: every attempt of a long history is
 * reached exactly once, in order, ties of the same finishing time included; titles in one language when asked;
 * bad cursors and limits are refused with 400; another student's cursor lists nothing of theirs.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AttemptsChartResponse, AttemptsResponse, HistoryAttempt } from '../../src/domain/api/progress-schema.ts';
import { signedUpStudentWithId, TestClient, type ErrorBody } from '../support/http-client.ts';
import { finish, rightAnswer, saveAnswer, startSession, answerKeys, TestClock } from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';
import { sumHistoryAgain } from '../../src/server/progress/history-sums.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';

const clock = new TestClock();
const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
const keys = answerKeys();

const student = () => signedUpStudentWithId(server, 'pages');

/** A finished grammar attempt of 10 questions as the attempt table holds it. */
function attemptRow(userId: string, finishedAt: string, correct: number) {
  return {
    id: randomUUID(),
    userId,
    kind: 'grammar',
    model: null,
    slug: 'present-simple',
    topic: 'present-simple',
    draw: '{}',
    writingText: null,
    startedAt: finishedAt,
    finishedAt,
    correct,
    total: 10,
    score: null,
    dimEstimate: null,
    writingResult: null,
    timeSpentSeconds: 60,
  };
}

/**
 * Finished grammar attempts written straight to the table: `count` of them, `hoursApart` apart (1 by default, when
 * every third is a tie), and the chart's sums of the student's history written again (in the Baku zone of the test
 * students' profiles), as a finish would have moved them.
 */
async function seedAttempts(userId: string, count: number, newest: Date, hoursApart?: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const back = hoursApart ? i * hoursApart : Math.floor(i / 3);
    const finishedAt = new Date(newest.getTime() - back * 3_600_000).toISOString();
    return attemptRow(userId, finishedAt, i % 11);
  });
  for (let i = 0; i < rows.length; i += 50) {
    await server.db.kysely
      .insertInto('attempt')
      .values(rows.slice(i, i + 50))
      .execute();
  }
  await sumHistoryAgain(server.db.kysely, userId, 'Asia/Baku');
  return rows.map((r) => r.id);
}

async function allPages(client: TestClient, query: string) {
  const seen: HistoryAttempt[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: AttemptsResponse } = await client.get<AttemptsResponse>(
      `/api/attempts?${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...res.body.attempts.map(historyAttemptOf));
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { seen, pages };
}

describe('GET /api/attempts, a page at a time', () => {
  it('lists 50 by default with a cursor, and reaches all 130 once each, newest first, ties included', async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    const ids = await seedAttempts(userId, 130, now);
    const first = await client.get<AttemptsResponse>('/api/attempts?timeframe=all');
    expect(first.body.attempts).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const { seen, pages } = await allPages(client, 'timeframe=all');
    expect(pages).toBe(3);
    expect(seen.map((a) => a.attemptId).sort()).toEqual([...ids].sort());
    const order = seen.map((a) => `${a.finishedAt} ${a.attemptId}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('students paging at once each reach their own attempts, once each and in order', async () => {
    // On PostgreSQL their pages are read together, several students in one statement.
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    const students = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { client, userId } = await student();
        return { client, ids: await seedAttempts(userId, 60 + 7 * i, now, i + 1) };
      }),
    );
    const listed = await Promise.all(students.map(({ client }) => allPages(client, 'timeframe=all&limit=20')));
    students.forEach(({ ids }, i) => {
      const seen = listed[i]?.seen ?? [];
      expect(seen.map((a) => a.attemptId).sort()).toEqual([...ids].sort());
      const order = seen.map((a) => `${a.finishedAt} ${a.attemptId}`);
      expect(order).toEqual([...order].sort().reverse());
    });
  });

  it('a page size of its own (1–100), and the last page says there is no more', async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    await seedAttempts(userId, 7, now);
    const { seen, pages } = await allPages(client, 'timeframe=all&limit=3');
    expect(seen).toHaveLength(7);
    expect(pages).toBe(3);
    const exact = await client.get<AttemptsResponse>('/api/attempts?limit=7');
    expect(exact.body.attempts).toHaveLength(7);
    expect(exact.body.nextCursor).toBeNull();
    for (const limit of ['0', '101', 'x', '2.5']) {
      const res = await client.get<ErrorBody>(`/api/attempts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("'today' stops at the start of the student's day, with no cursor past it", async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    // 3 per hour back from noon: the ones from 00:00 to 12:00 (Baku is UTC+4 unless the profile says otherwise).
    await seedAttempts(userId, 60, now);
    const { seen } = await allPages(client, 'timeframe=today&limit=5');
    const bakuDay = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a) => bakuDay(a.finishedAt) === '2026-05-01')).toBe(true);
    const all = await allPages(client, 'timeframe=all&limit=100');
    expect(all.seen.filter((a) => bakuDay(a.finishedAt) === '2026-05-01')).toHaveLength(seen.length);
  });

  it('titles in one language when the request names it, in the three otherwise', async () => {
    const { client } = await student();
    clock.reset();
    const session = await startSession(client, 'present-simple');
    for (const q of session.questions) {
      const key = keys.get(q.id);
      if (!key) throw new Error(`no key ${q.id}`);
      await saveAnswer(client, session.attemptId, q.id, rightAnswer(key));
    }
    await finish(client, session.attemptId);
    const three = await client.get<AttemptsResponse>('/api/attempts');
    const title = (page: AttemptsResponse) => page.attempts.map(historyAttemptOf)[0]?.title;
    expect(title(three.body)).toMatchObject({ az: expect.any(String), ru: expect.any(String) });
    const titles = await Promise.all(
      (['az', 'ru', 'en'] as const).map(async (language) =>
        title((await client.get<AttemptsResponse>(`/api/attempts?language=${language}`)).body),
      ),
    );
    const localized = title(three.body) as Record<string, string>;
    expect(titles).toEqual([localized.az, localized.ru, localized.en]);
    expect((await client.get('/api/attempts?language=de')).status).toBe(400);
  });

  it("refuses a cursor it did not write; another student's cursor shows none of that student's attempts", async () => {
    const a = await student();
    const b = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    await seedAttempts(a.userId, 5, now);
    for (const cursor of ['%27%20OR%201%3D1', 'abc', 'x'.repeat(201)]) {
      const res = await a.client.get<ErrorBody>(`/api/attempts?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const page = await a.client.get<AttemptsResponse>('/api/attempts?limit=2');
    const other = await b.client.get<AttemptsResponse>(`/api/attempts?cursor=${page.body.nextCursor ?? ''}`);
    expect(other.status).toBe(200);
    expect(other.body.attempts).toHaveLength(0);
    expect((await new TestClient(server.url).get('/api/attempts')).status).toBe(401);
  });
});

describe('GET /api/attempts/chart', () => {
  it("a long history: a finish adds to the stored sums at once, in the day, week and month of the student's zone", async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    await seedAttempts(userId, 1200, new Date(now.getTime() - 3_600_000), 2);
    const before = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(before.body.attempts).toBe(1200);
    expect(before.body.period).toBe('week');
    // The second request keeps the chart in the server, the third is served from it after its check.
    for (let i = 0; i < 2; i++) {
      expect((await client.get<AttemptsChartResponse>('/api/attempts/chart')).body).toEqual(before.body);
    }
    const session = await startSession(client, 'present-simple');
    for (const q of session.questions) {
      const key = keys.get(q.id);
      if (!key) throw new Error(`no key ${q.id}`);
      await saveAnswer(client, session.attemptId, q.id, rightAnswer(key));
    }
    expect((await finish(client, session.attemptId)).status).toBe(200);
    const after = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(after.body.attempts).toBe(1201);
    const latest = (chart: AttemptsChartResponse) => chart.points.filter((p) => p.kind === 'grammar').at(-1);
    // 1 May 2026 is a Friday: week 18 from Monday 27 April, in Baku as in UTC at noon.
    const [finished] = (await client.get<AttemptsResponse>('/api/attempts?limit=1')).body.attempts.map(
      historyAttemptOf,
    );
    expect(latest(after.body)).toMatchObject({ period: '2026-W18', at: finished?.finishedAt });
    expect((latest(after.body)?.attempts ?? 0) - (latest(before.body)?.attempts ?? 0)).toBe(1);
    const sums = await server.db.kysely
      .selectFrom('history_sum')
      .select(['period', 'key', 'attempts'])
      .where('userId', '=', userId)
      .where('key', 'in', ['2026-05-01', '2026-W18', '2026-05'])
      .orderBy('period')
      .execute();
    expect(sums.map((r) => [r.period, r.key])).toEqual([
      ['day', '2026-05-01'],
      ['month', '2026-05'],
      ['week', '2026-W18'],
    ]);
  });

  it("a new zone sums the history again in the student's new calendar", async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    // Two attempts on 30 April at 22:00 and 23:00 UTC: 1 May in Baku (UTC+4), 30 April in New York.
    await seedAttempts(userId, 2, new Date('2026-04-30T23:00:00.000Z'), 1);
    const baku = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(baku.body.points.map((p) => [p.period, p.attempts])).toEqual([['2026-05-01', 2]]);
    expect((await client.patch('/api/profile', { timeZone: 'America/New_York' })).status).toBe(200);
    const newYork = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(newYork.body.points.map((p) => [p.period, p.attempts])).toEqual([['2026-04-30', 2]]);
  });

  it('the week: an attempt that has left it is no longer counted, with nothing finished since', async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T08:00:00.000Z');
    clock.set(now);
    // 1,100 attempts 6 minutes apart up to an hour ago, and two just inside the week's start.
    await seedAttempts(userId, 1100, new Date(now.getTime() - 3_600_000), 0.1);
    const weekAgo = now.getTime() - 7 * 86_400_000;
    await seedAttempts(userId, 2, new Date(weekAgo + 30 * 60_000), 0.1);
    const week = await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=week');
    expect(week.body.attempts).toBe(1102);
    expect((await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=all')).body.attempts).toBe(1102);

    // An hour later, the same day: the two oldest have left the week.
    clock.set(new Date(now.getTime() + 3_600_000));
    const later = await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=week');
    expect(later.body.attempts).toBe(1100);
    expect(later.body.points.reduce((sum, p) => sum + p.attempts, 0)).toBe(1100);
  });

  it('kept charts of students asking at once: each checked and answered with its own', async () => {
    // On PostgreSQL the kept charts' checks are read together, several students in one statement.
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    const students = await Promise.all(
      [1, 2, 3].map(async (hoursApart) => {
        const { client, userId } = await student();
        await seedAttempts(userId, 1000 + hoursApart, now, hoursApart);
        return { client, attempts: 1000 + hoursApart };
      }),
    );
    const chartsOf = () =>
      Promise.all(students.map(({ client }) => client.get<AttemptsChartResponse>('/api/attempts/chart')));
    const first = await chartsOf();
    expect(first.map((c) => c.body.attempts)).toEqual(students.map((s) => s.attempts));
    // The second round keeps each chart, the next ones are served from it after their checks.
    for (let round = 0; round < 3; round++) {
      expect((await chartsOf()).map((c) => c.body)).toEqual(first.map((c) => c.body));
    }
  });

  it('a long history is summed up by week, then by month, so the chart stays a few points per kind', async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    // 3 attempts a day (every 8 hours) over 200 days, then 3 a month for 3 years before.
    const ids = await seedAttempts(userId, 600, now, 8);
    const weeks = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(weeks.body.period).toBe('week');
    expect(weeks.body.attempts).toBe(600);
    expect(weeks.body.points.length).toBeGreaterThan(25);
    expect(weeks.body.points.length).toBeLessThanOrEqual(31);
    expect(weeks.body.points.reduce((sum, p) => sum + p.attempts, 0)).toBe(600);
    expect(ids).toHaveLength(600);
    await seedAttempts(userId, 36, new Date('2025-10-01T12:00:00.000Z'), 24 * 30);
    const months = await client.get<AttemptsChartResponse>('/api/attempts/chart');
    expect(months.body.period).toBe('month');
    // November 2022 to May 2026: 43 months.
    expect(months.body.points.length).toBe(43);
    expect(months.body.attempts).toBe(636);
    const month = await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=month');
    expect(month.body.period).toBe('day');
  });

  it("one point per kind and day of the student, scores over the day's questions, oldest first", async () => {
    const { client, userId } = await student();
    const now = new Date('2026-05-01T12:00:00.000Z');
    clock.set(now);
    await seedAttempts(userId, 150, now);
    const res = await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=all');
    expect(res.status).toBe(200);
    expect(res.body.attempts).toBe(150);
    // 150 attempts, 3 an hour, over 50 hours: three Baku days.
    expect(res.body.period).toBe('day');
    expect(res.body.points.map((p) => p.period)).toEqual(['2026-04-29', '2026-04-30', '2026-05-01']);
    expect(res.body.points.reduce((sum, p) => sum + p.attempts, 0)).toBe(150);
    for (const p of res.body.points) {
      expect(p.kind).toBe('grammar');
      expect(p.scorePercent).toBe(Math.round((p.correct / p.total) * 100));
    }
    const today = await client.get<AttemptsChartResponse>('/api/attempts/chart?timeframe=today');
    expect(today.body.period).toBe('attempt');
    expect(today.body.points).toHaveLength(today.body.attempts);
    expect((await client.get('/api/attempts/chart?timeframe=year')).status).toBe(400);
    expect((await client.get('/api/attempts/chart?cursor=x')).status).toBe(400);
    expect((await new TestClient(server.url).get('/api/attempts/chart')).status).toBe(401);
  });
});

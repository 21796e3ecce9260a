/**
 * Schema migrations that change existing rows, run on an old database on both engines (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest, migrationsFor } from '../../src/server/db/migrate.ts';
import { freshPostgresDatabase } from '../support/test-server.ts';

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

/** A user row as an old database held it. */
async function insertUser(db: Db, id: string, now: string) {
  await db.kysely
    .insertInto('user')
    .values({ id, name: id, email: `${id}@example.az`, emailVerified: 0, image: null, createdAt: now, updatedAt: now })
    .execute();
}

async function emptyDatabase(): Promise<Db> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) {
    const fresh = await freshPostgresDatabase(adminUrl);
    const db = openDatabase({ kind: 'postgres', url: fresh.url });
    cleanups.push(async () => {
      await db.close();
      await fresh.drop();
    });
    return db;
  }
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-migrations-'));
  const db = openDatabase({ kind: 'sqlite', path: join(dir, 'db.sqlite') });
  cleanups.push(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

async function migrateTo(db: Db, name: string): Promise<void> {
  const migrations = migrationsFor(db.dialect);
  const { error } = await new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
  }).migrateTo(name);
  if (error) throw error;
}

describe('007-profile-time-zone', () => {
  it("existing profiles start from the app's default zone, whatever the last answer's request had set", async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '006-attempt-finishing');
    const now = new Date().toISOString();
    for (const [id, zone] of [
      ['u1', 'America/New_York'],
      ['u2', 'Asia/Baku'],
    ] as const) {
      await insertUser(db, id, now);
      await db.kysely
        .insertInto('profile')
        .values({
          userId: id,
          name: id,
          language: 'az',
          goal: '',
          grade: null,
          provider: 'password',
          lastActivityDate: '2026-03-10',
          timeZone: zone,
          practiceAISuggestion: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('profile')
      .select(['userId', 'timeZone', 'lastActivityDate'])
      .orderBy('userId')
      .execute();
    expect(rows).toEqual([
      { userId: 'u1', timeZone: 'Asia/Baku', lastActivityDate: '2026-03-10' },
      { userId: 'u2', timeZone: 'Asia/Baku', lastActivityDate: '2026-03-10' },
    ]);
  });
});

describe('016-history-sums', () => {
  it("sums the attempts finished before it per day, week and month of each student's zone", async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '014-review-queue-page');
    const now = new Date().toISOString();
    const attempt = (id: string, userId: string, finishedAt: string | null, correct: number) => ({
      id,
      userId,
      kind: 'grammar',
      model: null,
      slug: 'present-simple',
      topic: 'present-simple',
      draw: '{}',
      writingText: null,
      startedAt: '2026-04-30T20:00:00.000Z',
      finishedAt,
      correct,
      total: 10,
      score: null,
      dimEstimate: null,
      writingResult: null,
      timeSpentSeconds: 60,
    });
    for (const id of ['ny', 'none']) await insertUser(db, id, now);
    await db.kysely
      .insertInto('profile')
      .values({
        userId: 'ny',
        name: 'ny',
        language: 'az',
        goal: '',
        grade: null,
        provider: 'password',
        lastActivityDate: null,
        timeZone: 'America/New_York',
        practiceAISuggestion: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db.kysely
      .insertInto('attempt')
      .values([
        // 30 April at 19:00 in New York; 1 May in Baku, the zone of a student without a profile.
        attempt('a1', 'ny', '2026-04-30T23:00:00.000Z', 7),
        attempt('a2', 'ny', '2026-04-30T23:30:00.000Z', 5),
        attempt('a3', 'ny', null, 0),
        attempt('b1', 'none', '2026-04-30T23:00:00.000Z', 9),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('history_sum')
      .select(['userId', 'period', 'key', 'attempts', 'correct', 'total', 'lastAt'])
      .orderBy('userId')
      .orderBy('period')
      .execute();
    expect(rows.map((r) => ({ ...r, attempts: Number(r.attempts), correct: Number(r.correct) }))).toEqual([
      {
        userId: 'none',
        period: 'day',
        key: '2026-05-01',
        attempts: 1,
        correct: 9,
        total: 10,
        lastAt: '2026-04-30T23:00:00.000Z',
      },
      {
        userId: 'none',
        period: 'month',
        key: '2026-05',
        attempts: 1,
        correct: 9,
        total: 10,
        lastAt: '2026-04-30T23:00:00.000Z',
      },
      {
        userId: 'none',
        period: 'week',
        key: '2026-W18',
        attempts: 1,
        correct: 9,
        total: 10,
        lastAt: '2026-04-30T23:00:00.000Z',
      },
      {
        userId: 'ny',
        period: 'day',
        key: '2026-04-30',
        attempts: 2,
        correct: 12,
        total: 20,
        lastAt: '2026-04-30T23:30:00.000Z',
      },
      {
        userId: 'ny',
        period: 'month',
        key: '2026-04',
        attempts: 2,
        correct: 12,
        total: 20,
        lastAt: '2026-04-30T23:30:00.000Z',
      },
      {
        userId: 'ny',
        period: 'week',
        key: '2026-W18',
        attempts: 2,
        correct: 12,
        total: 20,
        lastAt: '2026-04-30T23:30:00.000Z',
      },
    ]);
  });
});

describe('021-standing-row-writes', () => {
  it('keeps every standing row as it was; on PostgreSQL the table leaves room on its pages and states are lz4', async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '020-history-page-columns');
    const now = new Date().toISOString();
    await insertUser(db, 'u1', now);
    const ability = JSON.stringify({
      topics: { 'present-simple': { n: 3, points: 2, precision: 1.5, weightedMean: 0.4, lastAt: 1 } },
    });
    const row = { userId: 'u1', ability, recentDays: '{"2026-11-29":3}', answers: 3, updatedAt: 1 };
    await db.kysely.insertInto('student_standing').values(row).execute();
    await migrateToLatest(db);
    const kept = await db.kysely.selectFrom('student_standing').selectAll().execute();
    // pg returns a bigint as text.
    expect(kept.map((r) => ({ ...r, updatedAt: Number(r.updatedAt) }))).toEqual([row]);
    if (db.dialect !== 'postgres') return;
    const { rows } = await sql<{ options: string[] | null; compression: string }>`SELECT c.reloptions AS options,
        a.attcompression AS compression FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relname = 'student_standing' AND a.attname = 'ability'`.execute(db.kysely);
    expect(rows[0]?.options).toEqual(['fillfactor=70']);
    const lz4 = await sql<{ lz4: boolean }>`SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings
      WHERE name = 'default_toast_compression'`.execute(db.kysely);
    expect(rows[0]?.compression).toBe(lz4.rows[0]?.lz4 ? 'l' : '');
  });
});

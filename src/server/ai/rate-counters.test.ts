import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/test-database.ts';
import { createRateCounters } from './rate-counters.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('AI rate counters', () => {
  it('count in memory at once and share the counts through the database at each flush', async () => {
    const test = await openTestDatabase();
    close = test.close;
    // Two servers on one database; the flush interval is long, so only explicit flushes share.
    const a = createRateCounters(test.db, undefined, 60_000);
    const b = createRateCounters(test.db, undefined, 60_000);
    expect([a.hit('10.0.0.1', 7), a.hit('10.0.0.1', 7), a.hit('10.0.0.1', 7)]).toEqual([1, 2, 3]);
    expect(b.hit('10.0.0.1', 7)).toBe(1);
    await a.flush();
    await b.flush();
    // b's flush read a's three hits back with its own; a learns b's at its next flush.
    expect(b.hit('10.0.0.1', 7)).toBe(5);
    expect(a.hit('10.0.0.1', 7)).toBe(4);
    await b.flush();
    await a.flush();
    expect(a.hit('10.0.0.1', 7)).toBe(7);
    const row = await test.db.kysely.selectFrom('ai_rate').selectAll().executeTakeFirstOrThrow();
    expect([Number(row.windowIndex), Number(row.count)]).toEqual([7, 6]);
    await a.close();
    await b.close();
  });

  it('start again in a new window, and a late flush of an ended window does not reset the new one', async () => {
    const test = await openTestDatabase();
    close = test.close;
    const a = createRateCounters(test.db, undefined, 60_000);
    const b = createRateCounters(test.db, undefined, 60_000);
    a.hit('k', 1);
    a.hit('k', 1);
    await a.flush();
    expect(a.hit('k', 2)).toBe(1);
    await a.flush();
    b.hit('k', 1);
    await b.flush();
    const row = await test.db.kysely.selectFrom('ai_rate').selectAll().executeTakeFirstOrThrow();
    expect([Number(row.windowIndex), Number(row.count)]).toEqual([2, 1]);
    await a.close();
    await b.close();
  });

  it('flushes by itself after the interval', async () => {
    const test = await openTestDatabase();
    close = test.close;
    const a = createRateCounters(test.db, undefined, 20);
    a.hit('k', 3);
    await new Promise((r) => setTimeout(r, 200));
    const row = await test.db.kysely.selectFrom('ai_rate').selectAll().executeTakeFirst();
    expect(Number(row?.count)).toBe(1);
    await a.close();
  });
});

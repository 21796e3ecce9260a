import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/test-database.ts';
import { attemptBuckets, createAttemptLimiter } from './attempt-limits.ts';

const limits = {
  addressAndAccount: { max: 10, windowSeconds: 60 },
  account: { max: 20, windowSeconds: 900 },
  address: { max: 600, windowSeconds: 600 },
};

describe('attempt buckets', () => {
  it('sign-in counts per (address, account), per account and per address, the narrowest first', () => {
    const buckets = attemptBuckets({ path: '/sign-in/email', address: '10.0.0.1', email: 'Ali@Example.az ' }, limits);
    expect(buckets.map((b) => b.limit)).toEqual([limits.addressAndAccount, limits.account, limits.address]);
    // The same account whatever its letter case, and from another address the same account counter.
    const again = attemptBuckets({ path: '/sign-in/email', address: '10.0.0.2', email: 'ali@example.az' }, limits);
    expect(again[1]?.key).toBe(buckets[1]?.key);
    expect(again[0]?.key).not.toBe(buckets[0]?.key);
    expect(again[2]?.key).not.toBe(buckets[2]?.key);
  });

  it('keeps no email in a counter key', () => {
    const keys = attemptBuckets({ path: '/sign-in/email', address: '1.2.3.4', email: 'ali@example.az' }, limits).map(
      (b) => b.key,
    );
    expect(keys.join(' ')).not.toContain('ali');
  });

  it('gives sign-up and reset half the school-wide ceiling, and leaves the session check unlimited', () => {
    expect(attemptBuckets({ path: '/sign-up/email', address: 'a' }, limits).map((b) => b.limit)).toEqual([
      { max: 300, windowSeconds: 600 },
    ]);
    expect(attemptBuckets({ path: '/request-password-reset', address: 'a', email: 'x@y.az' }, limits)).toHaveLength(3);
    expect(attemptBuckets({ path: '/get-session', address: 'a' }, limits)).toEqual([]);
    expect(attemptBuckets({ path: '/sign-out', address: 'a' }, limits)).toEqual([]);
  });
});

describe('attempt limiter', () => {
  it('counts a window from its first attempt, not from a clock boundary, and starts again once it ended', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const limiter = createAttemptLimiter(db, limits);
      const bucket = { key: 'sign-in|address|10.0.0.1', limit: { max: 3, windowSeconds: 60 } };
      // 10 s before a whole minute: three attempts straddle the boundary and the fourth is still refused.
      const start = 1_800_000_000_000 - 10_000;
      const verdicts = [];
      for (const offset of [0, 5_000, 15_000, 20_000]) verdicts.push(await limiter.consume([bucket], start + offset));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
      expect(verdicts[3]?.retryAfterSeconds).toBe(40);
      expect((await limiter.consume([bucket], start + 60_000)).allowed).toBe(true);
      expect((await limiter.consume([bucket], start + 61_000)).allowed).toBe(true);
    } finally {
      await close();
    }
  });

  it('stops at the first exhausted bucket and reports its wait', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const limiter = createAttemptLimiter(db, limits);
      const narrow = { key: 'n', limit: { max: 1, windowSeconds: 30 } };
      const wide = { key: 'w', limit: { max: 100, windowSeconds: 600 } };
      expect((await limiter.consume([narrow, wide], 0)).allowed).toBe(true);
      expect(await limiter.consume([narrow, wide], 1_000)).toEqual({ allowed: false, retryAfterSeconds: 29 });
      const counts = await db.kysely.selectFrom('rateLimit').select(['key', 'count']).orderBy('key').execute();
      expect(counts).toEqual([
        { key: 'n', count: 2 },
        { key: 'w', count: 1 },
      ]);
    } finally {
      await close();
    }
  });
});

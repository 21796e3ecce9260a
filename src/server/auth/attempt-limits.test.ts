import { describe, expect, it } from 'vitest';
import { attemptBuckets } from './attempt-limits.ts';

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

/**
 * Attempt limits on the account endpoints. A school lab or a mobile carrier puts hundreds of students behind one
 * address, so the address alone is a poor key: guessing one account is limited per (address, account) and per
 * account from every address, and each address only has a ceiling sized for a whole school. The session check
 * (get-session) is not limited at all: it guesses nothing, and a 429 there looked like "signed out".
 *
 * Counters live in the database (the `rateLimit` table), so servers sharing a database share them. Each counter's
 * window starts at its first attempt (`lastRequest` holds that start), not at a clock boundary every counter shares:
 * eleven quick attempts are eleven in one window, whenever they happen.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { writeBatcherOf } from '../db/write-batch.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Bucket {
  key: string;
  limit: Limit;
}

/** What a request to an account endpoint is known by before it runs. */
export interface AttemptRequest {
  /** better-auth's path, e.g. /sign-in/email. */
  path: string;
  address: string;
  /** The email the request names (sign-in, reset mail), if any. */
  email?: string;
  /** The session cookie's value (change-password), if any. */
  session?: string;
}

/** A short one-way name for an email or a session, so the counters hold no personal data or secrets. */
function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** Half of the school-wide sign-in ceiling: a class signs up once, and resets are rare. */
function halfOf(limit: Limit): Limit {
  return { max: Math.max(1, Math.floor(limit.max / 2)), windowSeconds: limit.windowSeconds };
}

/**
 * The counters a request counts against, the narrowest first. Paths without a rule (get-session, sign-out, the
 * Google callback) are not limited.
 */
export function attemptBuckets(request: AttemptRequest, limits: Config['authRateLimit']): Bucket[] {
  const { path, address } = request;
  const account = request.email?.trim().toLowerCase() || undefined;
  const perAccount = (scope: string, ceiling: Limit): Bucket[] => [
    ...(account
      ? [
          { key: `${scope}|address-account|${address}|${fingerprint(account)}`, limit: limits.addressAndAccount },
          { key: `${scope}|account|${fingerprint(account)}`, limit: limits.account },
        ]
      : []),
    { key: `${scope}|address|${address}`, limit: ceiling },
  ];
  switch (path) {
    case '/sign-in/email':
      return perAccount('sign-in', limits.address);
    case '/request-password-reset':
      return perAccount('reset-mail', halfOf(limits.address));
    case '/sign-up/email':
      return [{ key: `sign-up|address|${address}`, limit: halfOf(limits.address) }];
    case '/reset-password':
      return [{ key: `reset|address|${address}`, limit: halfOf(limits.address) }];
    case '/sign-in/social':
      return [{ key: `google|address|${address}`, limit: limits.address }];
    case '/change-password':
      return [
        ...(request.session
          ? [{ key: `change-password|session|${fingerprint(request.session)}`, limit: limits.addressAndAccount }]
          : []),
        { key: `change-password|address|${address}`, limit: halfOf(limits.address) },
      ];
    default:
      return [];
  }
}

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the exhausted counter's window ends (0 when allowed). */
  retryAfterSeconds: number;
}

export interface AttemptLimiter {
  /** Counts one attempt against every bucket, the narrowest first; stops at the first exhausted one. */
  consume(buckets: Bucket[], nowMs: number): Promise<AttemptVerdict>;
}

/** Every this many attempts, counters that started longer ago than the longest window in use are deleted. */
const PRUNE_EVERY = 500;

export function createAttemptLimiter(db: Db, limits: Config['authRateLimit']): AttemptLimiter {
  const longestWindowMs =
    Math.max(limits.account.windowSeconds, limits.address.windowSeconds, limits.addressAndAccount.windowSeconds) * 1000;
  let sincePrune = 0;
  // Every attempt writes its counters: through the database's write batcher, never an fsync of their own.
  const writes = writeBatcherOf(db);

  /** Counts one attempt; returns the count and the start of the counter's window (its first attempt). */
  async function hit(bucket: Bucket, nowMs: number): Promise<{ count: number; windowStart: number }> {
    const windowMs = bucket.limit.windowSeconds * 1000;
    const open = sql<boolean>`${sql.ref('rateLimit.lastRequest')} > ${nowMs - windowMs}`;
    const row = await writes.statement((w) =>
      w
        .insertInto('rateLimit')
        .values({ id: randomUUID(), key: bucket.key, count: 1, lastRequest: nowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            // Both expressions read the row as it was: a window still open counts on, an ended one starts again now.
            count: sql<number>`case when ${open} then ${sql.ref('rateLimit.count')} + 1 else 1 end`,
            lastRequest: sql<number>`case when ${open} then ${sql.ref('rateLimit.lastRequest')} else ${sql.ref('excluded.lastRequest')} end`,
          }),
        )
        .returning(['count', 'lastRequest'])
        .executeTakeFirstOrThrow(),
    );
    return { count: Number(row.count), windowStart: Number(row.lastRequest) };
  }

  return {
    async consume(buckets, nowMs) {
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        await writes.statement((w) =>
          w
            .deleteFrom('rateLimit')
            .where('lastRequest', '<', nowMs - longestWindowMs)
            .execute(),
        );
      }
      for (const bucket of buckets) {
        const { count, windowStart } = await hit(bucket, nowMs);
        if (count > bucket.limit.max) {
          const windowEnd = windowStart + bucket.limit.windowSeconds * 1000;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - nowMs) / 1000)) };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

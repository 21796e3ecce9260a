/**
 * The session check of every signed-in API request, kept off better-auth's general endpoint machinery because it
 * runs on each saved answer and must stay within the answer-save time budget: the same signed cookie and session row
 * better-auth writes, read with a synchronous HMAC and one indexed query (which also brings the profile's language and
 * zone). Sign-in, sign-out, refresh and revocation stay with better-auth (GET /api/auth/get-session, called by the web
 * app on each page load, renews a session in use).
 */
import { cookieValue, sessionCookieName } from '../../domain/auth/cookie-names.ts';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { prepareQuery, type PreparedQuery } from '../db/prepared-query.ts';

export interface SessionUser {
  id: string;
  /**
   * The profile's language and time zone as stored (absent without a profile), read in the same query so the
   * request context needs no second one on every answer save.
   */
  stored?: { language: string; timeZone: string };
}

export type SessionCheck = (cookieHeader: string | undefined) => Promise<SessionUser | undefined>;

/** The token of a signed cookie value `token.base64(HMAC-SHA256(secret, token))`, or undefined when forged. */
export function verifiedToken(value: string, secret: string | KeyObject): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

export function createSessionCheck(db: Db, secret: string, secureCookies: boolean): SessionCheck {
  const name = sessionCookieName(secureCookies);
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sessionByToken = prepareQuery((param) =>
    db.kysely
      .selectFrom('session')
      .leftJoin('profile', 'profile.userId', 'session.userId')
      .select(['session.userId', 'session.expiresAt', 'profile.language', 'profile.timeZone'])
      .where('session.token', '=', param('token')),
  );
  type Row = (typeof sessionByToken extends PreparedQuery<infer R> ? R : never) & {};
  const { pool } = db;
  // PostgreSQL: a named statement on the pool, parsed and planned once per connection, without Kysely's
  // connection handling around one query (the session check runs on every answer save).
  const sessionRows = pool
    ? async (token: string) =>
        (await pool.query<Row>({ name: 'imtahan-session-check', text: sessionByToken.sql, values: [token] })).rows
    : async (token: string) => (await sessionByToken.execute(db.kysely, { token })).rows;
  return async (cookieHeader) => {
    const value = cookieValue(cookieHeader, name);
    const token = value ? verifiedToken(value, key) : undefined;
    if (!token) return undefined;
    const [session] = await sessionRows(token);
    // Session expiry is real time, as better-auth keeps it (not the app's injectable clock).
    if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return undefined;
    const { language, timeZone } = session;
    return { id: session.userId, ...(language && timeZone ? { stored: { language, timeZone } } : {}) };
  };
}

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
import { namedRead, prepareQuery } from '../db/prepared-query.ts';

export interface SessionUser {
  id: string;
  /**
   * The profile's language and time zone as stored (absent without a profile), read in the same query so the
   * request context needs no second one on every answer save.
   */
  stored?: { language: string; timeZone: string };
}

export interface SessionCheck {
  (cookieHeader: string | undefined): Promise<SessionUser | undefined>;
  /**
   * Drops the sessions this server remembers: called around every write that can end a session or change a
   * profile's language or zone (sign-out, password changes, profile edits).
   */
  forget(): void;
}

/**
 * How long a verified session is remembered: reading it is a round trip to PostgreSQL, and on SQLite a statement and
 * an HMAC, on every answer save. A sign-out (or a profile edit) on this server forgets at once; on PostgreSQL one on
 * another server is seen here within this time. SQLite has one server (one process owns the file), so there every
 * change goes through this server's forget().
 */
export const SESSION_MEMORY_MS = 5_000;
/** Sessions remembered at most; the oldest go first. */
const SESSION_MEMORY_ENTRIES = 10_000;

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
  // PostgreSQL: a named statement, without Kysely's connection handling around one query (the session check runs on
  // every answer save).
  const sessionRows = namedRead(db, 'imtahan-session-check', sessionByToken);
  const lookUp = async (token: string) => {
    const [session] = await sessionRows({ token });
    if (!session) return undefined;
    const { language, timeZone } = session;
    const user: SessionUser = {
      id: session.userId,
      ...(language && timeZone ? { stored: { language, timeZone } } : {}),
    };
    return { user, expiresAt: new Date(session.expiresAt).getTime() };
  };
  // Sessions verified in the last SESSION_MEMORY_MS, by the signed cookie value, so an answer save reads no session
  // row (on PostgreSQL: one round trip instead of two) and skips the HMAC (a value remembered was verified when it
  // was looked up; any other value is verified and looked up). `generation` moves with every forget(), so a lookup
  // that started before a sign-out never stores its answer.
  const remembered = new Map<string, { user: SessionUser; expiresAt: number; until: number }>();
  let generation = 0;
  const verified = async (value: string) => {
    const now = Date.now();
    const known = remembered.get(value);
    if (known && known.until > now) return known;
    const token = verifiedToken(value, key);
    if (!token) return undefined;
    const started = generation;
    const found = await lookUp(token);
    if (found && started === generation) {
      remembered.delete(value);
      remembered.set(value, { ...found, until: now + SESSION_MEMORY_MS });
      if (remembered.size > SESSION_MEMORY_ENTRIES) remembered.delete(remembered.keys().next().value ?? '');
    }
    return found;
  };
  const check = async (cookieHeader: string | undefined) => {
    const value = cookieValue(cookieHeader, name);
    const session = value ? await verified(value) : undefined;
    // Session expiry is real time, as better-auth keeps it (not the app's injectable clock).
    if (!session || session.expiresAt <= Date.now()) return undefined;
    return session.user;
  };
  const forget = () => {
    generation++;
    remembered.clear();
  };
  return Object.assign(check, { forget });
}

/**
 * The request context of signed-in routes, the one place that says who is asking and in which calendar: the
 * student's id (from the session cookie; 401 UNAUTHENTICATED without a valid one), and their language and time zone
 * as stored in their profile. Routes read `c.var.user`, `c.var.language` and `c.var.timeZone`; no value sent with
 * the request (such as a time zone header) decides the student's day.
 */
import type { MiddlewareHandler } from 'hono';
import type { SessionCheck } from '../auth/session-check.ts';
import { studentContextOf, type ProfileStore } from '../profile/profile-store.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';

export function requestContext(
  sessionUser: SessionCheck,
  profiles: Pick<ProfileStore, 'context'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUser(c.req.header('cookie'));
    if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in first');
    // Read with the session; a student without a profile yet (created on their first visit) gets it looked up.
    const { language, timeZone } = user.stored ? studentContextOf(user.stored) : await profiles.context(user.id);
    c.set('user', { id: user.id });
    c.set('language', language);
    c.set('timeZone', timeZone);
    await next();
  };
}

/** Middleware for routes that need a signed-in student: 401 UNAUTHENTICATED otherwise. */
import type { MiddlewareHandler } from 'hono';
import type { SessionCheck } from '../auth/session-check.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';

export function requireUser(sessionUser: SessionCheck): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUser(c.req.header('cookie'));
    if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in first');
    c.set('user', user);
    await next();
  };
}

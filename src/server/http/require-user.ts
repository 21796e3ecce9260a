/** Middleware for routes that need a signed-in student: 401 UNAUTHENTICATED otherwise. */
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';

export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in first');
    c.set('user', { id: session.user.id, email: session.user.email });
    await next();
  };
}

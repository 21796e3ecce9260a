/**
 * Mounts better-auth under /api/auth and reshapes its errors into ours: `{ error: { code, message } }` with our
 * codes (spec §8). Sign-in and sign-up failures are logged.
 */
import { Hono } from 'hono';
import { errorBody, mapAuthErrorCode } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { Auth } from './auth.ts';

export const SIGN_IN_PATHS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-in/social'];

export function authRoutes(auth: Auth, logger: Logger, loggedPaths: string[]) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    let response: Response;
    try {
      response = await auth.handler(c.req.raw);
    } catch (error) {
      logger.error(`auth ${c.req.path} failed`, error);
      return c.json(errorBody('INTERNAL', 'Authentication failed'), 500);
    }
    if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = mapAuthErrorCode(response.status, body.code);
    if (loggedPaths.includes(c.req.path)) logger.info(`auth ${c.req.path}: ${response.status} ${body.code ?? ''}`);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(errorBody(code, body.message ?? code)), { status: response.status, headers });
  });
}

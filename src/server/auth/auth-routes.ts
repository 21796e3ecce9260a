/**
 * Mounts better-auth under /api/auth and reshapes its answers: errors into ours, `{ error: { code, message } }` with
 * our codes (a disabled or unknown endpoint included), and no raw session token in any JSON body (the httpOnly
 * cookie carries it; script on the page must never see it). Sign-in and sign-up failures are logged.
 */
import { SESSION_HINT_COOKIE, sessionCookieName } from '../../domain/auth/cookie-names.ts';
import { Hono } from 'hono';
import { errorBody, mapAuthErrorCode } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { Auth } from './auth.ts';

export const SIGN_IN_PATHS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-in/social'];

/**
 * A readable companion of the httpOnly session cookie: it says only "a session may exist", so the web app can show a
 * signed-out page at once instead of waiting for the session check (when the hint is there, the app still waits for the
 * server's answer, so a signed-in reload never flashes signed-out links).
 */
const SESSION_COOKIES = [sessionCookieName(false), sessionCookieName(true)];

function withSessionHint(response: Response, secure: boolean): Response {
  const sessionCookie = response.headers
    .getSetCookie()
    .find((line) => SESSION_COOKIES.some((name) => line.startsWith(`${name}=`)));
  if (!sessionCookie) return response;
  const cleared = /^[^=]+=;/.test(sessionCookie) || /max-age=0/i.test(sessionCookie);
  const maxAge = /max-age=(\d+)/i.exec(sessionCookie)?.[1] ?? String(60 * 60 * 24 * 30);
  const headers = new Headers(response.headers);
  headers.append(
    'set-cookie',
    `${SESSION_HINT_COOKIE}=${cleared ? '' : '1'}; Path=/; Max-Age=${cleared ? 0 : maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A JSON body without session tokens: better-auth returns `token` beside the user on sign-in and sign-up, and inside
 * `session` on get-session (and in each entry of a session list).
 */
export function withoutTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTokens);
  if (!body || typeof body !== 'object') return body;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'token') continue;
    copy[key] = key === 'session' ? withoutTokens(value) : value;
  }
  return copy;
}

async function jsonWithoutTokens(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function authRoutes(auth: Auth, logger: Logger, loggedPaths: string[], secureCookies = false) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    let response: Response;
    try {
      response = withSessionHint(await auth.handler(c.req.raw), secureCookies);
    } catch (error) {
      logger.error(`auth ${c.req.path} failed`, error);
      return c.json(errorBody('INTERNAL', 'Authentication failed'), 500);
    }
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    if (response.status < 400) return json ? jsonWithoutTokens(response) : response;
    if (response.status === 404 && !json) {
      // A disabled endpoint (DISABLED_AUTH_PATHS) or none at all: better-auth answers in plain text.
      return c.json(errorBody('NOT_FOUND', 'No such endpoint'), 404);
    }
    // Some of better-auth's other refusals (a provider not configured) come with no JSON body: our shape all the same.
    const body = (json ? await response.json().catch(() => ({})) : {}) as { code?: string; message?: string };
    const code = mapAuthErrorCode(response.status, body.code);
    if (loggedPaths.includes(c.req.path)) logger.info(`auth ${c.req.path}: ${response.status} ${body.code ?? ''}`);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(errorBody(code, body.message ?? code)), { status: response.status, headers });
  });
}

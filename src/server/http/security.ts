/** Security middleware: headers (CSP and friends), the Origin check on state-changing requests, client address. */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import type { OriginPolicy } from './origins.ts';

/**
 * The headers every response carries (CSP and friends), as one constant record: the same values hono's
 * secureHeaders() sent with our options, without its per-response work (ten validated `Headers.set` calls on each
 * response). JSON built by compressJson() is created with them already (completeResponse), so that response never
 * materialises a Headers object at all; every other response gets them set after its route.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** Responses created with SECURITY_HEADERS and their Cache-Control already in their own (plain) headers. */
const complete = new WeakSet<Response>();

/** A response's whole header record: the security headers, then `headers`; built once per kind of response. */
export const withSecurityHeaders = (headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.freeze({ ...SECURITY_HEADERS, ...headers });

/**
 * A response whose headers are final (a record from withSecurityHeaders, shared by every response of its kind:
 * @hono/node-server copies a plain record before adding to it). The middleware that add headers after the route
 * leave it alone, so @hono/node-server writes the record as it is (no Headers object built, filled and read back
 * per request).
 */
export function completeResponse(
  body: Uint8Array<ArrayBuffer>,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const response = new Response(body, { status, headers });
  complete.add(response);
  return response;
}

export const isCompleteResponse = (response: Response): boolean => complete.has(response);

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (complete.has(c.res)) return;
  const headers = c.res.headers;
  for (const name in SECURITY_HEADERS) headers.set(name, SECURITY_HEADERS[name] ?? '');
  headers.delete('X-Powered-By');
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose Origin the policy does not accept (CSRF). Requests without an Origin
 * header come from non-browser clients, which carry no ambient cookies of our users, so they pass.
 */
export function originCheck(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin && !policy.accepts(origin, c.req.raw.headers)) {
      return c.json(errorBody('FORBIDDEN_ORIGIN', 'Cross-site request refused'), 403);
    }
    await next();
  };
}

/**
 * The client's address, from the socket or from the configured proxy header, as the request variable
 * `clientAddress`. A client-sent value of that header (or X-Forwarded-For) never counts. better-auth reads the
 * address from a request header, so on its paths (`rawReaders`) the value is also written into the one header it
 * reads, replacing any value the client sent; elsewhere nothing reads that header and the request's headers stay as
 * received (writing one makes @hono/node-server build a full Headers object of the request, on every API request).
 */
export function clientAddress(proxyHeader: string | undefined, rawReaders: RegExp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    if (proxyHeader) address = c.req.header(proxyHeader)?.split(',')[0]?.trim();
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined;
      }
    }
    const known = address || '127.0.0.1';
    c.set('clientAddress', known);
    if (rawReaders.test(c.req.path)) c.req.raw.headers.set(CLIENT_IP_HEADER, known);
    await next();
  };
}

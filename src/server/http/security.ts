/** Security middleware: headers (CSP and friends), the Origin check on state-changing requests, client address. */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { secureHeaders } from 'hono/secure-headers';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import { errorBody } from './errors.ts';
import type { OriginPolicy } from './origins.ts';

export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
  });

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
 * Writes the client's address into the one header rate limiting reads: from the socket, or from the configured
 * proxy header. A client-sent value of that header (or X-Forwarded-For) never counts.
 */
export function clientAddress(proxyHeader: string | undefined): MiddlewareHandler {
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
    c.req.raw.headers.set(CLIENT_IP_HEADER, address || '127.0.0.1');
    await next();
  };
}

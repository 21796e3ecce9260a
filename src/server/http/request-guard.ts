/**
 * What every /api request passes before any route (ours or better-auth's) sees it: a body read with a size limit
 * (413 PAYLOAD_TOO_LARGE, decided from Content-Length before reading, or while reading a body sent without it), and
 * no text the databases cannot store (400 VALIDATION_FAILED for U+0000, a lone surrogate, bytes that are not UTF-8 or
 * a malformed percent-encoding, in the path, the query or the body). The text read here is handed to our routes
 * as the request variable `bodyText` (`parseJsonBody` reads it); only better-auth, which reads `c.req.raw` itself, gets it as a
 * fresh request — building one per request costs about a tenth of an answer save's CPU, so the hot path skips it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isStorableText, unstorableTextPath } from '../../domain/text/storable-text.ts';
import { capped } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody, HttpError } from './errors.ts';

export interface BodyLimits {
  /** Bytes any /api body may have. */
  default: number;
  /** Larger limits for the paths that need them, by exact path. */
  byPath?: Record<string, number>;
}

/** Every body the app sends fits many times over: the longest is a 5,000-character paragraph (15 KB in UTF-8). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

const refused = (what: string) => new HttpError(400, 'VALIDATION_FAILED', what);
const unstorable = (where: string) => refused(`${capped(where, 100)}: contains U+0000 or a lone surrogate`);

/** Decodes one percent-encoded piece of a URL, or refuses it. */
function decoded(piece: string, where: string): string {
  let text: string;
  try {
    text = decodeURIComponent(piece);
  } catch {
    throw refused(`${where}: malformed percent-encoding`);
  }
  if (!isStorableText(text)) throw unstorable(where);
  return text;
}

/**
 * A URL of printable ASCII without `%` decodes to itself: no malformed encoding, no U+0000, no lone surrogate. Every
 * request of the app's own pages is such a URL, and testing it costs a tenth of parsing it (about 70 ns against
 * 1 µs a request, with the URL object and the pieces left to the collector).
 */
const PLAIN_URL = /^[!-$&-~]*$/;

function checkUrl(url: string): void {
  if (PLAIN_URL.test(url)) return;
  const { pathname, search } = new URL(url);
  decoded(pathname, 'path');
  for (const pair of search.slice(1).split('&')) {
    const separator = pair.indexOf('=');
    const name = decoded((separator < 0 ? pair : pair.slice(0, separator)).replace(/\+/g, ' '), 'query');
    if (separator >= 0) decoded(pair.slice(separator + 1).replace(/\+/g, ' '), `query ${name}`);
  }
}

/** The body's bytes, or undefined once it is longer than `max` (the rest is left unread, never buffered). */
async function readLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not cancelled: that would drop the connection before the 413 is sent; the server drains or closes it.
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Routes parse JSON whatever the Content-Type says, so any body that parses as JSON has its strings checked; a body
 * declared as JSON must parse; a form body has its decoded fields checked; and no body may carry a raw U+0000.
 */
function checkBody(bytes: Uint8Array, contentType: string): string {
  if (bytes.byteLength === 0) return '';
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw refused('The request body is not UTF-8 text');
  }
  if (!isStorableText(text)) throw unstorable('body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (/\bjson\b/i.test(contentType)) throw refused('The request body must be JSON');
  }
  const path = unstorableTextPath(value);
  if (path !== undefined) throw unstorable(path || 'body');
  if (/application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const [name, field] of new URLSearchParams(text)) {
      if (!isStorableText(name) || !isStorableText(field)) throw unstorable(`body ${name}`);
    }
  }
  return text;
}

/**
 * A request from Node's HTTP server (@hono/node-server): its parser delivers exactly the declared Content-Length,
 * so a declared length within the limit can be read whole.
 */
const isNodeRequest = (c: Context<AppEnv>): boolean =>
  typeof c.env === 'object' && c.env !== null && 'incoming' in (c.env as object);

/** better-auth's handler reads the raw request; every other /api route reads its body through `c.req`. */
export const READS_RAW_REQUEST = /^\/api\/auth\//;

export function requestGuard(limits: BodyLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    checkUrl(c.req.url);
    const request = c.req.raw;
    // On Node, whether a body comes is read from the headers: asking the request for `body` builds a web stream of
    // it, which cost about a tenth of an answer save's CPU; a declared length is read as one buffer instead.
    const node = isNodeRequest(c);
    const declared = request.headers.get('content-length');
    const hasBody = node
      ? declared !== null
        ? Number(declared) > 0
        : request.headers.has('transfer-encoding')
      : request.body !== null;
    if (request.method !== 'GET' && request.method !== 'HEAD' && hasBody) {
      const max = limits.byPath?.[c.req.path] ?? limits.default;
      const bytes =
        node && declared !== null
          ? Number(declared) > max
            ? undefined
            : new Uint8Array(await request.arrayBuffer())
          : await readLimited(request, max);
      if (!bytes) {
        // The unread rest of the body is still on its way: the connection cannot carry another request after it.
        return c.json(errorBody('PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes`), 413, {
          Connection: 'close',
        });
      }
      const text = checkBody(bytes, request.headers.get('content-type') ?? '');
      if (READS_RAW_REQUEST.test(c.req.path)) c.req.raw = new Request(request, { body: bytes });
      else c.set('bodyText', text);
    }
    await next();
  };
}

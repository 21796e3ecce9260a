/**
 * Compressed JSON (docs/decisions/020-history-pages-and-lean-responses.md):
 * - compressJson(): every JSON response of the API over 1 KB is sent with brotli or gzip, as the request's
 *   Accept-Encoding allows (brotli first), at a fast level, since it runs per request. Only `application/json`
 *   bodies, which Hono builds whole in memory, are touched: a streamed reply (the tutor's server-sent events) is never
 *   read, buffered or re-encoded.
 * - preparedJson() / sendPrepared(): a response that is the same for everyone until a restart (the practice menu, the
 *   lessons) is serialised and compressed once at the best level, with an ETag; a request whose If-None-Match names
 *   it gets 304 without a body.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { completeResponse, withSecurityHeaders } from './security.ts';

/** Smaller bodies cost more to compress than they save on the wire. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function compress(body: Uint8Array<ArrayBuffer>, encoding: Encoding, best: boolean): Uint8Array<ArrayBuffer> {
  // Per request, the fastest levels: a 12 KB history page is 2% larger with gzip 1 than with 6 at less than half the
  // CPU (about 40 µs against 110 µs). Brotli 1 makes it as small as gzip 1 does (1,958 and 1,935 bytes) in about
  // 27 µs, where brotli 2 took 43–50 µs for 1,789 bytes.
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 1 });
  return brotliCompressSync(body, {
    params: {
      // 9, not 11: within a few percent of the size at a tenth of the time, so the first request of a lesson waits
      // a few milliseconds, not fifty.
      [constants.BROTLI_PARAM_QUALITY]: best ? 9 : 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * A JSON body serialised once and sent many times (a kept chart): its bytes, and each compressed form made on the
 * first request that asks for it. Given to `c.json` under compressJson(), it is sent as it is, without
 * stringifying or compressing it again; anywhere else it serialises as its value.
 */
export class SerializedJson {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly #encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {};

  constructor(readonly value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
  }

  encoded(encoding: Encoding): Uint8Array<ArrayBuffer> {
    return (this.#encoded[encoding] ??= compress(this.bytes, encoding, false));
  }

  toJSON(): unknown {
    return this.value;
  }
}

const serialized = new WeakMap<object, SerializedJson>();

/**
 * The serialised form of a value that is sent again unchanged while it is kept (the same object, never modified:
 * a kept chart), made on its first use and dropped with the value.
 */
export function serializedOnce(value: object): SerializedJson {
  let json = serialized.get(value);
  if (!json) {
    json = new SerializedJson(value);
    serialized.set(value, json);
  }
  return json;
}

/**
 * `defaults`: what every JSON response built here carries besides its type and encoding (the API's default
 * Cache-Control), since the response is created complete (security.ts completeResponse) and no middleware adds to it.
 */
export function compressJson(defaults: Readonly<Record<string, string>>): MiddlewareHandler {
  const jsonHeaders = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const plain = withSecurityHeaders({ ...defaults, ...jsonHeaders });
  const encoded = {
    br: withSecurityHeaders({ ...defaults, ...jsonHeaders, 'Content-Encoding': 'br' }),
    gzip: withSecurityHeaders({ ...defaults, ...jsonHeaders, 'Content-Encoding': 'gzip' }),
  };
  return async (c, next) => {
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    // JSON built with c.json (every route and the error handler) is compressed as it is built, into a response
    // written in one piece with all its headers: reading a built response's body back turns @hono/node-server's light
    // response into a web stream, read chunk by chunk, and costs a rebuilt Response, and a Headers object filled
    // after the route costs ten validated `set` calls more, on every API request, small ones included.
    let built: Response | undefined;
    const json = c.json;
    // A route that sets a header with c.header() first takes Hono's own way, which merges it.
    let ownHeaders = false;
    const header = c.header;
    c.header = ((...args: Parameters<typeof header>) => {
      ownHeaders = true;
      return header(...args);
    }) as typeof c.header;
    c.json = ((object: unknown, arg?: unknown, init?: unknown) => {
      // A response with its own init or headers (only the request guard's 413) takes the general way below.
      if (ownHeaders || init !== undefined || (arg !== undefined && typeof arg !== 'number')) {
        return (json as (...args: unknown[]) => Response)(object, arg, init);
      }
      const kept = object instanceof SerializedJson ? object : undefined;
      const body = kept ? kept.bytes : Buffer.from(JSON.stringify(object));
      const large = encoding !== undefined && body.byteLength >= COMPRESS_MIN_BYTES;
      const status = (arg as number | undefined) ?? 200;
      built = large
        ? completeResponse(kept ? kept.encoded(encoding) : compress(body, encoding, false), status, encoded[encoding])
        : completeResponse(body, status, plain);
      return built;
    }) as typeof c.json;
    await next();
    // Any other JSON body (better-auth's responses): read whole, compressed, and sent in a new response.
    const res = c.res;
    if (!encoding || res === built || res.headers.has('Content-Encoding') || res.status === 204 || res.status === 304) {
      return;
    }
    if (!res.headers.get('Content-Type')?.startsWith('application/json') || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    addVary(headers);
    let sent: Uint8Array<ArrayBuffer> = body;
    if (body.byteLength >= COMPRESS_MIN_BYTES) {
      sent = compress(body, encoding, false);
      headers.set('Content-Encoding', encoding);
    }
    // The old response is dropped before the new one is set: Hono's setter would otherwise copy the old headers
    // (all copied above already) onto a copy of the new response rebuilt around a stream of its body.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}

export interface PreparedJson {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export function preparedJson(value: unknown): PreparedJson {
  const body = new TextEncoder().encode(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { etag, body, br: compress(body, 'br', true), gzip: compress(body, 'gzip', true) };
}

/** Whether an If-None-Match header names the ETag (a list, weak forms and * included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A value prepared on its first request, then kept: nothing is compressed at start-up (the ready time). */
export function lazyPrepared(value: () => unknown): () => PreparedJson {
  let prepared: PreparedJson | undefined;
  return () => (prepared ??= preparedJson(value()));
}

/** The prepared body with its ETag and Cache-Control, compressed as the client allows, or 304 when it has it. */
export function sendPrepared(c: Context, prepared: PreparedJson, cacheControl: string): Response {
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(c.req.header('If-None-Match'), prepared.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  const body = encoding ? prepared[encoding] : prepared.body;
  return c.body(body, 200, {
    ...headers,
    'Content-Type': 'application/json',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

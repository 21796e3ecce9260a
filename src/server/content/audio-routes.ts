/**
 * Listening audio: GET /api/content/audio/<test id>.<ext> serves the test's file from the
 * content directory with an audio content type, byte ranges (the player seeks with them) and a one-year cache
 * (the URL carries a version of the file, see practice-catalog.ts). Tests converted from the spec's shape name
 * their audio `/assets/data/listenings/...`; those URLs are served too, and nothing else under /assets/data
 * (the spec's data files hold the answer keys, so they stay unserved).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import type { AudioFile, PracticeCatalog } from './practice-catalog.ts';

export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const AUDIO_TYPES: Record<string, string> = {
  '.opus': 'audio/ogg; codecs=opus',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
};

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** A single `bytes=` range of RFC 9110; anything else (several ranges, other units) is served whole. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

export function createAudioServer(catalog: PracticeCatalog) {
  const cache = new Map<string, Buffer>();

  async function bytes(file: AudioFile): Promise<Buffer> {
    const cached = cache.get(file.path);
    if (cached) return cached;
    let data: Buffer;
    try {
      data = await readFile(file.path);
    } catch {
      throw new HttpError(404, 'NOT_FOUND', 'No such audio file');
    }
    cache.set(file.path, data);
    return data;
  }

  async function serve(c: Context, file: AudioFile | undefined): Promise<Response> {
    if (!file) throw new HttpError(404, 'NOT_FOUND', 'No such audio file');
    const data = await bytes(file);
    const headers: Record<string, string> = {
      'Content-Type': AUDIO_TYPES[extname(file.path)] ?? 'application/octet-stream',
      'Cache-Control': AUDIO_CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
    };
    const range = parseRange(c.req.header('range'), data.length);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${data.length}` });
    }
    if (range) {
      const part = data.subarray(range.start, range.end + 1);
      return c.body(new Uint8Array(part), 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${data.length}`,
        'Content-Length': String(part.length),
      });
    }
    return c.body(new Uint8Array(data), 200, { ...headers, 'Content-Length': String(data.length) });
  }

  /** The file of a spec audio URL; none for a malformed percent-encoding. */
  function specFile(path: string): AudioFile | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    return catalog.audioBySpecUrl(decoded);
  }

  return {
    /** Mounted at /api/content/audio. */
    routes: new Hono<AppEnv>().get('/:name', (c) => serve(c, catalog.audioByName(c.req.param('name')))),
    /** For /assets/data/*: the spec's audio URLs, and a 404 for everything else there. */
    specUrls: (): MiddlewareHandler<AppEnv> => async (c) => serve(c, specFile(c.req.path)),
  };
}

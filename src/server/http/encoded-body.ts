/** A response body kept in memory with its compressed forms, made once (built files, server-rendered pages). */
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Compressed once and kept: built files never change while the server runs. `npm run build` writes .br and .gz
 * beside each file (scripts/precompress.mjs); anything else is compressed here at a quick level.
 */
export function encode(raw: Buffer, compressible: boolean, file?: string): Encoded {
  if (!compressible || raw.length < 1024) return { raw };
  const prebuilt = (suffix: string) => (file && existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return {
    raw,
    br: prebuilt('.br') ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: prebuilt('.gz') ?? gzipSync(raw, { level: 6 }),
  };
}

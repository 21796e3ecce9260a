// After `vite build`: writes .br and .gz beside every compressible file of dist/web, so the server sends them
// without compressing at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.has(extname(path)) && statSync(path).size >= 1024) {
      const raw = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    }
  }
}
walk(process.argv[2] ?? 'dist/web');

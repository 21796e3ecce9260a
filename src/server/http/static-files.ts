/**
 * Serves the built web app: hashed assets as immutable, everything else that is not an API path gets index.html
 * (no-cache) so deep links and reloads work on every client route.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.opus': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export function staticFiles(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  let indexHtml: string | undefined;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    if (path.startsWith('/api/')) return next();
    const file = normalize(join(root, path));
    if (file.startsWith(root + '/') && existsSync(file) && statSync(file).isFile() && !file.endsWith('index.html')) {
      const immutable = path.startsWith('/assets/');
      return c.body(readFileSync(file), 200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    if (extname(path) && path.startsWith('/assets/')) return c.text('Not found', 404);
    if (indexHtml === undefined) {
      if (!existsSync(indexPath)) return c.text('The web app is not built. Run `npm run build`.', 503);
      indexHtml = readFileSync(indexPath, 'utf8');
    }
    return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
  };
}

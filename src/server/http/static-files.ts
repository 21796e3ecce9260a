/**
 * Serves the built web app: hashed assets as immutable, everything else that is not an API path gets index.html
 * (no-cache) so deep links and reloads work on every client route; a signed-in student's dashboard and history get it
 * with their first view inside (first-view.ts), private and never stored.
 */
import { cookieValue, SESSION_HINT_COOKIE } from '../../domain/auth/cookie-names.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import {
  DEFAULT_LANGUAGE,
  languageForBrowser,
  localizePath,
  parseAcceptLanguage,
  parsePathLanguage,
} from '../../domain/language.ts';
import { languageFromCookie } from '../auth/auth.ts';
import { catalogPreloadTags, withCatalogPreload } from './catalog-preload.ts';
import { pageChunkPreload, pageSource } from './page-source.ts';
import { withManifestLink } from './manifest-link.ts';
import { encode, type Encoded } from './encoded-body.ts';
import { escapeJsonForHtml, inlineStylesheet, type PrerenderedPage } from './prerender.ts';
import { chooseEncoding, compress } from './compression.ts';
import { firstView, type ApiGet } from './first-view.ts';
import { FIRST_VIEW_ELEMENT_ID } from '../../domain/api/first-view.ts';

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

/** Built from src/web/sw/sw.ts. */
const SERVICE_WORKER_PATH = '/sw.js';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);

function send(c: Context, body: Encoded, headers: Record<string, string>): Response {
  const accept = c.req.header('accept-encoding') ?? '';
  const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  if (body.br && /\bbr\b/.test(accept)) {
    return c.body(new Uint8Array(body.br), 200, { ...headers, 'Content-Encoding': 'br', Vary: vary });
  }
  if (body.gzip && /\bgzip\b/.test(accept)) {
    return c.body(new Uint8Array(body.gzip), 200, { ...headers, 'Content-Encoding': 'gzip', Vary: vary });
  }
  return c.body(new Uint8Array(body.raw), 200, { ...headers, Vary: vary });
}

/** A signed-out visitor: no hint that a session exists (src/server/auth/auth-routes.ts). */
function signedOut(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, SESSION_HINT_COOKIE) !== '1';
}

/**
 * Where an unprefixed (az) page sends a visitor: to their remembered language (the cookie written beside the
 * browser's stored choice), or with none remembered, to the browser's language; undefined to stay.
 */
function firstVisitRedirect(path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  const parsed = parsePathLanguage(path);
  if (parsed.kind !== 'ok' || parsed.language !== DEFAULT_LANGUAGE) return;
  const language = languageFromCookie(cookieHeader) ?? languageForBrowser(parseAcceptLanguage(acceptLanguage));
  return language === DEFAULT_LANGUAGE ? undefined : localizePath(language, parsed.rest);
}

/** The request's path decoded; undefined when its percent-encoding is malformed (no file or page has such a name). */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}

/**
 * A signed-in page with its first view (first-view.ts) inside: made per request for one student, so compressed in
 * the one encoding asked for, and never kept by any cache.
 */
function sendPersonal(c: Context, html: string, setCookies: string[]): Response {
  const raw = new Uint8Array(Buffer.from(html));
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie, Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(encoding ? compress(raw, encoding, false) : raw, { status: 200, headers });
}

/**
 * `apiGet`: a GET request to the app's own API with this request's cookie, for the first view of a signed-in page;
 * without it (tests of the files alone) every client-rendered page is the same shell.
 */
export function staticFiles(
  distDir: string,
  prerendered: Map<string, PrerenderedPage> = new Map(),
  apiGet?: (c: Context) => ApiGet,
): MiddlewareHandler {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  // index.html per interface language and page: /ru and /en pages name their catalog chunk (catalog-preload.ts),
  // and every page its own chunk (page-source.ts), so the browser fetches both with the entry.
  const indexHtml = new Map<string, { html: string; encoded: Encoded }>();
  const preloadTags = catalogPreloadTags(root);
  const pagePreload = pageChunkPreload(root);
  const files = new Map<string, Encoded>();
  /** A server-rendered page in one of its versions at random; undefined when it has none or cannot render. */
  async function pageVersion(path: string): Promise<Encoded | undefined> {
    const page = prerendered.get(path);
    if (!page) return undefined;
    return page.body(Math.floor(Math.random() * page.versions)).catch(() => undefined);
  }
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodedPath(c.req.url);
    if (path === undefined) return c.text('Not found', 404);
    if (path.startsWith('/api/')) return next();
    const file = normalize(join(root, path));
    const precompressed = file.endsWith('.br') || file.endsWith('.gz');
    if (
      file.startsWith(root + '/') &&
      !precompressed &&
      !path.includes('/.') && // build metadata such as .vite/manifest.json
      existsSync(file) &&
      statSync(file).isFile() &&
      !file.endsWith('index.html')
    ) {
      const immutable = path.startsWith('/assets/');
      // The service worker's script is checked for a new version on every visit: never a stale copy.
      const cacheControl = immutable
        ? 'public, max-age=31536000, immutable'
        : path === SERVICE_WORKER_PATH
          ? 'no-cache'
          : 'public, max-age=3600';
      let body = files.get(file);
      if (!body) files.set(file, (body = encode(readFileSync(file), COMPRESSIBLE.has(extname(file)), file)));
      return send(c, body, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl,
      });
    }
    if (extname(path) && path.startsWith('/assets/')) return c.text('Not found', 404);
    const pagePath = path === '/ru' || path === '/en' ? `${path}/` : path;
    const page =
      prerendered.has(pagePath) && signedOut(c.req.header('cookie')) ? await pageVersion(pagePath) : undefined;
    if (page) {
      // A first visit follows the browser, decided here so the right page is the one that
      // arrives; the browser makes the same choice for pages it renders itself (src/web/app/app.tsx).
      const redirect = firstVisitRedirect(path, c.req.header('cookie'), c.req.header('accept-language'));
      if (redirect) {
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Cookie, Accept-Language');
        return c.redirect(redirect + new URL(c.req.url).search, 302);
      }
      return send(c, page, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' });
    }
    const parsed = parsePathLanguage(path);
    const language = parsed.kind === 'ok' ? parsed.language : DEFAULT_LANGUAGE;
    const source = pageSource(path);
    const key = `${language} ${source}`;
    let index = indexHtml.get(key);
    if (!index) {
      if (!existsSync(indexPath)) return c.text('The web app is not built. Run `npm run build`.', 503);
      // The stylesheet inlined as on the server-rendered pages: no render-blocking request before the first paint.
      const html = withManifestLink(
        withCatalogPreload(inlineStylesheet(readFileSync(indexPath, 'utf8'), root), path, preloadTags),
        path,
      ).replace('</head>', `${pagePreload(path)}</head>`);
      indexHtml.set(key, (index = { html, encoded: encode(Buffer.from(html), true) }));
    }
    const personal =
      apiGet && c.req.method === 'GET' && !signedOut(c.req.header('cookie'))
        ? await firstView(source, language, apiGet(c))
        : undefined;
    if (personal) {
      const element = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${escapeJsonForHtml(personal.view)}</script>`;
      return sendPersonal(
        c,
        index.html.replace('<div id="root"></div>', `<div id="root"></div>${element}`),
        personal.setCookies,
      );
    }
    return send(c, index.encoded, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  };
}

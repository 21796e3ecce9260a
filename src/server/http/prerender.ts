/**
 * Renders the landing page for /, /ru/ and /en/ once at start-up with the server bundle of the web app
 * (dist/ssr/entry-server.js, built by `npm run build`), so signed-out visitors get the hero in the first HTML.
 * Without that bundle (e.g. `npm run dev`), pages are rendered in the browser only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.ts';
import type { PublicSiteInfo } from './site-info.ts';

export const PRERENDERED_PATHS = ['/', '/ru/', '/en/'] as const;
const SSR_DATA_ELEMENT_ID = 'imtahan-ssr-data';

interface EntryServer {
  renderLanding(url: string, site: PublicSiteInfo): { html: string; language: string };
}

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export async function prerenderLanding(
  webDistDir: string,
  site: PublicSiteInfo,
  logger: Logger,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const indexFile = join(resolve(webDistDir), 'index.html');
  const entryFile = join(resolve(webDistDir), '..', 'ssr', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(entryFile)) return pages;
  try {
    const template = readFileSync(indexFile, 'utf8');
    const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
    for (const path of PRERENDERED_PATHS) {
      const { html, language } = entry.renderLanding(path, site);
      pages.set(
        path,
        template
          .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${html}</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${escapeJsonForHtml(site)}</script>`,
          ),
      );
    }
  } catch (error) {
    logger.error('server rendering of the landing page failed; serving the client-rendered page', error);
    pages.clear();
  }
  return pages;
}

/**
 * The web app fetches its interface strings as one chunk per language (src/web/i18n/i18n.ts). Every page names its
 * language's chunk in the HTML, so the browser fetches it alongside the app instead of after it. The chunk names
 * come from Vite's manifest (dist/web/.vite/manifest.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePathLanguage, type Language } from '../../domain/language.ts';

interface ManifestChunk {
  file: string;
}

const CATALOG_SOURCES: Partial<Record<Language, string>> = { az: 'i18n/az.ts', ru: 'i18n/ru.ts', en: 'i18n/en.ts' };

/** `<link rel="modulepreload">` tags for each language's catalog chunk. */
export function catalogPreloadTags(webRoot: string): Partial<Record<Language, string>> {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const tags: Partial<Record<Language, string>> = {};
  for (const [language, source] of Object.entries(CATALOG_SOURCES) as [Language, string][]) {
    const chunk = manifest[source];
    if (!chunk) continue;
    // Its own file only: chunks it imports are part of the app's first load and already requested.
    tags[language] = `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
  }
  return tags;
}

/** The page's HTML with the catalog chunk of its language named in the head. */
export function withCatalogPreload(html: string, path: string, tags: Partial<Record<Language, string>>): string {
  const parsed = parsePathLanguage(path);
  const tag = parsed.kind === 'ok' ? tags[parsed.language] : undefined;
  return tag ? html.replace('</head>', `${tag}</head>`) : html;
}

/**
 * Each interface language has its own web app manifest (names in that language, start URL under its prefix; see
 * src/domain/web-manifest.ts). index.html links the az one; pages under /ru and /en link theirs, so installing
 * from a Russian page puts a Russian-named app on the home screen that opens in Russian.
 */
import { parsePathLanguage } from '../../domain/language.ts';
import { manifestPath } from '../../domain/web-manifest.ts';

export function withManifestLink(html: string, path: string): string {
  const parsed = parsePathLanguage(path);
  if (parsed.kind !== 'ok' || parsed.language === 'az') return html;
  return html.replace(`href="${manifestPath('az')}"`, `href="${manifestPath(parsed.language)}"`);
}

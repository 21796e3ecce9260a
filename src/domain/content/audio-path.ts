/**
 * Where a listening test's audio file lives, relative to the content directory. Our own tests name it relative
 * to content/listening/ (`audio/listening-01.opus` is `listening/audio/listening-01.opus`); tests converted from
 * the spec's shape carry the spec's URL under /assets/data/, which stands for the content directory
 * (`/assets/data/listenings/x.mp3` is `listenings/x.mp3`). Anything else (another site, a path leaving the
 * content directory) has no local file: null.
 */
export const SPEC_DATA_URL_PREFIX = '/assets/data/';

export function audioContentPath(audio: string): string | null {
  const relative = audio.startsWith(SPEC_DATA_URL_PREFIX)
    ? audio.slice(SPEC_DATA_URL_PREFIX.length)
    : /^[a-z][a-z0-9+.-]*:|^\//i.test(audio)
      ? null
      : `listening/${audio}`;
  if (relative === null || relative === '') return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return null;
  return relative;
}

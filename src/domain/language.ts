/** The interface languages and how a URL path carries them (az has no prefix, /en/* and /ru/*). */
export const LANGUAGES = ['az', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'az';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type PathLanguage =
  | { kind: 'ok'; language: Language; rest: string }
  /** The path should be replaced (an unknown or redundant prefix). */
  | { kind: 'redirect'; to: string };

/**
 * Reads the language prefix of a path. A 2-letter first segment other than en/ru is an unknown prefix and
 * redirects to /; /az/x is redundant and redirects to /x.
 */
export function parsePathLanguage(pathname: string): PathLanguage {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const rest = match?.[2] ?? '/';
  if (first === 'en' || first === 'ru') return { kind: 'ok', language: first, rest };
  if (first === 'az') return { kind: 'redirect', to: rest };
  if (first && /^[a-zA-Z]{2}$/.test(first)) return { kind: 'redirect', to: '/' };
  return { kind: 'ok', language: DEFAULT_LANGUAGE, rest: pathname || '/' };
}

/** The path of `rest` (an unprefixed path such as /learn) in `language`. */
export function localizePath(language: Language, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The first-visit language for a browser language list: az → az, ru → ru, others → en. */
export function languageForBrowser(browserLanguages: readonly string[]): Language {
  const first = (browserLanguages[0] ?? 'az').toLowerCase();
  if (first.startsWith('az')) return 'az';
  if (first.startsWith('ru')) return 'ru';
  return 'en';
}

/** The languages of an Accept-Language header, most preferred first (q=0 entries dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

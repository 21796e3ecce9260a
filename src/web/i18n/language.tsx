/**
 * The interface language: chosen by the URL prefix (which always wins), remembered in localStorage and in a
 * cookie the server reads when it creates a profile.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  isLanguage,
  languageForBrowser,
  localizePath,
  parsePathLanguage,
  type Language,
} from '../../domain/language.ts';
import { LANGUAGE_COOKIE } from '../../domain/auth/cookie-names.ts';

const STORAGE_KEY = 'imtahan.lang';

/** The browser's languages (none while rendering on the server). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language a visitor prefers: their stored choice, else (first visit) the browser's. */
export function preferredLanguage(): Language {
  return storedLanguage() ?? languageForBrowser(browserLanguages());
}

export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the prefix still carries the language.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  }
}

interface LanguageContextValue {
  language: Language;
  /** The path of an unprefixed route in the current language. */
  path(rest: string): string;
  /** Switches the interface language, keeping the current page. */
  switchLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const switchLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      const current = parsePathLanguage(location.pathname);
      const rest = current.kind === 'ok' ? current.rest : '/';
      void navigate(localizePath(next, rest) + location.search, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );
  const value = useMemo(
    () => ({ language, path: (rest: string) => localizePath(language, rest), switchLanguage }),
    [language, switchLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language of the LanguageProvider around, if any (the page's strings are in it). */
export function useProvidedLanguage(): Language | undefined {
  return useContext(LanguageContext)?.language;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}

/**
 * The interface strings: the catalogs of the languages fetched so far, and `useTranslation()` giving a component
 * the `t` of its page's language (the LanguageProvider's; outside one, the language the app started in). Keys are
 * typed from the English source catalog. The lookup itself is in translate.ts.
 *
 * Each catalog is a chunk of its own, fetched when a page first needs it and named in the page's HTML by the server
 * (src/server/http/catalog-preload.ts), so the browser fetches it alongside the app: a page carries its own
 * language's strings only, within the first-load JavaScript budget.
 */
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language.ts';
import type { Catalog, en } from './en.ts';
import { useProvidedLanguage } from './language.tsx';
import { translate, type CatalogTree, type TranslationKey, type TranslationOptions } from './translate.ts';

export type TKey = TranslationKey<typeof en>;
export type TFunction = (key: TKey, options?: TranslationOptions) => string;

const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  az: () => import('./az.ts').then((module) => module.az),
  ru: () => import('./ru.ts').then((module) => module.ru),
  en: () => import('./en.ts').then((module) => module.en),
};

const catalogs = new Map<Language, CatalogTree>();
/** The language of components outside a LanguageProvider: the app's start language, then the shown page's. */
let currentLanguage: Language = DEFAULT_LANGUAGE;

/**
 * `language`: the one the app starts in (for components outside a LanguageProvider); `given`: catalogs
 * available at once (none in the browser, which fetches its page's; the server has all three).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE, given: Partial<Record<Language, Catalog>> = {}) {
  currentLanguage = language;
  for (const [code, catalog] of Object.entries(given) as [Language, Catalog][]) catalogs.set(code, catalog);
}

/** The `t` of `language`: its catalog first, then (only if a catalog could not be fetched) Azerbaijani, then the key. */
export function translator(language: Language): TFunction {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  return (key, options) => translate(catalogs, languages, key, options);
}

export function setCurrentLanguage(language: Language): void {
  currentLanguage = language;
}

export function useTranslation(): { t: TFunction } {
  const language = useProvidedLanguage() ?? currentLanguage;
  return useMemo(() => ({ t: translator(language) }), [language]);
}

export function hasCatalog(language: Language): boolean {
  return catalogs.has(language);
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a catalog once (a failed fetch may be tried again later); resolves when it can be used. */
export function loadCatalog(language: Language): Promise<void> {
  if (hasCatalog(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = catalogLoaders[language]()
      .then((catalog) => void catalogs.set(language, catalog))
      .finally(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/**
 * True once the catalog of `language` is there (at once for catalogs already fetched). When the fetch fails, also
 * true: the page then shows the Azerbaijani fallback instead of waiting forever.
 */
export function useCatalog(language: Language): boolean {
  const [settled, setSettled] = useState<Language | null>(null);
  const ready = settled === language || hasCatalog(language);
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(language);
    };
    loadCatalog(language).then(settle, settle);
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready;
}

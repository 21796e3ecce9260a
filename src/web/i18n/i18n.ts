/**
 * i18next set up with the three catalogs; keys are typed from the English source catalog.
 *
 * Each catalog is a chunk of its own, fetched when a page first needs it and named in the page's HTML by the server
 * (src/server/http/catalog-preload.ts), so the browser fetches it alongside the app: a page carries its own
 * language's strings only, within the first-load JavaScript budget.
 */
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language.ts';
import type { Catalog, en } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  az: () => import('./az.ts').then((module) => module.az),
  ru: () => import('./ru.ts').then((module) => module.ru),
  en: () => import('./en.ts').then((module) => module.en),
};

/** `catalogs`: those available at once (none in the browser, which fetches its page's; the server has all three). */
export function initI18n(language: Language = DEFAULT_LANGUAGE, catalogs: Partial<Record<Language, Catalog>> = {}) {
  void i18next.use(initReactI18next).init({
    lng: language,
    // Only if a catalog could not be fetched (no network): Azerbaijani, when it is here, rather than bare keys.
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, catalog]) => [code, { translation: catalog }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}

export function hasCatalog(language: Language): boolean {
  return i18next.hasResourceBundle(language, 'translation');
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a catalog once (a failed fetch may be tried again later); resolves when i18next has it. */
export function loadCatalog(language: Language): Promise<void> {
  if (hasCatalog(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = catalogLoaders[language]()
      .then((catalog) => void i18next.addResourceBundle(language, 'translation', catalog))
      .finally(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/**
 * True once the catalog of `language` is there (at once for az and for catalogs already fetched). When the fetch
 * fails, also true: the page then shows the Azerbaijani fallback instead of waiting forever.
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

/** i18next set up with the three catalogs; keys are typed from the English source catalog. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language.ts';
import { az } from './az.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export const catalogs = { az, ru, en } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {
      az: { translation: catalogs.az },
      ru: { translation: catalogs.ru },
      en: { translation: catalogs.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}

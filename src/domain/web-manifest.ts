/**
 * The installed app's manifest, one per interface language (`/manifest-<lang>.webmanifest`, written at build by
 * vite.config.ts; the server links the page's own in its head, src/server/http/manifest-link.ts). Each opens the
 * app in its language; all three share one id, so the phone holds one Imtahan whichever language installed it.
 * The theme colours are the design tokens' page background: light by default, dark where the browser honours
 * the dark colour-scheme override.
 */
import { localizePath, type Language } from './language.ts';

export const THEME_LIGHT = '#f7f7fb';
export const THEME_DARK = '#12131a';

export const manifestPath = (language: Language) => `/manifest-${language}.webmanifest`;

export interface ManifestStrings {
  appName: string;
  shortName: string;
  description: string;
}

export function webManifest(language: Language, strings: ManifestStrings) {
  return {
    id: '/',
    lang: language,
    dir: 'ltr',
    name: strings.appName,
    short_name: strings.shortName,
    description: strings.description,
    start_url: localizePath(language, '/'),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_LIGHT,
    theme_color: THEME_LIGHT,
    user_preferences: { color_scheme_dark: { background_color: THEME_DARK, theme_color: THEME_DARK } },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

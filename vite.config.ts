import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES } from './src/domain/language.ts';
import { az as azCommon } from './src/web/i18n/az.ts';
import { az } from './src/web/offline/strings/az.ts';
import { en } from './src/web/offline/strings/en.ts';
import { ru } from './src/web/offline/strings/ru.ts';
import { manifestPath, webManifest } from './src/domain/web-manifest.ts';

const OUT_DIR = 'dist/web';

/**
 * Names the one font file in the HTML head, so the browser fetches it with the page instead of after the CSS:
 * text then renders in Inter from the first paint, and does not reflow when the font swaps in on a slow phone.
 */
function preloadFont(): Plugin {
  return {
    name: 'imtahan-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /inter-subset-[^/]*\.woff2$/.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** Writes the installed app's manifest of each interface language (src/domain/web-manifest.ts). */
function webManifests(): Plugin {
  const strings = { az, ru, en };
  return {
    name: 'imtahan-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES) {
        const { appName, appDescription } = strings[language];
        const manifest = webManifest(language, {
          appName,
          shortName: azCommon.common.appName,
          description: appDescription,
        });
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(language).slice(1),
          source: JSON.stringify(manifest, null, 2),
        });
      }
    },
  };
}

/**
 * The precache list without the ru and en catalogs: each phone keeps the one its pages load (the service worker
 * stores it on first use), not all three. Their files are found in Vite's manifest, as the server finds them.
 */
function withoutOtherCatalogs<E extends { url: string }>(entries: E[]) {
  const viteManifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const catalogs = new Set(['i18n/ru.ts', 'i18n/en.ts'].map((source) => viteManifest[source]?.file));
  return { manifest: entries.filter((entry) => !catalogs.has(entry.url)), warnings: [] };
}

/**
 * Fewer, larger chunks. Left to itself the bundler makes a chunk of every module two chunks share: a cold visit of a
 * page loaded 20 to 38 files, most under 1 KB gzip, each a request (on a phone's connection, a round trip among six at
 * a time) and each with its own compression and import overhead. Two groups instead:
 * - `app`: everything the entry needs before it runs (React, the router, TanStack Query, the shell), one file beside
 *   the entry; every page loads all of it anyway.
 * - `shared`: the modules two or more page chunks share (icons, small helpers, the answer store), one file. A page
 *   loads some it does not use; together they are a few KB gzip, less than the requests they replace cost.
 * Each page and each language catalog stays a chunk of its own.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  { name: 'shared', minShareCount: 2, priority: 1 },
];

// The web app lives in src/web and builds to dist/web, which the server serves.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    preloadFont(),
    // The browser's build only (the server-side build of entry-server.tsx needs neither).
    !isSsrBuild && webManifests(),
    // The service worker: our own source with Workbox's modules and the precache list injected (decision 014).
    // Registered by the page itself after first paint (src/web/offline/register.ts), so no registration script here.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
          manifestTransforms: [withoutOtherCatalogs],
        },
      }),
  ],
  build: {
    outDir: `../../${OUT_DIR}`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    // Read by the server to preload the ru or en catalog chunk (src/server/http/catalog-preload.ts).
    manifest: true,
    // The stylesheet is one file, inlined into every page the server sends (src/server/http/prerender.ts) and linked
    // from the offline shell. Split per chunk, a chunk loaded later (the service worker's start, the history chart)
    // linked it again, so the browser fetched, parsed and applied the whole stylesheet a second time on every page.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
}));

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The web app lives in src/web and builds to dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), preloadFont()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    // Read by the server to preload the ru or en catalog chunk (src/server/http/catalog-preload.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});

/**
 * A page loaded as its own chunk that can also be loaded ahead (`preload`): before the first render in the browser,
 * so a server-rendered page hydrates in one pass with its markup kept, and a client-rendered one skips the wait for
 * its chunk after the entry; and on the server before rendering it to HTML. Once its module is here, the page
 * renders at once instead of suspending: React.lazy reads a thenable that resolves synchronously.
 */
import { lazy, type ComponentType } from 'react';

interface PageModule {
  default: ComponentType;
}

export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (a phone gone offline) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // Resolved within `then`, so React.lazy marks the page loaded before it renders: no suspense, no fallback.
    return { then: (resolve: (value: PageModule) => void) => resolve(module) } as unknown as Promise<PageModule>;
  });
  return Object.assign(Page, { preload });
}

/** The providers around the app, shared by the browser entry and the server-rendered landing page. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ToastProvider } from '../ui/toast.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** `router` wraps the app: BrowserRouter in the browser, StaticRouter on the server. */
export function AppProviders({
  queryClient,
  router,
  children,
}: {
  queryClient: QueryClient;
  router: (children: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router(<ToastProvider>{children}</ToastProvider>)}
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Where the server puts the data of a pre-rendered page (read before hydrating). */
export const SSR_DATA_ELEMENT_ID = 'imtahan-ssr-data';

/** The data a server-rendered page was rendered with: query cache entries and the menu's shuffle seed. */
export interface SsrData {
  queries: [readonly unknown[], unknown][];
  shuffleSeed: number;
}

export function seedQueries(queryClient: QueryClient, data: SsrData): void {
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
}

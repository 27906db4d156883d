import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getQueryFn } from '@vip/contracts/http';

/** The spec's data-loading defaults: never stale, no retries, no refetch on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Providers shared by every remote through the singletons: one query cache. antd's theme and toasts are not
 * here: the frame and the public pages' first screens are built without antd, and what is built with it
 * brings its own AntdScope (@vip/ui), so a first visit loads no antd.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

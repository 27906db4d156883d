import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from '@vip/contracts/http';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults() });
}

/** The browser's and the server render's. */
export function queryDefaults(): DefaultOptions {
  return {
    queries: {
      queryFn: getQueryFn(),
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  };
}

/** No antd here: what is built with it brings its own AntdScope, so a first visit loads no antd. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

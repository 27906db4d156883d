import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { getQueryFn } from '@vip/contracts';

/**
 * A remote's standalone development harness (`npm run dev` serves one remote alone): its pages with the
 * query client, antd's App and a router. In the product the shell mounts the remote's routes with its own
 * providers, header and footer instead.
 */
export function renderStandalone(routes: Record<string, ComponentType>, element: HTMLElement = document.getElementById('root')!): void {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn(), staleTime: Infinity, retry: false, refetchOnWindowFocus: false } } });
  createRoot(element).render(
    <QueryClientProvider client={client}>
      <AntApp>
        <BrowserRouter>
          <Routes>
            {Object.entries(routes).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

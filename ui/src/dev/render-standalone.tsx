import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getQueryFn } from '@vip/contracts/http';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { PAGE_BASE_STYLE, UiStyle } from '../light/ui-style';

/**
 * A remote's standalone development harness (`npm run dev` serves one remote alone): its pages with the
 * query client, the light components' styles and a router (pages built with antd carry their own AntdScope). In the
 * product the shell mounts the remote's routes with its own providers, header and footer instead.
 */
export function renderStandalone(
  routes: Record<string, ComponentType>,
  element: HTMLElement = document.getElementById('root')!,
): void {
  // Nothing here is server-rendered: the page is the app's from the start (parts that hydrate later load at once).
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn(), staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    },
  });
  createRoot(element).render(
    <QueryClientProvider client={client}>
      <div className="vip-page">
        <UiStyle />
        <style>{PAGE_BASE_STYLE}</style>
        <BrowserRouter>
          <Routes>
            {Object.entries(routes).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
      </div>
    </QueryClientProvider>,
  );
}

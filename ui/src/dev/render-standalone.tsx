import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getQueryFn } from '@vip/contracts/http';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { PAGE_BASE_STYLE, UiStyle } from '../light/ui-style';

/** For `npm run dev` of one remote; in the product the shell mounts its routes. */
export function renderStandalone(
  routes: Record<string, ComponentType>,
  element: HTMLElement = document.getElementById('root')!,
): void {
  // Nothing is server-rendered here, so parts that hydrate later load at once.
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

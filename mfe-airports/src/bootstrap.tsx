// Standalone development harness: `npm run dev` serves this remote alone. In the product the
// shell mounts ./routes with its own providers, header and footer.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { getQueryFn } from '@vip/contracts';
import { routes } from './routes';

const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn(), staleTime: Infinity, retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
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

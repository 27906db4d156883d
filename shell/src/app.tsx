import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { AppProviders, createQueryClient } from './providers/app-providers';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/remote-loader';
import { useRemotesManifest } from './remotes/use-remotes-manifest';
import { ShellRoutes } from './routes';

function ManifestRoutes() {
  const manifest = useRemotesManifest();
  const state = manifest.isPending ? 'pending' : manifest.isError ? 'error' : 'ready';
  return <ShellRoutes manifest={manifest.data} manifestState={state} />;
}

export interface AppProps {
  loader: RemoteLoader;
  queryClient?: QueryClient;
  /** Tests render at a path with a MemoryRouter instead. */
  router?: (children: React.ReactNode) => React.ReactNode;
}

export function App({ loader, queryClient, router }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Marks the page as the app's from here on (hydrated, when the server rendered it): before, a server-rendered
  // page shows but does not answer yet. Browser tests wait for it; nothing is styled by it.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  const content = <ManifestRoutes />;
  return (
    <RemoteLoaderContext.Provider value={loader}>
      <AppProviders queryClient={client}>
        {router ? router(content) : <BrowserRouter>{content}</BrowserRouter>}
      </AppProviders>
    </RemoteLoaderContext.Provider>
  );
}

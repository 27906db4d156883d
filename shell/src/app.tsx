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
  router?: (children: React.ReactNode) => React.ReactNode;
}

export function App({ loader, queryClient, router }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Until now a server-rendered page shows but does not answer; browser tests wait for this.
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

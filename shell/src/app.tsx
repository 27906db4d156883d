import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { DEFAULT_LOCALE, EN_MESSAGES, localeBasename, type Locale, type Messages } from '@vip/contracts/i18n';
import { LocaleProvider } from '@vip/ui';
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
  /** Given the router's base name (`/fr`, '' for English): the page's routes are the English ones below it. */
  router?: (children: React.ReactNode, basename: string) => React.ReactNode;
  /** The page's language, from its URL, and its catalogue, loaded before the first render. */
  locale?: Locale;
  messages?: Messages;
}

export function App({ loader, queryClient, router, locale = DEFAULT_LOCALE, messages = EN_MESSAGES }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Until now a server-rendered page shows but does not answer; browser tests wait for this.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  const content = <ManifestRoutes />;
  const basename = localeBasename(locale);
  return (
    <RemoteLoaderContext.Provider value={loader}>
      <LocaleProvider locale={locale} messages={messages}>
        <AppProviders queryClient={client}>
          {router ? (
            router(content, basename)
          ) : (
            <BrowserRouter basename={basename || undefined}>{content}</BrowserRouter>
          )}
        </AppProviders>
      </LocaleProvider>
    </RemoteLoaderContext.Provider>
  );
}

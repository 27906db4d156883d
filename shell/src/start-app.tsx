import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import {
  EN_MESSAGES,
  loadMessages,
  localeDirection,
  splitLocalePath,
  type Locale,
  type Messages,
} from '@vip/contracts/i18n';
import { type RemotesManifest } from '@vip/contracts/schemas';
import { UI_CATALOGUE } from '@vip/ui';
import { App } from './app';
import { createQueryClient } from './providers/app-providers';
import { moduleFederationLoader } from './remotes/module-federation-loader';
import { preloadPage } from './remotes/preload-page';
import { readHydrationState, type HydrationState } from './server/hydration-state';
import { dismissStartupSpinner } from './startup/startup-spinner';

const container = document.getElementById('root')!;

export function startApp(): void {
  const state = readHydrationState(document);
  const { locale } = splitLocalePath(window.location.pathname);
  // The server wrote them on pages it rendered; index.html, sent for the others, says English.
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  if (state) void hydratePage(state, locale);
  else void renderFresh(locale);
}

/** English is built in; another language's catalogue is fetched first, so the first paint is in it. */
async function renderFresh(locale: Locale) {
  const messages = await loadMessages(locale).catch(() => EN_MESSAGES);
  createRoot(container).render(<App loader={moduleFederationLoader} locale={locale} messages={messages} />);
  dismissStartupSpinner(document.getElementById('startup-spinner'));
}

/** Data and code come first, so the first render is the server's page; a transition keeps taps answered. */
async function hydratePage({ queries, remote }: HydrationState, locale: Locale) {
  const client = createQueryClient();
  hydrate(client, queries);
  const manifest = client.getQueryData<RemotesManifest>([REMOTES_MANIFEST_PATH]);
  if (manifest) moduleFederationLoader.register(manifest.remotes);
  // The shared components' texts too: the shell shows one of them (a remote that did not load) outside any page.
  const messagesLoading = Promise.all([loadMessages(locale), UI_CATALOGUE.load(locale)]).then(
    ([messages]) => messages,
    () => undefined,
  );
  const pathname = splitLocalePath(window.location.pathname).path;
  try {
    if (remote) {
      const routes = await moduleFederationLoader.loadRoutes(remote);
      client.setQueryData(['remote-routes', remote], routes);
      const pattern = manifest?.remotes
        .find((r) => r.name === remote)
        ?.routes.find((route) => matchPath(route, pathname));
      if (pattern) await preloadPage(pathname, { pattern, routes }, locale);
    } else await preloadPage(pathname, undefined, locale);
  } catch {
    // The remote's code did not load: render afresh, which offers a retry.
    if (remote) return renderAfresh(client, locale, (await messagesLoading) ?? EN_MESSAGES);
  }
  const messages = await messagesLoading;
  // The catalogue did not load: the page's words in English beat no page (same URL, so links stay in place).
  if (!messages) return renderAfresh(client, locale, EN_MESSAGES);
  startTransition(() => {
    hydrateRoot(
      container,
      <App loader={moduleFederationLoader} queryClient={client} locale={locale} messages={messages} />,
    );
  });
}

function renderAfresh(client: QueryClient, locale: Locale, messages: Messages) {
  container.replaceChildren();
  createRoot(container).render(
    <App loader={moduleFederationLoader} queryClient={client} locale={locale} messages={messages} />,
  );
}

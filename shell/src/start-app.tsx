import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { type RemotesManifest } from '@vip/contracts/schemas';
import { App } from './app';
import { createQueryClient } from './providers/app-providers';
import { moduleFederationLoader } from './remotes/module-federation-loader';
import { preloadPage } from './remotes/preload-page';
import { readHydrationState, type HydrationState } from './server/hydration-state';
import { dismissStartupSpinner } from './startup/startup-spinner';

const container = document.getElementById('root')!;

export function startApp(): void {
  const state = readHydrationState(document);
  if (state) void hydratePage(state);
  else {
    createRoot(container).render(<App loader={moduleFederationLoader} />);
    dismissStartupSpinner(document.getElementById('startup-spinner'));
  }
}

/** Data and code come first, so the first render is the server's page; a transition keeps taps answered. */
async function hydratePage({ queries, remote }: HydrationState) {
  const client = createQueryClient();
  hydrate(client, queries);
  const manifest = client.getQueryData<RemotesManifest>([REMOTES_MANIFEST_PATH]);
  if (manifest) moduleFederationLoader.register(manifest.remotes);
  const pathname = window.location.pathname;
  try {
    if (remote) {
      const routes = await moduleFederationLoader.loadRoutes(remote);
      client.setQueryData(['remote-routes', remote], routes);
      const pattern = manifest?.remotes
        .find((r) => r.name === remote)
        ?.routes.find((route) => matchPath(route, pathname));
      if (pattern) await preloadPage(pathname, { pattern, routes });
    } else await preloadPage(pathname);
  } catch {
    if (remote) {
      // The remote's code did not load: render afresh, which offers a retry.
      container.replaceChildren();
      createRoot(container).render(<App loader={moduleFederationLoader} queryClient={client} />);
      return;
    }
  }
  startTransition(() => {
    hydrateRoot(container, <App loader={moduleFederationLoader} queryClient={client} />);
  });
}

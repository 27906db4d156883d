import { matchPath } from 'react-router';
import { isLazyPage } from '@vip/ui';
import { SHELL_PAGE_COMPONENTS } from '../routes';
import type { RemoteRouteMap } from './remote-loader';

/**
 * Fetches the code of the page at `pathname` when it loads on demand (lazyPage): the shell's own page there,
 * or the owning remote's page for its route pattern. The server render and the hydration of a server-rendered
 * page wait for it, so that page renders whole at once (no spinner in place of the server's HTML).
 */
export async function preloadPage(
  pathname: string,
  remote?: { pattern: string; routes: RemoteRouteMap },
): Promise<void> {
  const page = remote
    ? remote.routes[remote.pattern]
    : Object.entries(SHELL_PAGE_COMPONENTS).find(([path]) => matchPath(path, pathname))?.[1];
  if (isLazyPage(page)) await page.preload();
}

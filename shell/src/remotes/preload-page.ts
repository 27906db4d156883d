import { matchPath } from 'react-router';
import type { Locale } from '@vip/contracts/i18n';
import { isLazyPage } from '@vip/ui';
import { SHELL_PAGE_COMPONENTS } from '../routes';
import type { RemoteRouteMap } from './remote-loader';

/** The server render and hydration wait for it, so no spinner replaces the server's HTML. */
export async function preloadPage(
  pathname: string,
  remote?: { pattern: string; routes: RemoteRouteMap },
  locale?: Locale,
): Promise<void> {
  const page = remote
    ? remote.routes[remote.pattern]
    : Object.entries(SHELL_PAGE_COMPONENTS).find(([path]) => matchPath(path, pathname))?.[1];
  if (isLazyPage(page)) await page.preload(locale);
}

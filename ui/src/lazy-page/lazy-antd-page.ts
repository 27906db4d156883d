import type { ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vip/contracts/i18n';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Imports AntdScope on demand: a static import where the route is declared would put antd on every page. Its preload
 * fetches antd's words in the page's language too.
 */
export function lazyAntdPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const antdWords = (locale: string | undefined) =>
    isLocale(locale) && locale !== DEFAULT_LOCALE
      ? import('../antd-scope/antd-locale').then(({ ANTD_LOCALES }) => ANTD_LOCALES.load(locale))
      : undefined;
  const page = lazyPage(() =>
    Promise.all([
      load(),
      import('../antd-scope/antd-scope'),
      // Shown without a preload (a sheet opened later), it takes the page's language from the document.
      antdWords(typeof document === 'undefined' ? undefined : document.documentElement.lang),
    ]).then(([component, { withAntd }]) => withAntd(component)),
  );
  const preloadCode = page.preload;
  const preload = (locale?: Locale) => Promise.all([preloadCode(), antdWords(locale)]).then(([component]) => component);
  return Object.assign(page, { preload });
}

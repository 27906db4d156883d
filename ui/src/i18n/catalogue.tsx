import { createElement, use, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlContext } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vip/contracts/i18n';
import { serverRenderScope } from '@vip/contracts/server-render';
import { isLazyPage } from '../lazy-page/lazy-page';
import { SharedIntlProvider } from './shared-intl';

export type TranslatedLocale = Exclude<Locale, 'en'>;
export type MessageTable = Readonly<Record<string, string>>;

/** A missing key is a failed test (the catalogue specs), not a console error on every render. */
const quiet = () => undefined;

/** Something a page needs in its language, loaded once per language (a remote's texts, antd's own words). */
export interface LocaleResource<T> {
  load(locale: Locale): Promise<T>;
  /** Undefined until loaded: a render that has it renders in one pass. */
  loaded(locale: Locale): T | undefined;
}

export function defineLocaleResource<T>(
  english: T,
  loaders: Record<TranslatedLocale, () => Promise<T>>,
): LocaleResource<T> {
  const loadedByLocale = new Map<Locale, { value: T }>([[DEFAULT_LOCALE, { value: english }]]);
  const pending = new Map<Locale, Promise<T>>();
  return {
    loaded: (locale) => loadedByLocale.get(locale)?.value,
    load(locale) {
      const ready = loadedByLocale.get(locale);
      if (ready) return Promise.resolve(ready.value);
      let loading = pending.get(locale);
      if (!loading) {
        loading = loaders[locale as TranslatedLocale]().then(
          (value) => {
            loadedByLocale.set(locale, { value });
            pending.delete(locale);
            return value;
          },
          (error: unknown) => {
            // Allow a retry (a redeploy, a dropped connection).
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
  };
}

/**
 * The resource in the page's language for this render: until it arrives the render suspends (React.lazy does the
 * same), so the server render waits for it and a preloaded page hydrates without suspending.
 */
export function readLocaleResource<T>(resource: LocaleResource<T>, locale: Locale): T | undefined {
  const ready = resource.loaded(locale);
  if (ready !== undefined || locale === DEFAULT_LOCALE) return ready;
  throw resource.load(locale);
}

/**
 * The resource in the page's language without suspending in the browser: until it arrives (a part not preloaded)
 * the render uses English's and renders again once it is in. The server render suspends for it instead, so its
 * HTML is in the page's language.
 */
export function useLocaleResource<T>(resource: LocaleResource<T>, locale: Locale): T | undefined {
  const [, loadedNow] = useState(0);
  const value = resource.loaded(locale);
  const missing = value === undefined && locale !== DEFAULT_LOCALE;
  useEffect(() => {
    if (missing) resource.load(locale).then(() => loadedNow((n) => n + 1), quiet);
  }, [resource, locale, missing]);
  if (missing && serverRenderScope()) return use(resource.load(locale));
  return value ?? resource.loaded(DEFAULT_LOCALE);
}

/**
 * A team's own translations: its English texts stay in its components (FormatJS's `defaultMessage`), each other
 * language is a chunk it loads itself, so a remote deployed alone brings its texts in every language with it.
 */
export type Catalogue = LocaleResource<MessageTable>;

export function defineCatalogue(loaders: Record<TranslatedLocale, () => Promise<MessageTable>>): Catalogue {
  return defineLocaleResource<MessageTable>({}, loaders);
}

/**
 * Renders its children with the page's messages and these catalogues' for the page's language. Until a catalogue is
 * in it suspends, like lazy code: the server render waits for it; in the browser the page's catalogues are preloaded
 * before hydration (`translatedPage`), so this suspends only for a part shown later.
 */
export function catalogueScope(catalogues: readonly Catalogue[]) {
  const merged = new WeakMap<object, Record<string, string>>();
  function CatalogueScope({ children }: { children: ReactNode }): ReactNode {
    const parent = useContext(IntlContext);
    const locale = parent && isLocale(parent.locale) ? parent.locale : DEFAULT_LOCALE;
    if (!parent || locale === DEFAULT_LOCALE) return children;
    for (const catalogue of catalogues) readLocaleResource(catalogue, locale);
    let messages = merged.get(parent.messages);
    if (!messages) {
      messages = Object.assign(
        {},
        parent.messages,
        ...catalogues.map((catalogue) => catalogue.loaded(locale)),
      ) as Record<string, string>;
      merged.set(parent.messages, messages);
    }
    return createElement(SharedIntlProvider, { locale, messages }, children);
  }
  return CatalogueScope;
}

export type PreloadablePage<P extends object = object> = ComponentType<P> & {
  preload(locale?: Locale): Promise<unknown>;
};

/** A page in these catalogues; its preload (server render, hydration) fetches its code and its language's texts. */
export function translatedPage<P extends object>(
  catalogues: readonly Catalogue[],
  page: ComponentType<P>,
): PreloadablePage<P> {
  const Scope = catalogueScope(catalogues);
  function TranslatedPage(props: P) {
    return createElement(Scope, null, createElement(page, props));
  }
  const preload = (locale: Locale = DEFAULT_LOCALE) =>
    Promise.all([
      isLazyPage(page) ? page.preload(locale) : undefined,
      ...catalogues.map((catalogue) => catalogue.load(locale)),
    ]);
  return Object.assign(TranslatedPage, { preload });
}

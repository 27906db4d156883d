import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vip/contracts/i18n';
import { serverRenderScope } from '@vip/contracts/server-render';
import { isLazyPage } from '../lazy-page/lazy-page';

export type TranslatedLocale = Exclude<Locale, 'en'>;
export type MessageTable = Readonly<Record<string, string>>;

/**
 * A team's own translations: its English texts stay in its components (FormatJS's `defaultMessage`), each other
 * language is a chunk it loads itself, so a remote deployed alone brings its texts in every language with it.
 */
export interface Catalogue {
  load(locale: Locale): Promise<MessageTable>;
  /** Undefined until loaded: a render that has it renders in one pass. */
  loaded(locale: Locale): MessageTable | undefined;
}

export function defineCatalogue(loaders: Record<TranslatedLocale, () => Promise<MessageTable>>): Catalogue {
  const tables = new Map<Locale, MessageTable>([[DEFAULT_LOCALE, {}]]);
  const pending = new Map<Locale, Promise<MessageTable>>();
  return {
    loaded: (locale) => tables.get(locale),
    load(locale) {
      const ready = tables.get(locale);
      if (ready) return Promise.resolve(ready);
      let loading = pending.get(locale);
      if (!loading) {
        loading = loaders[locale as TranslatedLocale]().then(
          (table) => {
            tables.set(locale, table);
            pending.delete(locale);
            return table;
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

/** A missing key is a failed test (the catalogue specs), not a console error on every render. */
const quiet = () => undefined;

/**
 * Renders its children with the page's messages and these catalogues' for the page's language. On the server the
 * renderer waits for a catalogue like for lazy code and renders again; in the browser the page's catalogues are
 * preloaded before hydration (`translatedPage`), so this suspends only for a part shown later.
 */
export function catalogueScope(catalogues: readonly Catalogue[]) {
  const merged = new WeakMap<object, Record<string, string>>();
  function CatalogueScope({ children }: { children: ReactNode }): ReactNode {
    const parent = useContext(IntlContext);
    const locale = parent && isLocale(parent.locale) ? parent.locale : DEFAULT_LOCALE;
    if (!parent || locale === DEFAULT_LOCALE) return children;
    const missing = catalogues.find((catalogue) => !catalogue.loaded(locale));
    if (missing) {
      const scope = serverRenderScope();
      if (scope?.waitFor) {
        scope.waitFor(Promise.all(catalogues.map((catalogue) => catalogue.load(locale))));
        return children;
      }
      // Suspense waits for it (React.lazy does the same); a preloaded page never gets here.
      throw missing.load(locale);
    }
    let messages = merged.get(parent.messages);
    if (!messages) {
      messages = Object.assign(
        {},
        parent.messages,
        ...catalogues.map((catalogue) => catalogue.loaded(locale)),
      ) as Record<string, string>;
      merged.set(parent.messages, messages);
    }
    return createElement(
      IntlProvider,
      { locale, messages, defaultLocale: DEFAULT_LOCALE, onError: quiet, textComponent: parent.textComponent },
      children,
    );
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
      isLazyPage(page) ? page.preload() : undefined,
      ...catalogues.map((catalogue) => catalogue.load(locale)),
    ]);
  return Object.assign(TranslatedPage, { preload });
}

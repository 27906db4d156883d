import { createElement, lazy, type ComponentType } from 'react';
import type { Locale } from '@vip/contracts/i18n';

/** preload() fetches the code ahead (a translated page: its texts too), for the server render and hydration. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(locale?: Locale): Promise<unknown> };

/** Like React.lazy, but a preloaded page renders without suspending, so a server-rendered page hydrates whole. */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Allow a retry (a redeploy, a dropped connection).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Not yet loaded, it suspends: the server render waits for it, so the page is in the HTML.
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}

/**
 * For parts usable without script (wrap in <Suspense>): React.lazy. The server waits for it, so the part is in the
 * HTML; while hydrating, React keeps that HTML, asks for the code and hydrates the part once it is in (selective
 * hydration), after the page has become interactive: a first visit does not wait for it.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

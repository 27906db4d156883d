import { createElement, lazy, type ComponentType } from 'react';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { serverRenderScope } from '@vip/contracts/server-render';

/** A page whose code loads when it is first shown; preload() fetches it ahead (the server render, hydration). */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * Like React.lazy, but once the code is in (preloaded), the page renders at once instead of suspending for a
 * turn. The shell preloads the page it renders on the server and the page it hydrates, so a server-rendered
 * page is rendered and hydrated whole, while other pages (and the libraries only they use, antd above all)
 * stay off a first visit that does not show them.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load may be tried again (a redeploy, a dropped connection).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Rendered on the server before its code is in: the renderer waits for it and renders again (the part is
    // in the HTML); meanwhile this pass shows what Suspense shows.
    if (!loaded) serverRenderScope()?.waitFor?.(preload());
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}

/** Whether a route's component is a lazy page that can be fetched ahead. */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}

/**
 * A lazyPage built with antd: its code, antd and the AntdScope around it load together when it is first
 * shown. The scope is imported here, on demand, never by the module that declares the route: a static
 * reference to it would put antd on every page of that module's frontend.
 */
export function lazyAntdPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPage(() =>
    Promise.all([load(), import('../antd-scope/antd-scope')]).then(([component, { withAntd }]) => withAntd(component)),
  );
}

/** Resolves once the app has hydrated the page (APP_READY_ATTRIBUTE on <html>); at once on a server or after. */
export function whenAppReady(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(APP_READY_ATTRIBUTE))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  });
}

/**
 * A part of a server-rendered page that needs no script to be read or used (text, plain links, which work as
 * links before any script): rendered in the server's HTML like the rest, but its code loads, and React hydrates
 * it, once the rest of the page is up, so a first visit's page answers sooner. Put it inside its own
 * <Suspense>: until then React keeps the server's HTML of that boundary as it is. Shown after a move within the
 * app, it loads at once.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPage(() => whenAppReady().then(load));
}

// The shell's frame and the remote's page as one React tree: the one the browser hydrates.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type Query } from '@tanstack/react-query';
import { type ApiRequestError } from '@vip/contracts/http';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { type RemoteDescriptor, type RemotesManifest } from '@vip/contracts/schemas';
import { installServerRenderScope, pageHeadHtml, type ServerRenderScope } from '@vip/contracts/server-render';
import { loadMessages, splitLocalePath } from '@vip/contracts/i18n';
import { App } from '../app';
import { createQueryClient } from '../providers/app-providers';
import type { RemoteLoader, RemoteRouteMap } from '../remotes/remote-loader';
import { preloadFrame } from '../layout/site-layout';
import { preloadPage } from '../remotes/preload-page';
import { SHELL_PAGES } from '../routes';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state';
import { languageHead, type LanguageHead } from './language-head';

const scopes = new AsyncLocalStorage<ServerRenderScope>();
installServerRenderScope(scopes);

/** A remote's dist/server/routes.js. */
export interface RemoteServerModule {
  routes: RemoteRouteMap;
  serverRendered?: readonly string[];
}

export interface RenderPageOptions {
  url: string;
  /** For canonical and social URLs. */
  origin: string;
  template: HtmlTemplate;
  manifest: RemotesManifest;
  /** Undefined: no server build, so the browser renders its pages. */
  loadRemote(remote: RemoteDescriptor): Promise<RemoteServerModule | undefined>;
  fetch: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Each pass may uncover more to wait for: a query that needs another's answer, a lazy part. */
const MAX_PASSES = 4;

/** Undefined: the browser renders it, and the caller sends the plain template. */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | undefined> {
  const { locale, path: pathname } = splitLocalePath(new URL(options.url, 'http://page').pathname);
  const owner = findOwner(options.manifest, pathname);
  let routes: RemoteRouteMap | undefined;
  if (owner) {
    const remote = await options.loadRemote(owner.remote);
    if (!remote?.serverRendered?.includes(owner.pattern) || !remote.routes[owner.pattern]) return undefined;
    routes = remote.routes;
  }
  const known = owner !== undefined || SHELL_PAGES.some((page) => matchPath(page, pathname));
  // Lazy code first: a render finds what is missing only by rendering again.
  const [messages] = await Promise.all([
    loadMessages(locale),
    preloadPage(pathname, owner && routes ? { pattern: owner.pattern, routes } : undefined, locale),
    preloadFrame(),
  ]);

  const client = createQueryClient();
  client.setQueryData([REMOTES_MANIFEST_PATH], options.manifest);
  if (owner && routes) client.setQueryData(['remote-routes', owner.remote.name], routes);
  const loader = serverLoader(owner?.remote.name, routes);

  for (let pass = 1; ; pass++) {
    // Lazy parts are waited for like data.
    const loading: Promise<unknown>[] = [];
    const scope: ServerRenderScope = {
      origin: options.origin,
      fetch: options.fetch,
      waitFor: (code) => void loading.push(code),
    };
    const styles = createCache();
    const body = scopes.run(scope, () =>
      renderToString(
        <StyleProvider cache={styles}>
          <App
            loader={loader}
            queryClient={client}
            locale={locale}
            messages={messages}
            router={(content, basename) => (
              <StaticRouter location={options.url} basename={basename || undefined}>
                {content}
              </StaticRouter>
            )}
          />
        </StyleProvider>,
      ),
    );
    const queries = client.getQueryCache().getAll().filter(isApiQuery);
    const failed = queries.find((q) => q.state.status === 'error');
    if (failed) {
      // A 404 for search engines; the browser shows the page's own message. Not instanceof: the error
      // comes from the remote's own copy of the API client.
      const status = (failed.state.error as Partial<ApiRequestError> | null)?.status;
      // 410: a retired airport, gone for good.
      const language = languageHead(locale, pathname, options.origin, false);
      if (status === 404 || status === 410)
        return { status, html: options.template.fill({ robots: 'noindex', language }) };
      // A 503, so no crawler or cache takes the page's 'try again' state for the page.
      if (status === undefined || status === 0 || status >= 500)
        return { status: 503, html: options.template.fill({ robots: 'noindex', language }) };
      return undefined;
    }
    const wanted = queries.filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q),
    );
    if (wanted.length === 0 && loading.length === 0) {
      const state: HydrationState = {
        remote: owner?.remote.name,
        queries: dehydrate(client, {
          shouldDehydrateQuery: (q) =>
            q.state.status === 'success' && (isApiQuery(q) || q.queryKey[0] === REMOTES_MANIFEST_PATH),
        }),
      };
      const found = known && !scope.notFound;
      return {
        status: found ? 200 : 404,
        html: options.template.fill({
          language: languageHead(locale, pathname, options.origin, found),
          head: scope.head ? pageHeadHtml(scope.head) : undefined,
          styles: extractStyle(styles),
          body,
          state,
        }),
      };
    }
    if (pass === MAX_PASSES) return undefined;
    await scopes.run(scope, () => Promise.allSettled([...wanted.map((q) => q.fetch()), ...loading]));
  }
}

function findOwner(
  manifest: RemotesManifest,
  pathname: string,
): { remote: RemoteDescriptor; pattern: string } | undefined {
  for (const remote of manifest.remotes) {
    const pattern = remote.routes.find((route) => matchPath(route, pathname));
    if (pattern) return { remote, pattern };
  }
  return undefined;
}

/** Only the owning remote's routes are here; optional pieces (the header's quote) stay empty. */
function serverLoader(remote: string | undefined, routes: RemoteRouteMap | undefined): RemoteLoader {
  return {
    register: () => undefined,
    loadRoutes: async (name) => {
      if (name === remote && routes) return routes;
      throw new Error(`${name} is not rendered here`);
    },
    // Never settles: a slot renders nothing, as in the browser's first render.
    loadExposed: () => new Promise(() => undefined),
    reset: () => undefined,
  };
}

function isApiQuery(query: Query): boolean {
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith('/api/');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const serialise = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface TemplateParts {
  /** The page's language on `<html>`, and its other languages' addresses in the head. */
  language?: LanguageHead;
  head?: string;
  styles?: string;
  body?: string;
  state?: HydrationState;
  robots?: string;
}

export interface HtmlTemplate {
  fill(parts: TemplateParts): string;
}

/** No start-up overlay: there is a page to see at once. The app's script loads after the first paint. */
export function htmlTemplate(html: string): HtmlTemplate {
  const places = {
    title: /<title>[^<]*<\/title>/,
    description: /<meta name="description"[^>]*>/,
    robots: /<meta name="robots"[^>]*>/,
    overlay: /<div id="startup-spinner"[\s\S]*?<\/span><\/div>/,
    root: /<div id="root"><\/div>/,
    headEnd: /<\/head>/,
    html: /<html\b[^>]*>/,
    // The script tags of main.js and React DOM, adjacent.
    scripts: /(?:<script defer(?:="defer")? src="[^"]+"><\/script>)+/,
  };
  for (const [name, pattern] of Object.entries(places)) {
    if (!pattern.test(html)) throw new Error(`The shell's index.html has no ${name} to fill`);
  }
  return {
    fill({ language, head, styles = '', body, state, robots }) {
      let page = html;
      if (language) page = page.replace(places.html, () => `<html lang="${language.lang}" dir="${language.dir}">`);
      if (head) page = page.replace(places.title, '').replace(places.description, '').replace(places.robots, '');
      else if (robots) page = page.replace(places.robots, `<meta name="robots" content="${robots}">`);
      page = page.replace(places.headEnd, () => `${head ?? ''}${language?.alternates ?? ''}${styles}</head>`);
      if (body !== undefined) {
        page = page.replace(places.overlay, '');
        const data = state
          ? `<script id="${HYDRATION_STATE_ID}" type="application/json">${serialise(state)}</script>`
          : '';
        page = page.replace(places.root, () => `<div id="root">${body}</div>${data}`);
        page = page.replace(places.scripts, (tags) => {
          const sources = [...tags.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
          return `<script defer src="/load-app.js" data-main="${sources.join(' ')}"></script>`;
        });
      }
      return page;
    },
  };
}

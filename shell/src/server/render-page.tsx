// Renders one page of the product to HTML in Node: the shell's frame and the owning remote's page, one React
// tree (the same one the browser hydrates), with the data the page asked for, antd's styles and the head
// the page set. Used by the page renderer (page-renderer.ts), which finds the remote's server build.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type Query } from '@tanstack/react-query';
import { type ApiRequestError } from '@vip/contracts/http';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { type RemoteDescriptor, type RemotesManifest } from '@vip/contracts/schemas';
import { installServerRenderScope, pageHeadHtml, type ServerRenderScope } from '@vip/contracts/server-render';
import { App } from '../app';
import { createQueryClient } from '../providers/app-providers';
import type { RemoteLoader, RemoteRouteMap } from '../remotes/remote-loader';
import { preloadFrame } from '../layout/site-layout';
import { preloadPage } from '../remotes/preload-page';
import { SHELL_PAGES } from '../routes';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state';

const scopes = new AsyncLocalStorage<ServerRenderScope>();
installServerRenderScope(scopes);

/** What a remote's server build (dist/server/routes.js) exports. */
export interface RemoteServerModule {
  routes: RemoteRouteMap;
  /** The route patterns that may be rendered on the server; the others are left to the browser. */
  serverRendered?: readonly string[];
}

export interface RenderPageOptions {
  /** Path and query, as asked. */
  url: string;
  /** The visitor's origin, for canonical and social URLs. */
  origin: string;
  template: HtmlTemplate;
  manifest: RemotesManifest;
  /** The remote's server build; undefined when it has none (its pages are the browser's to render). */
  loadRemote(remote: RemoteDescriptor): Promise<RemoteServerModule | undefined>;
  /** fetch for the API's relative URLs (/api/...). */
  fetch: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * How many times a page may render to learn what data and code it needs (a query that waits on another's answer, a part
 * loaded on demand).
 */
const MAX_PASSES = 4;

/**
 * The page as HTML, or undefined when it is the browser's to render (a route not rendered on the server,
 * a remote or an API call that failed): the caller then sends the plain template, as before.
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | undefined> {
  const pathname = new URL(options.url, 'http://page').pathname;
  const owner = findOwner(options.manifest, pathname);
  let routes: RemoteRouteMap | undefined;
  if (owner) {
    const remote = await options.loadRemote(owner.remote);
    if (!remote?.serverRendered?.includes(owner.pattern) || !remote.routes[owner.pattern]) return undefined;
    routes = remote.routes;
  }
  const known = owner !== undefined || SHELL_PAGES.some((page) => matchPath(page, pathname));
  // A page whose code loads when shown (lazyPage) is fetched first, and the frame's parts that do: a render
  // waits for what it finds missing only by rendering again.
  await Promise.all([
    preloadPage(pathname, owner && routes ? { pattern: owner.pattern, routes } : undefined),
    preloadFrame(),
  ]);

  const client = createQueryClient();
  client.setQueryData([REMOTES_MANIFEST_PATH], options.manifest);
  if (owner && routes) client.setQueryData(['remote-routes', owner.remote.name], routes);
  const loader = serverLoader(owner?.remote.name, routes);

  for (let pass = 1; ; pass++) {
    // Code a part of the page loads on demand (lazyPage inside the page) is waited for like data.
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
            router={(content) => <StaticRouter location={options.url}>{content}</StaticRouter>}
          />
        </StyleProvider>,
      ),
    );
    const queries = client.getQueryCache().getAll().filter(isApiQuery);
    const failed = queries.find((q) => q.state.status === 'error');
    if (failed) {
      // An unknown airport or page: a 404 for search engines; the browser shows the page's own message.
      // (The error comes from the remote's own copy of the API client: its class is not this one.)
      const status = (failed.state.error as Partial<ApiRequestError> | null)?.status;
      if (status === 404) return { status: 404, html: options.template.fill({ robots: 'noindex' }) };
      // The service behind the page's data is away (5xx, or no answer): the shell, whose browser code shows the
      // page's own 'try again' state, answered 503 so that no crawler or cache takes it for the page.
      if (status === undefined || status === 0 || status >= 500)
        return { status: 503, html: options.template.fill({ robots: 'noindex' }) };
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
      return {
        status: known && !scope.notFound ? 200 : 404,
        html: options.template.fill({
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

/** The remote and route pattern a path belongs to (remotes.json), if any. */
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

/** On the server only the owning remote's routes are there; optional pieces (the header's quote) stay empty. */
function serverLoader(remote: string | undefined, routes: RemoteRouteMap | undefined): RemoteLoader {
  return {
    register: () => undefined,
    loadRoutes: async (name) => {
      if (name === remote && routes) return routes;
      throw new Error(`${name} is not rendered here`);
    },
    // Never settles: a slot renders nothing on the server, as in the browser's first render.
    loadExposed: () => new Promise(() => undefined),
    reset: () => undefined,
  };
}

/** The pages' data: query keys start with the API URL (the shell's default query function's rule). */
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
  head?: string;
  styles?: string;
  body?: string;
  state?: HydrationState;
  robots?: string;
}

export interface HtmlTemplate {
  fill(parts: TemplateParts): string;
}

/**
 * The shell's built index.html with places for a rendered page: its head replaces the default title,
 * description and robots; antd's styles go into the head; the page goes into #root, without the start-up
 * overlay (there is something to see at once); the data follows as JSON for the browser's hydration, and
 * the app's script is loaded after the first paint (public/load-app.js).
 */
export function htmlTemplate(html: string): HtmlTemplate {
  const places = {
    title: /<title>[^<]*<\/title>/,
    description: /<meta name="description"[^>]*>/,
    robots: /<meta name="robots"[^>]*>/,
    overlay: /<div id="startup-spinner"[\s\S]*?<\/span><\/div>/,
    root: /<div id="root"><\/div>/,
    headEnd: /<\/head>/,
    // The app's initial scripts (main.js, and React DOM beside it), one after the other.
    scripts: /(?:<script defer(?:="defer")? src="[^"]+"><\/script>)+/,
  };
  for (const [name, pattern] of Object.entries(places)) {
    if (!pattern.test(html)) throw new Error(`The shell's index.html has no ${name} to fill`);
  }
  return {
    fill({ head, styles = '', body, state, robots }) {
      let page = html;
      if (head) page = page.replace(places.title, '').replace(places.description, '').replace(places.robots, '');
      else if (robots) page = page.replace(places.robots, `<meta name="robots" content="${robots}">`);
      page = page.replace(places.headEnd, () => `${head ?? ''}${styles}</head>`);
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

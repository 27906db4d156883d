// The shell's frame and the remote's page as one React tree: the one the browser hydrates. One render: what the
// page needs (its data, code on demand, texts in its language) suspends it, and React's prerender waits for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type Query } from '@tanstack/react-query';
import { type ApiRequestError } from '@vip/contracts/http';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { type RemoteDescriptor, type RemotesManifest } from '@vip/contracts/schemas';
import { installServerRenderScope, type ServerRenderScope } from '@vip/contracts/server-render';
import { loadMessages, splitLocalePath } from '@vip/contracts/i18n';
import { App } from '../app';
import { queryDefaults } from '../providers/app-providers';
import type { RemoteLoader, RemoteRouteMap } from '../remotes/remote-loader';
import { SHELL_PAGES } from '../routes';
import { languageHead, type LanguageHead } from './language-head';
import { type ShellDocument } from './page-document';
import { isApiKey, suspendingQueryClient } from './suspending-query-client';

const scopes = new AsyncLocalStorage<ServerRenderScope>();
installServerRenderScope(scopes);

/** What a remote's server container exposes. */
export interface RemoteServerModule {
  routes: RemoteRouteMap;
  serverRendered?: readonly string[];
}

export interface RenderPageOptions {
  url: string;
  /** For canonical and social URLs. */
  origin: string;
  document: ShellDocument;
  manifest: RemotesManifest;
  /** Undefined: no server build, so the browser renders its pages. */
  loadRemote(remote: RemoteDescriptor): Promise<RemoteServerModule | undefined>;
  fetch: typeof fetch;
  /** A render still waiting then is abandoned (the browser renders the page). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Undefined: the browser renders it, and the caller sends the plain index.html. */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | undefined> {
  const { locale, path: pathname } = splitLocalePath(new URL(options.url, 'http://page').pathname);
  const owner = findOwner(options.manifest, pathname);
  const remote = owner && (await options.loadRemote(owner.remote));
  if (owner && (!remote?.serverRendered?.includes(owner.pattern) || !remote.routes[owner.pattern])) return undefined;
  const routes = remote?.routes;
  const known = owner !== undefined || SHELL_PAGES.some((page) => matchPath(page, pathname));
  const messages = await loadMessages(locale);

  const client = suspendingQueryClient(queryDefaults());
  client.setQueryData([REMOTES_MANIFEST_PATH], options.manifest);
  if (owner && routes) client.setQueryData(['remote-routes', owner.remote.name], routes);

  const scope: ServerRenderScope = { origin: options.origin, fetch: options.fetch };
  const styles = createCache();
  const app = (
    <StyleProvider cache={styles}>
      <App
        loader={serverLoader(owner?.remote.name, routes)}
        queryClient={client}
        locale={locale}
        messages={messages}
        router={(content, basename) => (
          <StaticRouter location={options.url} basename={basename || undefined}>
            {content}
          </StaticRouter>
        )}
      />
    </StyleProvider>
  );
  // A failed query decides the answer before a failed render does.
  const [rendered] = await Promise.allSettled([scopes.run(scope, () => prerender(app, options.signal))]);
  const failed = client
    .getQueryCache()
    .getAll()
    .find((q) => isApiKey(q.queryKey) && q.state.status === 'error');
  if (failed) return failedPage(failed, options.document, languageHead(locale, pathname, options.origin, false));
  if (rendered.status === 'rejected') throw rendered.reason;
  const found = known && !scope.notFound;
  return {
    status: found ? 200 : 404,
    html: options.document.render({
      language: languageHead(locale, pathname, options.origin, found),
      head: scope.head,
      styles: extractStyle(styles),
      body: rendered.value,
      // What the page rendered with, and the manifest: the browser hydrates with the same answers.
      state: {
        remote: owner?.remote.name,
        queries: dehydrate(client, {
          shouldDehydrateQuery: (q) =>
            q.state.status === 'success' && (isApiKey(q.queryKey) || q.queryKey[0] === REMOTES_MANIFEST_PATH),
        }),
      },
    }),
  };
}

/** Waits for every suspended part; an error in one fails the render (a page is whole or left to the browser). */
async function prerender(app: React.ReactElement, signal?: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(app, {
    signal,
    // Every part in place, none sent later with an inline script (the Content-Security-Policy allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await text(prelude);
  if (failure !== undefined) throw failure;
  return html;
}

function failedPage(failed: Query, document: ShellDocument, language: LanguageHead): RenderedPage | undefined {
  // Read by shape, not instanceof: the error comes from the remote's own copy of the API client.
  const status = (failed.state.error as Partial<ApiRequestError> | null)?.status;
  // A 404 for search engines (410: a retired airport, gone for good); the browser shows the page's own message. A
  // 503 when the service is away, so no crawler or cache takes the page's 'try again' state for the page.
  const answer = status === 404 || status === 410 ? status : !status || status >= 500 ? 503 : undefined;
  return answer === undefined ? undefined : { status: answer, html: document.render({ robots: 'noindex', language }) };
}

function findOwner(manifest: RemotesManifest, pathname: string) {
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

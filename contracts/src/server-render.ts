// Server rendering's request scope, as the pages' code sees it. The shell's renderer (shell/src/server)
// renders remotes' pages in Node; their code reaches the request it renders for (its origin, how to call
// the API, where to leave the page's head) through here. Each bundle compiles its own copy of this module,
// so the scope lives under a global symbol, and in a browser there is none.

/** What a page asks for in the document head (title, description, canonical, social tags, JSON-LD). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonicalUrl: string;
  /** Absolute URL. */
  imageUrl: string;
  robots: string;
  /** Serialised structured data, `<` already escaped. */
  jsonLd?: string;
}

export interface ServerRenderScope {
  /** The origin the visitor asked (https://example.com), for absolute URLs. */
  readonly origin: string;
  /** fetch for the API: takes the same relative URLs (/api/...) the browser uses. */
  readonly fetch: typeof fetch;
  /** Set by the page being rendered (usePageMeta). */
  head?: PageHead;
  /** Set by a page that found nothing to show (an unknown airport): the answer is a 404. */
  notFound?: boolean;
  /**
   * Code a part of the page loads on demand (lazyPage) and was not in yet: the renderer waits for it and renders
   * the page again, so the HTML carries that part too.
   */
  readonly waitFor?: (loading: Promise<unknown>) => void;
}

interface ScopeStore {
  getStore(): ServerRenderScope | undefined;
}

const SCOPE_KEY = Symbol.for('vip.server-render');

/** The scope of the render in progress; always undefined in a browser. */
export function serverRenderScope(): ServerRenderScope | undefined {
  if ('window' in globalThis) return undefined;
  return (globalThis as { [SCOPE_KEY]?: ScopeStore })[SCOPE_KEY]?.getStore();
}

/** The renderer installs its (AsyncLocalStorage) store once; every bundle's copy of this module reads it. */
export function installServerRenderScope(store: ScopeStore): void {
  (globalThis as { [SCOPE_KEY]?: ScopeStore })[SCOPE_KEY] = store;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head tags for a page, in the form usePageMeta keeps them up to date in the browser (it finds these
 * by the same selectors and takes them over; marked data-page-meta, they go when the page does).
 */
export function pageHeadHtml(head: PageHead): string {
  // data-page-meta: made for this page, so usePageMeta removes them when the visitor moves on.
  const meta = (key: 'name' | 'property', id: string, content: string) =>
    `<meta ${key}="${id}" content="${escapeHtml(content)}" data-page-meta />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" data-page-meta />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:url', head.canonicalUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.jsonLd === undefined ? [] : [`<script type="application/ld+json" data-page-meta>${head.jsonLd}</script>`]),
  ].join('\n    ');
}

// A server render's request scope. Each bundle compiles its own copy of this module, so it lives under a global symbol.

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  robots: string;
  /** `<` already escaped. */
  jsonLd?: string;
}

export interface ServerRenderScope {
  readonly origin: string;
  /** Takes the same relative URLs (/api/...) the browser uses. */
  readonly fetch: typeof fetch;
  head?: PageHead;
  /** Makes the answer a 404. */
  notFound?: boolean;
  /** The renderer waits for lazily loaded code and renders again, so the HTML carries that part too. */
  readonly waitFor?: (loading: Promise<unknown>) => void;
}

interface ScopeStore {
  getStore(): ServerRenderScope | undefined;
}

const SCOPE_KEY = Symbol.for('vip.server-render');

export function serverRenderScope(): ServerRenderScope | undefined {
  if ('window' in globalThis) return undefined;
  return (globalThis as { [SCOPE_KEY]?: ScopeStore })[SCOPE_KEY]?.getStore();
}

export function installServerRenderScope(store: ScopeStore): void {
  (globalThis as { [SCOPE_KEY]?: ScopeStore })[SCOPE_KEY] = store;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** usePageMeta finds these by the same selectors and takes them over. */
export function pageHeadHtml(head: PageHead): string {
  // data-page-meta: usePageMeta removes them when the visitor moves on.
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

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

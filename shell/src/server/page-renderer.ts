// remotes.json and remotes' server containers come from the gateway, as the browser gets them, so a redeployed
// remote renders with its new code within REVALIDATE_MS, without rebuilding the shell.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { remotesManifestSchema } from '@vip/contracts/schemas';
import { shellDocument, type ShellDocument } from './page-document';
import { createRemoteContainers } from './remote-containers';
import { renderPage, type RenderedPage, type RenderPageOptions } from './render-page';
import { revalidated } from './revalidated';

export interface PageRendererOptions {
  shellDist: string;
  /** The gateway. */
  baseUrl: string;
  /** How long a rendered page is served from the cache: PAGE_TTL_SECONDS, whose bound config.ts explains. */
  pageTtlMs?: number;
  revalidateMs?: number;
  maxConcurrentRenders?: number;
  fetchImpl?: typeof fetch;
}

export interface PageRenderer {
  /** Undefined: send the plain index.html and let the browser render. */
  render(url: string, origin: string): Promise<RenderedPage | undefined>;
}

const REVALIDATE_MS = 10_000;
/** Each API call and container load; twice this ends a render waiting on anything else. */
const API_TIMEOUT_MS = 5_000;
export const PAGE_TTL_MS = 30_000;
/** A page with its styles and data is a few hundred KiB. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;
/** A page left to the browser (an API timed out) is retried this soon, not after the whole TTL. */
const NOT_RENDERED_TTL_MS = 5_000;

export function createPageRenderer({
  shellDist,
  baseUrl,
  pageTtlMs = PAGE_TTL_MS,
  revalidateMs = REVALIDATE_MS,
  maxConcurrentRenders = 4,
  fetchImpl = fetch,
}: PageRendererOptions): PageRenderer {
  const rendering = new Set<string>();
  // Safe to share between visitors: nothing of theirs is used to render. Keyed by release too: a new shell build,
  // manifest or server container makes the pages before it unreachable (and soon evicted), while a render under
  // way still answers its own visitor.
  let release = 0;
  const newRelease = () => void release++;
  const pages = new LRUCache<string, { page: RenderedPage | undefined }, RenderContext>({
    maxSize: CACHE_BUDGET_BYTES,
    sizeCalculation: ({ page }) => Math.max(1, page?.html.length ?? 0),
    // 0 would be "for ever" here.
    ttl: Math.max(1, pageTtlMs),
    fetchMethod: async (key, _stale, { options, context }) => {
      rendering.add(key);
      try {
        const page = await renderPage({
          ...context,
          loadRemote,
          fetch: fetchWithTimeout,
          // Each fetch has its own limit; this one ends a render waiting on anything else.
          signal: AbortSignal.timeout(API_TIMEOUT_MS * 2),
        });
        // Unrendered or 503 (a service away): kept a moment only, never as the page.
        if (!page || page.status >= 500) options.ttl = Math.max(1, Math.min(pageTtlMs, NOT_RENDERED_TTL_MS));
        return { page };
      } finally {
        rendering.delete(key);
      }
    },
  });

  const templateFile = join(shellDist, 'index.html');
  let template: { mtimeMs: number; value: ShellDocument } | undefined;
  const currentTemplate = () => {
    const { mtimeMs } = statSync(templateFile);
    if (template?.mtimeMs !== mtimeMs) {
      // A new shell build: cached pages name scripts that are gone.
      if (template) newRelease();
      template = { mtimeMs, value: shellDocument(readFileSync(templateFile, 'utf8')) };
    }
    return template.value;
  };
  const fetchWithTimeout: typeof fetch = (input, init) =>
    fetchImpl(new URL(String(input), baseUrl), {
      ...init,
      signal: AbortSignal.any([AbortSignal.timeout(API_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])]),
    });

  // A changed manifest or server container makes the cached pages stale.
  const remotes = revalidated(
    fetchWithTimeout,
    revalidateMs,
    (text) => remotesManifestSchema.parse(JSON.parse(text)),
    newRelease,
    REMOTES_MANIFEST_PATH,
  );
  const loadRemote = createRemoteContainers({
    baseUrl,
    fetch: fetchWithTimeout,
    revalidateMs,
    loadTimeoutMs: API_TIMEOUT_MS,
    onChange: newRelease,
  });

  return {
    async render(url, origin) {
      const document = currentTemplate();
      // The manifest first: a deploy or rollback seen there drops pages rendered with the previous release.
      const manifest = await remotes();
      if (!manifest) return undefined;
      const key = `${release} ${origin}${url}`;
      // Beyond the limit a burst of new pages is left to the browser. A failed render is not kept.
      if (rendering.size >= maxConcurrentRenders && !rendering.has(key) && !pages.has(key)) return undefined;
      return (await pages.fetch(key, { context: { url, origin, document, manifest } }))?.page;
    },
  };
}

type RenderContext = Pick<RenderPageOptions, 'url' | 'origin' | 'document' | 'manifest'>;

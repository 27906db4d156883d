// remotes.json and server builds come from the gateway, as the browser gets them, so a redeployed remote
// renders with its new code within REVALIDATE_MS, without rebuilding the shell.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { isServerSharedModule, REMOTE_SERVER_BUILD_FILE, REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { remotesManifestSchema, type RemoteDescriptor } from '@vip/contracts/schemas';
import { shellDocument, type ShellDocument } from './page-document';
import { renderPage, type RemoteServerModule, type RenderedPage } from './render-page';

declare const __non_webpack_require__: NodeJS.Require | undefined;

/** Node's require, not rspack's: shared modules must come from this process. */
const nodeRequire: NodeJS.Require =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : createRequire(__filename);

export interface PageRendererOptions {
  shellDist: string;
  /** The gateway. */
  baseUrl: string;
  /**
   * How long a rendered page is served from the cache. Kept under half a minute: with the catalog's propagation to
   * every replica (seconds), a changed price or a retired airport is on every page within the minute.
   */
  pageTtlMs?: number;
  apiTimeoutMs?: number;
  revalidateMs?: number;
  maxConcurrentRenders?: number;
  fetchImpl?: typeof fetch;
}

export interface PageRenderer {
  /** Undefined: send the plain index.html and let the browser render. */
  render(url: string, origin: string): Promise<RenderedPage | undefined>;
}

const REVALIDATE_MS = 10_000;
export const PAGE_TTL_MS = 30_000;
/** A page with its styles and data is a few hundred KiB. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;
/** A page left to the browser (an API timed out) is retried this soon, not after the whole TTL. */
const NOT_RENDERED_TTL_MS = 5_000;

export function createPageRenderer({
  shellDist,
  baseUrl,
  pageTtlMs = PAGE_TTL_MS,
  apiTimeoutMs = 5_000,
  revalidateMs = REVALIDATE_MS,
  maxConcurrentRenders = 4,
  fetchImpl = fetch,
}: PageRendererOptions): PageRenderer {
  const templateFile = join(shellDist, 'index.html');
  let template: { mtimeMs: number; value: ShellDocument } | undefined;
  const currentTemplate = () => {
    const { mtimeMs } = statSync(templateFile);
    if (template?.mtimeMs !== mtimeMs) {
      // A new shell build: cached pages name scripts that are gone.
      if (template) pages.clear();
      template = { mtimeMs, value: shellDocument(readFileSync(templateFile, 'utf8')) };
    }
    return template.value;
  };
  const pages = new PageCache(CACHE_BUDGET_BYTES);
  let rendering = 0;
  const gateway = new URL(baseUrl).origin;
  const fetchWithTimeout: typeof fetch = (input, init) =>
    fetchImpl(new URL(String(input), baseUrl), {
      ...init,
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(apiTimeoutMs)])
        : AbortSignal.timeout(apiTimeoutMs),
    });

  // A changed manifest or server build makes the cached pages stale.
  const manifest = revalidated(
    fetchWithTimeout,
    revalidateMs,
    (text) => remotesManifestSchema.parse(JSON.parse(text)),
    () => pages.clear(),
  );
  const serverBuilds = new Map<string, () => Promise<RemoteServerModule | undefined>>();
  const loadRemote = async (remote: RemoteDescriptor) => {
    const url = new URL(REMOTE_SERVER_BUILD_FILE, new URL(remote.entry, baseUrl));
    // A server build runs with this process's rights: only from the configured gateway, never a manifest's host.
    if (url.origin !== gateway) return undefined;
    let load = serverBuilds.get(url.href);
    if (!load)
      serverBuilds.set(
        url.href,
        (load = revalidated(
          fetchWithTimeout,
          revalidateMs,
          (code) => evaluateServerBuild(code, url.href),
          () => pages.clear(),
          url.href,
        )),
      );
    return load();
  };

  return {
    async render(url, origin) {
      const shellTemplate = currentTemplate();
      const key = `${origin}${url}`;
      // The manifest first: a deploy or rollback seen there drops pages rendered with the previous release.
      const remotes = await manifest();
      const cached = pages.get(key);
      if (cached) return cached;
      // Beyond the limit a burst of new pages is left to the browser.
      if (rendering >= maxConcurrentRenders) return undefined;
      rendering++;
      const page = (async () =>
        remotes
          ? renderPage({
              url,
              origin,
              document: shellTemplate,
              manifest: remotes,
              loadRemote,
              fetch: fetchWithTimeout,
              // Each fetch has its own limit; this one ends a render waiting on anything else.
              signal: AbortSignal.timeout(apiTimeoutMs * 2),
            })
          : undefined)().finally(() => rendering--);
      // Safe to share: nothing of the visitor's is used to render.
      pages.set(key, page, pageTtlMs);
      return page;
    },
  };
}

class PageCache {
  private readonly entries = new Map<
    string,
    { expires: number; bytes: number; page: Promise<RenderedPage | undefined> }
  >();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string): Promise<RenderedPage | undefined> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.page;
    if (entry) this.remove(key, entry.page);
    return undefined;
  }

  set(key: string, page: Promise<RenderedPage | undefined>, ttlMs: number): void {
    this.remove(key);
    this.entries.set(key, { expires: Date.now() + ttlMs, bytes: 0, page });
    page.then(
      (rendered) => {
        const entry = this.entries.get(key);
        if (entry?.page !== page) return;
        // Unrendered or 503 (a service away): kept a moment only, never as the page.
        if (!rendered || rendered.status >= 500)
          entry.expires = Math.min(entry.expires, Date.now() + NOT_RENDERED_TTL_MS);
        entry.bytes = rendered?.html.length ?? 0;
        this.bytes += entry.bytes;
        for (const [oldest, old] of this.entries) {
          if (this.bytes <= this.budgetBytes) break;
          this.remove(oldest, old.page);
        }
      },
      // A failed render is not kept: the next request tries again.
      () => this.remove(key, page),
    );
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Only if the entry is still `page`'s: a newer render may have replaced it. */
  private remove(key: string, page?: Promise<RenderedPage | undefined>): void {
    const entry = this.entries.get(key);
    if (!entry || (page && entry.page !== page)) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/**
 * A 404 is kept as "none" (a remote without a server build). A failure keeps the last good copy and waits
 * revalidateMs, so a broken build is not fetched and run on every render.
 */
function revalidated<T>(
  fetchImpl: typeof fetch,
  revalidateMs: number,
  parse: (text: string) => T,
  onChange: () => void,
  path = REMOTES_MANIFEST_PATH,
): () => Promise<T | undefined> {
  let known: { checkedAt: number; hash: string; etag?: string; value: T | undefined } | undefined;
  let failed: { at: number; error: unknown } | undefined;
  let looking: Promise<T | undefined> | undefined;
  const look = async (): Promise<T | undefined> => {
    // No redirects: what is run or trusted comes from the gateway itself.
    const res = await fetchImpl(path, {
      redirect: 'error',
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
    });
    if (known && res.status === 304) {
      known.checkedAt = Date.now();
      return known.value;
    }
    if (res.status === 404) {
      if (known?.value !== undefined) onChange();
      known = { checkedAt: Date.now(), hash: '', value: undefined };
      return undefined;
    }
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const text = await res.text();
    const hash = createHash('sha256').update(text).digest('hex');
    const etag = res.headers.get('etag') ?? undefined;
    if (known?.hash === hash) {
      Object.assign(known, { checkedAt: Date.now(), etag });
      return known.value;
    }
    const replaced = known !== undefined;
    known = { checkedAt: Date.now(), hash, etag, value: parse(text) };
    if (replaced) onChange();
    return known.value;
  };
  return () => {
    if (known && Date.now() - known.checkedAt < revalidateMs) return Promise.resolve(known.value);
    if (failed && Date.now() - failed.at < revalidateMs)
      return known ? Promise.resolve(known.value) : Promise.reject(failed.error);
    looking ??= look()
      .then((value) => {
        failed = undefined;
        return value;
      })
      .catch((error: unknown) => {
        failed = { at: Date.now(), error };
        if (known) return known.value;
        throw error;
      })
      .finally(() => (looking = undefined));
    return looking;
  };
}

/** Only shared modules (one React and antd style cache with the shell's frame) and Node's may be required. */
export function evaluateServerBuild(code: string, filename: string): RemoteServerModule {
  const module = { exports: {} as Partial<RemoteServerModule> };
  const requireShared = (name: string) => {
    if (isServerSharedModule(name) || isBuiltin(name)) return nodeRequire(name);
    throw new Error(`${filename} requires ${name}, which is neither shared nor Node's`);
  };
  const factory = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  }) as (
    exports: object,
    require: (name: string) => unknown,
    module: object,
    filename: string,
    dirname: string,
  ) => void;
  factory(module.exports, requireShared, module, filename, '/');
  if (typeof module.exports.routes !== 'object' || module.exports.routes === null)
    throw new Error(`${filename} exports no routes`);
  return module.exports as RemoteServerModule;
}

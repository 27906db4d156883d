// The shell's server side: first HTML of a visit, rendered. It reads the shell's own index.html, and fetches
// /remotes.json and each remote's server build over HTTP from the gateway, where the browser gets them, so a
// remote's pages render with the code its own deploy put there: a redeployed remote (or a changed manifest)
// is picked up within REVALIDATE_MS, without the shell being rebuilt.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { isServerSharedModule, REMOTE_SERVER_BUILD_FILE, REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { remotesManifestSchema, type RemoteDescriptor } from '@vip/contracts/schemas';
import { htmlTemplate, renderPage, type HtmlTemplate, type RemoteServerModule, type RenderedPage } from './render-page';

declare const __non_webpack_require__: NodeJS.Require | undefined;

/**
 * Node's own require (in the server build, rspack's require is another thing): shared modules come from this process.
 */
const nodeRequire: NodeJS.Require =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : createRequire(__filename);

export interface PageRendererOptions {
  /** The shell's build folder (its index.html). */
  shellDist: string;
  /** Where remotes' files and the API are reached from this process (the gateway). */
  baseUrl: string;
  /** How long a rendered page is served again before it is rendered anew (prices may change). */
  pageTtlMs?: number;
  /** The longest an API call of a render may take before the page is left to the browser. */
  apiTimeoutMs?: number;
  /** How long the manifest and a remote's server build are used before they are looked at again. */
  revalidateMs?: number;
  /** Pages rendered at once; a page asked for beyond it is left to the browser. */
  maxConcurrentRenders?: number;
  fetchImpl?: typeof fetch;
}

export interface PageRenderer {
  /** The page's HTML, or undefined when the browser renders it (send the plain index.html). */
  render(url: string, origin: string): Promise<RenderedPage | undefined>;
}

/** The manifest and a remote's server build are looked at again after this long (a redeploy shows within it). */
const REVALIDATE_MS = 10_000;
/** Rendered pages kept, by the size of their HTML (a page with its styles and data is a few hundred KiB). */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;
/** A page left to the browser (an API that timed out) is tried again this soon, not after the whole TTL. */
const NOT_RENDERED_TTL_MS = 5_000;

export function createPageRenderer({
  shellDist,
  baseUrl,
  pageTtlMs = 60_000,
  apiTimeoutMs = 5_000,
  revalidateMs = REVALIDATE_MS,
  maxConcurrentRenders = 4,
  fetchImpl = fetch,
}: PageRendererOptions): PageRenderer {
  const templateFile = join(shellDist, 'index.html');
  let template: { mtimeMs: number; value: HtmlTemplate } | undefined;
  const currentTemplate = () => {
    const { mtimeMs } = statSync(templateFile);
    if (template?.mtimeMs !== mtimeMs) {
      // A new build of the shell: pages rendered with the old one name scripts that are gone.
      if (template) pages.clear();
      template = { mtimeMs, value: htmlTemplate(readFileSync(templateFile, 'utf8')) };
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

  // The manifest the browser gets (/remotes.json, from the gateway) and each remote's server build, each
  // looked at again after revalidateMs (a 304 when unchanged). A change makes the cached pages stale.
  const manifest = revalidated(
    fetchWithTimeout,
    revalidateMs,
    (text) => remotesManifestSchema.parse(JSON.parse(text)),
    () => pages.clear(),
  );
  const serverBuilds = new Map<string, () => Promise<RemoteServerModule | undefined>>();
  const loadRemote = async (remote: RemoteDescriptor) => {
    const url = new URL(REMOTE_SERVER_BUILD_FILE, new URL(remote.entry, baseUrl));
    // A server build is code this process runs, with its rights: only from the gateway the shell is configured
    // with, never from a host a manifest entry names.
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
      // The manifest first (already in hand while it is fresh): a deploy or a rollback seen there drops the pages
      // rendered with the release before, so no kept page names a release more than revalidateMs after it went.
      const remotes = await manifest();
      const cached = pages.get(key);
      if (cached) return cached;
      // A burst of new pages is not rendered all at once: beyond the limit the browser renders them.
      if (rendering >= maxConcurrentRenders) return undefined;
      rendering++;
      const page = (async () =>
        remotes
          ? renderPage({ url, origin, template: shellTemplate, manifest: remotes, loadRemote, fetch: fetchWithTimeout })
          : undefined)().finally(() => rendering--);
      // Only pages that render the same for everyone are kept: nothing of the visitor's is used to render.
      pages.set(key, page, pageTtlMs);
      return page;
    },
  };
}

/** Rendered pages by URL, each until its time is up, the oldest dropped once their HTML exceeds the budget. */
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
        // Not rendered, or rendered while a service was away (503): kept a moment only, never as the page.
        if (!rendered || rendered.status >= 500)
          entry.expires = Math.min(entry.expires, Date.now() + NOT_RENDERED_TTL_MS);
        entry.bytes = rendered?.html.length ?? 0;
        this.bytes += entry.bytes;
        for (const [oldest, old] of this.entries) {
          if (this.bytes <= this.budgetBytes) break;
          this.remove(oldest, old.page);
        }
      },
      // A failed render is not kept (the next visitor's request tries again); the caller sees the failure.
      () => this.remove(key, page),
    );
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Removes the entry for key, only if it is still the one for `page` when a page is given. */
  private remove(key: string, page?: Promise<RenderedPage | undefined>): void {
    const entry = this.entries.get(key);
    if (!entry || (page && entry.page !== page)) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/**
 * A file fetched from the gateway and kept parsed; asked again (If-None-Match) once revalidateMs have passed.
 * A 404 is kept as "there is none" (a remote without a server build). A failed look leaves the last good copy
 * in use and is not tried again before revalidateMs (a broken build is not fetched and run on every render);
 * `onChange` is told when a new copy replaces one.
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
    // No redirect is followed: what is run or trusted comes from the gateway itself.
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

/**
 * Runs a remote's CommonJS server build. It may require only the shared modules (which come from this
 * process, so its pages and the shell's frame share one React and one antd style cache) and Node's own.
 */
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

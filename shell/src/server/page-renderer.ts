// The shell's server side: first HTML of a visit, rendered. It reads the shell's own build (index.html and
// remotes.json, as the shell's container serves them) and fetches each remote's server build over HTTP
// from where its browser build is served, so a remote's pages render with the code its own deploy put
// there: a redeployed remote is picked up within REVALIDATE_MS, without the shell being rebuilt.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { isServerSharedModule, REMOTE_SERVER_BUILD_FILE, remotesManifestSchema, type RemoteDescriptor, type RemotesManifest } from '@vip/contracts';
import { htmlTemplate, renderPage, type HtmlTemplate, type RemoteServerModule, type RenderedPage } from './render-page';

declare const __non_webpack_require__: NodeJS.Require;

export interface PageRendererOptions {
  /** The shell's build folder (index.html, remotes.json). */
  shellDist: string;
  /** Where remotes' files and the API are reached from this process (the gateway). */
  baseUrl: string;
  /** How long a rendered page is served again before it is rendered anew (prices may change). */
  pageTtlMs?: number;
  /** The longest an API call of a render may take before the page is left to the browser. */
  apiTimeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface PageRenderer {
  /** The page's HTML, or undefined when the browser renders it (send the plain index.html). */
  render(url: string, origin: string): Promise<RenderedPage | undefined>;
}

/** A remote's server build is looked at again after this long (a redeploy shows within it). */
const REVALIDATE_MS = 10_000;
const MAX_CACHED_PAGES = 500;

export function createPageRenderer({ shellDist, baseUrl, pageTtlMs = 60_000, apiTimeoutMs = 5_000, fetchImpl = fetch }: PageRendererOptions): PageRenderer {
  const fromFile = <T>(file: string, parse: (text: string) => T) => {
    let cached: { mtimeMs: number; value: T } | undefined;
    return () => {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      return cached.value;
    };
  };
  const template = fromFile<HtmlTemplate>(join(shellDist, 'index.html'), htmlTemplate);
  const manifest = fromFile<RemotesManifest>(join(shellDist, 'remotes.json'), (text) => remotesManifestSchema.parse(JSON.parse(text)));
  const remotes = new Map<string, { checkedAt: number; hash: string; etag?: string; module: RemoteServerModule }>();
  const pages = new Map<string, { expires: number; page: Promise<RenderedPage | undefined> }>();

  const apiFetch: typeof fetch = (input, init) =>
    fetchImpl(new URL(String(input), baseUrl), { ...init, signal: init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(apiTimeoutMs)]) : AbortSignal.timeout(apiTimeoutMs) });

  async function loadRemote(remote: RemoteDescriptor): Promise<RemoteServerModule> {
    const url = new URL(REMOTE_SERVER_BUILD_FILE, new URL(remote.entry, baseUrl)).href;
    const known = remotes.get(url);
    if (known && Date.now() - known.checkedAt < REVALIDATE_MS) return known.module;
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(apiTimeoutMs), headers: known?.etag ? { 'If-None-Match': known.etag } : {} });
    if (known && res.status === 304) {
      known.checkedAt = Date.now();
      return known.module;
    }
    if (!res.ok) throw new Error(`${remote.name}'s server build answered ${res.status}`);
    const code = await res.text();
    const hash = createHash('sha256').update(code).digest('hex');
    const etag = res.headers.get('etag') ?? undefined;
    if (known?.hash === hash) {
      Object.assign(known, { checkedAt: Date.now(), etag });
      return known.module;
    }
    const module = evaluateServerBuild(code, url);
    remotes.set(url, { checkedAt: Date.now(), hash, etag, module });
    // Pages rendered with the remote's previous build are not served again.
    if (known) pages.clear();
    return module;
  }

  return {
    render(url, origin) {
      const key = `${origin}${url}`;
      const cached = pages.get(key);
      if (cached && cached.expires > Date.now()) return cached.page;
      const page = renderPage({ url, origin, template: template(), manifest: manifest(), loadRemote, fetch: apiFetch }).catch((error: unknown) => {
        pages.delete(key);
        throw error;
      });
      // Only pages that render the same for everyone are kept: nothing of the visitor's is used to render.
      pages.set(key, { expires: Date.now() + pageTtlMs, page });
      if (pages.size > MAX_CACHED_PAGES) pages.delete(pages.keys().next().value!);
      return page;
    },
  };
}

/**
 * Runs a remote's CommonJS server build. It may require only the shared modules (which come from this
 * process, so its pages and the shell's frame share one React and one antd style cache) and Node's own.
 */
export function evaluateServerBuild(code: string, filename: string): RemoteServerModule {
  const module = { exports: {} as Partial<RemoteServerModule> };
  const requireShared = (name: string) => {
    if (isServerSharedModule(name) || isBuiltin(name)) return __non_webpack_require__(name);
    throw new Error(`${filename} requires ${name}, which is neither shared nor Node's`);
  };
  const factory = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: object,
    require: (name: string) => unknown,
    module: object,
    filename: string,
    dirname: string,
  ) => void;
  factory(module.exports, requireShared, module, filename, '/');
  if (typeof module.exports.routes !== 'object' || module.exports.routes === null) throw new Error(`${filename} exports no routes`);
  return module.exports as RemoteServerModule;
}

// Remotes' server code comes as Module Federation containers, loaded by the federation runtime on Node from the
// entries the browser's remotes.json names: a remote redeployed is picked up here as in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createInstance } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import { SERVER_SHARED_MODULES } from '@vip/contracts/platform';
import { REMOTE_SERVER_ENTRY_FILE, REMOTE_SERVER_EXPOSE } from '@vip/contracts/remote-server';
import type { RemoteServerModule, RenderPageOptions } from './render-page';
import { revalidated } from './revalidated';

declare const __non_webpack_require__: NodeJS.Require | undefined;

/** Node's require, not rspack's: shared modules must be this process's own. */
const nodeRequire: NodeJS.Require =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : createRequire(__filename);

export interface RemoteContainersOptions {
  /** The gateway: the only origin server code is loaded from. */
  baseUrl: string;
  /** Resolves paths against the gateway and gives up after the API's timeout. */
  fetch: typeof fetch;
  revalidateMs: number;
  /** How long loading a container may take before the render gives up. */
  loadTimeoutMs: number;
  /** A remote's server code changed: pages rendered with the old code are stale. */
  onChange(): void;
}

export function createRemoteContainers({
  baseUrl,
  fetch: fetchImpl,
  revalidateMs,
  loadTimeoutMs,
  onChange,
}: RemoteContainersOptions): RenderPageOptions['loadRemote'] {
  const gateway = new URL(baseUrl).origin;
  // Its own instance, not the global one: nothing else in this process registers remotes into it.
  const federation = createInstance({ name: 'shell_server', remotes: [], shared: providedModules() });
  const versions = new Map<string, () => Promise<string | undefined>>();
  const lastGood = new Map<string, RemoteServerModule>();
  // By versioned entry. A container that failed is kept as failed a while: not fetched again on every render.
  const containers = new LRUCache<string, { module?: RemoteServerModule; error?: unknown }, Context>({
    max: 64,
    fetchMethod: async (entry, _stale, { options, context: { name, version } }) => {
      try {
        // A new global name per version, and force: the runtime drops the previous container and its cached modules.
        federation.registerRemotes([{ name, entry, entryGlobalName: `${name}@${version}` }], { force: true });
        const module = await withTimeout(
          federation.loadRemote<Partial<RemoteServerModule>>(`${name}/${REMOTE_SERVER_EXPOSE.replace(/^\.\//, '')}`),
          loadTimeoutMs,
          `${entry} did not load within ${loadTimeoutMs} ms`,
        );
        if (typeof module?.routes !== 'object' || module.routes === null)
          throw new Error(`${entry} exposes no routes in ${REMOTE_SERVER_EXPOSE}`);
        lastGood.set(name, module as RemoteServerModule);
        return { module: module as RemoteServerModule };
      } catch (error) {
        options.ttl = revalidateMs;
        // The last good copy meanwhile, as for the manifest.
        return { module: lastGood.get(name), error };
      }
    },
  });

  return async (remote) => {
    const url = new URL(REMOTE_SERVER_ENTRY_FILE, new URL(remote.entry, baseUrl)).href;
    // Server code runs with this process's rights: only from the configured gateway, never a manifest's host.
    if (new URL(url).origin !== gateway) return undefined;
    // The version is the entry's content, looked at again when due (ETag): a redeploy at the same address too.
    const version =
      versions.get(url) ?? revalidated(fetchImpl, revalidateMs, (_, hash) => hash.slice(0, 16), onChange, url);
    versions.set(url, version);
    const hash = await version();
    if (hash === undefined) return undefined;
    // A new address per version: the runtime keeps a container per address, and fetches a new one afresh.
    const entry = `${url}?v=${hash}`;
    const loaded = await containers.fetch(entry, { context: { name: remote.name, version: hash } });
    if (loaded?.module) return loaded.module;
    throw loaded?.error;
  };
}

type Context = { name: string; version: string };

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What this process shares with the containers: its own modules, whatever version the containers accept. */
function providedModules() {
  return Object.fromEntries(
    SERVER_SHARED_MODULES.map((name) => [
      name,
      {
        version: installedVersion(name),
        lib: () => nodeRequire(name),
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

/** The version of the installed package `name` resolves into (react-intl exports no package.json to require). */
function installedVersion(name: string): string {
  const root = /^.*\/node_modules\/(@[^/]+\/)?[^/]+/.exec(nodeRequire.resolve(name))?.[0];
  if (!root) throw new Error(`No version found for ${name}`);
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

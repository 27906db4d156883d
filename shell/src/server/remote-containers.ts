// Remotes' server code comes as Module Federation containers, loaded by the federation runtime on Node from the
// entries the browser's remotes.json names: a remote redeployed is picked up here as in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { createInstance } from '@module-federation/enhanced/runtime';
import { SERVER_SHARED_MODULES } from '@vip/contracts/platform';
import { REMOTE_SERVER_ENTRY_FILE, REMOTE_SERVER_EXPOSE } from '@vip/contracts/remote-server';
import type { RemoteDescriptor } from '@vip/contracts/schemas';
import type { RemoteServerModule } from './render-page';
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

export type RemoteContainers = (remote: RemoteDescriptor) => Promise<RemoteServerModule | undefined>;

interface RemoteState {
  url: string;
  version: () => Promise<string | undefined>;
  good?: { entry: string; module: RemoteServerModule };
  failed?: { entry: string; at: number; error: unknown };
  loading?: { entry: string; module: Promise<RemoteServerModule> };
}

export function createRemoteContainers({
  baseUrl,
  fetch: fetchImpl,
  revalidateMs,
  loadTimeoutMs,
  onChange,
}: RemoteContainersOptions): RemoteContainers {
  const gateway = new URL(baseUrl).origin;
  // Its own instance, not the global one: nothing else in this process registers remotes into it.
  const federation = createInstance({ name: 'shell_server', remotes: [], shared: providedModules() });
  const registered = new Map<string, string>();
  const states = new Map<string, RemoteState>();

  const load = async (name: string, entry: string, version: string) => {
    if (registered.get(name) !== entry) {
      // force drops the previous container, its cached modules and its global.
      federation.registerRemotes([{ name, entry, entryGlobalName: `${name}@${version}` }], { force: true });
      registered.set(name, entry);
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const module = await Promise.race([
        federation.loadRemote<Partial<RemoteServerModule>>(`${name}/${REMOTE_SERVER_EXPOSE.replace(/^\.\//, '')}`),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${entry} did not load within ${loadTimeoutMs} ms`)),
            loadTimeoutMs,
          );
        }),
      ]);
      if (typeof module?.routes !== 'object' || module.routes === null)
        throw new Error(`${entry} exposes no routes in ${REMOTE_SERVER_EXPOSE}`);
      return module as RemoteServerModule;
    } catch (error) {
      // Registered afresh next time, so the runtime fetches it again rather than reuse a failed load.
      registered.delete(name);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return async (remote) => {
    const url = new URL(REMOTE_SERVER_ENTRY_FILE, new URL(remote.entry, baseUrl));
    // Server code runs with this process's rights: only from the configured gateway, never a manifest's host.
    if (url.origin !== gateway) return undefined;
    let state = states.get(remote.name);
    if (state?.url !== url.href) {
      // The version is the entry's content, looked at again when due (ETag): a redeploy at the same address too.
      state = { url: url.href, version: revalidated(fetchImpl, revalidateMs, (_, hash) => hash, onChange, url.href) };
      states.set(remote.name, state);
    }
    const hash = await state.version();
    if (hash === undefined) return undefined;
    const version = hash.slice(0, 16);
    // A new address per version: the runtime keeps a container per address, and fetches a new one afresh.
    const versioned = new URL(url);
    versioned.searchParams.set('v', version);
    const entry = versioned.href;
    const current = state;
    if (current.good?.entry === entry) return current.good.module;
    // A container that failed is not fetched again on every render.
    if (current.failed?.entry === entry && Date.now() - current.failed.at < revalidateMs) {
      if (current.good) return current.good.module;
      throw current.failed.error;
    }
    let loading = current.loading?.entry === entry ? current.loading.module : undefined;
    if (!loading) {
      const settled = () => {
        if (current.loading?.entry === entry) current.loading = undefined;
      };
      loading = load(remote.name, entry, version).then(
        (module) => {
          settled();
          current.good = { entry, module };
          current.failed = undefined;
          return module;
        },
        (error: unknown) => {
          settled();
          current.failed = { entry, at: Date.now(), error };
          // The last good copy, as for the manifest.
          if (current.good) return current.good.module;
          throw error;
        },
      );
      current.loading = { entry, module: loading };
    }
    return loading;
  };
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

/** The version in the package.json of the package `name` resolves into. */
function installedVersion(name: string): string {
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = dirname(nodeRequire.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === pkg && manifest.version) return manifest.version;
  }
  throw new Error(`No version found for ${name}`);
}

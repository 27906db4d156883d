import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@vip/contracts/schemas';
import type { RemoteLoader, RemoteRouteMap } from './remote-loader';

const registered = new Map<string, string>();

const absolute = (entry: string) => new URL(entry, window.location.origin).href;

// The runtime's message when a remote needs another major of a shared singleton.
const SINGLETON_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)]+)\)/;

export function remoteLoadFailure(remote: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const skew = SINGLETON_MISMATCH.exec(message);
  if (skew) {
    const [, running, pkg, needs] = skew;
    return `${remote} was not loaded: it was built for ${pkg} ${needs}, and this page runs ${pkg} ${running}.`;
  }
  return `${remote} could not be loaded: ${message}`;
}

/** Remotes come from remotes.json at run time, so redeploying one only changes its URL there. */
export const moduleFederationLoader: RemoteLoader = {
  register(remotes: RemoteDescriptor[]) {
    for (const r of remotes) registered.set(r.name, absolute(r.entry));
    registerRemotes(
      remotes.map((r) => ({ name: r.name, entry: absolute(r.entry) })),
      { force: true },
    );
  },
  async loadRoutes(remote: string): Promise<RemoteRouteMap> {
    const mod = await moduleFederationLoader.loadExposed<{ routes?: RemoteRouteMap }>(remote, 'routes');
    if (!mod.routes) throw new Error(`${remote} did not expose its routes`);
    return mod.routes;
  },
  async loadExposed<T>(remote: string, exposed: string): Promise<T> {
    let mod: T | null;
    try {
      mod = await loadRemote<T>(`${remote}/${exposed}`);
    } catch (error) {
      console.error(remoteLoadFailure(remote, error));
      throw error;
    }
    if (!mod) throw new Error(`${remote} did not expose ${exposed}`);
    return mod;
  },
  reset(remote: string) {
    const entry = registered.get(remote);
    // Forcing drops the cached failed container, so the next load fetches it again.
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  },
};

import { createContext, useContext } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import type { RemotesManifest } from '@vip/contracts/schemas';

/** Another remote's exposed module, through the federation runtime in the product, something simpler in tests. */
export interface RemoteModuleLoader {
  load<T>(manifest: RemotesManifest, container: string, exposed: string): Promise<T>;
  /** Forget a failed load, so Try again fetches the remote afresh. */
  reset(container: string): void;
}

const registered = new Map<string, string>();

/**
 * As the shell loads remotes: remotes.json says where each container's entry is (a redeployed remote only changes
 * its URL there), registered with this remote's federation runtime, then the exposed module is loaded.
 */
export const federationLoader: RemoteModuleLoader = {
  async load<T>(manifest: RemotesManifest, container: string, exposed: string): Promise<T> {
    const descriptor = manifest.remotes.find((r) => r.name === container);
    if (!descriptor) throw new Error(`remotes.json does not name ${container}`);
    const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
    const entry = new URL(descriptor.entry, window.location.origin).href;
    if (registered.get(container) !== entry) {
      registerRemotes([{ name: container, entry }], { force: registered.has(container) });
      registered.set(container, entry);
    }
    const mod = await loadRemote<T>(`${container}/${exposed}`);
    if (!mod) throw new Error(`${container} did not expose ${exposed}`);
    return mod;
  },
  reset(container: string) {
    const entry = registered.get(container);
    if (!entry) return;
    // Forcing drops the cached failed container, so the next load fetches it again.
    void import('@module-federation/enhanced/runtime').then(({ registerRemotes }) =>
      registerRemotes([{ name: container, entry }], { force: true }),
    );
  },
};

export const RemoteModuleContext = createContext<RemoteModuleLoader>(federationLoader);

const manifestSchema = () => import('@vip/contracts/schemas').then((m) => m.remotesManifestSchema);

/** The shell read remotes.json already: its query cache answers, without a second request. */
function remotesManifest(client: QueryClient): Promise<RemotesManifest> {
  return client.fetchQuery({
    queryKey: [REMOTES_MANIFEST_PATH],
    queryFn: ({ signal }) => apiRequest('GET', REMOTES_MANIFEST_PATH, { schema: manifestSchema, signal }),
  });
}

/** Loads `container`'s `exposed` module once per page; Try again (`retry`) fetches it afresh after a failure. */
export function useRemoteModule<T>(container: string, exposed: string) {
  const loader = useContext(RemoteModuleContext);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['remote-module', container, exposed],
    queryFn: async () => loader.load<T>(await remotesManifest(client), container, exposed),
    staleTime: Infinity,
    retry: false,
  });
  const retry = () => {
    loader.reset(container);
    void query.refetch();
  };
  return { ...query, retry };
}

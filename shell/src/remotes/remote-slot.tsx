import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader';
import { useRemotesManifest } from './use-remotes-manifest';

/** Optional: while loading, or when the remote is down, nothing shows and the page carries on. */
export function RemoteSlot<P extends object>({
  remote,
  exposed,
  exportName,
  props,
}: {
  remote: string;
  exposed: string;
  exportName: string;
  props: P;
}) {
  const loader = useRemoteLoader();
  const manifest = useRemotesManifest();
  const known = manifest.data?.remotes.some((r) => r.name === remote) ?? false;
  const mod = useQuery({
    queryKey: ['remote-module', remote, exposed],
    queryFn: () => loader.loadExposed<Record<string, ComponentType<P>>>(remote, exposed),
    enabled: known,
  });
  const Component = mod.data?.[exportName];
  if (!Component) return null;
  return (
    <RemoteErrorBoundary onRetry={() => void mod.refetch()} quiet>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}

import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteDescriptor } from '@vip/contracts/schemas';

export type RemoteRouteMap = Record<string, ComponentType>;

/** Module Federation at run time, something simpler in tests. */
export interface RemoteLoader {
  register(remotes: RemoteDescriptor[]): void;
  loadRoutes(remote: string): Promise<RemoteRouteMap>;
  loadExposed<T>(remote: string, exposed: string): Promise<T>;
  /** Forget a failed load so a retry fetches the remote again. */
  reset(remote: string): void;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is missing');
  return loader;
}

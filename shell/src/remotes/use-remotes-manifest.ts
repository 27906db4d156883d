import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { useRemoteLoader } from './remote-loader';

const manifestSchema = () => import('./manifest-schema').then((m) => m.remotesManifestSchema);

export function useRemotesManifest(url = REMOTES_MANIFEST_PATH) {
  const loader = useRemoteLoader();
  return useQuery({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const manifest = await apiRequest('GET', url, { schema: manifestSchema, signal });
      loader.register(manifest.remotes);
      return manifest;
    },
  });
}

import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader';
import { RemoteUnavailable, retryingAfterError, Spinner } from '@vip/ui';

export function PageSpinner() {
  return <Spinner label="Loading" />;
}

export function RemoteRoute({ remote, pattern }: { remote: string; pattern: string }) {
  const loader = useRemoteLoader();
  const routes = useQuery({ queryKey: ['remote-routes', remote], queryFn: () => loader.loadRoutes(remote) });
  const retry = () => {
    loader.reset(remote);
    void routes.refetch();
  };

  if (routes.isError || retryingAfterError(routes))
    return <RemoteUnavailable onRetry={retry} retrying={routes.isFetching} />;
  if (routes.isPending) return <PageSpinner />;
  const Page = routes.data[pattern];
  if (!Page) return <NotFoundPage />;
  return (
    <RemoteErrorBoundary key={pattern} onRetry={retry}>
      {/* A remote may use React.lazy. */}
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { REMOTES_MANIFEST_PATH } from '@vip/contracts/platform';
import { type RemotesManifest } from '@vip/contracts/schemas';
import { RemoteUnavailable, lazyAntdPage } from '@vip/ui';
import { BareLayout, SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found/not-found-page';
import { PageSpinner, RemoteRoute } from './remotes/remote-route';

export type ManifestState = 'pending' | 'error' | 'ready';

/** Built with antd, so a page's code and antd load when it is shown. */
export const SHELL_PAGE_COMPONENTS = {
  '/faq': lazyAntdPage(() => import('./info/faq-page').then((m) => m.FaqPage)),
  '/terms': lazyAntdPage(() => import('./info/terms-page').then((m) => m.TermsPage)),
  '/privacy': lazyAntdPage(() => import('./info/privacy-page').then((m) => m.PrivacyPage)),
} as const;
export const SHELL_PAGES = Object.keys(SHELL_PAGE_COMPONENTS);

export function ShellRoutes({ manifest, manifestState }: { manifest?: RemotesManifest; manifestState: ManifestState }) {
  const remoteRoutes =
    manifest?.remotes.flatMap((r) =>
      r.routes.map((pattern) => ({ remote: r.name, pattern, chrome: r.chrome ?? 'site' })),
    ) ?? [];
  const remoteRoute = ({ remote, pattern }: (typeof remoteRoutes)[number]) => (
    <Route key={pattern} path={pattern} element={<RemoteRoute remote={remote} pattern={pattern} />} />
  );
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {Object.entries(SHELL_PAGE_COMPONENTS).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageSpinner />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        {remoteRoutes.filter((r) => r.chrome === 'site').map(remoteRoute)}
        <Route path="*" element={<UnmatchedRoute state={manifestState} />} />
      </Route>
      <Route element={<BareLayout />}>{remoteRoutes.filter((r) => r.chrome === 'own').map(remoteRoute)}</Route>
    </Routes>
  );
}

/** Until the manifest is known an unmatched path may still belong to a remote; after, it is a 404. */
function UnmatchedRoute({ state }: { state: ManifestState }) {
  const client = useQueryClient();
  if (state === 'pending') return <PageSpinner />;
  if (state === 'error')
    return <RemoteUnavailable onRetry={() => void client.refetchQueries({ queryKey: [REMOTES_MANIFEST_PATH] })} />;
  return <NotFoundPage />;
}

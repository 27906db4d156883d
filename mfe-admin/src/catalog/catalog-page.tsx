import { Component, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { CATALOG_ADMIN_MOUNT, type CatalogAdminProps } from '@vip/contracts/platform';
import type { StaffSession } from '@vip/contracts/schemas';
import { RemoteUnavailable } from '@vip/ui';
import { adminKeys } from '../auth/api';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { NoAccessPage } from '../ui/no-access';
import { useRemoteModule } from '../remotes/remote-module';

type CatalogAdminModule = Record<string, ComponentType<CatalogAdminProps>>;

/** A mounted screen that fails while rendering (a chunk gone after a redeploy) says so, with Try again. */
class MountBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The catalog screens failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteUnavailable
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** The catalog team's screens, from their own remote (mfe-airports), inside the back office's frame. */
function CatalogMount({ session }: { session: StaffSession }) {
  const client = useQueryClient();
  const remote = useRemoteModule<CatalogAdminModule>(CATALOG_ADMIN_MOUNT.container, CATALOG_ADMIN_MOUNT.exposed);
  if (remote.isPending) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" aria-label="Loading the catalog" />
      </Flex>
    );
  }
  const CatalogAdmin = remote.data?.[CATALOG_ADMIN_MOUNT.exportName];
  if (remote.isError || !CatalogAdmin) return <RemoteUnavailable onRetry={remote.retry} retrying={remote.isFetching} />;
  return (
    <MountBoundary onRetry={remote.retry}>
      <CatalogAdmin
        basePath={CATALOG_ADMIN_MOUNT.path}
        staff={{ name: session.user.name, permissions: session.permissions, csrfToken: session.csrfToken }}
        // The session ended on the server: RequireStaff sends the visitor to the sign-in, and back here after it.
        onSessionEnded={() => client.setQueryData(adminKeys.session, null)}
      />
    </MountBoundary>
  );
}

/** Catalog access is catalog.view (the catalog team, agents read-only, admins); others are told so. */
function CatalogAccess({ session }: { session: StaffSession }) {
  const can = useCan();
  if (can('catalog.view')) return <CatalogMount session={session} />;
  return (
    <NoAccessPage
      title="Catalog"
      notice="You do not have access to the catalog"
      description="The catalog team and admins change airports, services, prices and promo codes; agents can read them."
    />
  );
}

/** /admin/catalog and the screens under it. */
export function CatalogPage() {
  return <RequireStaff>{(session) => <CatalogAccess session={session} />}</RequireStaff>;
}

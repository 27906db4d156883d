import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogAdminProps } from '@vip/contracts/platform';
import type { RemotesManifest } from '@vip/contracts/schemas';
import type { StaffRole } from '@vip/contracts/vocabulary';
import { REMOTES_MANIFEST, fakeOps, renderAt } from '../../test/support/fake-ops';
import type { RemoteModuleLoader } from '../remotes/remote-module';

/** mfe-airports' exposed module as the federation runtime would hand it over: a component taking the props. */
function StubCatalogAdmin({ basePath, staff, onSessionEnded }: CatalogAdminProps) {
  return (
    <section aria-label="Catalog screens">
      <p>Mounted at {basePath}</p>
      <p>Permissions: {staff.permissions.join(', ')}</p>
      <p>CSRF: {staff.csrfToken}</p>
      <button onClick={onSessionEnded}>Session over</button>
    </section>
  );
}

function remoteModules(failures = 0) {
  const loads: Array<{ manifest: RemotesManifest; container: string; exposed: string }> = [];
  let left = failures;
  const loader: RemoteModuleLoader & { resets: string[] } = {
    resets: [],
    async load<T>(manifest: RemotesManifest, container: string, exposed: string): Promise<T> {
      loads.push({ manifest, container, exposed });
      if (left-- > 0) throw new Error('ScriptExternalLoadError: mfe_airports is down');
      return { CatalogAdmin: StubCatalogAdmin } as T;
    },
    reset(container: string) {
      loader.resets.push(container);
    },
  };
  return { loader, loads };
}

async function signIn(role: StaffRole, path = '/admin/login') {
  fakeOps({ role });
  const { loader, loads } = remoteModules();
  renderAt(path, { remoteModules: loader });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'cara@example.com');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, loads };
}

const nav = () => screen.getByRole('navigation', { name: 'Back office' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('the catalog in the back office', () => {
  it('takes a catalog user to /admin/catalog after sign-in, where the catalog team’s screens are mounted', async () => {
    const { loads } = await signIn('catalog');
    expect(await screen.findByRole('region', { name: 'Catalog screens' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/catalog');
    expect(screen.getByText('Mounted at /admin/catalog')).toBeInTheDocument();
    expect(screen.getByText('Permissions: catalog.view, catalog.edit, account.security')).toBeInTheDocument();
    expect(screen.getByText('CSRF: csrf-123')).toBeInTheDocument();
    // A catalog user has no board, suppliers or transfers: the bar offers the catalog (and their own security) only.
    expect(navLinks()).toEqual(['Catalog', 'Security']);
    expect(within(nav()).getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    // Loaded through the federation runtime with remotes.json as the shell read it (no second request for it).
    expect(loads).toEqual([{ manifest: REMOTES_MANIFEST, container: 'mfe_airports', exposed: 'catalog-admin' }]);
  });

  it('sends a catalog user who opens the board to the catalog', async () => {
    fakeOps({ role: 'catalog', signedIn: true });
    renderAt('/admin/dashboard', { remoteModules: remoteModules().loader });
    expect(await screen.findByRole('region', { name: 'Catalog screens' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/catalog');
  });

  it('shows agents the Catalog entry beside their board (read-only there), and admins everything', async () => {
    fakeOps({ role: 'agent', signedIn: true });
    const view = renderAt('/admin/dashboard', { remoteModules: remoteModules().loader });
    await screen.findByRole('heading', { name: 'Booking Management Dashboard' });
    expect(navLinks()).toEqual(['Board', 'Suppliers', 'Allotments', 'Chauffeur transfer', 'Catalog', 'Security']);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Catalog' }));
    expect(
      await screen.findByText(
        'Permissions: bookings.view, bookings.work, invoices.create, suppliers.view, catalog.view, allotments.view, account.security',
      ),
    ).toBeInTheDocument();
    view.unmount();

    fakeOps({ role: 'admin', signedIn: true });
    renderAt('/admin/dashboard', { remoteModules: remoteModules().loader });
    await screen.findByRole('heading', { name: 'Booking Management Dashboard' });
    expect(navLinks()).toEqual([
      'Board',
      'Suppliers',
      'Allotments',
      'Chauffeur transfer',
      'Catalog',
      'Partners',
      'Staff',
      'Security',
    ]);
  });

  it('keeps the sub-address: /admin/catalog/services/12 mounts the screens there', async () => {
    fakeOps({ role: 'catalog', signedIn: true });
    renderAt('/admin/catalog/services/12', { remoteModules: remoteModules().loader });
    expect(await screen.findByRole('region', { name: 'Catalog screens' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/catalog/services/12');
  });

  it('says the catalog is temporarily unavailable when its remote does not load, and Try again loads it', async () => {
    fakeOps({ role: 'catalog', signedIn: true });
    const { loader, loads } = remoteModules(1);
    renderAt('/admin/catalog', { remoteModules: loader });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site is temporarily unavailable');
    // The back office's bar stays, so staff can go elsewhere.
    expect(within(nav()).getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Catalog screens' })).toBeInTheDocument();
    expect(loader.resets).toEqual(['mfe_airports']);
    expect(loads).toHaveLength(2);
  });

  it('goes to the sign-in when the screens say the session ended, and back to where it was after it', async () => {
    const { user } = await signIn('catalog', '/admin/catalog/services');
    const screens = await screen.findByRole('region', { name: 'Catalog screens' });
    await user.click(within(screens).getByRole('button', { name: 'Session over' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'cara@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('region', { name: 'Catalog screens' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/catalog/services'));
  });
});

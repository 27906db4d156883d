import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { type RemotesManifest } from '@vip/contracts/schemas';
import { App } from './app';
import { createQueryClient } from './providers/app-providers';
import type { RemoteLoader, RemoteRouteMap } from './remotes/remote-loader';

// The menu panel's code as its chunk would arrive: a test makes the fetch fail. Once it has loaded, the module
// and the lazy page keep it, so the test of a failed fetch is the first of this file to open the menu.
let mockMenuChunkFails = false;
jest.mock('./layout/site-menu', () => {
  if (mockMenuChunkFails) throw new Error('Loading chunk site-menu failed.');
  return jest.requireActual('./layout/site-menu');
});

const manifest: RemotesManifest = {
  remotes: [
    { name: 'mfe_booking', entry: '/remotes/mfe-booking/remoteEntry.js', routes: ['/booking'] },
    { name: 'mfe_airports', entry: '/remotes/mfe-airports/remoteEntry.js', routes: ['/airports', '/airports/:code'] },
    { name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js', routes: ['/admin/login'] },
  ],
};

function serveManifest(body: unknown = manifest, status = 200) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

function fakeLoader(
  remotes: Record<string, RemoteRouteMap | Error>,
  exposed: Record<string, Record<string, unknown> | Error> = {},
): RemoteLoader & { registered: string[]; loads: string[] } {
  const loader = {
    registered: [] as string[],
    loads: [] as string[],
    register: (r: RemotesManifest['remotes']) => void loader.registered.push(...r.map((x) => x.name)),
    loadRoutes: async (name: string) => {
      loader.loads.push(name);
      const result = remotes[name];
      if (result instanceof Error) throw result;
      return result;
    },
    loadExposed: async <T,>(name: string, module: string) => {
      loader.loads.push(`${name}/${module}`);
      const result = exposed[`${name}/${module}`] ?? new Error(`${name} does not expose ${module}`);
      if (result instanceof Error) throw result;
      return result as T;
    },
    reset: jest.fn(),
  };
  return loader;
}

function renderAt(path: string, loader: RemoteLoader) {
  return render(
    <App
      loader={loader}
      queryClient={createQueryClient()}
      router={(children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
    />,
  );
}

const AirportsList = () => <h1>Airports from the remote</h1>;

describe('shell', () => {
  it('mounts a remote route from remotes.json between the shared header and footer', async () => {
    serveManifest();
    const loader = fakeLoader({ mfe_airports: { '/airports': AirportsList }, mfe_admin: {} });
    renderAt('/airports', loader);
    expect(await screen.findByRole('heading', { name: 'Airports from the remote' })).toBeInTheDocument();
    expect(loader.registered).toEqual(['mfe_booking', 'mfe_airports', 'mfe_admin']);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ credentials: 'include' }));
  });

  it('shows the 404 screen for an unknown path', async () => {
    serveManifest();
    renderAt('/no-such-page', fakeLoader({}));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the 404 screen for a listed route the remote does not provide', async () => {
    serveManifest();
    renderAt('/airports/LHR', fakeLoader({ mfe_airports: { '/airports': AirportsList } }));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('keeps the site working when a remote cannot load, and retries on request', async () => {
    serveManifest();
    const loader = fakeLoader({ mfe_airports: new Error('ScriptExternalLoadError') });
    renderAt('/airports', loader);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    (loader as unknown as { loadRoutes: RemoteLoader['loadRoutes'] }).loadRoutes = async () => ({
      '/airports': AirportsList,
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(loader.reset).toHaveBeenCalledWith('mfe_airports');
    const heading = await screen.findByRole('heading', { name: 'Airports from the remote' });
    // The message and its button are gone: the focus goes to the remote's heading, not to nothing.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('contains a remote that throws while rendering', async () => {
    serveManifest();
    const Broken = () => {
      throw new Error('render failure');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/airports', fakeLoader({ mfe_airports: { '/airports': Broken } }));
    expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('serves its own pages even when remotes.json cannot be read', async () => {
    serveManifest({ error: 'down' }, 503);
    renderAt('/faq', fakeLoader({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('links the footer to every destination of the spec, with contact links', async () => {
    serveManifest();
    renderAt('/faq', fakeLoader({}));
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/booking?type=arrival',
        '/booking?type=departure',
        '/booking?type=transfer',
        '/airports',
        '/faq',
        '/privacy',
        '/terms',
        '/manage-booking',
        `mailto:${BRAND.supportEmail}`,
        BRAND.supportPhoneHref,
      ]),
    );
    expect(within(footer).getByRole('link', { name: 'Transit & Connections' })).toHaveAttribute(
      'href',
      '/booking?type=transfer',
    );
  });

  it("shows mfe-booking's quote button in the header, and nothing there when it cannot load", async () => {
    serveManifest();
    const HeaderQuote = ({ variant }: { variant: string }) => <button type="button">View Quote ({variant})</button>;
    renderAt('/faq', fakeLoader({}, { 'mfe_booking/header-quote': { HeaderQuote } }));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'View Quote (header)' }),
    ).toBeInTheDocument();

    serveManifest();
    const failing = fakeLoader({});
    const { container } = renderAt('/terms', failing);
    await screen.findAllByRole('heading', { level: 1, name: 'Terms and Conditions' });
    await waitFor(() => expect(failing.loads).toContain('mfe_booking/header-quote'));
    expect(within(container.querySelector('header')!).queryByRole('button', { name: /View Quote/ })).toBeNull();
  });

  it('gives a remote with its own chrome (the back office) the whole window: no traveller header or footer', async () => {
    serveManifest({ remotes: [manifest.remotes[1], { ...manifest.remotes[2], chrome: 'own' }] });
    const StaffLogin = () => (
      <>
        <header>Operations bar</header>
        <main id="main-content">
          <h1>Admin Access</h1>
        </main>
      </>
    );
    renderAt('/admin/login', fakeLoader({ mfe_admin: { '/admin/login': StaffLogin } }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Operations bar');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByLabelText('Open menu')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it("opens a plain menu when the menu's code cannot be fetched, and the full one on the next tap", async () => {
    serveManifest();
    renderAt('/faq', fakeLoader({}));
    mockMenuChunkFails = true;
    await userEvent.click(screen.getByLabelText('Open menu'));
    const plain = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(plain).getByRole('status')).toHaveTextContent(
      'The full menu could not load. Check your connection and try again.',
    );
    for (const name of ['Airports', 'Services', 'Book with us', 'FAQ', `Call us at ${BRAND.supportPhone}`]) {
      expect(within(plain).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(plain).getByRole('link', { name: `Call us at ${BRAND.supportPhone}` })).toHaveAttribute(
      'href',
      BRAND.supportPhoneHref,
    );
    expect(within(plain).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/faq');
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(plain).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');

    mockMenuChunkFails = false;
    await userEvent.click(screen.getByLabelText('Open menu'));
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens the mobile menu with the header links', async () => {
    serveManifest();
    renderAt('/faq', fakeLoader({}));
    // jsdom applies the header's style but not its media queries: it sees the widest screen, where the menu
    // button is hidden (the e2e width sweep opens it on a phone).
    await userEvent.click(screen.getByLabelText('Open menu'));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Airports', 'Services', 'Book with us', 'FAQ', `Call us at ${BRAND.supportPhone}`]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Book VIP now' })).toHaveAttribute('href', '/booking');
    // Below the full navigation the header's language switcher is hidden: the menu has the languages instead.
    const languages = within(menu.closest('dialog')!).getByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/faq');
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(languages).getAllByRole('link')).toHaveLength(6);
  });

  it("highlights one header item on /booking: 'Services', not 'Book with us' beside it", async () => {
    serveManifest();
    renderAt('/booking', fakeLoader({ mfe_booking: { '/booking': () => <h1>Premium Airport Services</h1> } }));
    expect(await screen.findByRole('heading', { name: 'Premium Airport Services' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual([
      'Services',
    ]);
    expect(links.filter((a) => a.classList.contains('active')).map((a) => a.textContent)).toEqual(['Services']);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Book with us' }),
    ).toHaveAttribute('href', '/booking');
  });

  it('renders one header for every width (CSS decides what shows), the brand and Book VIP now as single links', () => {
    serveManifest();
    renderAt('/faq', fakeLoader({}));
    const header = screen.getByRole('banner');
    // The same elements whatever the screen: the server's HTML is the phone's and the desktop's.
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(header).getByLabelText('Open menu')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: `${BRAND.productName} home` })).toHaveAttribute('href', '/');
    const book = within(header).getByRole('link', { name: 'Book VIP now' });
    expect(book).toHaveAttribute('href', '/booking');
    expect(book.querySelector('button')).toBeNull();
  });
});

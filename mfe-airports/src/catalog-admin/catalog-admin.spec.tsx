import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_TOKEN_TTL_SECONDS } from '@vip/contracts/schemas';
import { renderCatalogAdmin, location, tableRows } from '../testing/render-catalog-admin';

describe('the catalog screens, mounted at /admin/catalog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens on the airports, with a section menu that moves focus to each screen’s heading', async () => {
    const { user } = renderCatalogAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Airports' })).toHaveFocus();
    expect(location()).toBe('/admin/catalog/airports');
    const nav = screen.getByRole('navigation', { name: 'Catalog' });
    expect(within(nav).getByRole('link', { name: 'Airports' })).toHaveAttribute('aria-current', 'page');
    expect((await tableRows('Airports: 3 found')).map((r) => r[0])).toEqual(['LHR', 'FCO', 'JFK']);

    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Services' })).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'Promo codes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Promo codes' })).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'CSV' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CSV export and import' })).toHaveFocus();
  });

  it('asks svc-ops for a token for svc-catalog with the session’s CSRF token, and sends it as a Bearer token', async () => {
    const { fake } = renderCatalogAdmin();
    await screen.findByRole('table', { name: 'Airports: 3 found' });
    const [ask] = fake.tokenRequests();
    expect(ask).toMatchObject({ method: 'POST', body: { audience: 'svc-catalog' } });
    expect(ask!.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(fake.catalogCalls()[0]!.headers.Authorization).toBe('Bearer staff-token-1');
    // Kept in memory only: nothing is written to the browser's storage.
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});

describe('the staff token', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is used until it has under a minute left; a call after that asks for a new one first', async () => {
    let clock = Date.parse('2030-06-01T12:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const { fake, user } = renderCatalogAdmin('/admin/catalog/airports', { now: () => clock });
    await screen.findByRole('table', { name: 'Airports: 3 found' });

    clock += (STAFF_TOKEN_TTL_SECONDS - 61) * 1000;
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await screen.findByRole('table', { name: 'Services: 2 found' });
    expect(fake.tokenRequests()).toHaveLength(1);

    clock += 2000; // 59 seconds left
    await user.click(screen.getByRole('link', { name: 'Promo codes' }));
    await screen.findByRole('table', { name: 'Promo codes: 1' });
    expect(fake.tokenRequests()).toHaveLength(2);
    const promo = fake.catalogCalls().find((c) => c.path.endsWith('/promo-codes'))!;
    expect(promo.headers.Authorization).toBe('Bearer staff-token-2');
    // The new token was asked for before the call, not after a refusal: no call went out with the old one.
    expect(fake.catalogCalls().filter((c) => c.headers.Authorization === 'Bearer staff-token-1')).toHaveLength(2);
  });

  it('after a 401 from svc-catalog asks once more and repeats the call once, never again', async () => {
    const { fake, user } = renderCatalogAdmin();
    await screen.findByRole('table', { name: 'Airports: 3 found' });

    fake.revokeTokens();
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await screen.findByRole('table', { name: 'Services: 2 found' });
    const services = fake.catalogCalls().filter((c) => c.path.startsWith('/api/admin/catalog/services'));
    expect(services.map((c) => c.headers.Authorization)).toEqual(['Bearer staff-token-1', 'Bearer staff-token-2']);

    // Refused again with the new token: one repeat only, then the screen says so.
    const revokeEvery = jest.spyOn(global, 'fetch');
    fake.revokeTokens();
    const original = revokeEvery.getMockImplementation()!;
    revokeEvery.mockImplementation(async (input, init) => {
      const answer = await original(input, init);
      fake.revokeTokens();
      return answer;
    });
    await user.click(screen.getByRole('link', { name: 'Promo codes' }));
    expect(await screen.findByText('Could not load the promo codes')).toBeInTheDocument();
    expect(screen.getByText('This staff token is not valid; ask for a new one')).toBeInTheDocument();
    expect(fake.catalogCalls().filter((c) => c.path.endsWith('/promo-codes'))).toHaveLength(2);
    expect(fake.tokenRequests()).toHaveLength(3);
  });

  it('sends the visitor to the sign-in when the token route answers 401 (the session ended)', async () => {
    const { fake, user, onSessionEnded } = renderCatalogAdmin();
    await screen.findByRole('table', { name: 'Airports: 3 found' });
    fake.endSession();
    fake.revokeTokens();
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Your staff session has ended. Sign in again.')).toBeInTheDocument();
  });
});

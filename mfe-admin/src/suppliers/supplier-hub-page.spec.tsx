import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@vip/contracts/vocabulary';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import {
  chauffeurSupplier,
  fakeSuppliers,
  vipSupplier,
  type FakeSupplierOptions,
} from '../../test/support/fake-suppliers';

const rome = [
  vipSupplier({
    id: 'v1',
    companyName: 'Opaline Rome Hosts',
    isPreferred: true,
    amenities: ['Meet at the gate', 'Fast-track immigration', 'Baggage assistance', 'Escort to car', 'Wi-Fi'],
  }),
  vipSupplier({ id: 'v2', companyName: 'Nethercote Rome Hosts', rating: 5, porterCost: null, webpage: null }),
  vipSupplier({ id: 'v3', companyName: 'Quillon Rome Lounge', serviceLevel: 'lounge', activationCost: 845 }),
];

function setUp(options: FakeSupplierOptions = {}, role: StaffRole = 'admin') {
  const ops = fakeOps({ signedIn: true, role });
  const fake = fakeSuppliers(ops, { vip: rome, ...options });
  const user = userEvent.setup();
  renderAt('/admin/suppliers');
  return { ...ops, ...fake, user };
}

const searches = (calls: ReturnType<typeof fakeOps>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/suppliers?'));

async function chooseLevel(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Service level' }));
  await user.click(await screen.findByTitle(label));
}

describe('Supplier Hub page (/admin/suppliers)', () => {
  it('links back to /admin and asks for a search before calling anything', async () => {
    const { calls, user } = setUp();
    expect(await screen.findByRole('heading', { name: 'Supplier Hub', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Search for Suppliers')).toBeInTheDocument();
    // The level select offers the spec's three names; choosing a level alone searches nothing.
    await user.click(screen.getByRole('combobox', { name: 'Service level' }));
    for (const name of ['Meet & Greet', 'VIP Lounge', 'VIP Suite'])
      expect(await screen.findByTitle(name)).toBeInTheDocument();
    await user.click(screen.getByTitle('VIP Lounge'));
    expect(screen.getByText('Search for Suppliers')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('upper-cases the airport code and searches only once both the code and the level are chosen', async () => {
    const { calls, user } = setUp();
    const airport = await screen.findByLabelText('Airport code');
    await user.type(airport, 'fco');
    expect(airport).toHaveValue('FCO');
    expect(screen.getByText('Search for Suppliers')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
    await chooseLevel(user, 'Meet & Greet');
    expect(await screen.findByRole('heading', { name: 'Preferred Suppliers (Recommended) (1)' })).toBeInTheDocument();
    expect(searches(calls).map((c) => c.url)).toEqual(['/api/suppliers?airport=FCO&serviceLevel=standard']);
    const preferred = screen.getByRole('region', { name: 'Preferred Suppliers (Recommended) (1)' });
    expect(within(preferred).getByRole('heading', { name: 'Opaline Rome Hosts' })).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other/Available Suppliers (1)' });
    expect(within(others).getByRole('heading', { name: 'Nethercote Rome Hosts' })).toBeInTheDocument();
  });

  it('shows a card with rating, Base Price, porter, travellers, notice, website and at most 3 amenities then +N more', async () => {
    const { user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Opaline Rome Hosts' });
    expect(within(card).getByText('Rating: 4 of 5')).toBeInTheDocument();
    expect(within(card).getByText('Base Price')).toBeInTheDocument();
    expect(within(card).getByText('$395.00')).toBeInTheDocument();
    expect(within(card).getByText('$150.00')).toBeInTheDocument();
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    const amenities = within(card).getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Meet at the gate', 'Fast-track immigration', 'Baggage assistance', '+2 more']);
    const website = within(card).getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://www.opaline-rome.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    const other = screen.getByRole('article', { name: 'Nethercote Rome Hosts' });
    expect(within(other).getByText('Not offered')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /Visit Website/ })).not.toBeInTheDocument();
  });

  it('shows the loading text while searching', async () => {
    const { user, release } = setUp({ hold: 'search' });
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    expect(await screen.findByText('Loading suppliers...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Opaline Rome Hosts' })).toBeInTheDocument();
  });

  it('says when nothing is found, with the hint', async () => {
    const { user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'VIP Suite');
    expect(await screen.findByText('No suppliers found')).toBeInTheDocument();
    expect(screen.getByText('Try searching for a different airport or service level combination.')).toBeInTheDocument();
  });

  it('says when the search failed', async () => {
    const { user } = setUp({ failSearch: true });
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'VIP Lounge');
    expect(await screen.findByText('Error loading suppliers. Please try again.')).toBeInTheDocument();
  });

  it('toggles Preferred with the CSRF token and moves the card to the preferred section', async () => {
    const { calls, user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Nethercote Rome Hosts' });
    await user.click(within(card).getByRole('switch', { name: 'Preferred' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preferred Suppliers (Recommended) (2)' })).toBeInTheDocument(),
    );
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/suppliers/v2');
    expect(JSON.parse(patch.body!)).toEqual({ isPreferred: true });
    expect(patch.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(screen.queryByRole('region', { name: /Other\/Available Suppliers/ })).not.toBeInTheDocument();
  });

  it('deletes a supplier after saying what follows, with the CSRF token, and takes its card off the list', async () => {
    const { calls, user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Nethercote Rome Hosts' });
    await user.click(within(card).getByRole('button', { name: 'Delete supplier Nethercote Rome Hosts' }));
    expect(await screen.findByText('Delete Nethercote Rome Hosts?')).toBeInTheDocument();
    expect(screen.getByText(/its job links stop working and its seats stop confirming bookings at once/)).toBeVisible();
    // Cancel deletes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete supplier Nethercote Rome Hosts' }));
    await user.click(await screen.findByRole('button', { name: 'Delete supplier' }));
    expect(await screen.findByText('Supplier deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nethercote Rome Hosts' })).not.toBeInTheDocument(),
    );
    const deleted = calls.filter((c) => c.method === 'DELETE');
    expect(deleted.map((c) => c.url)).toEqual(['/api/suppliers/v2']);
    expect(deleted[0]!.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(screen.getByRole('article', { name: 'Opaline Rome Hosts' })).toBeInTheDocument();
  });

  it("changes a supplier's booking notice in place, with the CSRF token, and shows the new notice on its card", async () => {
    const { calls, user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Nethercote Rome Hosts' });
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Change notice of Nethercote Rome Hosts' }));
    const hours = within(card).getByRole('spinbutton', { name: 'Booking notice (hours)' });
    expect(hours).toHaveValue('24');
    expect(hours).toHaveFocus();
    await user.clear(hours);
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Lead time must be a whole number of hours from 0 to 720',
    );
    expect(within(card).getByRole('button', { name: 'Save notice' })).toBeDisabled();
    await user.type(hours, '6');
    await user.click(within(card).getByRole('button', { name: 'Save notice' }));
    expect(await screen.findByText('Booking notice saved')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('6 hours')).toBeInTheDocument());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/suppliers/v2');
    expect(JSON.parse(patch.body!)).toEqual({ instantBookingHours: 6 });
    expect(patch.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(within(card).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('leaves the booking notice as it was when the change is cancelled', async () => {
    const { calls, user } = setUp();
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Opaline Rome Hosts' });
    await user.click(within(card).getByRole('button', { name: 'Change notice of Opaline Rome Hosts' }));
    await user.type(within(card).getByRole('spinbutton', { name: 'Booking notice (hours)' }), '0');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('lists chauffeur suppliers in the second tab', async () => {
    const { user } = setUp({
      chauffeur: [
        chauffeurSupplier(),
        chauffeurSupplier({
          id: 'c2',
          supplierName: 'Roma Private Drivers',
          airportCodes: ['FCO'],
          typeOfSupplier: 'Local',
          isPreferred: false,
        }),
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Chauffeur Suppliers' }));
    expect(await screen.findByRole('article', { name: 'Astral Worldwide Chauffeurs' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Roma Private Drivers' })).toBeInTheDocument();
    expect(screen.getByText('All airports (ALL)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Supplier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Roma Private Drivers' })).toBeInTheDocument();
  });

  it('lets an agent search VIP suppliers without the Preferred switch (the Preferred tag stays)', async () => {
    const { calls, user } = setUp({}, 'agent');
    await user.type(await screen.findByLabelText('Airport code'), 'FCO');
    await chooseLevel(user, 'Meet & Greet');
    const card = await screen.findByRole('article', { name: 'Opaline Rome Hosts' });
    expect(within(card).getByText('Preferred')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Preferred' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Change notice/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Delete supplier/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Email supplier' })).toBeInTheDocument();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('lists chauffeur suppliers to an agent without Add New Supplier or Edit', async () => {
    const { user } = setUp(
      {
        chauffeur: [
          chauffeurSupplier(),
          chauffeurSupplier({
            id: 'c2',
            supplierName: 'Roma Private Drivers',
            airportCodes: ['FCO'],
            typeOfSupplier: 'Local',
            isPreferred: false,
          }),
        ],
      },
      'agent',
    );
    await user.click(await screen.findByRole('tab', { name: 'Chauffeur Suppliers' }));
    const card = await screen.findByRole('article', { name: 'Roma Private Drivers' });
    expect(screen.getByRole('article', { name: 'Astral Worldwide Chauffeurs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Supplier' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is for staff only: a visitor without a session goes to the login', async () => {
    fakeOps();
    renderAt('/admin/suppliers');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking } from '@vip/contracts/schemas';
import type { StaffRole } from '@vip/contracts/vocabulary';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';
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
    amenities: [
      'Meet at the gate',
      'Fast-track immigration',
      'Baggage assistance',
      'Escort to car',
      'Wi-Fi',
      'Refreshments',
    ],
  }),
  vipSupplier({
    id: 'v2',
    companyName: 'Nethercote Rome Hosts',
    rating: 5,
    instantBookingHours: 48,
    numberIncluded: 1,
    activationCost: 410,
  }),
  vipSupplier({ id: 'v3', companyName: 'Quillon Rome Greeters', rating: 3 }),
  vipSupplier({ id: 'v4', companyName: 'Quillon Rome Lounge', serviceLevel: 'lounge', activationCost: 845 }),
];

const transfer = adminBooking({
  id: 't1',
  bookingId: null,
  referenceCode: 'CHF-60002-SEZ',
  isChauffeur: true,
  service: null,
  transfer: {
    direction: 'pickup',
    airportCode: 'SEZ',
    pickupLocation: 'SEZ arrivals',
    dropoffLocation: 'Hotel',
    passengers: 2,
    vehicleType: 'sedan',
  },
});

const dialog = () => screen.getAllByRole('dialog')[0]!;
/** Modals share one test id for their titles, so a dialog is told by its content, not its name. */
const emailDialogOpened = () =>
  waitFor(() =>
    expect(screen.getAllByRole('dialog').some((d) => within(d).queryByText('Send Email to Supplier'))).toBe(true),
  );

async function openSuppliersTab(booking: AdminBooking, options: FakeSupplierOptions = {}, role: StaffRole = 'admin') {
  const ops = fakeOps({ bookings: [booking], signedIn: true, role });
  const fake = fakeSuppliers(ops, { vip: rome, ...options });
  const user = userEvent.setup();
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: booking.referenceCode }));
  await user.click(await within(dialog()).findByRole('tab', { name: 'Suppliers' }));
  return { ...ops, ...fake, user };
}

/**
 * What a browser does to a focused control that becomes disabled (the focus goes to nothing), which jsdom does not:
 * done by hand, as the focus leaves an element that goes away.
 */
function loseFocusIfDisabled() {
  if (!(document.activeElement as HTMLButtonElement | null)?.disabled) return;
  const elsewhere = document.body.appendChild(document.createElement('button'));
  elsewhere.focus();
  elsewhere.remove();
}

const position = () => within(dialog()).getByText(/^Supplier \d+ of \d+$/);
const card = () => within(dialog()).getByRole('article');

describe('suppliers tab, meet-and-greet: VIP Supplier Selection Hub', () => {
  it("pages through the booking's airport and level one supplier at a time", async () => {
    const { calls, user } = await openSuppliersTab(adminBooking());
    expect(await within(dialog()).findByText('Supplier 1 of 3')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/suppliers?airport=FCO&serviceLevel=standard')).toBe(true);
    expect(within(card()).getByRole('heading', { name: 'Opaline Rome Hosts' })).toBeInTheDocument();
    const previous = within(dialog()).getByRole('button', { name: 'Previous' });
    const next = within(dialog()).getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(position()).toHaveTextContent('Supplier 2 of 3');
    expect(within(card()).getByRole('heading', { name: 'Nethercote Rome Hosts' })).toBeInTheDocument();
    expect(within(card()).getByText('Rating: 5 of 5')).toBeInTheDocument();
    expect(within(card()).getByText('$410.00')).toBeInTheDocument();
    expect(within(card()).getByText('48 hours')).toBeInTheDocument();
    // Keyboard: the buttons are reachable and work with Enter.
    next.focus();
    await user.keyboard('{Enter}');
    expect(position()).toHaveTextContent('Supplier 3 of 3');
    expect(next).toBeDisabled();
    await user.click(previous);
    await user.click(previous);
    expect(position()).toHaveTextContent('Supplier 1 of 3');
  });

  it('shows rating, Base Price, porter, travellers, notice, at most 3 amenities then +N more, and Visit Website in a new tab', async () => {
    await openSuppliersTab(adminBooking());
    await within(dialog()).findByText('Supplier 1 of 3');
    const c = card();
    expect(within(c).getByText('Rating: 4 of 5')).toBeInTheDocument();
    expect(within(c).getByText('Base Price')).toBeInTheDocument();
    expect(within(c).getByText('$395.00')).toBeInTheDocument();
    expect(within(c).getByText('Porter cost')).toBeInTheDocument();
    expect(within(c).getByText('$150.00')).toBeInTheDocument();
    expect(within(c).getByText('Travelers included')).toBeInTheDocument();
    expect(within(c).getByText('24 hours')).toBeInTheDocument();
    expect(
      within(within(c).getByRole('list', { name: 'Amenities' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Meet at the gate', 'Fast-track immigration', 'Baggage assistance', '+3 more']);
    const website = within(c).getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
  });

  it('keeps the focus on Assign to Trip when the assignment is refused', async () => {
    const { user, release } = await openSuppliersTab(adminBooking(), { hold: 'assign', refuseAssign: true });
    await within(dialog()).findByText('Supplier 1 of 3');
    const assign = within(card()).getByRole('button', { name: 'Assign to Trip: Opaline Rome Hosts' });
    await user.click(assign);
    await waitFor(() => expect(assign).toHaveAttribute('aria-disabled', 'true'));
    loseFocusIfDisabled();
    release();
    expect(await screen.findByText('Could not assign the supplier')).toBeInTheDocument();
    expect(within(dialog()).getByText('No supplier assigned yet.')).toBeInTheDocument();
    const again = within(card()).getByRole('button', { name: 'Assign to Trip: Opaline Rome Hosts' });
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(again).toHaveFocus();
  });

  it('assigns to the trip with the CSRF token and version: busy while assigning, then Assigned; Unassign clears it', async () => {
    const { calls, user, release } = await openSuppliersTab(adminBooking(), { hold: 'assign' });
    await within(dialog()).findByText('Supplier 1 of 3');
    expect(within(dialog()).getByText('No supplier assigned yet.')).toBeInTheDocument();
    const assign = within(card()).getByRole('button', { name: 'Assign to Trip: Opaline Rome Hosts' });
    await user.click(assign);
    const busy = within(card()).getByRole('button', { name: /Assign to Trip/ });
    await waitFor(() => expect(busy).toHaveAttribute('aria-disabled', 'true'));
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/bookings/c1/supplier');
    expect(JSON.parse(put.body!)).toEqual({ supplierId: 'v1', kind: 'vip', version: 1 });
    expect(put.headers['X-CSRF-Token']).toBe('csrf-123');
    release();
    const assigned = await within(card()).findByRole('button', { name: 'Assigned: Opaline Rome Hosts' });
    expect(assigned).toHaveTextContent('Assigned');
    expect(assigned).toBeDisabled();
    expect(within(dialog()).getByText('Opaline Rome Hosts', { selector: 'strong' })).toBeInTheDocument();
    // The disabled button cannot keep the focus: the line naming the supplier has it, not the page.
    await waitFor(() => expect(within(dialog()).getByText(/^Assigned supplier:/)).toHaveFocus());
    // Another supplier can still be chosen instead.
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(within(card()).getByRole('button', { name: 'Assign to Trip: Nethercote Rome Hosts' })).toBeEnabled();

    await user.click(within(dialog()).getByRole('button', { name: 'Unassign Opaline Rome Hosts' }));
    release();
    expect(await within(dialog()).findByText('No supplier assigned yet.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/admin/bookings/c1/supplier');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(within(card()).getByRole('button', { name: 'Assign to Trip: Opaline Rome Hosts' })).toBeEnabled();
  });

  it('toggles Preferred and stays on the same supplier', async () => {
    const { calls, user } = await openSuppliersTab(adminBooking());
    await within(dialog()).findByText('Supplier 1 of 3');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await user.click(within(card()).getByRole('switch', { name: 'Preferred' }));
    await waitFor(() => expect(within(card()).getByRole('switch', { name: 'Preferred' })).toBeChecked());
    expect(within(card()).getByRole('heading', { name: 'Nethercote Rome Hosts' })).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH' && c.url === '/api/suppliers/v2')!.body!)).toEqual({
      isPreferred: true,
    });
  });

  it('opens Send Email to Supplier for the supplier on screen', async () => {
    const { user } = await openSuppliersTab(adminBooking());
    await within(dialog()).findByText('Supplier 1 of 3');
    await user.click(within(card()).getByRole('button', { name: 'Send Email' }));
    await emailDialogOpened();
  });

  it('looks for lounge suppliers for a tarmac booking, and says when there are none', async () => {
    const tarmac = adminBooking({
      service: {
        id: 12,
        name: 'VIP Tarmac Transfer',
        serviceLevel: 'tarmac',
        serviceType: 'arrival',
        airport: { code: 'FCO', name: 'Rome Fiumicino' },
      },
    });
    const { calls } = await openSuppliersTab(tarmac, { vip: [] });
    expect(
      await within(dialog()).findByText('No suppliers found for this airport and service level.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/suppliers?airport=FCO&serviceLevel=lounge')).toBe(true);
  });
});

describe('suppliers tab, chauffeur booking: vendor picker and Chauffeur Supplier Hub', () => {
  const suppliers = [
    chauffeurSupplier(),
    chauffeurSupplier({
      id: 'c-lhr',
      supplierName: 'London Private Drivers',
      airportCodes: ['LHR', 'LGW'],
      typeOfSupplier: 'Regional',
      isPreferred: false,
    }),
  ];

  it("starts on the transfer's airport and says when only global suppliers serve it", async () => {
    const { calls, user } = await openSuppliersTab(transfer, { chauffeur: suppliers });
    const airport = await within(dialog()).findByLabelText('Airport code');
    expect(airport).toHaveValue('SEZ');
    expect(
      await within(dialog()).findByText('No chauffeur suppliers serve SEZ yet; showing global suppliers only.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('article', { name: 'Astral Worldwide Chauffeurs' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/suppliers/chauffeur?airport=SEZ')).toBe(true);

    await user.clear(airport);
    await user.type(airport, 'lhr');
    expect(airport).toHaveValue('LHR');
    expect(await within(dialog()).findByRole('article', { name: 'London Private Drivers' })).toBeInTheDocument();
    expect(within(dialog()).queryByText(/showing global suppliers only/)).not.toBeInTheDocument();
  });

  it('assigns a chauffeur supplier (kind chauffeur) and unassigns it', async () => {
    const { calls, user } = await openSuppliersTab(transfer, { chauffeur: suppliers });
    const supplier = await within(dialog()).findByRole('article', { name: 'Astral Worldwide Chauffeurs' });
    await user.click(within(supplier).getByRole('button', { name: 'Assign to Trip: Astral Worldwide Chauffeurs' }));
    expect(
      await within(supplier).findByRole('button', { name: 'Assigned: Astral Worldwide Chauffeurs' }),
    ).toBeDisabled();
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toEqual({
      supplierId: 'c-global',
      kind: 'chauffeur',
      version: 1,
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Unassign Astral Worldwide Chauffeurs' }));
    expect(await within(dialog()).findByText('No supplier assigned yet.')).toBeInTheDocument();
  });

  it('opens the e-mail dialog for a chauffeur supplier', async () => {
    const { user } = await openSuppliersTab(transfer, { chauffeur: suppliers });
    const supplier = await within(dialog()).findByRole('article', { name: 'Astral Worldwide Chauffeurs' });
    await user.click(within(supplier).getByRole('button', { name: 'Send Email to Astral Worldwide Chauffeurs' }));
    await emailDialogOpened();
  });
});

describe('suppliers tab for an agent', () => {
  it('meet-and-greet: pages, assigns and e-mails, without the Preferred switch', async () => {
    const { calls, user } = await openSuppliersTab(adminBooking(), {}, 'agent');
    await within(dialog()).findByText('Supplier 1 of 3');
    expect(within(card()).getByText('Preferred')).toBeInTheDocument();
    expect(within(card()).queryByRole('switch', { name: 'Preferred' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Assign to Trip: Opaline Rome Hosts' }));
    expect(await within(card()).findByRole('button', { name: 'Assigned: Opaline Rome Hosts' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/admin/bookings/c1/supplier')).toBe(true);
  });

  it('chauffeur: assigns a supplier, without Add New Supplier or Edit', async () => {
    const { user } = await openSuppliersTab(transfer, { chauffeur: [chauffeurSupplier()] }, 'agent');
    const supplier = await within(dialog()).findByRole('article', { name: 'Astral Worldwide Chauffeurs' });
    expect(within(dialog()).queryByRole('button', { name: 'Add New Supplier' })).not.toBeInTheDocument();
    expect(
      within(supplier).queryByRole('button', { name: 'Edit Astral Worldwide Chauffeurs' }),
    ).not.toBeInTheDocument();
    expect(
      within(supplier).getByRole('button', { name: 'Send Email to Astral Worldwide Chauffeurs' }),
    ).toBeInTheDocument();
    await user.click(within(supplier).getByRole('button', { name: 'Assign to Trip: Astral Worldwide Chauffeurs' }));
    expect(
      await within(supplier).findByRole('button', { name: 'Assigned: Astral Worldwide Chauffeurs' }),
    ).toBeDisabled();
  });

  it('an admin sees Add New Supplier and Edit in a chauffeur booking', async () => {
    await openSuppliersTab(transfer, { chauffeur: [chauffeurSupplier()] });
    const supplier = await within(dialog()).findByRole('article', { name: 'Astral Worldwide Chauffeurs' });
    expect(within(dialog()).getByRole('button', { name: 'Add New Supplier' })).toBeInTheDocument();
    expect(within(supplier).getByRole('button', { name: 'Edit Astral Worldwide Chauffeurs' })).toBeInTheDocument();
  });
});

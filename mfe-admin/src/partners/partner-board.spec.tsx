import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, detailOf, fakeOps, partnerDetailOf, renderAt } from '../../test/support/fake-ops';
import { expectNoA11yViolations } from '../../test/support/axe';
import { partner } from '../../test/support/fake-partners';

const acme = partner();
const globe = partner({ id: '6f1d4b2e-3c5a-4d7b-9e0f-1a2b3c4d5e6f', companyName: 'Globe Desk', sandbox: false });

const byAcme = adminBooking({
  id: 'c7',
  bookingId: 'b7',
  referenceCode: 'VIP-77777-FCO',
  contactName: 'Hedy Lamarr',
  partner: { id: acme.id, name: 'Acme Travel', reference: 'ACME-778', mode: 'sandbox' },
});
const byGlobe = adminBooking({
  id: 'c8',
  bookingId: 'b8',
  referenceCode: 'VIP-88888-FCO',
  contactName: 'Alan Turing',
  partner: { id: globe.id, name: 'Globe Desk', reference: 'GD-2030-17', mode: 'live' },
});
const direct = adminBooking();

describe('Partner bookings on the board', () => {
  it("tags a partner's booking with the partner, and a sandbox booking with 'Sandbox'", async () => {
    fakeOps({ signedIn: true, bookings: [byAcme, byGlobe, direct] });
    renderAt('/admin/dashboard');
    const acmeCard = await screen.findByTestId('card-VIP-77777-FCO');
    // Screen readers hear 'Partner: Acme Travel'; the hint says who and their reference.
    const tag = within(acmeCard).getByText('Acme Travel');
    expect(tag).toHaveTextContent('Partner: Acme Travel');
    expect(tag).toHaveAttribute('title', 'Booked by partner Acme Travel — their reference ACME-778');
    expect(within(acmeCard).getByText('Sandbox')).toBeInTheDocument();
    const globeCard = screen.getByTestId('card-VIP-88888-FCO');
    expect(within(globeCard).getByText('Globe Desk')).toHaveTextContent('Partner: Globe Desk');
    expect(within(globeCard).queryByText('Sandbox')).toBeNull();
    expect(within(screen.getByTestId('card-VIP-12345-FCO')).queryByText(/^Partner:/)).toBeNull();
  });

  it('filters the board by partner, columns, totals and export alike', async () => {
    const { calls } = fakeOps({ signedIn: true, bookings: [byAcme, byGlobe, direct], partners: [acme, globe] });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByTestId('card-VIP-88888-FCO');
    await user.click(await screen.findByRole('combobox', { name: 'Partner' }));
    await user.click(await screen.findByTitle('Acme Travel (sandbox)'));
    await waitFor(() => expect(screen.queryByTestId('card-VIP-88888-FCO')).toBeNull());
    expect(screen.queryByTestId('card-VIP-12345-FCO')).toBeNull();
    expect(screen.getByTestId('card-VIP-77777-FCO')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Total Bookings').closest('.ant-card')).toHaveTextContent('Total Bookings1'),
    );
    expect(calls.some((c) => c.url === `/api/admin/bookings/summary?partnerId=${acme.id}`)).toBe(true);
    await expectNoA11yViolations(screen.getByRole('main'));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `/api/admin/bookings/export.csv?partnerId=${acme.id}`,
    );
  });

  it('shows no partner filter while there are no partners, nor to an agent', async () => {
    fakeOps({ signedIn: true, bookings: [direct], partners: [] });
    const first = renderAt('/admin/dashboard');
    await screen.findByTestId('card-VIP-12345-FCO');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Partner' })).toBeNull());
    first.unmount();

    const { calls } = fakeOps({ signedIn: true, role: 'agent', bookings: [byAcme], partners: [acme] });
    renderAt('/admin/dashboard');
    await screen.findByTestId('card-VIP-77777-FCO');
    expect(screen.queryByRole('combobox', { name: 'Partner' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/admin/partners'))).toBe(false);
  });

  it('says in the booking who booked it, their reference, the commission source, and what a sandbox booking is', async () => {
    const ops = fakeOps({ signedIn: true, bookings: [byAcme, byGlobe] });
    ops.details.set(
      'c8',
      detailOf(byGlobe, {
        partner: partnerDetailOf(byGlobe.partner!, {
          terms: { kind: 'net_discount', percent: 10 },
          commission: null,
          netPrice: 490.5,
          notifyTraveller: false,
        }),
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(
      within(await screen.findByTestId('card-VIP-77777-FCO')).getByRole('button', { name: 'VIP-77777-FCO' }),
    );
    let dialog = await screen.findByRole('dialog');
    const acmeSection = await within(dialog).findByRole('region', { name: 'Partner' });
    expect(acmeSection).toHaveTextContent('Booked by partner Acme Travel — their reference ACME-778');
    expect(acmeSection).toHaveTextContent(
      "Commission sourceAcme Travel's terms when the booking was requested: Commission on the retail price, 12.5%",
    );
    expect(acmeSection).toHaveTextContent('Partner commission$68.13');
    expect(within(acmeSection).getByText('Sandbox booking')).toBeInTheDocument();
    expect(within(dialog).getByText('Acme Travel')).toHaveTextContent('Partner: Acme Travel');
    await expectNoA11yViolations(acmeSection);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getByTestId('card-VIP-88888-FCO')).getByRole('button', { name: 'VIP-88888-FCO' }));
    dialog = await screen.findByRole('dialog');
    const globeSection = await within(dialog).findByRole('region', { name: 'Partner' });
    expect(globeSection).toHaveTextContent('Booked by partner Globe Desk — their reference GD-2030-17');
    expect(globeSection).toHaveTextContent('Net rate (discount off the retail price), 10%');
    expect(globeSection).toHaveTextContent('Net price (the partner pays)$490.50');
    expect(globeSection).toHaveTextContent('The partner informs the traveller itself');
    expect(within(globeSection).queryByText('Sandbox booking')).toBeNull();
  });
});

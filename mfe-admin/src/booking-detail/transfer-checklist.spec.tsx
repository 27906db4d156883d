import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail } from '@vip/contracts/schemas';
import { adminBooking, detailOf, fakeOps, renderAt } from '../../test/support/fake-ops';

const dialog = () => screen.getByRole('dialog');

/** A paid chauffeur transfer JFK → The Plaza, opened from its card in the modal's Checklist tab. */
async function openTransferChecklist() {
  const transfer = {
    direction: 'pickup',
    airportCode: 'JFK',
    pickupLocation: 'JFK Terminal 4',
    dropoffLocation: 'The Plaza',
    passengers: 3,
    vehicleType: 'suv',
  } as const;
  const card = adminBooking({
    id: 't1',
    bookingId: null,
    referenceCode: 'CHF-10001-JFK',
    isChauffeur: true,
    isPaid: true,
    service: null,
    porterSelected: false,
    porterCost: 0,
    transfer,
  });
  const detail: AdminBookingDetail = {
    ...detailOf(card),
    transferDetail: {
      ...transfer,
      serviceDate: '2030-07-01',
      serviceTime: '09:30',
      baseServiceCost: 180,
      additionalCostItems: [],
      totalAmount: 180,
      linkedBooking: null,
      gratuityIncluded: false,
      pickupTime: null,
      supplierConfirmationStatus: 'pending',
      operationalStatus: 'pending',
    },
  };
  const ops = fakeOps({ bookings: [card], signedIn: true });
  ops.details.set('t1', detail);
  const user = userEvent.setup();
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'CHF-10001-JFK' }));
  await within(dialog()).findByText('Booking Summary');
  await user.click(within(dialog()).getByRole('tab', { name: 'Checklist' }));
  return { ...ops, user };
}

describe("a chauffeur transfer's checklist", () => {
  it("shows the transfer's own seven items, not the meet-and-greet booking's", async () => {
    await openTransferChecklist();
    const checklist = within(dialog()).getByRole('region', { name: 'Operational Checklist' });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual([
      'Supplier assigned',
      'Driver info received',
      'Client confirmation sent',
      'Vendor confirmation sent',
      'Vendor paid',
      'Payment received',
      'Final reconfirmation (24h)',
    ]);
    expect(within(checklist).queryByRole('checkbox', { name: 'Greeter info sent' })).toBeNull();
    // The payments are shown as they stand and cannot be ticked by hand.
    const paid = within(checklist).getByRole('checkbox', { name: 'Payment received' });
    expect(paid).toBeChecked();
    expect(paid).toBeDisabled();
    expect(within(checklist).getByRole('checkbox', { name: 'Vendor paid' })).toBeDisabled();
  });

  it('ticks and unticks an item by hand, with who ticked it', async () => {
    const { user, calls } = await openTransferChecklist();
    const item = () => within(dialog()).getByRole('checkbox', { name: 'Vendor confirmation sent' });
    expect(item()).not.toBeChecked();
    await user.click(item());
    await waitFor(() => expect(item()).toBeChecked());
    expect(within(dialog()).getByText(/Olivia Ops, /)).toBeInTheDocument();
    await user.click(item());
    await waitFor(() => expect(item()).not.toBeChecked());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url, JSON.parse(c.body!)])).toEqual([
      ['/api/admin/bookings/t1/checklist/vendor_confirmation_sent', { isCompleted: true }],
      ['/api/admin/bookings/t1/checklist/vendor_confirmation_sent', { isCompleted: false }],
    ]);
  });
});

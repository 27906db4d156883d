import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, cancellationQuote, fakeOps, renderAt } from '../../test/support/fake-ops';

const bookingDialog = () => screen.getAllByRole('dialog')[0]!;
// antd names both dialogs by a title id that is the same in tests ('test-id'): the cancel dialog is the second one.
const cancelDialog = () => screen.getAllByRole('dialog')[1]!;

async function openGrace(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'VIP-12345-FCO' }));
  await within(bookingDialog()).findByText('Booking Summary');
}

describe('cancelling a booking from its modal', () => {
  it('shows the charge, the invoice and who to tell before staff confirm, asks for a reason, then cancels', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking({ totalPrice: 605 })], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Cancel booking VIP-12345-FCO')).toBeInTheDocument();

    expect(await within(cancelDialog()).findByTestId('cancellation-charge')).toHaveTextContent(
      '$302.50 (50% of $605.00)',
    );
    expect(
      within(cancelDialog()).getByText('48 hours. A 50% charge applies to cancellations within 48 hours of service.'),
    ).toBeInTheDocument();
    expect(within(cancelDialog()).getByText('30 hours before the service.')).toBeInTheDocument();
    expect(within(cancelDialog()).getByText('The open invoice (UNPAID) will be cancelled.')).toBeInTheDocument();
    expect(within(cancelDialog()).getByText(/Greeter: Marco Rossi/)).toBeInTheDocument();

    await user.click(within(cancelDialog()).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(cancelDialog()).findByText('Please give the reason for the cancellation')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/cancel'))).toBe(false);

    await user.type(within(cancelDialog()).getByLabelText('Reason for cancelling'), 'Client changed plans');
    await user.click(within(cancelDialog()).getByRole('button', { name: 'Cancel Booking' }));

    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/bookings/c1/cancel')!;
    expect(JSON.parse(post.body!)).toEqual({ version: 1, reason: 'Client changed plans', chargePercent: 50 });
    expect(post.headers['X-CSRF-Token']).toBe('csrf-123');

    // The modal now shows the cancellation; the status can no longer be moved nor the booking cancelled again.
    expect(await within(bookingDialog()).findByText(/^Cancelled on .* by Olivia Ops$/)).toBeInTheDocument();
    expect(within(bookingDialog()).getByText('Reason: Client changed plans')).toBeInTheDocument();
    // The button that had the focus is gone: the cancellation's banner has it, read out, not the page.
    await waitFor(() =>
      expect(
        within(bookingDialog())
          .getByText(/^Cancelled on .* by Olivia Ops$/)
          .closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
    expect(within(bookingDialog()).getByText('The open invoice was cancelled.')).toBeInTheDocument();
    expect(within(bookingDialog()).getByText(/Greeter: Marco Rossi/)).toBeInTheDocument();
    expect(within(bookingDialog()).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    expect(within(bookingDialog()).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(bookingDialog()).getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });

  it('shows the charge that now applies when it moved since the dialog opened', async () => {
    const quote = cancellationQuote({
      chargePercent: 100,
      charge: 605,
      rule: 'Non-refundable for no-shows or cancellations within 24 hours of service.',
    });
    const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Cancel booking VIP-12345-FCO')).toBeInTheDocument();
    await within(cancelDialog()).findByTestId('cancellation-charge');
    // Time passed on the server: the policy now says 100%.
    fakeOps({ bookings: ops.bookings, signedIn: true, cancellationQuote: quote });
    await user.type(within(cancelDialog()).getByLabelText('Reason for cancelling'), 'No-show');
    await user.click(within(cancelDialog()).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(cancelDialog()).findByText('The cancellation charge is now 100%.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cancelDialog()).getByTestId('cancellation-charge')).toHaveTextContent('$605.00 (100% of'),
    );
  });

  it('offers no Cancel Booking to an agent (bookings.cancel is an admin permission)', async () => {
    fakeOps({ bookings: [adminBooking()], signedIn: true, role: 'agent' });
    const user = userEvent.setup();
    await openGrace(user);
    expect(within(bookingDialog()).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(bookingDialog()).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });
});

describe("the board's Cancelled view", () => {
  it('keeps cancelled bookings out of the columns and lists them, searchable, under Cancelled', async () => {
    fakeOps({
      bookings: [
        adminBooking(),
        adminBooking({
          id: 'c2',
          referenceCode: 'VIP-22222-LHR',
          contactName: 'Alan Turing',
          cancelledAt: '2030-06-18T10:00:00.000Z',
        }),
      ],
      signedIn: true,
    });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'VIP-12345-FCO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'VIP-22222-LHR' })).toBeNull();

    await user.click(await screen.findByText('Cancelled (1)'));
    const list = await screen.findByRole('region', { name: 'Cancelled bookings' });
    expect(await within(list).findByRole('button', { name: 'VIP-22222-LHR' })).toBeInTheDocument();
    expect(within(list).getByText('Cancelled')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Move VIP-22222-LHR/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'VIP-12345-FCO' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'nobody{enter}');
    expect(await within(list).findByText('No cancelled booking matches this search')).toBeInTheDocument();
  });
});

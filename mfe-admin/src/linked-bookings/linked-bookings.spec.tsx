import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

const GROUP = { id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', size: 2 };
const outbound = adminBooking({ group: GROUP });
const back = adminBooking({ id: 'c2', bookingId: 'b2', referenceCode: 'VIP-22222-FCO', group: GROUP });
const alone = adminBooking({ id: 'c3', bookingId: 'b3', referenceCode: 'VIP-33333-LHR' });

describe('linked bookings', () => {
  it('marks the cards of one checkout with the same group mark, and no other card', async () => {
    fakeOps({ bookings: [outbound, back, alone], signedIn: true });
    renderAt('/admin/dashboard');
    const first = await screen.findByTestId('card-VIP-12345-FCO');
    expect(within(first).getByText('Group 7C1E · 2')).toHaveAttribute('title', 'One checkout of 2 bookings');
    expect(within(screen.getByTestId('card-VIP-22222-FCO')).getByText('Group 7C1E · 2')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-VIP-33333-LHR')).queryByText(/^Group /)).toBeNull();
  });

  it('lists the linked bookings in the modal and opens one there', async () => {
    fakeOps({ bookings: [outbound, back, alone], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'VIP-12345-FCO' }));
    const dialog = await screen.findByRole('dialog');
    const linked = await within(dialog).findByRole('region', { name: 'Linked bookings' });
    await user.click(
      within(linked).getByRole('button', { name: 'VIP-22222-FCO · VIP Meet & Greet - Arrival · Inquiry Received' }),
    );
    await waitFor(() => expect(screen.getByText('VIP-22222-FCO · Grace Hopper')).toBeInTheDocument());
    expect(
      within(await screen.findByRole('region', { name: 'Linked bookings' })).getByRole('button', {
        name: /^VIP-12345-FCO/,
      }),
    ).toBeInTheDocument();
  });

  it("moves the checkout's bookings together only when staff choose 'Move linked bookings too'", async () => {
    const { calls } = fakeOps({ bookings: [outbound, back, alone], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'VIP-12345-FCO' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Move linked bookings too' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const option = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).find((o) => o.getAttribute('title') === 'Inquiry Responded');
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    expect(
      await screen.findByText('VIP-12345-FCO and its linked bookings moved to Inquiry Responded.'),
    ).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1/status')!;
    expect(JSON.parse(patch.body!)).toEqual({ adminStatus: 'inquiry_responded', withGroup: true });
    expect(
      within(screen.getByRole('region', { name: 'Inquiry Responded' })).getAllByText(/^VIP-(12345|22222)-FCO$/),
    ).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, detailOf, emptyOperations, fakeOps, renderAt } from '../../test/support/fake-ops';
import { invoiceIn } from '../../test/support/fake-invoices';

const dialog = () => screen.getAllByRole('dialog')[0]!;
const preview = () => within(dialog()).getByRole('region', { name: 'Price after this edit' });

async function editGrace(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'VIP-12345-FCO' }));
  await within(dialog()).findByText('Booking Summary');
  await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
}

/** Undone after the test that asked, pass or fail. */
const undo: Array<() => void> = [];
const afterThis = (fn: () => void) => undo.push(fn);
afterEach(() => undo.splice(0).forEach((fn) => fn()));

describe('editing what prices a booking', () => {
  it('shows the old and new total before saving, and the invoice the new total no longer matches', async () => {
    const booking = adminBooking();
    const ops = fakeOps({ bookings: [booking], signedIn: true });
    ops.details.set(
      'c1',
      detailOf(booking, { operations: emptyOperations({ invoice: invoiceIn('UNPAID', { amount: 545 }) }) }),
    );
    const user = userEvent.setup();
    await editGrace(user);
    // Nothing that prices the booking changed yet: no preview.
    expect(within(dialog()).queryByRole('region', { name: 'Price after this edit' })).toBeNull();

    const adults = within(dialog()).getByLabelText('Adults');
    await user.clear(adults);
    await user.type(adults, '4');
    expect(await within(preview()).findByText('Total: $545.00 → $745.00')).toBeInTheDocument();
    expect(within(preview()).getByText('$0.00 → $200.00')).toBeInTheDocument();
    expect(within(preview()).getByText('The invoice (UNPAID) was made for $545.00')).toBeInTheDocument();

    await user.click(within(dialog()).getByLabelText('Service'));
    await user.click(
      await screen.findByText('VIP Lounge Access - Arrival (VIP Lounge Access) · $650.00 for this party'),
    );
    expect(await within(preview()).findByText('Total: $545.00 → $1,000.00')).toBeInTheDocument();
    expect(within(preview()).getByText('Service: VIP Lounge Access - Arrival (VIP Lounge Access)')).toBeInTheDocument();
    const previewCall = ops.calls.filter((c) => c.url === '/api/admin/bookings/c1/price-preview').at(-1)!;
    expect(JSON.parse(previewCall.body!)).toEqual({ adultCount: 4, serviceId: 13 });
    expect(previewCall.headers['X-CSRF-Token']).toBe('csrf-123');

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = ops.calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toMatchObject({ version: 1, adultCount: 4, serviceId: 13 });
    await waitFor(() => expect(within(dialog()).getAllByText('$1,000.00').length).toBeGreaterThan(0));
  });

  it('says why a change cannot be priced', async () => {
    const booking = adminBooking();
    const ops = fakeOps({ bookings: [booking], signedIn: true });
    const user = userEvent.setup();
    await editGrace(user);
    const original = global.fetch;
    afterThis(() => (global.fetch = original));
    global.fetch = jest.fn(async (input: string, init?: RequestInit) =>
      input.endsWith('/price-preview')
        ? new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Porter service is not offered with VIP Lounge Access - Arrival',
                requestId: 'r',
              },
            }),
            { status: 422, headers: { 'Content-Type': 'application/json' } },
          )
        : original(input, init),
    ) as unknown as typeof fetch;
    await user.click(within(dialog()).getByLabelText('Service'));
    await user.click(await screen.findByText(/^VIP Lounge Access - Arrival/));
    expect(await within(preview()).findByText('This change cannot be priced')).toBeInTheDocument();
    expect(
      within(preview()).getByText('Porter service is not offered with VIP Lounge Access - Arrival'),
    ).toBeInTheDocument();
    expect(ops.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

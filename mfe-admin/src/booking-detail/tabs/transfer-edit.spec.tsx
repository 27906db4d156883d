import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail, TransferSummary } from '@vip/contracts/schemas';
import { adminBooking, detailOf, fakeOps, renderAt } from '../../../test/support/fake-ops';

const dialog = () => screen.getByRole('dialog');
const transferRegion = () => within(dialog()).getByRole('region', { name: 'Transfer Details' });

/** A chauffeur transfer JFK → The Plaza: base $180 plus a $15.50 child seat. */
function chauffeurBooking(summary: Partial<TransferSummary> = {}) {
  const transfer = {
    direction: 'pickup',
    airportCode: 'JFK',
    pickupLocation: 'JFK Terminal 4',
    dropoffLocation: 'The Plaza',
    passengers: 3,
    vehicleType: 'suv',
    ...summary,
  } as const satisfies TransferSummary;
  const card = adminBooking({
    id: 't1',
    bookingId: null,
    referenceCode: 'CHF-10001-JFK',
    isChauffeur: true,
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
      additionalCostItems: [{ description: 'Child seat', amount: 15.5 }],
      totalAmount: 195.5,
      linkedBooking: null,
      gratuityIncluded: false,
      pickupTime: null,
      supplierConfirmationStatus: 'pending',
      operationalStatus: 'pending',
    },
  };
  return { card, detail };
}

async function editTransfer(summary: Partial<TransferSummary> = {}) {
  const { card, detail } = chauffeurBooking(summary);
  const ops = fakeOps({ bookings: [card], signedIn: true });
  ops.details.set('t1', detail);
  const user = userEvent.setup();
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'CHF-10001-JFK' }));
  await within(dialog()).findByText('Booking Summary');
  await user.click(within(dialog()).getByRole('tab', { name: 'Operations' }));
  await within(dialog()).findByRole('region', { name: 'Vehicle & Driver Coordination' });
  expect(within(dialog()).queryByRole('region', { name: 'Transfer Details' })).not.toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
  return { ...ops, user, region: transferRegion() };
}

/** The options of the open antd Select, by their readable labels. */
const openOptions = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  );
const optionLabels = () => openOptions().map((o) => o.getAttribute('title'));
const option = (label: string) =>
  waitFor(() => {
    const found = openOptions().find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`No open option '${label}'`);
    return found;
  });

async function pick(user: ReturnType<typeof userEvent.setup>, region: HTMLElement, select: string, label: string) {
  await user.click(within(region).getByRole('combobox', { name: select }));
  await user.click(await option(label));
}

const patchBody = (calls: { method: string; url: string; body?: string }[]) => {
  const patches = calls.filter((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/t1');
  expect(patches).toHaveLength(1);
  return JSON.parse(patches[0]!.body!) as Record<string, unknown>;
};

describe('chauffeur transfer fields in the booking edit form', () => {
  it('edits direction, places, passengers, vehicle and costs with a live total, and saves only what changed (amounts in dollars)', async () => {
    const { user, region, calls } = await editTransfer();
    const total = within(region).getByRole('status', { name: 'Total' });
    expect(total).toHaveTextContent('$195.50');

    const pax = within(region).getByLabelText('Passengers');
    await user.clear(pax);
    await user.type(pax, '5');

    await pick(user, region, 'Vehicle type', 'Van');
    await user.click(within(region).getByRole('combobox', { name: 'Direction' }));
    expect(optionLabels()).toEqual(['Airport Pickup', 'Airport Drop-off', 'Hourly', 'Point to Point']);
    await user.click(await option('Point to Point'));

    const pickup = within(region).getByLabelText('Pickup location');
    expect(pickup).toHaveValue('JFK Terminal 4');
    await user.clear(pickup);
    await user.type(pickup, 'JFK Terminal 8');

    const base = within(region).getByLabelText('Base service cost (USD)');
    await user.clear(base);
    await user.type(base, '200.25');
    expect(total).toHaveTextContent('$215.75');

    await user.click(within(region).getByRole('button', { name: 'Add Cost Item' }));
    await user.type(within(region).getByLabelText('Additional cost 2 description'), 'Waiting time');
    const added = within(region).getByLabelText('Additional cost 2 amount');
    await user.clear(added);
    await user.type(added, '30.1');
    expect(total).toHaveTextContent('$245.85');

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(patchBody(calls)).toEqual({
      version: 1,
      transferDirection: 'pointtopoint',
      pickupLocation: 'JFK Terminal 8',
      passengers: 5,
      vehicleType: 'van',
      baseServiceCost: 200.25,
      additionalCostItems: [
        { description: 'Child seat', amount: 15.5 },
        { description: 'Waiting time', amount: 30.1 },
      ],
    });
  });

  it('removes an additional cost, and a negative amount becomes 0', async () => {
    const { user, region, calls } = await editTransfer();
    const total = within(region).getByRole('status', { name: 'Total' });
    await user.click(within(region).getByRole('button', { name: 'Add Cost Item' }));
    await user.type(within(region).getByLabelText('Additional cost 2 description'), 'Toll');
    await user.type(within(region).getByLabelText('Additional cost 2 amount'), '-12');
    await user.tab();
    expect(within(region).getByLabelText('Additional cost 2 amount')).toHaveValue('0.00');
    await user.click(within(region).getByRole('button', { name: 'Remove additional cost 1' }));
    expect(within(region).queryByDisplayValue('Child seat')).not.toBeInTheDocument();
    expect(total).toHaveTextContent('$180.00');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(patchBody(calls)).toEqual({
      version: 1,
      additionalCostItems: [{ description: 'Toll', amount: 0 }],
    });
  });

  it('keeps passengers between 1 and 8', async () => {
    const { user, region, calls } = await editTransfer();
    const pax = within(region).getByLabelText('Passengers');
    await user.clear(pax);
    await user.type(pax, '0');
    await user.tab();
    expect(pax).toHaveValue('1');
    await user.clear(pax);
    await user.type(pax, '12');
    await user.tab();
    expect(pax).toHaveValue('8');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(patchBody(calls)).toMatchObject({ passengers: 8 });
  });

  it('keeps a round trip as it is when other fields are edited', async () => {
    const { user, region, calls } = await editTransfer({ direction: 'roundtrip' });
    const direction = within(region).getByRole('combobox', { name: 'Direction' });
    expect(within(region).getByTitle('Round Trip')).toBeInTheDocument();
    await user.click(direction);
    expect(optionLabels()).toEqual(['Airport Pickup', 'Airport Drop-off', 'Round Trip', 'Hourly', 'Point to Point']);
    await user.click(await option('Round Trip'));
    await pick(user, region, 'Vehicle type', 'Luxury');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(patchBody(calls)).toEqual({
      version: 1,
      vehicleType: 'luxury',
    });
  });

  it("edits the transfer's pickup time, gratuity, supplier confirmation and operational status", async () => {
    const { user, region, calls } = await editTransfer();
    await user.type(within(region).getByLabelText('Pickup time (local)'), '08:45');
    await user.click(within(region).getByRole('checkbox', { name: 'Gratuity included' }));
    await pick(user, region, 'Supplier confirmation', 'Confirmed');
    await pick(user, region, 'Operational status', 'Driver assigned');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(patchBody(calls)).toMatchObject({
      pickupTime: '08:45',
      gratuityIncluded: true,
      supplierConfirmationStatus: 'confirmed',
      operationalStatus: 'driver_assigned',
    });
  });
});

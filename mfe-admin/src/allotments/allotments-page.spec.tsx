import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOTMENT_MESSAGES, allotmentSeatsTakenMessage, type Allotment } from '@vip/contracts/schemas';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { BOOKING_TOKEN } from '../../test/support/fake-allotments';
import { fakeSuppliers, vipSupplier } from '../../test/support/fake-suppliers';

/** svc-ops' VIP supplier at LHR, with a lead time of 48 hours. */
const HOSTS = vipSupplier({
  id: '2b0c1f7e-8d2a-4f4b-9c1e-5a6d7e8f9a01',
  companyName: 'Heathrow Hosts',
  iataCode: 'LHR',
  serviceLevel: 'standard',
  instantBookingHours: 48,
});

/** An option of the open antd Select, by its label. */
const openOption = (label: string) =>
  waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });

/** Staff choose the level, then the supplier from svc-ops' list. */
async function chooseSupplier(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Supplier level' }));
  await user.click(await openOption('Meet & Greet'));
  await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
  await user.click(await openOption('Heathrow Hosts (48 h)'));
}

const booked: Allotment = {
  id: '00000000-0000-4000-8000-000000000099',
  airportCode: 'LHR',
  serviceId: 31,
  date: '2030-06-20',
  fromTime: '06:00',
  toTime: '09:00',
  seats: 3,
  seatsTaken: 2,
  seatsLeft: 1,
  supplierId: null,
  instantBookingHours: 24,
  version: 1,
  updatedBy: 'Olivia Ops',
  updatedAt: '2030-06-01T08:00:00.000Z',
};

describe('Allotments page', () => {
  it("lists the seats with a staff token for svc-booking, and publishes a supplier's three arrivals at LHR between 06:00 and 09:00", async () => {
    const ops = fakeOps({ signedIn: true, allotments: [booked], allotmentSuppliers: { [HOSTS.id]: 48 } });
    fakeSuppliers(ops, { vip: [HOSTS] });
    const { calls, allotments } = ops;
    const user = userEvent.setup();
    renderAt('/admin/allotments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Allotments' })).toBeInTheDocument();
    const row = (await screen.findByText('31')).closest('tr')!;
    expect(row).toHaveTextContent('LHR');
    expect(row).toHaveTextContent('06:00–09:00');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['3', '2', '1', '24 h']));
    const tokenCall = calls.find((c) => c.url === '/api/admin/session/token')!;
    expect(JSON.parse(tokenCall.body!)).toEqual({ audience: 'svc-booking' });
    expect(tokenCall.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(calls.find((c) => c.url.startsWith('/api/admin/allotments'))!.headers.Authorization).toBe(
      `Bearer ${BOOKING_TOKEN}`,
    );

    await user.type(screen.getByLabelText('Airport code'), 'lhr');
    await chooseSupplier(user);
    // The lead time is the supplier's, shown, not typed.
    expect(
      await screen.findByText('Lead time 48 hours: a flight closer than that is a request staff confirm.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Lead time/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/suppliers?airport=LHR&serviceLevel=standard')).toBe(true);
    await user.type(screen.getByLabelText('Service id'), '31');
    await user.type(screen.getByLabelText('Date'), '2030-06-21');
    await user.type(screen.getByLabelText('From'), '06:00');
    await user.type(screen.getByLabelText('To'), '09:00');
    await user.type(screen.getByLabelText('Seats'), '3');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('3 seats published at LHR on 2030-06-21')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/allotments')!;
    expect(JSON.parse(post.body!)).toEqual({
      airportCode: 'LHR',
      serviceId: 31,
      date: '2030-06-21',
      fromTime: '06:00',
      toTime: '09:00',
      seats: 3,
      supplierId: HOSTS.id,
    });
    expect(allotments.allotments).toHaveLength(2);
    const published = (await screen.findByText('2030-06-21')).closest('tr')!;
    expect(published).toHaveTextContent('48 h');
  });

  it("checks the band and the supplier with the contract's messages and shows the server's refusal under its field", async () => {
    const ops = fakeOps({ signedIn: true, allotmentSuppliers: { [HOSTS.id]: 48 } });
    fakeSuppliers(ops, { vip: [HOSTS] });
    const { calls } = ops;
    const user = userEvent.setup();
    renderAt('/admin/allotments');
    await screen.findByText('No allotments: every booking is a request staff confirm.');
    await user.type(screen.getByLabelText('Airport code'), 'LHR');
    await user.type(screen.getByLabelText('Service id'), '21');
    await user.type(screen.getByLabelText('Date'), '2030-06-21');
    await user.type(screen.getByLabelText('From'), '09:00');
    await user.type(screen.getByLabelText('To'), '06:00');
    await user.type(screen.getByLabelText('Seats'), '3');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // No supplier chosen: the form says so first, and sends nothing.
    expect(await screen.findByText(ALLOTMENT_MESSAGES.supplierId)).toBeInTheDocument();
    await chooseSupplier(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(ALLOTMENT_MESSAGES.timeBand)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/allotments')).toBe(false);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '05:00');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(ALLOTMENT_MESSAGES.serviceNotAtAirport)).toBeInTheDocument();
  });

  it('changes the seats, refuses fewer than are booked in the dialog, and withdraws after a confirmation', async () => {
    const { allotments } = fakeOps({
      signedIn: true,
      allotments: [booked, { ...booked, id: '00000000-0000-4000-8000-000000000098', serviceId: 32, seatsTaken: 0 }],
    });
    const user = userEvent.setup();
    renderAt('/admin/allotments');
    await screen.findByText('31');
    await user.click(screen.getAllByRole('button', { name: 'Change the seats at LHR on 2030-06-20' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const seats = within(dialog).getByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(allotmentSeatsTakenMessage(2, 0));
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(allotments.allotments[0]!.seats).toBe(5));

    const unused = (await screen.findByText('32')).closest('tr')!;
    await user.click(within(unused).getByRole('button', { name: 'Withdraw the seats at LHR on 2030-06-20' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByText('32')).not.toBeInTheDocument());
    expect(allotments.allotments.map((a) => a.serviceId)).toEqual([31]);
  });

  it("refuses fewer seats than are booked and held in travellers' checkouts, saying how many are taken", async () => {
    fakeOps({ signedIn: true, allotments: [{ ...booked, seatsHeld: 1, seatsLeft: 0 }] });
    const user = userEvent.setup();
    renderAt('/admin/allotments');
    await screen.findByText('31');
    await user.click(screen.getByRole('button', { name: 'Change the seats at LHR on 2030-06-20' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("2 booked, 1 held in travellers' checkouts; seats cannot go below that.");
    const seats = within(dialog).getByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Seats cannot go below the 3 taken: 2 booked and 1 held in travellers' checkouts",
    );
  });

  it('shows an agent the seats without a control that changes them', async () => {
    fakeOps({ signedIn: true, role: 'agent', allotments: [booked] });
    renderAt('/admin/allotments');
    await screen.findByText('31');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change the seats/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('tells the catalog team they have no access, without asking for a token', async () => {
    const { calls } = fakeOps({ signedIn: true, role: 'catalog' });
    renderAt('/admin/allotments');
    expect(await screen.findByText('You do not have access to allotments')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/session/token' || c.url.startsWith('/api/admin/allotments'))).toBe(
      false,
    );
  });
});

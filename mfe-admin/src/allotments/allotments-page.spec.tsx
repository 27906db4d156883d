import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOTMENT_MESSAGES, type Allotment } from '@vip/contracts/schemas';
import { fakeOps, renderAt } from '../../test/support/fake-ops';
import { BOOKING_TOKEN } from '../../test/support/fake-allotments';

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
  it('lists the seats with a staff token for svc-booking, and publishes three arrivals at LHR between 06:00 and 09:00', async () => {
    const { calls, allotments } = fakeOps({ signedIn: true, allotments: [booked] });
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
      instantBookingHours: 24,
    });
    expect(allotments.allotments).toHaveLength(2);
    expect(await screen.findByText('2030-06-21')).toBeInTheDocument();
  });

  it("checks the band with the contract's message and shows the server's refusal under its field", async () => {
    const { calls } = fakeOps({ signedIn: true });
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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALLOTMENT_MESSAGES.belowTaken);
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

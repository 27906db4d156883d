import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALLOTMENT_MESSAGES,
  SUPPLIER_ALLOTMENT_MESSAGES,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  allotmentSeatsTakenMessage,
  type SupplierAllotment,
  type SupplierJob,
} from '@vip/contracts/schemas';
import { errorResponse, json, renderAt, stubFetch } from '../testing/render-app';

const TOKEN = 'k3Q9yZ0p1vB7wX5cR2mN8aL4sD6fG0hJ1kE3tU7iO9q';
const JOB_PATH = `/api/supplier-jobs/${TOKEN}`;
const SEATS_PATH = `${JOB_PATH}/allotments`;
const SUPPLIER = '9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f';
const ROW_ID = 'a5a50000-0000-4000-8000-000000000001';

const job: SupplierJob = {
  referenceCode: 'VIP-12345-FCO',
  kind: 'meet_and_greet',
  serviceId: 11,
  serviceName: 'VIP Meet & Greet – Arrival',
  supplierName: 'Opaline Rome Hosts',
  airportCode: 'FCO',
  airportName: 'Rome Fiumicino',
  serviceDate: '2030-06-10',
  serviceTime: '14:00',
  timeZone: 'Europe/Rome',
  flightNumber: 'AZ611',
  airline: null,
  terminal: null,
  travellerName: 'Grace Hopper',
  adults: 2,
  children: 0,
  meetingPoint: null,
  specialRequests: null,
  travellerContact: null,
  answers: {
    response: 'accepted',
    declineReason: null,
    confirmationNumber: null,
    greeterName: null,
    greeterPhone: null,
    driverName: null,
    driverPhone: null,
    vehicleMakeModel: null,
    vehiclePlate: null,
    meetingPoint: null,
    eta: null,
    completedAt: null,
    handlingReport: null,
  },
  expiresAt: '2030-06-13T12:00:00.000Z',
};

const row = (over: Partial<SupplierAllotment> = {}): SupplierAllotment => ({
  id: ROW_ID,
  airportCode: 'FCO',
  serviceId: 11,
  date: '2030-06-10',
  fromTime: '06:00',
  toTime: '09:00',
  seats: 3,
  seatsTaken: 2,
  seatsHeld: 0,
  seatsLeft: 1,
  supplierId: SUPPLIER,
  version: 1,
  updatedBy: 'Supplier (job link)',
  updatedAt: '2030-05-01T12:00:00.000Z',
  ...over,
});

type Handler = (
  method: string,
  path: string,
  body: Record<string, unknown> | undefined,
) => Response | Promise<Response> | undefined;

/** The job link's API: the job, and the seats routes answered by `seats` (every call recorded). */
function seatsApi(seats: Handler, start: SupplierJob = job) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    if (path === JOB_PATH && method === 'GET') return json(start);
    if (!path.startsWith(SEATS_PATH)) return undefined;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, path, ...(body ? { body } : {}) });
    return seats(method, path, body);
  });
  return calls;
}

async function seatsSection() {
  renderAt(`/supplier-jobs/${TOKEN}`);
  return screen.findByRole('region', { name: SUPPLIER_ALLOTMENT_MESSAGES.heading });
}

describe("the supplier job page's seats", () => {
  it('lists the seats the supplier published, with those booked, held and left, after a loading state', async () => {
    let answer: (r: Response) => void = () => undefined;
    seatsApi((method) => (method === 'GET' ? new Promise<Response>((r) => (answer = r)) : undefined));
    const section = await seatsSection();
    expect(within(section).getByRole('status', { name: SUPPLIER_ALLOTMENT_MESSAGES.loading })).toBeInTheDocument();
    answer(
      json({
        allotments: [
          row(),
          row({
            id: 'b5a50000-0000-4000-8000-000000000002',
            serviceId: 12,
            seats: 5,
            seatsTaken: 0,
            seatsHeld: 2,
            seatsLeft: 3,
            date: '2030-06-11',
          }),
        ],
      }),
    );
    const table = await within(section).findByRole('table', { name: SUPPLIER_ALLOTMENT_MESSAGES.listHeading });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Service', 'Date', 'Time band', 'Seats', 'Booked', 'Held', 'Left', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 7);
    expect(cells(first!)).toEqual([
      'VIP Meet & Greet – Arrival',
      'June 10, 2030',
      '6:00 AM to 9:00 AM',
      '3',
      '2',
      '0',
      '1',
    ]);
    // Two seats in travellers' checkouts right now: neither booked nor left, and said what they are.
    expect(cells(second!)).toEqual(['Service 12', 'June 11, 2030', '6:00 AM to 9:00 AM', '5', '0', '2', '3']);
    expect(within(section).getByText(SUPPLIER_ALLOTMENT_MESSAGES.heldNote)).toBeInTheDocument();
    expect(
      within(first!).getByRole('button', {
        name: 'Change seats for VIP Meet & Greet – Arrival, June 10, 2030, 6:00 AM to 9:00 AM',
      }),
    ).toBeInTheDocument();
  });

  it('says when the supplier has published none yet', async () => {
    seatsApi((method) => (method === 'GET' ? json({ allotments: [] }) : undefined));
    const section = await seatsSection();
    expect(await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.empty)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('publishes seats for the job service at its airport, and lists them', async () => {
    const calls = seatsApi((method, _path, body) =>
      method === 'GET'
        ? json({ allotments: [] })
        : json(
            row({ ...(body as object), id: 'c5a50000-0000-4000-8000-000000000003', seatsTaken: 0, seatsLeft: 4 }),
            201,
          ),
    );
    const section = await seatsSection();
    const form = within(section).getByRole('form', { name: SUPPLIER_ALLOTMENT_MESSAGES.publishHeading });
    expect(within(form).getByText('For VIP Meet & Greet – Arrival at Rome Fiumicino (FCO).')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-06-10');
    fireEvent.change(within(form).getByLabelText('From (local time)'), { target: { value: '07:00' } });
    fireEvent.change(within(form).getByLabelText('To (local time)'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish seats' }));
    expect(await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.published)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: SEATS_PATH,
        body: { serviceId: 11, date: '2030-06-10', fromTime: '07:00', toTime: '10:00', seats: 4 },
      },
    ]);
    const table = within(section).getByRole('table', { name: SUPPLIER_ALLOTMENT_MESSAGES.listHeading });
    expect(within(table).getByText('7:00 AM to 10:00 AM')).toBeInTheDocument();
  });

  it('says what is wrong with the form before anything is sent', async () => {
    const calls = seatsApi((method) => (method === 'GET' ? json({ allotments: [] }) : undefined));
    const section = await seatsSection();
    const form = within(section).getByRole('form', { name: SUPPLIER_ALLOTMENT_MESSAGES.publishHeading });
    fireEvent.change(within(form).getByLabelText('From (local time)'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('To (local time)'), { target: { value: '09:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish seats' }));
    expect(await within(form).findByText(ALLOTMENT_MESSAGES.timeBand)).toBeInTheDocument();
    expect(within(form).getByText(ALLOTMENT_MESSAGES.seats)).toBeInTheDocument();
    expect(within(form).getByLabelText('To (local time)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('To (local time)')).toHaveAccessibleDescription(ALLOTMENT_MESSAGES.timeBand);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('changes the seats of a row, and shows the new count', async () => {
    const calls = seatsApi((method, _path, body) =>
      method === 'GET'
        ? json({ allotments: [row()] })
        : json(row({ seats: body?.seats as number, seatsLeft: (body?.seats as number) - 2, version: 2 })),
    );
    const section = await seatsSection();
    const table = await within(section).findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: /^Change seats for/ }));
    const input = within(table).getByRole('spinbutton', { name: /^Seats for VIP Meet & Greet/ });
    fireEvent.change(input, { target: { value: '6' } });
    fireEvent.click(within(table).getByRole('button', { name: /^Save seats for/ }));
    expect(await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.changed)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `${SEATS_PATH}/${ROW_ID}`, body: { version: 1, seats: 6 } },
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('6');
    expect(cells[6]).toHaveTextContent('4');
  });

  it('shows the refusal in plain words when the seats would go below those taken', async () => {
    const taken = allotmentSeatsTakenMessage(2, 1);
    seatsApi((method) =>
      method === 'GET' ? json({ allotments: [row()] }) : errorResponse(409, 'ALLOTMENT_SEATS_TAKEN', taken),
    );
    const section = await seatsSection();
    const table = await within(section).findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: /^Change seats for/ }));
    fireEvent.change(within(table).getByRole('spinbutton'), { target: { value: '1' } });
    fireEvent.click(within(table).getByRole('button', { name: /^Save seats for/ }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "Seats cannot go below the 3 taken: 2 booked and 1 held in travellers' checkouts",
    );
    expect(within(table).getByRole('spinbutton')).toBeInTheDocument();
  });

  it('withdraws a row after asking, and keeps it when bookings hold its seats', async () => {
    let held = true;
    const calls = seatsApi((method) => {
      if (method === 'GET') return json({ allotments: held ? [row()] : [] });
      if (held) return errorResponse(409, 'ALLOTMENT_SEATS_TAKEN', ALLOTMENT_MESSAGES.taken);
      return new Response(null, { status: 204 });
    });
    const section = await seatsSection();
    const table = await within(section).findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: /^Withdraw seats for/ }));
    let confirm = within(table).getByRole('group', { name: /^Withdraw these seats\? VIP Meet & Greet/ });
    expect(within(confirm).getByRole('button', { name: 'Withdraw seats' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw seats' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ALLOTMENT_MESSAGES.taken);
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    held = false;
    fireEvent.click(within(table).getByRole('button', { name: /^Withdraw seats for/ }));
    confirm = within(table).getByRole('group', { name: /^Withdraw these seats\?/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw seats' }));
    expect(await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.empty)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${SEATS_PATH}/${ROW_ID}`,
      `${SEATS_PATH}/${ROW_ID}`,
    ]);
  });

  it('says the link is not valid any more when it expires while the page is open', async () => {
    seatsApi((method) =>
      method === 'GET'
        ? json({ allotments: [] })
        : errorResponse(404, 'SUPPLIER_JOB_LINK_INVALID', SUPPLIER_JOB_LINK_INVALID_MESSAGE),
    );
    const section = await seatsSection();
    const form = within(section).getByRole('form', { name: SUPPLIER_ALLOTMENT_MESSAGES.publishHeading });
    fireEvent.change(within(form).getByLabelText('From (local time)'), { target: { value: '07:00' } });
    fireEvent.change(within(form).getByLabelText('To (local time)'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish seats' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(SUPPLIER_JOB_LINK_INVALID_MESSAGE);
  });

  it('offers a retry when the seats cannot be loaded', async () => {
    let fail = true;
    seatsApi((method) => (method === 'GET' ? (fail ? errorResponse(503) : json({ allotments: [row()] })) : undefined));
    const section = await seatsSection();
    expect(
      await within(section).findByText(SUPPLIER_ALLOTMENT_MESSAGES.loadFailed, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getByRole('table')).toBeInTheDocument());
  });

  it('offers no form for a job without a catalog service', async () => {
    seatsApi((method) => (method === 'GET' ? json({ allotments: [] }) : undefined), {
      ...job,
      kind: 'chauffeur',
      serviceId: null,
    });
    const section = await seatsSection();
    expect(within(section).getByText(SUPPLIER_ALLOTMENT_MESSAGES.noService)).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });
});

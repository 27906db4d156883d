import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

const column = (label: string) => screen.getByRole('region', { name: label });

/** An option of the open antd Select, by its label. */
const openOption = (label: string) =>
  waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`No open option '${label}'`);
    return found;
  });

// Olivia Ops (u1) is signed in; Ben de Colleague (u2) is her colleague.
const mine = adminBooking({ owner: { id: 'u1', name: 'Olivia Ops', initials: 'OO' } });
const bens = adminBooking({
  id: 'c2',
  bookingId: 'b2',
  referenceCode: 'VIP-22222-JFK',
  contactName: 'Ada Lovelace',
  owner: { id: 'u2', name: 'Ben de Colleague', initials: 'BC' },
  statusOverdue: true,
  statusSince: '2030-06-01T08:00:00.000Z',
});
const nobodys = adminBooking({
  id: 'c3',
  bookingId: 'b3',
  referenceCode: 'VIP-33333-LHR',
  contactName: 'Alan Turing',
  adminStatus: 'pending_supplier_availability',
  statusTargetHours: 24,
});

describe('owners on the board', () => {
  it("shows each card's owner by initials, named for screen readers, and none on an unassigned card", async () => {
    fakeOps({ bookings: [mine, bens, nobodys], signedIn: true });
    renderAt('/admin/dashboard');
    const card = await screen.findByTestId('card-VIP-22222-JFK');
    expect(within(card).getByRole('img', { name: 'Owner: Ben de Colleague' })).toHaveTextContent('BC');
    expect(
      within(screen.getByTestId('card-VIP-12345-FCO')).getByRole('img', { name: 'Owner: Olivia Ops' }),
    ).toHaveTextContent('OO');
    expect(within(screen.getByTestId('card-VIP-33333-LHR')).queryByRole('img', { name: /^Owner:/ })).toBeNull();
  });

  it("filters the board to 'Mine' and to 'Unassigned', the counts and the CSV with it", async () => {
    const { calls } = fakeOps({ bookings: [mine, bens, nobodys], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByTestId('card-VIP-22222-JFK');
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(screen.queryByTestId('card-VIP-22222-JFK')).not.toBeInTheDocument());
    expect(screen.getByTestId('card-VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.queryByTestId('card-VIP-33333-LHR')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/bookings/summary?owner=me')).toBe(true);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export.csv?owner=me',
    );

    await user.click(screen.getByRole('radio', { name: 'Unassigned' }));
    await waitFor(() => expect(screen.getByTestId('card-VIP-33333-LHR')).toBeInTheDocument());
    expect(screen.queryByTestId('card-VIP-12345-FCO')).not.toBeInTheDocument();
    expect(within(column('Pending Supplier Availability')).getByLabelText('1 bookings')).toBeInTheDocument();
    expect(within(column('Inquiry Received')).getByLabelText('0 bookings')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await waitFor(() => expect(screen.getByTestId('card-VIP-22222-JFK')).toBeInTheDocument());
  });

  it('assigns a booking to me and to a colleague from its modal', async () => {
    const { calls } = fakeOps({ bookings: [nobodys], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'VIP-33333-LHR' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('VIP-33333-LHR is assigned to Olivia Ops.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/admin/bookings/c3/owner')!;
    expect(JSON.parse(put.body!)).toEqual({ staffId: 'u1' });
    expect(put.headers['X-CSRF-Token']).toBe('csrf-123');
    // Now hers: no Assign to me; the card carries her initials.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Assign to me' })).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('card-VIP-33333-LHR')).getByRole('img', { name: 'Owner: Olivia Ops' }),
      ).toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await user.click(await openOption('Ben de Colleague'));
    expect(await screen.findByText('VIP-33333-LHR is assigned to Ben de Colleague.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('card-VIP-33333-LHR')).getByRole('img', { name: 'Owner: Ben de Colleague' }),
      ).toBeInTheDocument(),
    );
  });
});

describe('owner changes from the keyboard', () => {
  it('keeps the Owner list usable while a change is saved, and hands it the focus once Assign to me is gone', async () => {
    let answer = () => {};
    const { calls } = fakeOps({
      bookings: [nobodys],
      signedIn: true,
      ownerGate: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'VIP-33333-LHR' }));
    const dialog = await screen.findByRole('dialog');
    const assignToMe = await within(dialog).findByRole('button', { name: 'Assign to me' });
    assignToMe.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const list = within(dialog).getByRole('combobox', { name: 'Owner' });
    expect(list).not.toBeDisabled();

    answer();
    expect(await screen.findByText('VIP-33333-LHR is assigned to Olivia Ops.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Assign to me' })).toBeNull());
    expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

describe('clocks on the board', () => {
  it('shows how long each card has been in its status and its target; an overdue card stands out', async () => {
    jest.useFakeTimers({
      now: new Date('2030-06-01T14:05:00.000Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      fakeOps({ bookings: [mine, bens, nobodys], signedIn: true });
      renderAt('/admin/dashboard');
      const late = await screen.findByTestId('card-VIP-22222-JFK');
      expect(within(late).getByText('In status 6 h 05 min (target 2 h)')).toBeInTheDocument();
      expect(within(late).getByText('Overdue')).toBeInTheDocument();
      expect(late).toHaveStyle({ boxShadow: '0 0 0 2px #d46b08' });
      const fine = screen.getByTestId('card-VIP-33333-LHR');
      expect(within(fine).getByText('In status 2 h 05 min (target 24 h)')).toBeInTheDocument();
      expect(within(fine).queryByText('Overdue')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("filters the board to overdue cards with 'Overdue'", async () => {
    const { calls } = fakeOps({ bookings: [mine, bens, nobodys], signedIn: true });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await screen.findByTestId('card-VIP-12345-FCO');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await waitFor(() => expect(screen.queryByTestId('card-VIP-12345-FCO')).not.toBeInTheDocument());
    expect(screen.getByTestId('card-VIP-22222-JFK')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/bookings/summary?overdue=true')).toBe(true);
  });
});

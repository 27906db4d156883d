import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource } from '../../test/support/fake-event-source';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

const dialog = () => screen.getByRole('dialog');
const section = (name: string) => within(dialog()).getByRole('region', { name });

async function openGrace(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'VIP-12345-FCO' }));
  await within(dialog()).findByText('Booking Summary');
}

describe('booking detail modal', () => {
  it('opens from a card with the header, the six tabs and the details sections', async () => {
    fakeOps({ bookings: [adminBooking({ isPaid: true, escalationFlag: true })], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    expect(within(dialog()).getByText('VIP-12345-FCO · Grace Hopper')).toBeInTheDocument();
    expect(within(dialog()).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    for (const badge of ['Escalated', 'Paid']) expect(within(dialog()).getByText(badge)).toBeInTheDocument();
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Details', 'Suppliers', 'Operations', 'Confirmations', 'Invoice', 'Checklist']);
    for (const name of [
      'Booking Summary',
      'Customer Information',
      'Service Details',
      'Porter Service',
      'Financial Breakdown',
      'Flight Information',
      'Special Requests and Internal Notes',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    // An executive assistant's booking: the agent fields are labelled as the assistant's.
    const third = section('Third Party Booking Information');
    expect(within(third).getByText('Assistant Name')).toBeInTheDocument();
    expect(within(third).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(section('Flight Information')).getByText('ITA Airways')).toBeInTheDocument();
    // Plurals as written, and only the money lines that add or take off something.
    expect(within(dialog()).getByText('2 adults')).toBeInTheDocument();
    const money = section('Financial Breakdown');
    expect(within(money).getByText('Porter')).toBeInTheDocument();
    for (const empty of ['Discount', 'Extra children', 'After-hours fee', 'Last-minute fee', 'Traveller saw'])
      expect(within(money).queryByText(empty)).toBeNull();
  });

  it('shows staff the estimate the traveller saw after the dollar total (none for dollars: see above)', async () => {
    fakeOps({
      bookings: [adminBooking()],
      details: { displayPrice: { currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 56_019 } },
      signedIn: true,
    });
    const user = userEvent.setup();
    await openGrace(user);
    const money = section('Financial Breakdown');
    expect(within(money).getByText('Traveller saw')).toBeInTheDocument();
    expect(within(money).getByText('€560.19 (estimate at 1 EUR = 1.08 USD)')).toBeInTheDocument();
  });

  it("shows the traveller's language, in its own words and in English", async () => {
    fakeOps({ bookings: [adminBooking()], details: { locale: 'fr' }, signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    const customer = section('Customer Information');
    expect(within(customer).getByText('Language')).toBeInTheDocument();
    expect(within(customer).getByText('Français (French)')).toBeInTheDocument();
  });

  it('shows who booked for the traveller and how they are related, when a relative or another person booked', async () => {
    fakeOps({
      bookings: [adminBooking()],
      details: { bookerRole: 'other', relationshipToTraveler: 'Godmother', bookerName: 'Ada Lovelace' },
      signedIn: true,
    });
    const user = userEvent.setup();
    await openGrace(user);
    const third = section('Third Party Booking Information');
    expect(within(third).getByText('Relationship to traveler')).toBeInTheDocument();
    expect(within(third).getByText('Godmother')).toBeInTheDocument();
    expect(within(third).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('edits notes and the escalation flag, saves them with the loaded version, and shows the change in the history', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.type(within(dialog()).getByLabelText('Internal notes'), 'Call the greeter on arrival');
    await user.click(within(dialog()).getByRole('switch', { name: 'Escalated' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toEqual({
      version: 1,
      internalNotes: 'Call the greeter on arrival',
      escalationFlag: true,
    });
    expect(patch.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(
      await within(section('Special Requests and Internal Notes')).findByText('Call the greeter on arrival'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Escalated')).toBeInTheDocument();
    expect(
      await within(section('History')).findByText(
        /Internal notes \(empty\) → Call the greeter on arrival; Escalated No → Yes/,
      ),
    ).toBeInTheDocument();
  });

  it('edits contact and porter (unticked → 0) and sends only what changed', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    const phone = within(dialog()).getByLabelText('Contact phone');
    await user.clear(phone);
    await user.type(phone, '+1 212 555 0199');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Porter service' }));
    expect(within(dialog()).getByLabelText('Porter cost (USD)')).toHaveValue('0.00');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Porter service' }));
    expect(within(dialog()).getByLabelText('Porter cost (USD)')).toHaveValue('150.00');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Porter service' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toEqual({
      version: 1,
      contactPhone: '+12125550199',
      porterSelected: false,
      porterCost: 0,
    });
  });

  it('shows a stored phone in international format and reads a number without its country code as the chosen country', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking({ contactPhone: '+12125550100' })], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    expect(within(section('Customer Information')).getByText('+1 212 555 0100')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    const phone = within(dialog()).getByLabelText('Contact phone');
    expect(phone).toHaveValue('+1 212 555 0100');
    const country = within(dialog()).getByRole('combobox', { name: 'Country code for Contact phone' });
    await user.click(country);
    await user.type(country, 'Italy');
    await user.click(await screen.findByTitle('Italy (+39)'));
    await user.clear(phone);
    await user.type(phone, '06 1234 5678');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toMatchObject({ contactPhone: '+390612345678' });
  });

  it('names the airline from the flight number beside it, and asks for the airline only when the designator is unknown', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    const flight = within(dialog()).getByLabelText('Flight number');
    expect(flight).toHaveAccessibleDescription('Airline: ITA Airways');
    expect(within(dialog()).queryByLabelText('Airline')).not.toBeInTheDocument();
    await user.clear(flight);
    await user.type(flight, 'N123AB');
    expect(flight).toHaveAccessibleDescription('Airline not recognised from this flight number: please enter it.');
    // The old airline only echoed the old number: staff are asked for this one's.
    expect(within(dialog()).getByLabelText('Airline')).toHaveValue('');
    await user.type(within(dialog()).getByLabelText('Airline'), 'NetJets');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toMatchObject({ flightNumber: 'N123AB', airline: 'NetJets' });
  });

  it('says someone else changed the booking when the save is stale, and reloads on request', async () => {
    const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    ops.bumpVersion('c1');
    await user.type(within(dialog()).getByLabelText('Internal notes'), 'Mine');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog()).findByText('Someone else changed this booking while you were editing.'),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        within(dialog()).queryByText('Someone else changed this booking while you were editing.'),
      ).not.toBeInTheDocument(),
    );
    expect(within(dialog()).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  describe('while a colleague saves the same booking (the live board refreshes the open modal)', () => {
    FakeEventSource.install();

    /**
     * A colleague's save on the server (it includes a new flight number, which the open modal shows under Flight
     * Information even while editing), then the live board's event: the open modal reads the booking again.
     */
    const colleagueSaves = async (ops: ReturnType<typeof fakeOps>, fields: Record<string, unknown>) => {
      ops.details.set('c1', { ...ops.details.get('c1')!, flightNumber: 'AZ999', ...fields });
      ops.bumpVersion('c1');
      act(() => FakeEventSource.last!.emit('board'));
      await within(section('Flight Information')).findByText('AZ999');
    };

    it('never sends back the old value of a field the colleague changed: their change to another field is kept', async () => {
      const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
      const user = userEvent.setup();
      await openGrace(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
      await colleagueSaves(ops, { specialRequests: 'Wheelchair at the gate' });
      await user.click(within(dialog()).getByRole('switch', { name: 'Escalated' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Booking saved')).toBeInTheDocument();
      const patch = ops.calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
      expect(JSON.parse(patch.body!)).toEqual({ version: 2, escalationFlag: true });
      expect(ops.details.get('c1')).toMatchObject({ specialRequests: 'Wheelchair at the gate', flightNumber: 'AZ999' });
    });

    it('shows the conflict, and saves nothing, when the colleague changed a field this edit changes too', async () => {
      const ops = fakeOps({ bookings: [adminBooking()], signedIn: true });
      const user = userEvent.setup();
      await openGrace(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
      await user.type(within(dialog()).getByLabelText('Internal notes'), 'Mine');
      await colleagueSaves(ops, { internalNotes: 'Theirs' });
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog()).findByText('Someone else changed this booking while you were editing.'),
      ).toBeInTheDocument();
      expect(ops.calls.some((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')).toBe(false);
      expect(ops.details.get('c1')!.internalNotes).toBe('Theirs');
    });
  });

  it('shows what the traveller asked on Manage Booking above the tabs while the booking is in Change Requested', async () => {
    const asked = 'Traveller asked to cancel (Manage Booking): Our conference was cancelled.';
    const ops = fakeOps({ bookings: [adminBooking({ adminStatus: 'change_requested' })], signedIn: true });
    ops.details.set('c1', {
      ...ops.details.get('c1')!,
      comments: [
        { id: 'm2', comment: 'Called her back', createdBy: 'Olivia Ops', createdAt: '2030-06-02T10:00:00.000Z' },
        { id: 'm1', comment: asked, createdBy: 'Traveller (Manage Booking)', createdAt: '2030-06-02T09:00:00.000Z' },
      ],
    });
    const user = userEvent.setup();
    await openGrace(user);
    const request = within(dialog())
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes(asked))!;
    expect(request).toHaveTextContent('The booking stays in Change Requested until you move it on.');
    // Above the tabs, so it is in sight on every tab and while editing, not only under Comments.
    const tabs = within(dialog()).getByRole('tablist');
    expect(request.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Moved on: the request stays a comment only.
    await user.click(within(dialog()).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Confirmation Sent'));
    await waitFor(() =>
      expect(
        within(dialog())
          .queryAllByRole('alert')
          .some((a) => a.textContent?.includes(asked)),
      ).toBe(false),
    );
    expect(within(section('Comments')).getByText(asked, { exact: false })).toBeInTheDocument();
  });

  it('keeps the keyboard where the work is: Edit goes to the first field of the tab, Save and Cancel back to Edit', async () => {
    fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    expect(within(dialog()).getByLabelText('Contact name')).toHaveFocus();
    await user.type(within(dialog()).getByLabelText('Internal notes'), 'Greeter at gate B12');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    // Not the destructive button that took Save's place: a second Enter edits again.
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Edit' })).toHaveFocus());

    await user.click(within(dialog()).getByRole('tab', { name: 'Operations' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    expect(within(dialog()).getByLabelText('Confirmation number')).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog()).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('ticks checklist items with who ticked them; the paid items follow the booking', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking({ isPaid: true })], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('tab', { name: 'Checklist' }));
    expect(within(dialog()).getByRole('heading', { name: 'Operational Checklist' })).toBeInTheDocument();
    const clientPaid = within(dialog()).getByRole('checkbox', { name: 'Client paid' });
    expect(clientPaid).toBeChecked();
    expect(clientPaid).toBeDisabled();
    expect(within(dialog()).getByRole('checkbox', { name: 'Vendor paid' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Driver info requested' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('checkbox', { name: 'Driver info requested' })).toBeChecked(),
    );
    expect(within(dialog()).getByText(/Olivia Ops, /)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/bookings/c1/checklist/driver_info_requested');
    expect(JSON.parse(put.body!)).toEqual({ isCompleted: true });
  });

  it('keeps the focus on a checklist item ticked from the keyboard while it is saved; the others wait their turn', async () => {
    let answer = () => {};
    const { calls } = fakeOps({
      bookings: [adminBooking()],
      signedIn: true,
      checklistGate: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('tab', { name: 'Checklist' }));
    const driverInfo = within(dialog()).getByRole('checkbox', { name: 'Driver info requested' });
    const other = within(dialog())
      .getAllByRole('checkbox')
      .find((box) => box !== driverInfo && !(box as HTMLInputElement).disabled)!;
    driverInfo.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));

    // Saving: still focusable and focused; the others say they cannot be changed yet, and a tick on one is not sent.
    expect(driverInfo).toHaveFocus();
    expect(driverInfo).not.toBeDisabled();
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    answer();
    await waitFor(() => expect(driverInfo).toBeChecked());
    expect(other).not.toHaveAttribute('aria-disabled');
    expect(other).not.toBeChecked();
  });

  it('changes the status from the header selector and adds comments', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openGrace(user);
    await user.click(within(dialog()).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Pending Client Confirmation'));
    expect(await screen.findByText('VIP-12345-FCO moved to Pending Client Confirmation.')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH' && c.url.endsWith('/status'))!.body!)).toEqual({
      adminStatus: 'pending_client_confirmation',
    });

    await user.type(within(dialog()).getByLabelText('New comment'), 'Client prefers WhatsApp');
    await user.click(within(section('Comments')).getByRole('button', { name: 'Add' }));
    expect(await within(section('Comments')).findByText('Client prefers WhatsApp')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('New comment')).toHaveValue('');
  });
});

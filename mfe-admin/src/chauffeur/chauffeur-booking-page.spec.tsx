import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, fakeOps, renderAt } from '../../test/support/fake-ops';

const signedIn = () => fakeOps({ signedIn: true });

async function fill(label: RegExp | string, value: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('Create Chauffeur Service (/chauffeur-booking)', () => {
  it('offers the two creation methods and goes back to the dashboard', async () => {
    signedIn();
    renderAt('/chauffeur-booking');
    expect(await screen.findByRole('heading', { name: 'Create Chauffeur Service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Link to Existing VIP Booking/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Standalone Chauffeur Service' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back to Dashboard/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it("shows every rule's message and sends nothing while the form is incomplete", async () => {
    const { calls } = signedIn();
    renderAt('/chauffeur-booking');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Standalone Chauffeur Service' }));
    for (const card of [
      'Service Details',
      'Contact Information',
      'Flight Information (Optional)',
      'Vehicle Details (Assignment)',
    ]) {
      expect(screen.getByText(card)).toBeInTheDocument();
    }
    await fill('Contact email *', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
    expect(await screen.findAllByText('Contact name is required')).not.toHaveLength(0);
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Service date is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/transfers')).toBe(false);
  });

  it('creates a standalone transfer: airport code upper-cased, passengers kept within 1-8, total = base + additional costs', async () => {
    const { calls, bookings } = signedIn();
    renderAt('/chauffeur-booking');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Standalone Chauffeur Service' }));
    await fill('Airport code *', 'jfk');
    expect(screen.getByLabelText('Airport code *')).toHaveValue('JFK');
    fireEvent.change(screen.getByLabelText('Service date *'), { target: { value: '2030-07-01' } });
    fireEvent.change(screen.getByLabelText('Service time (local) *'), { target: { value: '09:30' } });
    await fill('Pickup location', 'JFK Terminal 4');
    await fill('Drop-off location', 'The Plaza');
    await fill('Passengers *', '12');
    fireEvent.blur(screen.getByLabelText('Passengers *'));
    await fill('Base service cost (USD) *', '180');
    // Emptied to retype, the field stays empty (it does not refill with 0 under the cursor); the total counts it as 0.
    await userEvent.clear(screen.getByLabelText('Base service cost (USD) *'));
    expect(screen.getByLabelText('Base service cost (USD) *')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$0.00'));
    await userEvent.type(screen.getByLabelText('Base service cost (USD) *'), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Add Cost Item' }));
    await userEvent.type(screen.getByLabelText('Additional cost 1 description'), 'Child seat');
    await fill('Additional cost 1 amount', '15.5');
    await fill('Contact name *', 'Katherine Johnson');
    await fill('Contact email *', 'katherine@example.com');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$195.50'));

    await userEvent.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
    expect(await screen.findByText(/Reference CHF-\d+-JFK, total \$195\.50/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    const sent = calls.find((c) => c.url === '/api/admin/transfers')!;
    expect(sent.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(JSON.parse(sent.body!)).toMatchObject({
      linkedBookingId: null,
      airportCode: 'JFK',
      direction: 'pickup',
      passengers: 8,
      vehicleType: 'sedan',
      serviceCost: 180,
      additionalCostItems: [{ description: 'Child seat', amount: 15.5 }],
    });
    expect(bookings[0]).toMatchObject({ isChauffeur: true, contactName: 'Katherine Johnson' });
  });

  it('links to a VIP booking found in the searchable dialog, prefilled from it, and can change the method', async () => {
    const { calls } = fakeOps({
      signedIn: true,
      bookings: [
        adminBooking({
          id: '9b2f6c1e-3a4d-4e5f-8a7b-6c5d4e3f2a1b',
          referenceCode: 'VIP-54321-FCO',
          contactName: 'Ada Lovelace',
          contactEmail: 'ada@example.com',
          adultCount: 2,
          childCount: 1,
        }),
      ],
    });
    renderAt('/chauffeur-booking');
    await userEvent.click(await screen.findByRole('button', { name: /Link to Existing VIP Booking/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Search VIP bookings'), 'Ada{Enter}');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Link VIP-54321-FCO' }));
    expect(await screen.findByText('Linked to VIP-54321-FCO · Ada Lovelace')).toBeInTheDocument();
    // The dialog's button is gone: focus is on what was linked, the form comes next.
    await waitFor(() =>
      expect(screen.getByText('Linked to VIP-54321-FCO · Ada Lovelace').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    expect(screen.getByLabelText('Contact name *')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Airport code *')).toHaveValue('FCO');
    expect(screen.getByLabelText('Passengers *')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/transfers')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.url === '/api/admin/transfers')!.body!)).toMatchObject({
      linkedBookingId: '9b2f6c1e-3a4d-4e5f-8a7b-6c5d4e3f2a1b',
      contactEmail: 'ada@example.com',
      serviceDate: '2030-06-20',
    });
  });

  it("brings a travel agent's agency and agent from the linked booking, so the transfer keeps them", async () => {
    const booking = adminBooking({
      id: '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      referenceCode: 'VIP-86996-FCO',
      contactName: 'Henrik Larsen',
      isTravelAgent: true,
    });
    const ops = fakeOps({ signedIn: true, bookings: [booking] });
    ops.details.set(booking.id, {
      ...ops.details.get(booking.id)!,
      bookerRole: 'travel-agent',
      agencyName: 'Meridian Travel Partners',
      bookerName: 'Sofia Agent',
      bookerEmail: 'sofia@meridian.example',
      bookerPhone: '+442079460123',
    });
    renderAt('/chauffeur-booking');
    await userEvent.click(await screen.findByRole('button', { name: /Link to Existing VIP Booking/ }));
    await userEvent.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Link VIP-86996-FCO' }),
    );
    expect(await screen.findByText('Linked to VIP-86996-FCO · Henrik Larsen')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Booked by a travel agent' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Agency name')).toHaveValue('Meridian Travel Partners'));
    expect(screen.getByLabelText('Agent name')).toHaveValue('Sofia Agent');
    expect(screen.getByLabelText('Agent email')).toHaveValue('sofia@meridian.example');
    expect(screen.getByLabelText('Agent phone')).toHaveValue('+44 20 7946 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
    await waitFor(() => expect(ops.calls.some((c) => c.url === '/api/admin/transfers')).toBe(true));
    expect(JSON.parse(ops.calls.find((c) => c.url === '/api/admin/transfers')!.body!)).toMatchObject({
      isTravelAgent: true,
      agencyName: 'Meridian Travel Partners',
      bookerName: 'Sofia Agent',
      bookerEmail: 'sofia@meridian.example',
      bookerPhone: '+442079460123',
    });
  });

  it('returns to the choice with Change Creation Method', async () => {
    fakeOps({ signedIn: true });
    renderAt('/chauffeur-booking');
    await userEvent.click(await screen.findByRole('button', { name: /Link to Existing VIP Booking/ }));
    await userEvent.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Link VIP-12345-FCO' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change Creation Method' }));
    expect(await screen.findByRole('button', { name: 'Create Standalone Chauffeur Service' })).toBeInTheDocument();
  });
});

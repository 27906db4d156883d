import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBooking, detailOf, emptyOperations, fakeOps, renderAt } from '../../../test/support/fake-ops';

const dialog = () => screen.getByRole('dialog');
const region = (name: string) => within(dialog()).getByRole('region', { name });

async function openOperations(user: ReturnType<typeof userEvent.setup>, reference = 'VIP-12345-FCO') {
  renderAt('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: reference }));
  await within(dialog()).findByText('Booking Summary');
  await user.click(within(dialog()).getByRole('tab', { name: 'Operations' }));
  await within(dialog()).findByRole('region', { name: 'Vendor Information' });
}

describe('operations tab', () => {
  it('shows the vendor information and greeter coordination of a meet-and-greet booking', async () => {
    const booking = adminBooking();
    const { details } = fakeOps({ bookings: [booking], signedIn: true });
    details.set('c1', {
      ...detailOf(booking),
      operations: emptyOperations({
        assignedSupplierName: 'Rome Aurelia Concierge',
        assignedSupplierEmail: 'desk@aurelia.example',
        supplierConfirmationNumber: 'AUR-5521',
        supplierCostOriginal: 250.5,
        supplierCurrency: 'EUR',
        supplierRateToUsd: 1.08,
        supplierCostUSD: 270.54,
        greeterName: 'Marco Rossi',
        greeterPhone: '+39 06 555 0101',
      }),
    });
    const user = userEvent.setup();
    await openOperations(user);
    const vendor = region('Vendor Information');
    expect(within(vendor).getByText('Rome Aurelia Concierge')).toBeInTheDocument();
    expect(within(vendor).getByText('AUR-5521')).toBeInTheDocument();
    expect(within(vendor).getByText('250.50 EUR')).toBeInTheDocument();
    expect(within(vendor).getByText('$270.54 (at 1.08 USD per EUR)')).toBeInTheDocument();
    expect(within(vendor).getByText('Unpaid')).toBeInTheDocument();
    expect(within(region('Greeter Coordination')).getByText('Marco Rossi · +39 06 555 0101')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('region', { name: 'Vehicle & Driver Coordination' })).not.toBeInTheDocument();
  });

  it('edits the supplier cost in another currency with a USD preview, and saves only what changed', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openOperations(user);
    expect(within(region('Vendor Information')).getByText('No supplier assigned')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.type(within(dialog()).getByLabelText('Supplier cost'), '100');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByTitle('EUR'));
    await waitFor(() =>
      expect(within(dialog()).getByRole('status', { name: 'Cost in USD' })).toHaveTextContent('$108.00'),
    );
    await user.type(within(dialog()).getByLabelText('Greeter name'), 'Marco Rossi');
    // A meet-and-greet service with a car (tarmac transfer) records its driver too.
    await user.type(within(dialog()).getByLabelText('Driver name (if the service includes one)'), 'Luca Bianchi');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toEqual({
      version: 1,
      supplierCostOriginal: 100,
      supplierCurrency: 'EUR',
      greeterName: 'Marco Rossi',
      driverName: 'Luca Bianchi',
    });
  });

  it('shows Vehicle & Driver Coordination and the transfer details for a chauffeur booking', async () => {
    const transfer = adminBooking({
      id: 't1',
      bookingId: null,
      referenceCode: 'CHF-10001-JFK',
      isChauffeur: true,
      service: null,
      transfer: {
        direction: 'pickup',
        airportCode: 'JFK',
        pickupLocation: 'JFK Terminal 4',
        dropoffLocation: 'The Plaza',
        passengers: 3,
        vehicleType: 'suv',
      },
    });
    const { details } = fakeOps({ bookings: [transfer], signedIn: true });
    details.set('t1', {
      ...detailOf(transfer),
      operations: emptyOperations({
        driverName: 'Dorothy Vaughan',
        driverPhone: '+1 757 555 0142',
        vehiclePlate: 'NYC 1234',
      }),
      transferDetail: {
        ...transfer.transfer!,
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
    });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    expect(await screen.findByText('Chauffeur Airport Pickup · JFK')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CHF-10001-JFK' }));
    const service = await within(dialog()).findByRole('region', { name: 'Service Details' });
    for (const text of ['Chauffeur Airport Pickup', 'SUV', 'JFK Terminal 4', 'Child seat', '$195.50', 'Standalone'])
      expect(within(service).getByText(text)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('region', { name: 'Porter Service' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('tab', { name: 'Operations' }));
    const driver = await within(dialog()).findByRole('region', { name: 'Vehicle & Driver Coordination' });
    expect(within(driver).getByText('Dorothy Vaughan · +1 757 555 0142')).toBeInTheDocument();
    expect(within(driver).getByText('NYC 1234')).toBeInTheDocument();
  });

  it('lets an admin change an exchange rate while editing', async () => {
    fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openOperations(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.click(await within(dialog()).findByText('Exchange rates (USD per unit)'));
    expect(within(dialog()).getByRole('spinbutton', { name: 'EUR' })).toBeEnabled();
    expect(within(dialog()).queryByText('An admin changes the exchange rates.')).not.toBeInTheDocument();
  });

  it('saves a rate when Tab leaves it, and the rate reached by Tab keeps the focus while the save is answered', async () => {
    let answer = () => undefined as void;
    const { calls } = fakeOps({
      bookings: [adminBooking()],
      signedIn: true,
      rateGate: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await openOperations(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.click(await within(dialog()).findByText('Exchange rates (USD per unit)'));
    const eur = within(dialog()).getByRole('spinbutton', { name: 'EUR' });
    const gbp = within(dialog()).getByRole('spinbutton', { name: 'GBP' });
    await user.clear(eur);
    await user.type(eur, '1.1');
    await user.tab();
    await waitFor(() => expect(eur).toHaveAttribute('aria-busy', 'true'));
    expect(eur).toHaveAttribute('readonly');
    expect(gbp).toBeEnabled();
    expect(gbp).not.toHaveAttribute('readonly');
    expect(gbp).toHaveFocus();
    answer();
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
    expect(gbp).toHaveFocus();
    await waitFor(() => expect(eur).not.toHaveAttribute('aria-busy'));
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/admin/currency-rates/EUR');
    expect(JSON.parse(put!.body!)).toEqual({ rateToUsd: 1.1 });
  });

  it('shows an agent the exchange rates read-only, and still edits the supplier cost', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true, role: 'agent' });
    const user = userEvent.setup();
    await openOperations(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.click(await within(dialog()).findByText('Exchange rates (USD per unit)'));
    expect(within(dialog()).queryByRole('spinbutton', { name: 'EUR' })).not.toBeInTheDocument();
    expect(within(dialog()).getByText('1.08')).toBeInTheDocument();
    expect(within(dialog()).getByText('An admin changes the exchange rates.')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Supplier cost'), '100');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.url.startsWith('/api/admin/currency-rates'))).toBe(false);
  });

  it('shows the travel advisor, the commission in USD, the margin and the payment method, and the vendor and confirmation notes', async () => {
    const booking = adminBooking();
    const { details } = fakeOps({ bookings: [booking], signedIn: true });
    details.set('c1', {
      ...detailOf(booking),
      operations: emptyOperations({
        vendorNotes: 'Greeters wait at the sliding doors',
        vendorRestrictions: 'No bookings under 12 hours',
        greeterName: 'Marco Rossi',
        greeterShiftTime: '06:00-14:00',
        advisorName: 'Ada Lovelace',
        advisorAgency: 'Analytical Travel',
        advisorEmail: 'ada@agency.example',
        advisorCommission: 10,
        advisorCommissionType: 'percent',
        advisorCommissionAmount: 54.5,
        computedMargin: 190.5,
        paymentMethod: 'bank_transfer',
        paymentNotes: 'Wire expected Friday',
        confirmationCustomText: 'Bring your passport.',
      }),
    });
    const user = userEvent.setup();
    await openOperations(user);
    expect(within(region('Vendor Information')).getByText('Greeters wait at the sliding doors')).toBeInTheDocument();
    expect(within(region('Vendor Information')).getByText('No bookings under 12 hours')).toBeInTheDocument();
    expect(within(region('Greeter Coordination')).getByText('06:00-14:00')).toBeInTheDocument();
    const commercials = region('Travel Advisor & Commercials');
    expect(within(commercials).getByText('Ada Lovelace, Analytical Travel')).toBeInTheDocument();
    expect(within(commercials).getByText('10% ($54.50)')).toBeInTheDocument();
    expect(within(commercials).getByTestId('internal-margin')).toHaveTextContent(
      '$190.50 (total less supplier cost and commission)',
    );
    expect(within(commercials).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(region('Confirmation Notes')).getByText('Bring your passport.')).toBeInTheDocument();
  });

  it('edits the advisor, commission, margin, payment method and notes, and sends them with the save', async () => {
    const { calls } = fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openOperations(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.type(within(dialog()).getByLabelText('Advisor name'), 'Ada Lovelace');
    await user.type(within(dialog()).getByLabelText('Commission'), '10');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Commission type' }));
    await user.click(await screen.findByTitle('% of the total'));
    await user.type(within(dialog()).getByLabelText('Internal margin (USD)'), '250');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByTitle('Bank transfer'));
    await user.type(within(dialog()).getByLabelText('Vendor notes'), 'Sliding doors');
    await user.type(within(dialog()).getByLabelText('Greeter shift time'), '06:00-14:00');
    await user.type(within(dialog()).getByLabelText('Custom text on the PDF confirmation'), 'Bring your passport.');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1')!;
    expect(JSON.parse(patch.body!)).toMatchObject({
      advisorName: 'Ada Lovelace',
      advisorCommission: 10,
      advisorCommissionType: 'percent',
      internalMargin: 250,
      paymentMethod: 'bank_transfer',
      vendorNotes: 'Sliding doors',
      greeterShiftTime: '06:00-14:00',
      confirmationCustomText: 'Bring your passport.',
    });
  });
});

describe("operations tab: the supplier's job link", () => {
  it("shows the supplier's answer and turns off the traveller's message", async () => {
    const booking = adminBooking();
    const { details, calls } = fakeOps({ bookings: [booking], signedIn: true });
    details.set('c1', {
      ...detailOf(booking),
      operations: emptyOperations({ assignedSupplierName: 'Rome Aurelia Concierge' }),
      supplierJob: {
        forwardContactToTraveller: true,
        shareTravellerContact: false,
        response: 'declined',
        declineReason: 'No greeter free that night',
        completedAt: null,
        contactForwardedAt: null,
      },
    });
    const user = userEvent.setup();
    await openOperations(user);
    const link = region('Supplier job link');
    expect(within(link).getByText("Supplier's answer: Declined: No greeter free that night")).toBeInTheDocument();
    const forward = within(link).getByRole('switch', { name: /Send the traveller the greeter's contact/ });
    expect(forward).toBeChecked();
    expect(within(link).getByRole('switch', { name: /Show the supplier the traveller's e-mail/ })).not.toBeChecked();
    await user.click(forward);
    await waitFor(() => expect(forward).not.toBeChecked());
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/admin/bookings/c1/supplier-job')!;
    expect(JSON.parse(patch.body!)).toEqual({ forwardContactToTraveller: false });
  });

  it('is not shown without a supplier', async () => {
    fakeOps({ bookings: [adminBooking()], signedIn: true });
    const user = userEvent.setup();
    await openOperations(user);
    expect(within(dialog()).queryByRole('region', { name: 'Supplier job link' })).not.toBeInTheDocument();
  });
});

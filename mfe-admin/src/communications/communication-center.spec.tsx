import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommunicationCenter } from './communication-center';
import {
  booking,
  chauffeurBooking,
  communication,
  fakeCommunications,
  renderWithProviders,
  session,
  withDriver,
  withGreeter,
  withSupplier,
} from '../../test/support/communications-fake';

const center = () => screen.getByRole('region', { name: 'Communication Center' });
const button = (name: string) => within(center()).getByRole('button', { name });

describe('Communication Center', () => {
  it('meet-and-greet without supplier or greeter: vendor buttons and greeter sends disabled, with the spec’s warnings', async () => {
    const b = booking();
    fakeCommunications({ detail: b });
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    expect(await screen.findByText('No e-mails or texts have been sent for this booking yet.')).toBeInTheDocument();
    for (const name of [
      'Send Email to Supplier',
      'Request Greeter Information',
      'Send Greeter Contact Information',
      'Send Greeter Information',
    ])
      expect(button(name)).toBeDisabled();
    expect(within(center()).getByText('Assign a supplier first for vendor communication')).toBeInTheDocument();
    expect(within(center()).getByText('Add greeter name and phone to send contact information')).toBeInTheDocument();
    // A driver is optional for meet-and-greet: its dialogs wait for a supplier and a driver, without a standing
    // warning.
    expect(button('Request Driver Information')).toBeDisabled();
    expect(button('Send Chauffeur/Driver Information')).toBeDisabled();
    expect(
      within(center()).queryByText('Add driver name and phone to send driver information'),
    ).not.toBeInTheDocument();
  });

  it('meet-and-greet with a driver (a tarmac transfer): Send Chauffeur/Driver Information by e-mail only', async () => {
    const b = booking({}, { ...withSupplier, ...withGreeter, ...withDriver });
    const server = fakeCommunications({ detail: b });
    const user = userEvent.setup();
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    await screen.findByText('No e-mails or texts have been sent for this booking yet.');
    expect(button('Request Driver Information')).toBeEnabled();
    await user.click(button('Send Chauffeur/Driver Information'));
    const dialog = await screen.findByRole('dialog', { name: 'Send Chauffeur/Driver Information' });
    expect(within(dialog).queryByRole('button', { name: 'Send Text' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(server.posted('/communications')).toHaveLength(1));
    const [sent] = server.posted('/communications');
    expect(sent).toMatchObject({
      purpose: 'driver_info',
      email: {
        recipients: expect.arrayContaining(['traveler']),
        subject: `Your Chauffeur Details - ${b.referenceCode}`,
      },
    });
    expect(sent).not.toHaveProperty('sms');
  });

  it('meet-and-greet with supplier and greeter: every button enabled and no warning', async () => {
    const b = booking({}, { ...withSupplier, ...withGreeter });
    fakeCommunications({ detail: b });
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    await screen.findByText('No e-mails or texts have been sent for this booking yet.');
    for (const name of [
      'Send Email to Supplier',
      'Request Greeter Information',
      'Send Greeter Contact Information',
      'Send Greeter Information',
    ])
      expect(button(name)).toBeEnabled();
    expect(within(center()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('chauffeur bookings offer the driver dialogs; driver info needs driver name and phone', async () => {
    const b = chauffeurBooking(withSupplier);
    fakeCommunications({ detail: b });
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    await screen.findByText('No e-mails or texts have been sent for this booking yet.');
    expect(button('Request Driver Information')).toBeEnabled();
    expect(button('Send Chauffeur/Driver Information')).toBeDisabled();
    expect(within(center()).getByText('Add driver name and phone to send driver information')).toBeInTheDocument();
    expect(within(center()).queryByRole('button', { name: 'Send Greeter Information' })).not.toBeInTheDocument();
    const ready = chauffeurBooking({ ...withSupplier, ...withDriver });
    fakeCommunications({ detail: ready });
    renderWithProviders(<CommunicationCenter booking={ready} session={session} />);
    const centers = await screen.findAllByRole('region', { name: 'Communication Center' });
    expect(within(centers[1]!).getByRole('button', { name: 'Send Chauffeur/Driver Information' })).toBeEnabled();
  });

  it('lists every message with channel, recipients, status, the dev outbox marked, and Retry on a failed one', async () => {
    const b = booking({}, withSupplier);
    const { calls } = fakeCommunications({
      detail: b,
      messages: [
        communication({
          id: 'm3',
          channel: 'sms',
          purpose: 'greeter_info',
          to: ['+12125550100'],
          cc: [],
          subject: null,
          body: 'Your greeter Marco',
          transport: 'dev-outbox',
        }),
        communication({
          id: 'm2',
          status: 'failed',
          error: 'SMTP EENVELOPE 550: Mailbox unavailable',
          retryable: true,
          sentAt: null,
          subject: 'Greeter Information Request - VIP-12345-FCO',
          purpose: 'greeter_request',
        }),
        communication({ id: 'm1', status: 'queued', retryable: false, sentAt: null, subject: 'Queued one' }),
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    const log = await screen.findByRole('list', { name: 'Messages sent for this booking' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Text')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Dev outbox — not delivered')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/To \+12125550100/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('SMTP EENVELOPE 550: Mailbox unavailable')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Cc concierge@vipairportservices.com/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Queued')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'POST' &&
            c.url === '/api/admin/bookings/c1/communications/m2/retry' &&
            c.headers['X-CSRF-Token'] === 'csrf-123',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages sent for this booking' })).queryByText('Failed'),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it("marks a message kept but not sent (a partner's sandbox booking) as Not sent, with the reason, and no Retry", async () => {
    const b = booking({}, withSupplier);
    fakeCommunications({
      detail: b,
      messages: [
        communication({
          id: 'm1',
          status: 'skipped',
          error:
            'Not sent: this is a sandbox booking of Globetrotter Travel (a test through the partner API), so nothing goes to travellers or suppliers.',
          retryable: false,
          sentAt: null,
          purpose: 'booking_acknowledgement',
        }),
      ],
    });
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    const log = await screen.findByRole('list', { name: 'Messages sent for this booking' });
    const [item] = within(log).getAllByRole('listitem');
    expect(within(item!).getByText('Not sent')).toBeInTheDocument();
    expect(within(item!).queryByText('Sent')).not.toBeInTheDocument();
    expect(
      within(item!).getByText(
        'Not sent: this is a sandbox booking of Globetrotter Travel (a test through the partner API), so nothing goes to travellers or suppliers.',
      ),
    ).toBeInTheDocument();
    expect(within(item!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('opens Send Email to Supplier with the assigned supplier, sends it and shows it in the list', async () => {
    const b = booking({}, withSupplier);
    const { posted } = fakeCommunications({ detail: b });
    const user = userEvent.setup();
    renderWithProviders(<CommunicationCenter booking={b} session={session} />);
    await user.click(button('Send Email to Supplier'));
    const dialog = await screen.findByRole('dialog', { name: 'Send Email to Supplier' });
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('ops@romavip.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(posted('/communications')).toHaveLength(1));
    expect(posted('/communications')[0]).toMatchObject({
      purpose: 'supplier_email',
      supplierName: 'Roma VIP',
      email: { to: 'ops@romavip.example', subject: 'Booking Request - VIP-12345-FCO' },
    });
    expect(await screen.findByText('E-mail to Roma VIP sent')).toBeInTheDocument();
    const log = await screen.findByRole('list', { name: 'Messages sent for this booking' });
    expect(within(log).getByText('Booking Request - VIP-12345-FCO')).toBeInTheDocument();
  });
});

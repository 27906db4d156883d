import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupplierEmailDialog } from './supplier-email-dialog';
import {
  booking,
  fakeCommunications,
  renderWithProviders,
  session,
  withSupplier,
} from '../../test/support/communications-fake';

function open(supplier = { name: 'Roma VIP', email: 'ops@romavip.example' as string | null }) {
  const b = booking({}, withSupplier);
  const fake = fakeCommunications({ detail: b });
  const onClose = jest.fn();
  renderWithProviders(<SupplierEmailDialog booking={b} session={session} open onClose={onClose} supplier={supplier} />);
  const dialog = screen.getByRole('dialog', { name: 'Send Email to Supplier' });
  return { ...fake, onClose, dialog, send: within(dialog).getByRole('button', { name: 'Send Email' }) };
}

describe('Send Email to Supplier (spec §5: To, Subject and Message required; Send disabled without To and Subject)', () => {
  it('prefills To with the supplier and a subject with the reference; Send is disabled without To or Subject', async () => {
    const user = userEvent.setup();
    const { dialog, send } = open();
    const to = within(dialog).getByLabelText(/^To/);
    const subject = within(dialog).getByLabelText(/^Subject/);
    expect(to).toHaveValue('ops@romavip.example');
    expect(subject).toHaveValue('Booking Request - VIP-12345-FCO');
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      'Reference: VIP-12345-FCO',
    );
    expect(send).toBeEnabled();
    await user.clear(to);
    expect(send).toBeDisabled();
    await user.type(to, 'bookings@romavip.example');
    await user.clear(subject);
    expect(send).toBeDisabled();
  });

  it('a hub supplier without an e-mail starts with an empty To and Send disabled', () => {
    const { dialog, send } = open({ name: 'Unlisted VIP', email: null });
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('');
    expect(send).toBeDisabled();
  });

  it('Message is required: an empty message is refused before any call', async () => {
    const user = userEvent.setup();
    const { dialog, send, calls } = open();
    await user.clear(within(dialog).getByLabelText(/^Message/));
    await user.click(send);
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends To, CC, Subject and Message with the supplier named, then closes', async () => {
    const user = userEvent.setup();
    const { dialog, send, posted, onClose } = open();
    await user.type(within(dialog).getByLabelText(/^CC/), 'lead@romavip.example');
    await user.clear(within(dialog).getByLabelText(/^Message/));
    await user.type(within(dialog).getByLabelText(/^Message/), 'Are you free on the 20th?');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted('/communications')).toEqual([
      {
        purpose: 'supplier_email',
        supplierName: 'Roma VIP',
        email: {
          to: 'ops@romavip.example',
          cc: 'lead@romavip.example',
          subject: 'Booking Request - VIP-12345-FCO',
          message: 'Are you free on the 20th?',
        },
      },
    ]);
    expect(await screen.findByText('E-mail to Roma VIP sent')).toBeInTheDocument();
  });

  it('says when the provider refused it, and shows svc-ops’ refusal', async () => {
    const user = userEvent.setup();
    const b = booking({}, withSupplier);
    fakeCommunications({ detail: b, deliver: 'failed' });
    const onClose = jest.fn();
    renderWithProviders(
      <SupplierEmailDialog
        booking={b}
        session={session}
        open
        onClose={onClose}
        supplier={{ name: 'Roma VIP', email: 'ops@romavip.example' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('E-mail to Roma VIP: not delivered')).toBeInTheDocument();
    expect(screen.getByText(/Mailbox unavailable Retry it from the Communication Center/)).toBeInTheDocument();
  });

  it('keeps the dialog open with svc-ops’ message when it refuses the send', async () => {
    const user = userEvent.setup();
    const b = booking();
    fakeCommunications({
      detail: b,
      sendError: {
        status: 422,
        code: 'COMMUNICATION_NOT_ALLOWED',
        message: 'Assign a supplier first for vendor communication',
      },
    });
    const onClose = jest.fn();
    renderWithProviders(
      <SupplierEmailDialog
        booking={b}
        session={session}
        open
        onClose={onClose}
        supplier={{ name: 'Roma VIP', email: 'ops@romavip.example' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Assign a supplier first for vendor communication')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

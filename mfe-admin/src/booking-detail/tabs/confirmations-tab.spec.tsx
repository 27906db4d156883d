import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSession } from '@vip/contracts/schemas';
import { useBookingDetail } from '../api';
import {
  booking,
  fakeCommunications,
  renderWithProviders,
  session,
  type FakeOptions,
} from '../../../test/support/communications-fake';
import { ConfirmationsTab } from './confirmations-tab';

/** The tab as the modal shows it: fed by the booking detail query, so a refetch shows the new state. */
function Tab({ id, staff }: { id: string; staff: StaffSession }) {
  const detail = useBookingDetail(id);
  return detail.data ? <ConfirmationsTab booking={detail.data} session={staff} /> : null;
}

function setup(options: Partial<FakeOptions> = {}, b = booking()) {
  const fake = fakeCommunications({ detail: b, ...options });
  const tab = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = jest.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = jest.fn();
  renderWithProviders(<Tab id={b.id} staff={session} />);
  return { ...fake, tab, open };
}

const section = () => screen.getByRole('region', { name: 'PDF Confirmation Management' });

afterEach(() => jest.restoreAllMocks());

describe('PDF Confirmation Management', () => {
  it('Not Generated → Generate PDF opens it in a new tab, then reads Generated with when and Re-Generate PDF', async () => {
    const user = userEvent.setup();
    const { tab, open, calls } = setup();
    expect(
      await within(await screen.findByRole('region', { name: 'PDF Confirmation Management' })).findByText(
        'Not Generated',
      ),
    ).toBeInTheDocument();
    expect(within(section()).getByText('Not Sent')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'View PDF' })).not.toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Generate PDF' }));
    // The tab is opened at the click (no pop-up block), then pointed at the PDF.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    // Generating changes the booking: a POST with the session's CSRF token, never a GET.
    const generated = calls.filter((c) => c.url === '/api/admin/bookings/c1/generate-pdf');
    expect(generated.map((c) => [c.method, c.headers['X-CSRF-Token']])).toEqual([['POST', session.csrfToken]]);
    // Instead of the spec's page reload, the booking is fetched again.
    expect(await within(section()).findByText('Generated')).toBeInTheDocument();
    expect(within(section()).getByText(/^on Jun 2, 2030/)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Re-Generate PDF' })).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
  });

  it('when Chromium is down: the server’s message, and the empty tab closed again', async () => {
    const user = userEvent.setup();
    const { tab } = setup({
      pdfError: { status: 503, code: 'PDF_UNAVAILABLE', message: 'PDF confirmations are unavailable right now' },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('Could not generate the PDF confirmation')).toBeInTheDocument();
    expect(screen.getByText('PDF confirmations are unavailable right now')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('past the send budget: the server’s wait-a-moment message, and the empty tab closed again', async () => {
    const user = userEvent.setup();
    const { tab } = setup({
      pdfError: {
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many messages or PDF confirmations in the last minute. Please wait a moment and try again.',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('Could not generate the PDF confirmation')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Too many messages or PDF confirmations in the last minute. Please wait a moment and try again.',
      ),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('View PDF reads the stored PDF with a GET and generates nothing', async () => {
    const user = userEvent.setup();
    const { tab, calls } = setup(
      {},
      booking({}, { pdfConfirmationGenerated: true, pdfConfirmationGeneratedAt: '2030-06-02T09:00:00.000Z' }),
    );
    await user.click(await screen.findByRole('button', { name: 'View PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    expect(calls.filter((c) => c.url.includes('pdf')).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/bookings/c1/pdf',
    ]);
  });

  it('says that sending the PDF moves the booking to Confirmation Sent, which the traveller reads as Confirmed', async () => {
    setup();
    expect(
      await screen.findByText(
        'Sending the PDF confirmation moves this booking to Confirmation Sent: the traveller then sees Confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The traveller sees Confirmed, but no confirmation was e-mailed')).toBeNull();
  });

  it('warns when the booking was moved to Confirmation Sent by hand and no confirmation was e-mailed', async () => {
    setup({}, booking({ adminStatus: 'confirmation_sent' }));
    expect(
      await screen.findByText('The traveller sees Confirmed, but no confirmation was e-mailed'),
    ).toBeInTheDocument();
  });

  it('Sent shows when and to whom', async () => {
    setup(
      {},
      booking(
        {},
        {
          pdfConfirmationGenerated: true,
          pdfConfirmationGeneratedAt: '2030-06-02T09:00:00.000Z',
          pdfConfirmationSentToClient: true,
          pdfConfirmationSentAt: '2030-06-02T10:00:00.000Z',
          pdfConfirmationSentTo: 'grace@example.com',
        },
      ),
    );
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getByText(/^on Jun 2, 2030, .* to grace@example\.com$/)).toBeInTheDocument();
  });

  it('Send PDF Confirmation: recipient, cc, the default subject and body; sent → dialog closes and the tab reads Sent', async () => {
    const user = userEvent.setup();
    const { posted } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PDF Confirmation' });
    expect(within(dialog).getByLabelText(/^Recipient email/)).toHaveValue('grace@example.com');
    expect(within(dialog).getByLabelText(/^CC email/)).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Reservation Confirmation - VIP-12345-FCO');
    expect((within(dialog).getByLabelText(/^Email body/) as HTMLTextAreaElement).value).toContain(
      'Please find attached the confirmation of your reservation VIP-12345-FCO.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send PDF' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send PDF Confirmation' })).not.toBeInTheDocument(),
    );
    expect(posted('/send-pdf')[0]).toMatchObject({
      recipientEmail: 'grace@example.com',
      ccEmail: 'ada@example.com',
      subject: 'Reservation Confirmation - VIP-12345-FCO',
    });
    expect(await screen.findByText('PDF confirmation sent')).toBeInTheDocument();
    expect(await within(section()).findByText('Sent')).toBeInTheDocument();
  });

  it("prefills the covering e-mail in the booking's language and says so", async () => {
    const user = userEvent.setup();
    const { posted } = setup({}, { ...booking(), locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PDF Confirmation' });
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Confirmation de réservation - VIP-12345-FCO');
    expect((within(dialog).getByLabelText(/^Email body/) as HTMLTextAreaElement).value).toContain(
      'Veuillez trouver ci-joint la confirmation de votre réservation VIP-12345-FCO.',
    );
    expect(within(dialog).getByText("Prefilled in Français (French), the booking's language.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send PDF' }));
    await waitFor(() => expect(posted('/send-pdf')).toHaveLength(1));
    expect(posted('/send-pdf')[0]).toMatchObject({ subject: 'Confirmation de réservation - VIP-12345-FCO' });
  });

  it("a missing recipient: 'Please enter a recipient email address', nothing sent", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PDF Confirmation' });
    await user.clear(within(dialog).getByLabelText(/^Recipient email/));
    await user.click(within(dialog).getByRole('button', { name: 'Send PDF' }));
    expect(await screen.findByText('Please enter a recipient email address')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/send-pdf'))).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Send PDF Confirmation' })).toBeInTheDocument();
  });

  it("a refused send: 'Failed to send PDF confirmation' (server error or provider refusal), the dialog stays", async () => {
    const user = userEvent.setup();
    setup({ deliver: 'failed' });
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send PDF Confirmation' })).getByRole('button', {
        name: 'Send PDF',
      }),
    );
    expect(await screen.findByText('Failed to send PDF confirmation')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send PDF Confirmation' })).toBeInTheDocument();
  });

  it("a server error answer: 'Failed to send PDF confirmation' with its message", async () => {
    const user = userEvent.setup();
    setup({ sendError: { status: 400, code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' } });
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send PDF Confirmation' })).getByRole('button', {
        name: 'Send PDF',
      }),
    );
    expect(await screen.findByText('Failed to send PDF confirmation')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("no connection: 'Error sending PDF confirmation'", async () => {
    const user = userEvent.setup();
    setup({ offline: true });
    await user.click(await screen.findByRole('button', { name: 'Send PDF Confirmation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send PDF Confirmation' })).getByRole('button', {
        name: 'Send PDF',
      }),
    );
    expect(await screen.findByText('Error sending PDF confirmation')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInvoices, invoiceIn, renderInvoiceTab } from '../../../test/support/fake-invoices';

const tab = () => screen.getByRole('region', { name: 'Invoice Management' });
const button = (name: string) => within(tab()).getByRole('button', { name });
const queryButton = (name: string) => within(tab()).queryByRole('button', { name });
const status = () => within(tab()).getByTestId('invoice-status');

describe('invoice tab', () => {
  it('generates a Square invoice, publishes it and copies the link (Copied! for 2 seconds)', async () => {
    const server = fakeInvoices({ provider: 'square' });
    const user = userEvent.setup();
    renderInvoiceTab();
    expect(
      await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByText(
        /No invoice has been created for this booking yet/,
      ),
    ).toBeInTheDocument();
    expect(within(tab()).getByText(/Amount to invoice: \$545\.00/)).toBeInTheDocument();

    await user.click(await within(tab()).findByRole('button', { name: 'Generate Square Invoice' }));
    expect(await screen.findByText('Invoice created')).toBeInTheDocument();
    expect(screen.getByText('Draft invoice 000001 for $545.00.')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    // Generate is gone: focus is on the invoice's heading (its actions are the next Tab), not on the page.
    await waitFor(() => expect(within(tab()).getByRole('heading', { name: 'Invoice Management' })).toHaveFocus());
    const create = server.posts()[0]!;
    expect(create.url).toBe('/api/admin/bookings/c1/create-invoice');
    expect(create.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(create.body).toBeUndefined();
    expect(within(tab()).getByText('000001')).toBeInTheDocument();
    expect(within(tab()).getByText('$545.00')).toBeInTheDocument();
    expect(within(tab()).queryByRole('alert')).toBeNull();
    expect(within(tab()).getByText('Jun 9, 2030')).toBeInTheDocument();
    expect(within(tab()).getByText('Square')).toBeInTheDocument();
    expect(queryButton('Mark as Paid')).toBeNull();
    expect(queryButton('Generate Square Invoice')).toBeNull();

    await user.click(button('Publish & Get Link'));
    expect(await screen.findByText('Invoice published')).toBeInTheDocument();
    const link = await within(tab()).findByRole('link', { name: 'https://squareup.com/pay-invoice/inv:0-1' });
    expect(link).toHaveAttribute('href', 'https://squareup.com/pay-invoice/inv:0-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(status()).toHaveTextContent('Sent');
    expect(queryButton('Publish & Get Link')).toBeNull();

    // user-event puts a clipboard stub on navigator; watch what the tab writes to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(button('Copy link'));
    const copiedAt = Date.now();
    expect(await within(tab()).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://squareup.com/pay-invoice/inv:0-1');
    await waitFor(() => expect(queryButton('Copy link')).not.toBeNull(), { timeout: 5000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900);
  });

  it('refreshes the status from Square: paid, the booking is paid and the invoice can no longer be cancelled', async () => {
    const server = fakeInvoices({ provider: 'square', invoice: invoiceIn('UNPAID', { id: 'inv:0-1' }) });
    const user = userEvent.setup();
    renderInvoiceTab();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('button', {
        name: 'Refresh Status',
      }),
    );
    expect(await screen.findByText('Square says: UNPAID.')).toBeInTheDocument();
    expect(button('Cancel Invoice')).toBeInTheDocument();

    server.payAtSquare();
    await user.click(button('Refresh Status'));
    expect(await screen.findByText('Square says: PAID.')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Paid'));
    expect(within(tab()).getByText('Jun 2, 2030, 10:00 AM', { exact: false })).toBeInTheDocument();
    expect(queryButton('Cancel Invoice')).toBeNull();
    expect(server.posts().map((c) => c.url)).toEqual([
      '/api/admin/bookings/c1/refresh-invoice',
      '/api/admin/bookings/c1/refresh-invoice',
    ]);
  });

  it('warns when the booking total has changed since an open invoice was made', async () => {
    fakeInvoices({ provider: 'square', invoice: invoiceIn('UNPAID', { id: 'inv:0-1', amount: 495 }) });
    renderInvoiceTab();
    const alert = await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('alert');
    expect(alert).toHaveTextContent('The booking total has changed');
    expect(alert).toHaveTextContent(
      'This invoice asks for $495.00; the booking total is now $545.00. Cancel the invoice and generate a new one to charge the new total.',
    );
    expect(within(tab()).getByText('$495.00')).toBeInTheDocument();
  });

  it('shows no total warning for a paid invoice', async () => {
    fakeInvoices({ provider: 'square', invoice: invoiceIn('PAID', { id: 'inv:0-1', amount: 495 }) });
    renderInvoiceTab();
    await waitFor(() => expect(status()).toHaveTextContent('Paid'));
    expect(within(tab()).queryByRole('alert')).toBeNull();
  });

  it("asks 'Are you sure you want to cancel this invoice?' and sends 'Cancelled by admin'", async () => {
    const server = fakeInvoices({ provider: 'square', invoice: invoiceIn('UNPAID', { id: 'inv:0-1' }) });
    const user = userEvent.setup();
    renderInvoiceTab();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('button', {
        name: 'Cancel Invoice',
      }),
    );
    expect(await screen.findByText('Are you sure you want to cancel this invoice?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(server.posts()).toEqual([]);

    await user.click(button('Cancel Invoice'));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Invoice cancelled')).toBeInTheDocument();
    const cancel = server.posts()[0]!;
    expect(cancel.url).toBe('/api/admin/bookings/c1/cancel-invoice');
    expect(JSON.parse(cancel.body!)).toEqual({ reason: 'Cancelled by admin' });
    await waitFor(() => expect(status()).toHaveTextContent('Canceled'));
    expect(within(tab()).getByText(/\(Cancelled by admin\)/)).toBeInTheDocument();
    // A cancelled invoice can be replaced.
    expect(await within(tab()).findByRole('button', { name: 'Generate Square Invoice' })).toBeInTheDocument();
    expect(queryButton('Cancel Invoice')).toBeNull();
  });

  it('shows the server message when an invoice call fails, and changes nothing', async () => {
    // The spec logs invoice failures without telling staff; the tab tells them (see the comment in the tab).
    const server = fakeInvoices({ provider: 'square', invoice: invoiceIn('DRAFT', { id: 'inv:0-1' }) });
    server.failNext(
      'publish-invoice',
      502,
      'INVOICE_PROVIDER_ERROR',
      'Square could not publish the invoice: Invalid due date.',
    );
    const user = userEvent.setup();
    renderInvoiceTab();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('button', {
        name: 'Publish & Get Link',
      }),
    );
    expect(await screen.findByText('Could not publish the invoice')).toBeInTheDocument();
    expect(screen.getByText('Square could not publish the invoice: Invalid due date.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Draft');
    expect(button('Publish & Get Link')).toBeEnabled();
  });

  it('runs a manual invoice when Square is not configured: generate, mark as sent, mark as paid', async () => {
    const server = fakeInvoices({ provider: 'manual' });
    const user = userEvent.setup();
    renderInvoiceTab();
    await screen.findByRole('region', { name: 'Invoice Management' });
    expect(await within(tab()).findByText(/Square is not configured/)).toBeInTheDocument();
    await user.click(await within(tab()).findByRole('button', { name: 'Generate Invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    expect(within(tab()).getByText('INV-VIP-12345-FCO')).toBeInTheDocument();
    expect(within(tab()).getByText('Manual invoice')).toBeInTheDocument();
    expect(queryButton('Refresh Status')).toBeNull();

    await user.click(button('Mark as Sent'));
    await waitFor(() => expect(status()).toHaveTextContent('Sent'));
    expect(within(tab()).queryByRole('link')).toBeNull();

    await user.click(button('Mark as Paid'));
    await user.click(await screen.findByRole('button', { name: 'Yes, mark as paid' }));
    expect(await screen.findByText('Invoice marked as paid')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Paid'));
    expect(queryButton('Mark as Paid')).toBeNull();
    expect(queryButton('Cancel Invoice')).toBeNull();
    expect(server.posts().map((c) => c.url.split('/').pop())).toEqual([
      'create-invoice',
      'publish-invoice',
      'mark-paid',
    ]);
    expect(server.detail().isPaid).toBe(true);
  });

  it.each([
    ['DRAFT', 'Draft', true],
    ['UNPAID', 'Sent', true],
    ['SCHEDULED', 'Scheduled', true],
    ['PARTIALLY_PAID', 'Partially paid', true],
    ['PAYMENT_PENDING', 'Payment pending', true],
    ['PAID', 'Paid', false],
    ['COMPLETED', 'Completed', false],
    ['PARTIALLY_REFUNDED', 'Partially refunded', false],
    ['REFUNDED', 'Refunded', false],
    ['CANCELED', 'Canceled', false],
    ['FAILED', 'Failed', false],
    ['sent', 'Sent', true],
    ['unpaid', 'Sent', true],
    ['overdue', 'Overdue', true],
    ['canceled', 'Canceled', false],
  ])('shows status %s as %s (Cancel Invoice offered: %s)', async (value, label, cancellable) => {
    fakeInvoices({ provider: 'square', invoice: invoiceIn(value) });
    renderInvoiceTab();
    await screen.findByRole('region', { name: 'Invoice Management' });
    expect(status()).toHaveTextContent(label);
    expect(queryButton('Cancel Invoice') !== null).toBe(cancellable);
  });

  it('e-mails a manual invoice (PDF with the payment instructions): the draft becomes sent, and it can be sent again', async () => {
    const server = fakeInvoices({ provider: 'manual' });
    const user = userEvent.setup();
    renderInvoiceTab();
    await screen.findByRole('region', { name: 'Invoice Management' });
    await user.click(await within(tab()).findByRole('button', { name: 'Generate Invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    await user.click(button('Send Invoice by E-mail'));
    expect(await screen.findByText('Invoice sent')).toBeInTheDocument();
    expect(screen.getByText('E-mailed to grace@example.com with the payment instructions.')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Sent'));
    expect(button('Send Invoice Again')).toBeInTheDocument();
    expect(queryButton('Mark as Sent')).toBeNull();
    expect(server.posts().map((c) => c.url.split('/').pop())).toEqual(['create-invoice', 'send-invoice']);
  });

  it('keeps the focus through a call: on the button while it is answered, on the heading once the button is gone', async () => {
    const held = new Map<string, () => void>();
    const server = fakeInvoices({
      provider: 'manual',
      gate: (action) =>
        action === 'send-invoice' ? new Promise<void>((resolve) => held.set(action, resolve)) : Promise.resolve(),
    });
    const user = userEvent.setup();
    renderInvoiceTab();
    await screen.findByRole('region', { name: 'Invoice Management' });
    await user.click(await within(tab()).findByRole('button', { name: 'Generate Invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));

    const send = button('Send Invoice by E-mail');
    send.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(held.has('send-invoice')).toBe(true));
    // Sending: the button keeps the focus; the other actions say they wait, and do nothing meanwhile.
    expect(send).toHaveFocus();
    expect(button('Mark as Sent')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Mark as Sent'));
    expect(server.posts().map((c) => c.url.split('/').pop())).toEqual(['create-invoice', 'send-invoice']);

    held.get('send-invoice')!();
    expect(await screen.findByText('Invoice sent')).toBeInTheDocument();
    await waitFor(() => expect(button('Send Invoice Again')).not.toHaveAttribute('aria-disabled'));

    button('Mark as Paid').focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Yes, mark as paid' }));
    expect(await screen.findByText('Invoice marked as paid')).toBeInTheDocument();
    await waitFor(() => expect(queryButton('Mark as Paid')).toBeNull());
    expect(within(tab()).getByRole('heading', { name: 'Invoice Management' })).toHaveFocus();
  });

  it('gives the focus back to Mark as Paid when the confirmed call is refused', async () => {
    const server = fakeInvoices({ provider: 'manual', invoice: invoiceIn('UNPAID', { provider: 'manual' }) });
    server.failNext('mark-paid', 503, 'INVOICE_PROVIDER_UNAVAILABLE', 'The invoice service is unavailable.');
    const user = userEvent.setup();
    renderInvoiceTab();
    await screen.findByRole('region', { name: 'Invoice Management' });
    button('Mark as Paid').focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Yes, mark as paid' }));
    expect(await screen.findByText('Could not mark the invoice as paid')).toBeInTheDocument();
    await waitFor(() => expect(button('Mark as Paid')).toHaveFocus());
    expect(status()).toHaveTextContent('Sent');
  });

  it('marks an unpaid invoice past its due date overdue', async () => {
    fakeInvoices({ provider: 'square', invoice: invoiceIn('UNPAID', { dueDate: '2020-01-31' }) });
    renderInvoiceTab();
    // One status, as staff read it: past the due date with the money awaited, Overdue (not 'Sent' beside it).
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^Overdue$/);
  });
});

describe('invoice tab by role', () => {
  it('offers an admin Mark as Paid and Cancel Invoice on an open manual invoice', async () => {
    fakeInvoices({
      provider: 'manual',
      invoice: invoiceIn('UNPAID', { provider: 'manual', number: 'INV-VIP-12345-FCO', url: null }),
    });
    renderInvoiceTab('admin');
    await waitFor(() => expect(status()).toHaveTextContent('Sent'));
    expect(button('Mark as Paid')).toBeEnabled();
    expect(button('Cancel Invoice')).toBeEnabled();
    expect(within(tab()).queryByText(/An admin/)).toBeNull();
  });

  it('shows an agent neither Mark as Paid nor Cancel Invoice, and says an admin does it', async () => {
    const server = fakeInvoices({
      provider: 'manual',
      invoice: invoiceIn('UNPAID', { provider: 'manual', number: 'INV-VIP-12345-FCO', url: null }),
    });
    renderInvoiceTab('agent');
    await waitFor(() => expect(status()).toHaveTextContent('Sent'));
    expect(queryButton('Mark as Paid')).toBeNull();
    expect(queryButton('Cancel Invoice')).toBeNull();
    expect(within(tab()).getByText('An admin marks this invoice paid or cancels it.')).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
  });

  it('lets an agent create, publish and refresh a Square invoice, but not cancel it', async () => {
    const server = fakeInvoices({ provider: 'square' });
    const user = userEvent.setup();
    renderInvoiceTab('agent');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('button', {
        name: 'Generate Square Invoice',
      }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    await user.click(button('Publish & Get Link'));
    await waitFor(() => expect(status()).toHaveTextContent('Sent'));
    await user.click(button('Refresh Status'));
    expect(await screen.findByText('Square says: UNPAID.')).toBeInTheDocument();
    expect(queryButton('Cancel Invoice')).toBeNull();
    expect(within(tab()).getByText('An admin can cancel this invoice.')).toBeInTheDocument();
    expect(server.posts().map((c) => c.url.split('/').pop())).toEqual([
      'create-invoice',
      'publish-invoice',
      'refresh-invoice',
    ]);
  });

  it('tells an agent to ask an admin when the total changed since the invoice was made', async () => {
    fakeInvoices({ provider: 'square', invoice: invoiceIn('UNPAID', { id: 'inv:0-1', amount: 495 }) });
    renderInvoiceTab('agent');
    const alert = await within(await screen.findByRole('region', { name: 'Invoice Management' })).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This invoice asks for $495.00; the booking total is now $545.00. Ask an admin to cancel the invoice and generate a new one to charge the new total.',
    );
  });

  it('tells an agent that an admin marks a manual invoice paid before there is one', async () => {
    fakeInvoices({ provider: 'manual' });
    renderInvoiceTab('agent');
    expect(
      await screen.findByText(
        'Square is not configured: the invoice is numbered here, you send it to the client, and an admin marks it paid when the payment arrives.',
      ),
    ).toBeInTheDocument();
    expect(await within(tab()).findByRole('button', { name: 'Generate Invoice' })).toBeInTheDocument();
  });
});

import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, App, Button, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import {
  canCancelInvoice,
  canReplaceInvoice,
  type AdminBookingDetail,
  type InvoiceActionResult,
  type StaffSession,
} from '@vip/contracts/schemas';
import { useCan } from '../../auth/permissions';
import { useInvoiceMutations, useInvoiceProvider, useSendInvoice } from '../../invoices/api';
import { InvoiceStatusTag } from '../../invoices/invoice-status';
import { errorMessage } from '../../ui/error-message';
import { focusWhenShown } from '../../ui/focus-when-shown';

/** The heading of a booking's invoice, once there is one: where focus goes after Generate. */
const INVOICE_HEADING = 'invoice-heading';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** How long the copy button says 'Copied!'. */
export const COPIED_FOR_MS = 2000;

type Mutation = ReturnType<typeof useInvoiceMutations>[keyof ReturnType<typeof useInvoiceMutations>];

/**
 * The invoice tab of the booking detail modal: Generate (Square, or a manual invoice when Square is not
 * configured), Publish & Get Link, the link with Copy link, Refresh Status, Cancel Invoice (asked first;
 * not for PAID or COMPLETED), and Mark as Paid for manual invoices. Marking paid and cancelling are for
 * admins (invoices.mark-paid, invoices.cancel); other staff do not see those buttons.
 */
export function InvoiceTab({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const invoice = booking.operations.invoice;
  const replaceable = invoice === null || canReplaceInvoice(invoice.status);
  const provider = useInvoiceProvider(replaceable);
  const mutations = useInvoiceMutations(booking.id, session);
  const sendInvoice = useSendInvoice(booking.id, session);
  const { notification } = App.useApp();
  const can = useCan();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markPaidButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const busy = Object.values(mutations).some((m) => m.isPending) || sendInvoice.isPending;
  const manualNext = provider.data?.provider === 'manual';
  const generateLabel = provider.data
    ? manualNext
      ? 'Generate Invoice'
      : 'Generate Square Invoice'
    : 'Generate Invoice';

  // The spec has invoice failures 'logged only, no user message'. We show the server's message
  // instead: a button that silently does nothing leaves staff guessing, and the message says what to do
  // (Square's refusal, a paid invoice that cannot be cancelled, Square unreachable).
  const run = (
    mutation: Mutation,
    failure: string,
    success: (result: InvoiceActionResult) => { title: string; description?: string },
    {
      buttonStays = false,
      confirmedFrom,
    }: { buttonStays?: boolean; confirmedFrom?: RefObject<HTMLElement | null> } = {},
  ) =>
    !busy &&
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        // The button used gives way to what follows (Generate, Publish, Mark as Paid, Cancel Invoice): focus goes to
        // the tab's heading, the next Tab to the invoice's actions, rather than to nothing.
        if (!buttonStays) focusWhenShown(`#${INVOICE_HEADING}`);
        notification.success(success(result));
      },
      onError: (error) => {
        notification.error({ title: failure, description: errorMessage(error) });
        // Asked first, the focus is on the closed confirmation's button: back to the action, to try again or go on.
        confirmedFrom?.current?.focus();
      },
    });
  // While a call is answered the other actions wait, still focusable: disabled, the one just used would drop the focus.
  const waiting = busy || undefined;

  const generate = () =>
    run(mutations.create, 'Could not create the invoice', (r) => ({
      title: 'Invoice created',
      description: `Draft invoice${r.invoice.number ? ` ${r.invoice.number}` : ''} for ${formatUsd(r.invoice.amount)}.`,
    }));

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      notification.error({ title: 'Could not copy the link', description: 'Select the link and copy it by hand.' });
    }
  };

  if (invoice === null) {
    return (
      <section aria-label="Invoice Management">
        <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Invoice Management</h3>
        {booking.isPaid ? (
          <Typography.Paragraph>This booking is paid.</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>
              No invoice has been created for this booking yet. Amount to invoice: {formatUsd(booking.totalPrice)}.
            </Typography.Paragraph>
            {manualNext && (
              <Typography.Paragraph type="secondary">
                {can('invoices.mark-paid')
                  ? 'Square is not configured: the invoice is numbered here, you send it to the client, and mark it paid when the payment arrives.'
                  : 'Square is not configured: the invoice is numbered here, you send it to the client, and an admin marks it paid when the payment arrives.'}
              </Typography.Paragraph>
            )}
            {can('invoices.create') && (
              <Button
                type="primary"
                onClick={generate}
                loading={mutations.create.isPending}
                disabled={provider.isPending}
                aria-disabled={waiting}
              >
                {generateLabel}
              </Button>
            )}
          </>
        )}
      </section>
    );
  }

  const isManual = invoice.provider === 'manual';
  const isPaid = invoice.status.toUpperCase() === 'PAID';
  const cancellable = canCancelInvoice(invoice.status);
  const canMarkPaid = isManual && !isPaid && cancellable;
  // Where a button is missing for this role, say who can do it instead of leaving staff looking for it.
  const adminOnly = adminOnlyNote(canMarkPaid && !can('invoices.mark-paid'), cancellable && !can('invoices.cancel'));
  // An invoice keeps the amount it was made for; when staff later change the booking total, the client would pay the
  // old one.
  const totalChanged =
    !isPaid && cancellable && Math.round(invoice.amount * 100) !== Math.round(booking.totalPrice * 100);
  const items = [
    {
      key: 'status',
      label: 'Status',
      children: <InvoiceStatusTag status={invoice.status} dueDate={invoice.dueDate} />,
    },
    { key: 'number', label: 'Invoice number', children: invoice.number ?? '—' },
    { key: 'amount', label: 'Amount', children: formatUsd(invoice.amount) },
    {
      key: 'due',
      label: 'Due date',
      children: invoice.dueDate ? day.format(new Date(`${invoice.dueDate}T00:00:00Z`)) : '—',
    },
    { key: 'provider', label: 'Provider', children: isManual ? 'Manual invoice' : 'Square' },
    { key: 'created', label: 'Created', children: when.format(new Date(invoice.createdAt)) },
    ...(invoice.publishedAt
      ? [{ key: 'published', label: 'Sent', children: when.format(new Date(invoice.publishedAt)) }]
      : []),
    ...(booking.operations.paidAt
      ? [{ key: 'paid', label: 'Paid', children: when.format(new Date(booking.operations.paidAt)) }]
      : []),
    ...(invoice.cancelledAt
      ? [
          {
            key: 'cancelled',
            label: 'Cancelled',
            children: `${when.format(new Date(invoice.cancelledAt))}${invoice.cancellationReason ? ` (${invoice.cancellationReason})` : ''}`,
          },
        ]
      : []),
  ];

  return (
    <section aria-label="Invoice Management">
      <h3 id={INVOICE_HEADING} tabIndex={-1} style={{ fontSize: 15, margin: '0 0 6px' }}>
        Invoice Management
      </h3>
      {totalChanged && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title="The booking total has changed"
          description={`This invoice asks for ${formatUsd(invoice.amount)}; the booking total is now ${formatUsd(booking.totalPrice)}. ${
            can('invoices.cancel') ? 'Cancel the invoice' : 'Ask an admin to cancel the invoice'
          } and generate a new one to charge the new total.`}
        />
      )}
      <Descriptions size="small" column={2} items={items} />
      {invoice.url && (
        <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
          <Typography.Text strong>Payment link:</Typography.Text>
          <Typography.Link
            href={invoice.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {invoice.url}
          </Typography.Link>
          <Button size="small" onClick={() => void copyLink(invoice.url!)}>
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
        </Flex>
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {isManual && (invoice.status === 'DRAFT' || invoice.status === 'UNPAID') && can('invoices.create') && (
          <Button
            type={invoice.status === 'DRAFT' ? 'primary' : 'default'}
            loading={sendInvoice.isPending}
            aria-disabled={waiting}
            onClick={() =>
              !busy &&
              sendInvoice.mutate(undefined, {
                onSuccess: (sent) =>
                  sent.status === 'sent'
                    ? notification.success({
                        title: 'Invoice sent',
                        description: `E-mailed to ${sent.to.join(', ')} with the payment instructions.`,
                      })
                    : notification.error({
                        title: 'The invoice e-mail could not be sent',
                        description: sent.error ?? 'See the Communication Center; you can retry it there.',
                      }),
                onError: (error) =>
                  notification.error({ title: 'Could not send the invoice', description: errorMessage(error) }),
              })
            }
          >
            {invoice.status === 'DRAFT' ? 'Send Invoice by E-mail' : 'Send Invoice Again'}
          </Button>
        )}
        {invoice.status === 'DRAFT' && can('invoices.create') && (
          <Button
            type={isManual ? 'default' : 'primary'}
            loading={mutations.publish.isPending}
            aria-disabled={waiting}
            onClick={() =>
              run(mutations.publish, 'Could not publish the invoice', (r) =>
                isManual
                  ? { title: 'Invoice marked as sent' }
                  : {
                      title: 'Invoice published',
                      description: r.invoice.invoiceUrl ? 'The payment link is ready to copy.' : undefined,
                    },
              )
            }
          >
            {isManual ? 'Mark as Sent' : 'Publish & Get Link'}
          </Button>
        )}
        {!isManual && can('invoices.create') && (
          <Button
            loading={mutations.refresh.isPending}
            aria-disabled={waiting}
            onClick={() =>
              run(
                mutations.refresh,
                'Could not refresh the invoice status',
                (r) => ({ title: 'Invoice status refreshed', description: `Square says: ${r.invoice.status}.` }),
                { buttonStays: true },
              )
            }
          >
            Refresh Status
          </Button>
        )}
        {canMarkPaid && can('invoices.mark-paid') && (
          <Popconfirm
            title="Mark this invoice as paid?"
            description="The booking will show as paid."
            okText="Yes, mark as paid"
            cancelText="No"
            disabled={busy}
            onConfirm={() =>
              run(
                mutations.markPaid,
                'Could not mark the invoice as paid',
                () => ({ title: 'Invoice marked as paid' }),
                {
                  confirmedFrom: markPaidButton,
                },
              )
            }
          >
            <Button ref={markPaidButton} loading={mutations.markPaid.isPending} aria-disabled={waiting}>
              Mark as Paid
            </Button>
          </Popconfirm>
        )}
        {cancellable && can('invoices.cancel') && (
          <Popconfirm
            title="Are you sure you want to cancel this invoice?"
            okText="Yes, cancel it"
            cancelText="No"
            okButtonProps={{ danger: true }}
            disabled={busy}
            onConfirm={() =>
              run(mutations.cancel, 'Could not cancel the invoice', () => ({ title: 'Invoice cancelled' }), {
                confirmedFrom: cancelButton,
              })
            }
          >
            <Button ref={cancelButton} danger loading={mutations.cancel.isPending} aria-disabled={waiting}>
              Cancel Invoice
            </Button>
          </Popconfirm>
        )}
        {replaceable && !booking.isPaid && can('invoices.create') && (
          <Button
            type="primary"
            onClick={generate}
            loading={mutations.create.isPending}
            disabled={provider.isPending}
            aria-disabled={waiting}
          >
            {generateLabel}
          </Button>
        )}
      </Flex>
      {adminOnly && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {adminOnly}
        </Typography.Paragraph>
      )}
    </section>
  );
}

function adminOnlyNote(markPaid: boolean, cancel: boolean): string | null {
  if (markPaid && cancel) return 'An admin marks this invoice paid or cancels it.';
  if (markPaid) return 'An admin marks this invoice paid.';
  if (cancel) return 'An admin can cancel this invoice.';
  return null;
}

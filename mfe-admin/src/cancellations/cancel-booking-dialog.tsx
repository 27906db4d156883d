import { useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Spin, Typography } from 'antd';
import { ApiRequestError } from '@vip/contracts/http';
import { formatUsd } from '@vip/contracts/money';
import {
  formatPhoneNumber,
  type AdminBookingDetail,
  type CancellationQuote,
  type NotifyParty,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { focusWhenShown } from '../ui/focus-when-shown';
import { useCancelBooking, useCancellationQuote } from './api';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

export const NOTIFY_ROLE_LABELS: Record<NotifyParty['role'], string> = {
  supplier: 'Supplier',
  greeter: 'Greeter',
  driver: 'Driver',
};

const INVOICE_CONSEQUENCE: Record<CancellationQuote['invoice']['outcome'], (status: string | null) => string> = {
  none: () => 'There is no open invoice to cancel.',
  cancel: (status) => `The open invoice (${status}) will be cancelled.`,
  refund: () => 'The invoice is paid: it stays paid and the booking is flagged for a refund of what the charge leaves.',
};

/** The cancelled booking's banner: where focus goes once Cancel Booking is confirmed (its button is gone). */
export const CANCELLATION_SUMMARY_ID = 'cancellation-summary';

/** Who to tell, with how to reach them. */
export function NotifyList({ parties }: { parties: NotifyParty[] }) {
  return (
    <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
      {parties.map((p) => (
        <li key={`${p.role}-${p.name}`}>
          {NOTIFY_ROLE_LABELS[p.role]}: {p.name}
          {[p.email, p.phone].filter(Boolean).length > 0 && (
            <Typography.Text type="secondary">
              {' '}
              · {[p.email, formatPhoneNumber(p.phone)].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function hoursText(hours: number): string {
  return hours <= 0 ? 'The service time has passed.' : `${hours} hours before the service.`;
}

/**
 * Cancel Booking: the charge the booking's policy implies now, what happens to its invoice and who was
 * arranged, shown before staff confirm with a reason. The server works the charge out again and refuses
 * if it moved meanwhile; the dialog then shows the new one.
 */
export function CancelBookingDialog({
  booking,
  session,
  open,
  onClose,
}: {
  booking: AdminBookingDetail;
  session: StaffSession;
  open: boolean;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const cancelled = useRef(false);
  const quote = useCancellationQuote(booking.id, open);
  const cancel = useCancelBooking(booking.id, session);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim().length === 0;

  const confirm = (q: CancellationQuote) => {
    setTouched(true);
    if (missing) return;
    cancel.mutate(
      { version: booking.version, reason: reason.trim(), chargePercent: q.chargePercent },
      {
        onSuccess: () => {
          notification.success({
            title: 'Booking cancelled',
            description:
              `${booking.referenceCode} is cancelled. ${q.notify.length > 0 ? 'Tell the people listed in the booking.' : ''}`.trim(),
          });
          setReason('');
          setTouched(false);
          cancelled.current = true;
          onClose();
        },
        onError: (error) => {
          // The charge moved (time passed): show the one that now applies.
          if (error instanceof ApiRequestError && error.code === 'CANCELLATION_CHARGE_CHANGED') void quote.refetch();
        },
      },
    );
  };

  const q = quote.data;
  return (
    <Modal
      open={open}
      title={`Cancel booking ${booking.referenceCode}`}
      onCancel={onClose}
      // Once the dialog has closed: while it closes it keeps the focus to itself.
      afterClose={() => {
        if (cancelled.current) focusWhenShown(`#${CANCELLATION_SUMMARY_ID}`);
        cancelled.current = false;
      }}
      destroyOnHidden
      footer={[
        <Button key="back" onClick={onClose} disabled={cancel.isPending}>
          Keep Booking
        </Button>,
        <Button
          key="cancel"
          danger
          type="primary"
          disabled={!q}
          loading={cancel.isPending}
          onClick={() => q && confirm(q)}
        >
          Cancel Booking
        </Button>,
      ]}
    >
      {quote.isPending && !retryingAfterError(quote) && <Spin aria-label="Working out the cancellation charge" />}
      {(quote.isError || retryingAfterError(quote)) && (
        <Alert
          type="error"
          title="Could not work out the cancellation charge"
          description={<LastErrorMessage error={quote.error} />}
          action={<RetryButton query={quote} size="small" />}
        />
      )}
      {q && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'when', label: 'When', children: hoursText(q.hoursBeforeService) },
              { key: 'policy', label: 'Policy', children: `${q.policyHours} hours. ${q.rule}` },
              {
                key: 'charge',
                label: 'Cancellation charge',
                children: (
                  <strong data-testid="cancellation-charge">{`${formatUsd(q.charge)} (${q.chargePercent}% of ${formatUsd(q.totalPrice)})`}</strong>
                ),
              },
              { key: 'invoice', label: 'Invoice', children: INVOICE_CONSEQUENCE[q.invoice.outcome](q.invoice.status) },
            ]}
          />
          {q.notify.length > 0 && (
            <>
              <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
                Already arranged: tell them from the Communication Center once cancelled.
              </Typography.Paragraph>
              <NotifyList parties={q.notify} />
            </>
          )}
          <Typography.Paragraph type="secondary">
            The traveller (and the booker) receive a cancellation e-mail with the charge.
          </Typography.Paragraph>
          <Form layout="vertical" onFinish={() => confirm(q)}>
            <Form.Item
              label="Reason for cancelling"
              htmlFor="cancel-reason"
              required
              validateStatus={touched && missing ? 'error' : undefined}
              help={touched && missing ? 'Please give the reason for the cancellation' : undefined}
            >
              <Input.TextArea
                id="cancel-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={1000}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            </Form.Item>
          </Form>
          {cancel.isError && (
            <Alert
              type="error"
              role="alert"
              title="Could not cancel the booking"
              description={errorMessage(cancel.error)}
            />
          )}
        </>
      )}
    </Modal>
  );
}

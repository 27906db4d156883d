import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { BOOKING_RULES, CANCELLATION_POLICY } from '@vip/contracts/booking-rules';
import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import { formatUsd } from '@vip/contracts/money';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_LABELS,
  bookingChangeRequestSchema,
  type ChangeRequestKind,
  type TravellerBooking,
} from '@vip/contracts/schemas';
import { formatInstantDate } from '../quote/format';
import { useChangeRequest } from './api';

/** What the traveller is told once the request is in (the booking itself changes only when staff act). */
export const CHANGE_REQUEST_SENT_TEXT = `We have your request and will reply within ${BOOKING_RULES.responseHours} hours. Until then your booking stays as it is.`;

/** The longest message bookingChangeRequestSchema takes. */
const MESSAGE_MAX_LENGTH = 2000;

const MESSAGE_LABELS: Record<ChangeRequestKind, string> = {
  change: 'What would you like to change?',
  cancel: 'Reason for cancelling',
};

/** When the request failed without the server saying why (no connection, an unreadable answer). */
const SEND_FAILED = 'Your request could not be sent. Please check your connection and try again in a moment.';

/** Nothing is left to change on a booking that is cancelled or whose service took place. */
const canRequestChanges = (booking: TravellerBooking) =>
  booking.status !== 'Cancelled' && booking.status !== 'Completed';

/** 'This booking was cancelled on June 3, 2030.' (the traveller's own calendar) and the charge, when there is one. */
export function BookingCancelledAlert({ booking }: { booking: TravellerBooking }) {
  if (booking.status !== 'Cancelled') return null;
  const charge = booking.cancellationCharge ?? 0;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        booking.cancelledAt
          ? `This booking was cancelled on ${formatInstantDate(booking.cancelledAt)}.`
          : 'This booking was cancelled.'
      }
      description={charge > 0 ? `Cancellation charge: ${formatUsd(charge)}.` : undefined}
    />
  );
}

/**
 * /manage-booking, once a booking is found: 'Request a change' and 'Request cancellation', each opening a dialog
 * that sends the request with the e-mail the booking was found by. Hidden for a cancelled or completed booking.
 */
export function BookingChangeActions({ booking, email }: { booking: TravellerBooking; email: string }) {
  // The kind stays while the dialog animates closed; the dialog (its form and its answer) goes once it is closed.
  const [dialog, setDialog] = useState<{ kind: ChangeRequestKind; open: boolean } | null>(null);
  return (
    <>
      {canRequestChanges(booking) && (
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Change or cancel</h2>}>
          <Typography.Paragraph>
            Need something different, or no longer travelling? Ask us here: our team replies within{' '}
            {BOOKING_RULES.responseHours} hours.
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            {CHANGE_REQUEST_KINDS.map((kind) => (
              <Button
                key={kind}
                danger={kind === 'cancel'}
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind, open: true })}
              >
                {CHANGE_REQUEST_LABELS[kind]}
              </Button>
            ))}
          </Flex>
        </Card>
      )}
      {dialog && (
        <ChangeRequestDialog
          kind={dialog.kind}
          open={dialog.open}
          reference={booking.referenceCode}
          email={email}
          onClose={() => setDialog({ ...dialog, open: false })}
          afterClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

interface ChangeRequestDialogProps {
  kind: ChangeRequestKind;
  open: boolean;
  reference: string;
  email: string;
  onClose: () => void;
  afterClose: () => void;
}

interface ChangeRequestValues {
  message: string;
}

function ChangeRequestDialog({ kind, open, reference, email, onClose, afterClose }: ChangeRequestDialogProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ChangeRequestValues>();
  const sending = useChangeRequest();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async ({ message }: ChangeRequestValues) => {
    setFailure(null);
    try {
      await sending.mutateAsync({ reference, request: { email, kind, message } });
      notification.success({ title: 'Request sent', description: CHANGE_REQUEST_SENT_TEXT });
    } catch (error) {
      // A refused message is said under the field; anything else (404, 409, 429, a field not on this form) above the
      // buttons.
      const fields = serverFieldErrors(error);
      if (fields?.message) form.setFields([{ name: 'message', errors: fields.message }]);
      if (fields?.message && Object.keys(fields).length === 1) return;
      setFailure(error instanceof ApiRequestError ? error.userMessage : SEND_FAILED);
    }
  };

  return (
    <Modal
      open={open}
      title={CHANGE_REQUEST_LABELS[kind]}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={560}
    >
      {sending.isSuccess ? (
        <Result
          status="success"
          title="Request sent"
          subTitle={CHANGE_REQUEST_SENT_TEXT}
          extra={
            <Button type="primary" onClick={onClose}>
              Close
            </Button>
          }
        />
      ) : (
        <Form<ChangeRequestValues>
          form={form}
          name={`change-request-${kind}`}
          layout="vertical"
          onFinish={send}
          aria-label={CHANGE_REQUEST_LABELS[kind]}
        >
          <Typography.Paragraph>
            Booking {reference}.{' '}
            {kind === 'cancel' ? 'Tell us why you are cancelling' : 'Tell us what you would like to change'}; our team
            replies within {BOOKING_RULES.responseHours} hours.
          </Typography.Paragraph>
          {kind === 'cancel' && (
            <section aria-labelledby="cancellation-policy-title" style={{ marginBottom: 16 }}>
              <Typography.Text strong id="cancellation-policy-title">
                Cancellation policy
              </Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {CANCELLATION_POLICY.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </section>
          )}
          <Form.Item<ChangeRequestValues>
            name="message"
            label={MESSAGE_LABELS[kind]}
            required
            rules={[
              {
                // The contract's own rule and words (required, at most 2,000 characters, no control characters).
                validator: async (_rule, value: string | undefined) => {
                  const checked = bookingChangeRequestSchema.shape.message.safeParse(value ?? '');
                  if (!checked.success)
                    throw new Error(checked.error.issues[0]?.message ?? 'Please tell us what you would like');
                },
              },
            ]}
          >
            <Input.TextArea rows={5} maxLength={MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={sending.isPending}>
              Send request
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import {
  CHANGE_REQUEST_KINDS,
  bookingChangeRequestSchema,
  type ChangeRequestKind,
  type TravellerBooking,
} from '@vip/contracts/schemas';
import { useText } from '@vip/ui';
import { useChangeRequest } from './api';
import { checkoutValidationMessages } from './checkout.messages';
import { changeRequestMessages as m } from './confirmation.messages';
import { knownTexts } from './known-text';
import { usePageFormat } from './page-format';

const HOURS = { hours: BOOKING_RULES.responseHours };

/** The longest message bookingChangeRequestSchema takes. */
const MESSAGE_MAX_LENGTH = 2000;

const LABELS: Record<ChangeRequestKind, MessageDescriptor> = { change: m.change, cancel: m.cancel };
const MESSAGE_LABELS: Record<ChangeRequestKind, MessageDescriptor> = { change: m.changeLabel, cancel: m.cancelLabel };

/** The contract's rules for the message, in the page's language. */
const messageProblem = knownTexts({
  required: m.messageRequired,
  controlCharacters: checkoutValidationMessages.controlCharacters,
});

/** Nothing is left to change on a booking that is cancelled or whose service took place. */
const canRequestChanges = (booking: TravellerBooking) =>
  booking.status !== 'Cancelled' && booking.status !== 'Completed';

/** 'This booking was cancelled on June 3, 2030.' (the traveller's own calendar) and the charge, when there is one. */
export function BookingCancelledAlert({ booking }: { booking: TravellerBooking }) {
  const text = useText();
  const format = usePageFormat();
  if (booking.status !== 'Cancelled') return null;
  const charge = booking.cancellationCharge ?? 0;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        booking.cancelledAt ? text(m.cancelledOn, { date: format.instantDate(booking.cancelledAt) }) : text(m.cancelled)
      }
      description={charge > 0 ? text(m.charge, { amount: format.money(charge) }) : undefined}
    />
  );
}

/**
 * /manage-booking, once a booking is found: 'Request a change' and 'Request cancellation', each opening a dialog
 * that sends the request with the e-mail the booking was found by. Hidden for a cancelled or completed booking.
 */
export function BookingChangeActions({ booking, email }: { booking: TravellerBooking; email: string }) {
  const text = useText();
  // The kind stays while the dialog animates closed; the dialog (its form and its answer) goes once it is closed.
  const [dialog, setDialog] = useState<{ kind: ChangeRequestKind; open: boolean } | null>(null);
  return (
    <>
      {canRequestChanges(booking) && (
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(m.section)}</h2>}>
          <Typography.Paragraph>{text(m.intro, HOURS)}</Typography.Paragraph>
          <Flex gap={8} wrap>
            {CHANGE_REQUEST_KINDS.map((kind) => (
              <Button
                key={kind}
                danger={kind === 'cancel'}
                aria-haspopup="dialog"
                onClick={() => setDialog({ kind, open: true })}
              >
                {text(LABELS[kind])}
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
  const text = useText();
  const [form] = Form.useForm<ChangeRequestValues>();
  const sending = useChangeRequest();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async ({ message }: ChangeRequestValues) => {
    setFailure(null);
    try {
      await sending.mutateAsync({ reference, request: { email, kind, message } });
      notification.success({ title: text(m.sentTitle), description: text(m.sent, HOURS) });
    } catch (error) {
      // A refused message is said under the field; anything else (404, 409, 429, a field not on this form) above the
      // buttons.
      const fields = serverFieldErrors(error);
      if (fields?.message)
        form.setFields([{ name: 'message', errors: fields.message.map((e) => messageProblem(text, e)) }]);
      if (fields?.message && Object.keys(fields).length === 1) return;
      setFailure(error instanceof ApiRequestError ? error.userMessage : text(m.sendFailed));
    }
  };

  return (
    <Modal open={open} title={text(LABELS[kind])} onCancel={onClose} afterClose={afterClose} footer={null} width={560}>
      {sending.isSuccess ? (
        <Result
          status="success"
          title={text(m.sentTitle)}
          subTitle={text(m.sent, HOURS)}
          extra={
            <Button type="primary" onClick={onClose}>
              {text(m.close)}
            </Button>
          }
        />
      ) : (
        <Form<ChangeRequestValues>
          form={form}
          name={`change-request-${kind}`}
          layout="vertical"
          onFinish={send}
          aria-label={text(LABELS[kind])}
        >
          <Typography.Paragraph>
            {text(kind === 'cancel' ? m.dialogCancel : m.dialogChange, { reference, ...HOURS })}
          </Typography.Paragraph>
          {kind === 'cancel' && (
            <section aria-labelledby="cancellation-policy-title" style={{ marginBottom: 16 }}>
              <Typography.Text strong id="cancellation-policy-title">
                {text(m.policy)}
              </Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                <li>{text(m.freeCancellation, { hours: BOOKING_RULES.cancellationHours })}</li>
                <li>
                  {text(m.lateCancellation, {
                    percent: BOOKING_RULES.lateCancellationChargePercent,
                    hours: BOOKING_RULES.cancellationHours,
                  })}
                </li>
                <li>{text(m.noRefund, { hours: BOOKING_RULES.noRefundHours })}</li>
              </ul>
            </section>
          )}
          <Form.Item<ChangeRequestValues>
            name="message"
            label={text(MESSAGE_LABELS[kind])}
            required
            rules={[
              {
                // The contract's own rule and words (required, at most 2,000 characters, no control characters).
                validator: async (_rule, value: string | undefined) => {
                  const checked = bookingChangeRequestSchema.shape.message.safeParse(value ?? '');
                  if (!checked.success)
                    throw new Error(
                      messageProblem(
                        text,
                        checked.error.issues[0]?.message ?? (m.messageRequired.defaultMessage as string),
                      ),
                    );
                },
              },
            ]}
          >
            <Input.TextArea rows={5} maxLength={MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{text(m.dismiss)}</Button>
            <Button type="primary" htmlType="submit" loading={sending.isPending}>
              {text(m.send)}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}

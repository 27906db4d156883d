import { useState } from 'react';
import { Alert, App, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import {
  COMMUNICATION_PURPOSE_LABELS,
  DRIVER_REQUIRED_MESSAGE,
  GREETER_REQUIRED_MESSAGE,
  VENDOR_REQUIRED_MESSAGE,
  type AdminBookingDetail,
  type Communication,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { GREEN_TAG } from '../ui/tag-colors';
import { useCommunications, useRetryCommunication } from './api';
import { hasDriver, hasGreeter, hasSupplier } from './contacts';
import { DriverInfoDialog, DriverRequestDialog } from './driver-dialogs';
import { GreeterContactDialog, GreeterInfoDialog, GreeterRequestDialog } from './greeter-dialogs';
import { reportSend } from './send-feedback';
import { SupplierEmailDialog } from './supplier-email-dialog';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type DialogName = 'supplier' | 'greeterRequest' | 'greeterContact' | 'greeterInfo' | 'driverRequest' | 'driverInfo';

interface Action {
  dialog: DialogName;
  label: string;
  /** Why it cannot be used now (the spec's texts), or null. */
  blockedBy: string | null;
  /** Whether that reason is also shown as a warning under the buttons (else only on the button's tooltip). */
  warn?: boolean;
}

/**
 * The dialogs a booking offers: chauffeur bookings coordinate a driver; meet-and-greet bookings a greeter,
 * and a driver too when the service includes one (a tarmac transfer
 * (non-chauffeur)', e-mail only).
 */
function actionsOf(booking: AdminBookingDetail): Action[] {
  const vendor = hasSupplier(booking) ? null : VENDOR_REQUIRED_MESSAGE;
  const driver: Action[] = [
    { dialog: 'driverRequest', label: 'Request Driver Information', blockedBy: vendor },
    {
      dialog: 'driverInfo',
      label: 'Send Chauffeur/Driver Information',
      blockedBy: hasDriver(booking) ? null : DRIVER_REQUIRED_MESSAGE,
    },
  ];
  if (booking.isChauffeur)
    return [{ dialog: 'supplier', label: 'Send Email to Supplier', blockedBy: vendor }, ...driver];
  const greeter = hasGreeter(booking) ? null : GREETER_REQUIRED_MESSAGE;
  return [
    { dialog: 'supplier', label: 'Send Email to Supplier', blockedBy: vendor },
    { dialog: 'greeterRequest', label: 'Request Greeter Information', blockedBy: vendor },
    { dialog: 'greeterContact', label: 'Send Greeter Contact Information', blockedBy: greeter },
    { dialog: 'greeterInfo', label: 'Send Greeter Information', blockedBy: greeter },
    // Most meet-and-greet services have no driver: no standing warning for one.
    ...driver.map((a) => ({ ...a, warn: false })),
  ];
}

/**
 * Every e-mail and text sent for this booking, with its status, and the buttons that open the dialogs (operations tab).
 */
export function CommunicationCenter({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const actions = actionsOf(booking);
  const warnings = [
    ...new Set(
      actions
        .filter((a) => a.warn !== false)
        .map((a) => a.blockedBy)
        .filter((w): w is string => w !== null),
    ),
  ];
  const close = () => setOpen(null);
  const o = booking.operations;
  const dialogProps = { booking, session, onClose: close };

  return (
    <section aria-label="Communication Center">
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Communication Center</h3>
      <Flex wrap gap={8}>
        {actions.map((a) => (
          <Tooltip key={a.dialog} title={a.blockedBy ?? undefined}>
            <Button disabled={a.blockedBy !== null} onClick={() => setOpen(a.dialog)}>
              {a.label}
            </Button>
          </Tooltip>
        ))}
      </Flex>
      {warnings.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 8 }}>
          {warnings.map((w) => (
            <Alert key={w} type="warning" showIcon title={w} />
          ))}
        </Flex>
      )}
      <MessageLog booking={booking} session={session} />

      {hasSupplier(booking) && (
        <SupplierEmailDialog
          {...dialogProps}
          open={open === 'supplier'}
          supplier={{ name: o.assignedSupplierName!, email: o.assignedSupplierEmail }}
        />
      )}
      <GreeterRequestDialog {...dialogProps} open={open === 'greeterRequest'} />
      <GreeterContactDialog {...dialogProps} open={open === 'greeterContact'} />
      <GreeterInfoDialog {...dialogProps} open={open === 'greeterInfo'} />
      <DriverRequestDialog {...dialogProps} open={open === 'driverRequest'} />
      <DriverInfoDialog {...dialogProps} open={open === 'driverInfo'} />
    </section>
  );
}

function StatusTag({ c }: { c: Communication }) {
  if (c.status === 'failed') return <Tag color="error">Failed</Tag>;
  if (c.status === 'queued') return <Tag color="processing">Queued</Tag>;
  if (c.status === 'skipped') return <Tag color="warning">Not sent</Tag>;
  return <Tag style={GREEN_TAG}>Sent</Tag>;
}

function MessageLog({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const { notification } = App.useApp();
  const list = useCommunications(booking.id);
  const retry = useRetryCommunication(booking.id, session);
  if (list.isPending) return <Typography.Paragraph type="secondary">Loading messages...</Typography.Paragraph>;
  if (list.isError)
    return <Alert type="error" showIcon title="Could not load the messages of this booking" style={{ marginTop: 8 }} />;
  if (list.data.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        No e-mails or texts have been sent for this booking yet.
      </Typography.Paragraph>
    );
  return (
    <ul
      aria-label="Messages sent for this booking"
      style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      {list.data.map((c, i) => (
        <li key={c.id} style={{ padding: '8px 12px', borderTop: i === 0 ? undefined : '1px solid #f0f0f0' }}>
          <Flex gap={12} justify="space-between" align="start">
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex wrap gap={6} align="center">
                <Tag>{c.channel === 'sms' ? 'Text' : 'Email'}</Tag>
                <StatusTag c={c} />
                {c.transport === 'dev-outbox' && <Tag color="default">Dev outbox — not delivered</Tag>}
                <Typography.Text strong>{c.subject ?? COMMUNICATION_PURPOSE_LABELS[c.purpose]}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {COMMUNICATION_PURPOSE_LABELS[c.purpose]} · To {c.to.join(', ')}
                {c.cc.length > 0 ? ` · Cc ${c.cc.join(', ')}` : ''}
                {c.attachmentName ? ` · ${c.attachmentName}` : ''} · {when.format(new Date(c.sentAt ?? c.createdAt))} by{' '}
                {c.createdBy}
              </Typography.Text>
              {c.channel === 'sms' && <Typography.Text style={{ fontSize: 13 }}>{c.body}</Typography.Text>}
              {c.status === 'failed' && c.error && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {c.error}
                </Typography.Text>
              )}
              {c.status === 'skipped' && c.error && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {c.error}
                </Typography.Text>
              )}
            </Flex>
            {c.retryable && (
              <Button
                size="small"
                loading={retry.isPending && retry.variables === c.id}
                onClick={() =>
                  retry.mutate(c.id, {
                    onSuccess: (row) => reportSend(notification, 'Message', [row]),
                    onError: (error) =>
                      notification.error({ title: 'Could not retry the message', description: errorMessage(error) }),
                  })
                }
              >
                Retry
              </Button>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { Button, Flex, Input, Spin, Typography } from 'antd';
import { type AdminBookingDetail } from '@vip/contracts/schemas';
import { ADMIN_STATUS_LABELS, type AdminStatus } from '@vip/contracts/vocabulary';
import { useAuditTrail } from './api';
import { DetailSection as Section } from './detail-section';
import { when } from './when';

/** Staff comments on the booking, newest first, and a box to add one. */
export function Comments({
  booking,
  onAdd,
  sending,
}: {
  booking: AdminBookingDetail;
  onAdd: (comment: string, done: () => void) => void;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <Section title="Comments">
      <Flex gap={8}>
        <Input
          aria-label="New comment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          placeholder="Add a comment for the team"
        />
        <Button onClick={() => onAdd(text.trim(), () => setText(''))} disabled={!text.trim()} loading={sending}>
          Add
        </Button>
      </Flex>
      <ul style={{ paddingLeft: 20, marginBottom: 0 }}>
        {booking.comments.map((c) => (
          <li key={c.id}>
            {c.comment}{' '}
            <Typography.Text type="secondary">
              — {c.createdBy}, {when.format(new Date(c.createdAt))}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The audit trail: who changed what, and when. */
export function History({ bookingId }: { bookingId: string }) {
  const audit = useAuditTrail(bookingId);
  return (
    <Section title="History">
      {audit.isPending && <Spin size="small" aria-label="Loading the history" />}
      {audit.isError && <Typography.Text type="danger">Could not load the history.</Typography.Text>}
      {audit.data?.length === 0 && <Typography.Text type="secondary">No changes yet.</Typography.Text>}
      <ul style={{ paddingLeft: 20, marginBottom: 0 }}>
        {audit.data?.map((e) => (
          <li key={e.id}>
            <Typography.Text type="secondary">{when.format(new Date(e.at))}</Typography.Text> {e.actor.name}:{' '}
            {Object.entries(e.changes)
              .map(([field, change]) => `${fieldLabel(field)} ${describe(change.from)} → ${describe(change.to)}`)
              .join('; ')}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The audit trail's field names in the words the screens use, where the plain words would mislead. */
const FIELD_LABELS: Record<string, string> = {
  adminStatus: 'Status',
  serviceId: 'Service',
  linkedBooking: 'Linked VIP booking',
  referenceCode: 'Reference',
  supplierCostOriginal: 'Supplier cost',
  meetLocation: 'Meeting point',
  escalationFlag: 'Escalated',
  isPaid: 'Paid',
};

/** 'flightNumber' → 'Flight number', 'greeterETA' → 'Greeter ETA': the audit keeps the API's field names. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  const sentence = words.map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase())).join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && value in ADMIN_STATUS_LABELS) return ADMIN_STATUS_LABELS[value as AdminStatus];
  return String(value);
}

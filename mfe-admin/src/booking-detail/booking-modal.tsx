import { useState } from 'react';
import { Alert, App, Button, Checkbox, Descriptions, Flex, Input, InputNumber, Modal, Select, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { ADMIN_STATUSES, ADMIN_STATUS_LABELS, ApiRequestError, CHECKLIST_LABELS, STAFF_LEVEL_LABELS, type AdminBookingDetail, type AdminStatus, type StaffSession, serverFieldErrors, formatUsd } from '@vip/contracts';
import { useChangeStatus } from '../dashboard/api';
import { GREEN_TAG } from '../ui/tag-colors';
import { coreChanges, coreDraftOf, type CoreDraft } from './core-edit';
import { CoreFieldsForm } from './core-fields-form';
import { useAuditTrail, useBookingDetail, useDetailMutations, type DetailEdit } from './api';
import { errorMessage } from '../ui/error-message';
import { ConfirmationsTab } from './tabs/confirmations-tab';
import { InvoiceTab } from './tabs/invoice-tab';
import { OperationsTab } from './tabs/operations-tab';
import { opsChanges, opsDraftOf, type OpsDraft } from './tabs/operations-edit';
import { SuppliersTab } from './tabs/suppliers-tab';
import { TransferDetails } from './tabs/transfer-details';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface BookingModalProps {
  bookingId: string | null;
  session: StaffSession;
  onClose: () => void;
}

/** The booking detail modal: header with status and badges, Edit/Save, and the six tabs. */
export function BookingModal({ bookingId, session, onClose }: BookingModalProps) {
  const detail = useBookingDetail(bookingId);
  return (
    <Modal
      open={bookingId !== null}
      onCancel={onClose}
      width={960}
      footer={null}
      destroyOnHidden
      title={detail.data ? `${detail.data.referenceCode} · ${detail.data.contactName}` : 'Booking'}
    >
      {detail.isPending && <Spin aria-label="Loading the booking" />}
      {detail.isError && <Alert type="error" title="Could not load booking details" description="Close and open the booking again." />}
      {detail.data && <BookingDetailBody key={detail.data.id} booking={detail.data} session={session} onClose={onClose} onReload={() => void detail.refetch()} />}
    </Modal>
  );
}

function BookingDetailBody({ booking, session, onClose, onReload }: { booking: AdminBookingDetail; session: StaffSession; onClose: () => void; onReload: () => void }) {
  const { notification } = App.useApp();
  const mutations = useDetailMutations(booking.id, session);
  const changeStatus = useChangeStatus(session);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Omit<DetailEdit, 'version'>>({});
  const [conflict, setConflict] = useState(false);
  const [core, setCore] = useState<CoreDraft>(() => coreDraftOf(booking));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [ops, setOps] = useState<OpsDraft>(() => opsDraftOf(booking));

  const startEditing = () => {
    setDraft({ internalNotes: booking.internalNotes, specialRequests: booking.specialRequests, escalationFlag: booking.escalationFlag });
    setCore(coreDraftOf(booking));
    setOps(opsDraftOf(booking));
    setFieldErrors({});
    setEditing(true);
  };
  const save = () =>
    mutations.save.mutate(
      { version: booking.version, ...draft, ...coreChanges(booking, core), ...opsChanges(booking, ops) },
      {
        onSuccess: () => {
          setEditing(false);
          setFieldErrors({});
          notification.success({ title: 'Booking saved', description: `${booking.referenceCode} was updated.` });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) return setConflict(true);
          const fields = serverFieldErrors(error);
          if (fields) setFieldErrors(fields);
          notification.error({ title: 'Could not save the booking', description: errorMessage(error) });
        },
      },
    );
  const setStatus = (to: AdminStatus) =>
    changeStatus.mutate(
      { booking, to },
      {
        onSuccess: () => notification.success({ title: 'Status updated', description: `${booking.referenceCode} moved to ${ADMIN_STATUS_LABELS[to]}.` }),
        onError: (error) => notification.error({ title: 'Could not update status', description: errorMessage(error) }),
      },
    );

  const agentWord = booking.bookerRole === 'executive-assistant' ? 'Assistant' : 'Agent';
  const meetAndGreet = !booking.isChauffeur;

  const details = (
    <Flex vertical gap={16}>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title="Someone else changed this booking while you were editing."
          description="Reload it to see their changes, then make yours again."
          action={
            <Button
              size="small"
              onClick={() => {
                setConflict(false);
                setEditing(false);
                onReload();
              }}
            >
              Reload
            </Button>
          }
        />
      )}
      {editing && (
        <Section title="Booking details">
          <CoreFieldsForm draft={core} onChange={setCore} previousPorterCost={booking.porterCost} meetAndGreet={meetAndGreet} errors={fieldErrors} />
        </Section>
      )}
      <Section title="Booking Summary">
        <Descriptions size="small" column={2} items={[
          { key: 'ref', label: 'Reference', children: booking.referenceCode },
          { key: 'status', label: 'Status', children: ADMIN_STATUS_LABELS[booking.adminStatus] },
          { key: 'created', label: 'Requested', children: when.format(new Date(booking.createdAt)) },
          { key: 'total', label: 'Total', children: formatUsd(booking.totalPrice) },
        ]} />
      </Section>
      <Section title="Customer Information">
        <Descriptions size="small" column={2} items={[
          { key: 'name', label: 'Name', children: booking.contactName },
          { key: 'email', label: 'Email', children: booking.contactEmail },
          { key: 'phone', label: 'Phone', children: booking.contactPhone },
          { key: 'company', label: 'Company', children: booking.companyName ?? '—' },
          { key: 'travellers', label: 'Travelers', children: booking.travelerNames.join(', ') || '—' },
          { key: 'pax', label: 'Party', children: `${booking.adultCount} adults, ${booking.childCount} children` },
        ]} />
      </Section>
      {/* The spec shows this for agent bookings (travel agents, and executive assistants relabelled). It is
          shown for every booking made for someone else: for a family member or another booker it is the
          only place staff find who asked and how to reach them. */}
      {booking.bookerRole && (
        <Section title="Third Party Booking Information">
          <Descriptions size="small" column={2} items={[
            { key: 'role', label: 'Booked by', children: booking.isTravelAgent ? 'Travel Agent' : booking.bookerRole === 'executive-assistant' ? 'Executive Assistant' : booking.bookerRole },
            ...(booking.agencyName ? [{ key: 'agency', label: 'Agency', children: booking.agencyName }] : []),
            { key: 'name', label: `${agentWord} Name`, children: booking.agentName ?? '—' },
            { key: 'email', label: `${agentWord} Email`, children: booking.agentEmail ?? '—' },
            { key: 'phone', label: `${agentWord} Phone`, children: booking.agentPhone ?? '—' },
          ]} />
        </Section>
      )}
      <Section title="Service Details">
        {booking.service ? (
          <Descriptions size="small" column={2} items={[
            { key: 'service', label: 'Service', children: booking.service.name },
            { key: 'level', label: 'Level', children: STAFF_LEVEL_LABELS[booking.service.serviceLevel] },
            { key: 'type', label: 'Type', children: booking.service.serviceType },
            { key: 'airport', label: 'Airport', children: `${booking.service.airport.name} (${booking.service.airport.code})` },
          ]} />
        ) : (
          booking.transferDetail && <TransferDetails transfer={booking.transferDetail} />
        )}
      </Section>
      {meetAndGreet && (
        <Section title="Porter Service">
          <Descriptions size="small" column={2} items={[
            { key: 'porter', label: 'Porter', children: booking.porterSelected ? 'Selected' : 'Not selected' },
            { key: 'cost', label: 'Porter cost', children: formatUsd(booking.priceBreakdown.porterCost) },
          ]} />
        </Section>
      )}
      <Section title="Financial Breakdown">
        <Descriptions size="small" column={2} items={[
          { key: 'base', label: 'Base price', children: formatUsd(booking.priceBreakdown.basePrice) },
          { key: 'adults', label: 'Extra adults', children: formatUsd(booking.priceBreakdown.adultFeeTotal) },
          { key: 'children', label: 'Extra children', children: formatUsd(booking.priceBreakdown.childFeeTotal) },
          { key: 'greeters', label: 'Additional greeters', children: formatUsd(booking.priceBreakdown.additionalGreeterFee) },
          { key: 'after', label: 'After-hours fee', children: formatUsd(booking.priceBreakdown.afterHoursFee) },
          { key: 'late', label: 'Last-minute fee', children: formatUsd(booking.priceBreakdown.lastMinuteFee) },
          { key: 'porter', label: 'Porter', children: formatUsd(booking.priceBreakdown.porterCost) },
          { key: 'discount', label: 'Discount', children: `−${formatUsd(booking.priceBreakdown.discount)}` },
          { key: 'total', label: 'Total', children: <strong>{formatUsd(booking.priceBreakdown.totalPrice)}</strong> },
        ]} />
        <Flex align="center" gap={8} style={{ marginTop: 8 }}>
          <label htmlFor="cancellation-hours">Cancellation policy (hours before service)</label>
          <InputNumber
            id="cancellation-hours"
            min={0}
            max={168}
            step={1}
            defaultValue={booking.cancellationPolicyHours}
            onChange={(value) => {
              // Saved on every valid change (spec §7); other values are not sent.
              if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 168) mutations.cancellationPolicy.mutate(value);
            }}
          />
        </Flex>
      </Section>
      {meetAndGreet && (
        <Section title="Flight Information">
          <Descriptions size="small" column={2} items={[
            { key: 'airline', label: 'Airline', children: booking.airline ?? '—' },
            { key: 'flight', label: 'Flight number', children: booking.flightNumber ?? '—' },
            { key: 'date', label: 'Date', children: booking.flightDate },
            { key: 'time', label: 'Time (local)', children: booking.flightTime },
            { key: 'terminal', label: 'Terminal', children: booking.terminal ?? '—' },
            ...(booking.departureFlightNumber ? [{ key: 'dep', label: 'Departure flight', children: [booking.departureAirline, booking.departureFlightNumber].filter(Boolean).join(' ') }] : []),
          ]} />
        </Section>
      )}
      <Section title="Special Requests and Internal Notes">
        {editing ? (
          <Flex vertical gap={8}>
            <label htmlFor="special-requests">Special requests</label>
            <Input.TextArea id="special-requests" rows={2} maxLength={2000} value={draft.specialRequests ?? ''} onChange={(e) => setDraft((d) => ({ ...d, specialRequests: e.target.value }))} />
            <label htmlFor="internal-notes">Internal notes</label>
            <Input.TextArea id="internal-notes" rows={3} maxLength={5000} value={draft.internalNotes ?? ''} onChange={(e) => setDraft((d) => ({ ...d, internalNotes: e.target.value }))} />
            <Flex align="center" gap={8}>
              <Switch id="escalation" checked={draft.escalationFlag ?? false} onChange={(v) => setDraft((d) => ({ ...d, escalationFlag: v }))} />
              <label htmlFor="escalation">Escalated</label>
            </Flex>
          </Flex>
        ) : (
          <Descriptions size="small" column={1} items={[
            { key: 'requests', label: 'Special requests', children: booking.specialRequests ?? '—' },
            { key: 'notes', label: 'Internal notes', children: booking.internalNotes ?? '—' },
          ]} />
        )}
      </Section>
      <Comments booking={booking} onAdd={(c, done) => mutations.comment.mutate(c, { onSuccess: done, onError: (e) => notification.error({ title: 'Could not add the comment', description: errorMessage(e) }) })} sending={mutations.comment.isPending} />
      <History bookingId={booking.id} />
    </Flex>
  );

  const checklist = (
    <Flex vertical gap={8} role="region" aria-label="Operational Checklist">
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Operational Checklist</h3>
      {booking.checklist.map((item) => (
        <Flex key={item.itemType} align="center" gap={8} wrap>
          <Checkbox
            checked={item.isCompleted}
            disabled={item.derived || mutations.checklist.isPending}
            onChange={(e) =>
              mutations.checklist.mutate(
                { itemType: item.itemType, isCompleted: e.target.checked },
                { onError: (error) => notification.error({ title: 'Could not update the checklist', description: errorMessage(error) }) },
              )
            }
          >
            {CHECKLIST_LABELS[item.itemType]}
          </Checkbox>
          {item.derived && <Typography.Text type="secondary">(from {item.itemType === 'vendor_paid' ? 'the supplier payment status' : 'the client payment'})</Typography.Text>}
          {item.isCompleted && item.completedBy && item.completedAt && (
            <Typography.Text type="secondary">
              {item.completedBy}, {when.format(new Date(item.completedAt))}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={6} wrap align="center">
          <label htmlFor="modal-status">Status</label>
          <Select
            id="modal-status"
            style={{ minWidth: 260 }}
            value={booking.adminStatus}
            loading={changeStatus.isPending}
            onChange={(to: AdminStatus) => setStatus(to)}
            options={ADMIN_STATUSES.map((s) => ({ value: s, label: ADMIN_STATUS_LABELS[s] }))}
          />
          {booking.escalationFlag && <Tag color="red">Escalated</Tag>}
          {booking.isPaid && <Tag style={GREEN_TAG}>Paid</Tag>}
          {booking.isTravelAgent && <Tag color="blue">Travel Agent</Tag>}
        </Flex>
        <Flex gap={8}>
          {editing ? (
            <>
              <Button onClick={() => setEditing(false)} disabled={mutations.save.isPending}>
                Cancel
              </Button>
              <Button type="primary" onClick={save} loading={mutations.save.isPending}>
                Save
              </Button>
            </>
          ) : (
            <Button onClick={startEditing}>Edit</Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </Flex>
      </Flex>
      <Tabs
        items={[
          { key: 'details', label: 'Details', children: details },
          { key: 'suppliers', label: 'Suppliers', children: <SuppliersTab booking={booking} session={session} /> },
          {
            key: 'operations',
            label: 'Operations',
            children: <OperationsTab booking={booking} session={session} editing={editing} draft={ops} onChange={setOps} errors={fieldErrors} />,
          },
          { key: 'confirmations', label: 'Confirmations', children: <ConfirmationsTab booking={booking} session={session} /> },
          { key: 'invoice', label: 'Invoice', children: <InvoiceTab booking={booking} session={session} /> },
          { key: 'checklist', label: 'Checklist', children: checklist },
        ]}
      />
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>{title}</h3>
      {children}
    </section>
  );
}

function Comments({ booking, onAdd, sending }: { booking: AdminBookingDetail; onAdd: (comment: string, done: () => void) => void; sending: boolean }) {
  const [text, setText] = useState('');
  return (
    <Section title="Comments">
      <Flex gap={8}>
        <Input aria-label="New comment" value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} placeholder="Add a comment for the team" />
        <Button onClick={() => onAdd(text.trim(), () => setText(''))} disabled={!text.trim()} loading={sending}>
          Add
        </Button>
      </Flex>
      <ul style={{ paddingLeft: 20, marginBottom: 0 }}>
        {booking.comments.map((c) => (
          <li key={c.id}>
            {c.comment} <Typography.Text type="secondary">— {c.createdBy}, {when.format(new Date(c.createdAt))}</Typography.Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function History({ bookingId }: { bookingId: string }) {
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
              .map(([field, change]) => `${field} ${describe(change.from)} → ${describe(change.to)}`)
              .join('; ')}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string' && value in ADMIN_STATUS_LABELS) return ADMIN_STATUS_LABELS[value as AdminStatus];
  return String(value);
}

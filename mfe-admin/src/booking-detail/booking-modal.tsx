import { Alert, App, Button, Checkbox, Flex, Modal, Select, Spin, Tabs, Tag } from 'antd';
import { type AdminBookingDetail, type StaffSession } from '@vip/contracts/schemas';
import { ADMIN_STATUSES, ADMIN_STATUS_LABELS, type AdminStatus } from '@vip/contracts/vocabulary';
import { useEffect, useRef, useState } from 'react';
import { useCan } from '../auth/permissions';
import { CancelBookingDialog } from '../cancellations/cancel-booking-dialog';
import { CancellationSummary } from '../cancellations/cancellation-summary';
import { useChangeStatus } from '../dashboard/api';
import { GREEN_TAG } from '../ui/tag-colors';
import { PartnerTags } from '../partners/partner-tags';
import { OwnerControl } from '../owners/owner-control';
import { LinkedBookings } from '../linked-bookings/linked-bookings';
import { errorMessage } from '../ui/error-message';
import { useBookingDetail } from './api';
import { ChecklistTab } from './checklist-tab';
import { DetailsTab } from './details-tab';
import { OpenRequest } from './open-request';
import { ConfirmationsTab } from './tabs/confirmations-tab';
import { InvoiceTab } from './tabs/invoice-tab';
import { OperationsTab } from './tabs/operations-tab';
import { SuppliersTab } from './tabs/suppliers-tab';
import { useBookingEdit } from './use-booking-edit';

export interface BookingModalProps {
  bookingId: string | null;
  session: StaffSession;
  onClose: () => void;
}

/** A tab's name on a line of 24 px: each tab is a whole target by itself (WCAG 2.2 target size). */
const TabLabel = ({ children }: { children: string }) => (
  <span style={{ display: 'inline-block', lineHeight: '24px' }}>{children}</span>
);

/** The booking detail modal: header with status and badges, Edit/Save, and the six tabs. */
export function BookingModal({ bookingId, session, onClose }: BookingModalProps) {
  // A linked booking opens in the same modal.
  const [shownId, setShownId] = useState<string | null>(bookingId);
  useEffect(() => setShownId(bookingId), [bookingId]);
  const detail = useBookingDetail(bookingId === null ? null : (shownId ?? bookingId));
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
      {detail.isError && (
        <Alert type="error" title="Could not load booking details" description="Close and open the booking again." />
      )}
      {detail.data && (
        <BookingDetailBody
          key={detail.data.id}
          booking={detail.data}
          session={session}
          onClose={onClose}
          onReload={() => void detail.refetch()}
          onOpen={setShownId}
        />
      )}
    </Modal>
  );
}

function BookingDetailBody({
  booking,
  session,
  onClose,
  onReload,
  onOpen,
}: {
  booking: AdminBookingDetail;
  session: StaffSession;
  onClose: () => void;
  onReload: () => void;
  onOpen: (id: string) => void;
}) {
  const [withGroup, setWithGroup] = useState(false);
  const { notification } = App.useApp();
  const changeStatus = useChangeStatus(session);
  const edit = useBookingEdit(booking, session);
  const can = useCan();
  const [cancelling, setCancelling] = useState(false);
  const cancelled = booking.cancellation !== null;
  const bodyRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Edit swaps the header's buttons: without this, focus stayed on the button in the clicked one's place (Cancel
  // after Edit, the destructive Cancel Booking after Save). Edit goes to the tab's first field, Save and Cancel back.
  useEffect(() => {
    if (edit.editing) (firstFieldOfOpenTab(bodyRef.current) ?? saveRef.current)?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = edit.editing;
  }, [edit.editing]);
  const setStatus = (to: AdminStatus) =>
    changeStatus.mutate(
      { booking, to, withGroup },
      {
        onSuccess: () =>
          notification.success({
            title: 'Status updated',
            description: withGroup
              ? `${booking.referenceCode} and its linked bookings moved to ${ADMIN_STATUS_LABELS[to]}.`
              : `${booking.referenceCode} moved to ${ADMIN_STATUS_LABELS[to]}.`,
          }),
        onError: (error) => notification.error({ title: 'Could not update status', description: errorMessage(error) }),
      },
    );

  return (
    <Flex vertical gap={12} ref={bodyRef}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={6} wrap align="center">
          <label htmlFor="modal-status">Status</label>
          <Select
            id="modal-status"
            style={{ minWidth: 260 }}
            value={booking.adminStatus}
            loading={changeStatus.isPending}
            disabled={cancelled}
            onChange={(to: AdminStatus) => setStatus(to)}
            options={ADMIN_STATUSES.map((s) => ({ value: s, label: ADMIN_STATUS_LABELS[s] }))}
          />
          {booking.linkedBookings.length > 0 && !cancelled && (
            <Checkbox checked={withGroup} onChange={(e) => setWithGroup(e.target.checked)}>
              Move linked bookings too
            </Checkbox>
          )}
          {cancelled && <Tag color="red">Cancelled</Tag>}
          {booking.escalationFlag && <Tag color="red">Escalated</Tag>}
          {booking.isPaid && <Tag style={GREEN_TAG}>Paid</Tag>}
          {booking.isTravelAgent && <Tag color="blue">Travel Agent</Tag>}
          {booking.partner && <PartnerTags partner={booking.partner} />}
        </Flex>
        <Flex gap={8}>
          {edit.editing ? (
            <>
              <Button onClick={edit.cancel} disabled={edit.saving}>
                Cancel
              </Button>
              <Button ref={saveRef} type="primary" onClick={edit.save} loading={edit.saving}>
                Save
              </Button>
            </>
          ) : (
            <>
              {!cancelled && (
                <Button ref={editRef} onClick={edit.start}>
                  Edit
                </Button>
              )}
              {!cancelled && can('bookings.cancel') && (
                <Button danger onClick={() => setCancelling(true)}>
                  Cancel Booking
                </Button>
              )}
            </>
          )}
          <Button onClick={onClose}>Close</Button>
        </Flex>
      </Flex>
      {edit.conflict && (
        // Above the tabs: an edit of the operations tab can clash as well as one of the details.
        <Alert
          type="warning"
          showIcon
          title="Someone else changed this booking while you were editing."
          description="Reload it to see their changes, then make yours again."
          action={
            <Button size="small" onClick={() => edit.reload(onReload)}>
              Reload
            </Button>
          }
        />
      )}
      <OwnerControl booking={booking} session={session} />
      <LinkedBookings booking={booking} onOpen={onOpen} />
      <OpenRequest booking={booking} />
      {booking.cancellation && <CancellationSummary cancellation={booking.cancellation} />}
      {/* Mounted while the booking becomes cancelled: its success callbacks (the toast, closing) must still run. */}
      <CancelBookingDialog booking={booking} session={session} open={cancelling} onClose={() => setCancelling(false)} />
      <Tabs
        items={[
          {
            key: 'details',
            label: <TabLabel>Details</TabLabel>,
            children: <DetailsTab booking={booking} session={session} edit={edit} />,
          },
          {
            key: 'suppliers',
            label: <TabLabel>Suppliers</TabLabel>,
            children: <SuppliersTab booking={booking} session={session} />,
          },
          {
            key: 'operations',
            label: <TabLabel>Operations</TabLabel>,
            children: (
              <OperationsTab
                booking={booking}
                session={session}
                editing={edit.editing}
                draft={edit.ops}
                onChange={edit.setOps}
                errors={edit.fieldErrors}
              />
            ),
          },
          {
            key: 'confirmations',
            label: <TabLabel>Confirmations</TabLabel>,
            children: <ConfirmationsTab booking={booking} session={session} />,
          },
          {
            key: 'invoice',
            label: <TabLabel>Invoice</TabLabel>,
            children: <InvoiceTab booking={booking} session={session} />,
          },
          {
            key: 'checklist',
            label: <TabLabel>Checklist</TabLabel>,
            children: <ChecklistTab booking={booking} session={session} />,
          },
        ]}
      />
    </Flex>
  );
}

/** The first field staff can type in on the tab in view (the modal keeps the tabs visited before, hidden). */
function firstFieldOfOpenTab(root: HTMLElement | null): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>(
      '[role="tabpanel"]:not([aria-hidden="true"]) :is(input, textarea):not([disabled]):not([type="hidden"]):not([type="file"])',
    ) ?? null
  );
}

import { App, Button, Flex, Typography } from 'antd';
import type { AdminBookingDetail, StaffSession, SupplierKind } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { focusWhenShown } from '../ui/focus-when-shown';
import { useSupplierAssignment } from './api';

export interface AssignButtonProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  supplierId: string;
  name: string;
  kind: SupplierKind;
}

/** The line that names the assigned supplier: where focus goes after Assign to Trip. */
const assignedLineId = (bookingId: string) => `assigned-supplier-${bookingId}`;

/**
 * Assign to Trip → Assigned. While assigning, the button pressed stays focusable and says it is busy (a refusal
 * leaves the focus on it); the other suppliers' buttons wait disabled. Once this supplier is the booking's the
 * button is disabled for good and cannot hold focus: it goes to the line that now names the supplier (read out, and
 * Unassign is the next Tab).
 */
export function AssignButton({ booking, session, supplierId, name, kind }: AssignButtonProps) {
  const { notification } = App.useApp();
  const { assign } = useSupplierAssignment(booking.id, session);
  const assigned = booking.operations.assignedSupplierId === supplierId;
  const assigning = assign.isPending && assign.variables?.supplierId === supplierId;
  return (
    <Button
      size="small"
      type={assigned ? 'default' : 'primary'}
      disabled={assigned || (assign.isPending && !assigning)}
      loading={assigning}
      aria-disabled={assigning || undefined}
      // The visible words start the accessible name (WCAG 2.5.3), the supplier tells the cards apart.
      aria-label={assigned ? `Assigned: ${name}` : `Assign to Trip: ${name}`}
      onClick={() =>
        assign.mutate(
          // The version the modal shows: a change made meanwhile by someone else is refused, not overwritten.
          { supplierId, kind, version: booking.version },
          {
            onSuccess: () => {
              notification.success({
                title: 'Supplier assigned',
                description: `${name} is assigned to ${booking.referenceCode}.`,
              });
              focusWhenShown(`[id="${assignedLineId(booking.id)}"][data-supplier=${JSON.stringify(name)}]`);
            },
            onError: (e) =>
              notification.error({ title: 'Could not assign the supplier', description: errorMessage(e) }),
          },
        )
      }
    >
      {assigned ? 'Assigned' : 'Assign to Trip'}
    </Button>
  );
}

/** Who is assigned now, with Unassign (which clears the supplier). */
export function AssignedLine({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const { notification } = App.useApp();
  const { unassign } = useSupplierAssignment(booking.id, session);
  const o = booking.operations;
  if (!o.assignedSupplierName) return <Typography.Text type="secondary">No supplier assigned yet.</Typography.Text>;
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text id={assignedLineId(booking.id)} data-supplier={o.assignedSupplierName} tabIndex={-1}>
        Assigned supplier: <strong>{o.assignedSupplierName}</strong>
        {o.assignedSupplierEmail ? ` (${o.assignedSupplierEmail})` : ''}
      </Typography.Text>
      <Button
        size="small"
        danger
        loading={unassign.isPending}
        aria-label={`Unassign ${o.assignedSupplierName}`}
        onClick={() =>
          unassign.mutate(undefined, {
            onSuccess: () => notification.success({ title: 'Supplier unassigned' }),
            onError: (e) =>
              notification.error({ title: 'Could not unassign the supplier', description: errorMessage(e) }),
          })
        }
      >
        Unassign
      </Button>
    </Flex>
  );
}

import { useRef } from 'react';
import { App, Button, Flex, Select, Typography, type RefSelectProps } from 'antd';
import type { AdminBooking, StaffSession } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { errorMessage } from '../ui/error-message';
import { useAssignOwner, useColleagues } from './api';

/** The modal's owner: Assign to me, or choose a colleague (cleared: Unassigned). Read-only without bookings.work. */
export function OwnerControl({ booking, session }: { booking: AdminBooking; session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const mayAssign = can('bookings.work');
  const colleagues = useColleagues(mayAssign);
  const assign = useAssignOwner(booking.id, session);
  const owner = booking.owner;
  const select = useRef<RefSelectProps>(null);
  // One change at a time; the list stays enabled meanwhile, so it keeps the focus of whoever just chose in it.
  const choose = (staffId: string | null, then?: () => void) =>
    !assign.isPending &&
    assign.mutate(staffId, {
      onSuccess: (updated) => {
        notification.success({
          title: 'Owner updated',
          description: updated.owner
            ? `${booking.referenceCode} is assigned to ${updated.owner.name}.`
            : `${booking.referenceCode} is unassigned.`,
        });
        then?.();
      },
      onError: (error) => notification.error({ title: 'Could not change the owner', description: errorMessage(error) }),
    });
  if (!mayAssign)
    return (
      <Typography.Text>
        Owner: <strong>{owner?.name ?? 'Unassigned'}</strong>
      </Typography.Text>
    );
  const options = colleagues.data?.map((c) => ({ value: c.id, label: c.name })) ?? [];
  // The owner stays shown while the list loads, or if they have since left.
  if (owner && !options.some((o) => o.value === owner.id)) options.unshift({ value: owner.id, label: owner.name });
  return (
    <Flex gap={6} align="center" wrap>
      <label htmlFor={`owner-${booking.id}`}>Owner</label>
      <Select
        ref={select}
        id={`owner-${booking.id}`}
        style={{ minWidth: 200 }}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Unassigned"
        value={owner?.id}
        loading={colleagues.isPending || assign.isPending}
        onChange={(id?: string) => choose(id ?? null)}
        options={options}
        notFoundContent={colleagues.isError ? "We couldn't load your colleagues." : undefined}
      />
      {owner?.id !== session.user.id && (
        // Once the booking is yours this button goes: the focus moves to the list that now names you.
        <Button onClick={() => choose(session.user.id, () => select.current?.focus())} loading={assign.isPending}>
          Assign to me
        </Button>
      )}
    </Flex>
  );
}

import { useId, useState } from 'react';
import { App, Button, Flex, InputNumber, Typography } from 'antd';
import { SUPPLIER_MESSAGES, type StaffSession, type VipSupplier } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { errorMessage } from '../ui/error-message';
import { useSupplierMutations } from './api';

const MAX_NOTICE_HOURS = 720;

export const NOTICE_TEXTS = {
  change: 'Change notice',
  label: 'Booking notice (hours)',
  help: 'Bookings on this supplier’s seats are confirmed at once until this many hours before the service.',
  save: 'Save notice',
  cancel: 'Cancel',
  saved: 'Booking notice saved',
  failed: 'Could not change the booking notice',
} as const;

const validHours = (hours: number | null): hours is number =>
  hours !== null && Number.isInteger(hours) && hours >= 0 && hours <= MAX_NOTICE_HOURS;

/**
 * The booking notice of a supplier card, changed in place: the lead time before the service until which its
 * allotments confirm bookings at once. Only for staff who may change suppliers (suppliers.edit).
 */
export function NoticeEditor({ supplier, session }: { supplier: VipSupplier; session: StaffSession }) {
  const { notification } = App.useApp();
  const can = useCan();
  const { notice } = useSupplierMutations(session);
  const [editing, setEditing] = useState(false);
  const [hours, setHours] = useState<number | null>(supplier.instantBookingHours);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  if (!can('suppliers.edit')) return null;

  if (!editing)
    return (
      <Button
        size="small"
        aria-label={`${NOTICE_TEXTS.change} of ${supplier.companyName}`}
        onClick={() => {
          setHours(supplier.instantBookingHours);
          setEditing(true);
        }}
      >
        {NOTICE_TEXTS.change}
      </Button>
    );

  const invalid = !validHours(hours);
  const save = () => {
    if (!validHours(hours)) return;
    notice.mutate(
      { id: supplier.id, instantBookingHours: hours },
      {
        onSuccess: () => {
          setEditing(false);
          notification.success({ title: NOTICE_TEXTS.saved });
        },
        onError: (e) => notification.error({ title: NOTICE_TEXTS.failed, description: errorMessage(e) }),
      },
    );
  };
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <label htmlFor={inputId}>{NOTICE_TEXTS.label}</label>
      <InputNumber
        id={inputId}
        min={0}
        max={MAX_NOTICE_HOURS}
        precision={0}
        value={hours}
        onChange={(v) => setHours(typeof v === 'number' ? v : null)}
        onPressEnter={save}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${helpId} ${errorId}` : helpId}
        autoFocus
      />
      <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
        {NOTICE_TEXTS.help}
      </Typography.Text>
      {invalid && (
        <Typography.Text id={errorId} type="danger" role="alert">
          {SUPPLIER_MESSAGES.instantBookingHours}
        </Typography.Text>
      )}
      <Flex gap={8}>
        <Button type="primary" size="small" onClick={save} loading={notice.isPending} disabled={invalid}>
          {NOTICE_TEXTS.save}
        </Button>
        <Button size="small" onClick={() => setEditing(false)} disabled={notice.isPending}>
          {NOTICE_TEXTS.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

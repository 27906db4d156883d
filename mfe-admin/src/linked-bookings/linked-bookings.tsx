import { Button, Flex, Typography } from 'antd';
import type { AdminBookingDetail } from '@vip/contracts/schemas';
import { ADMIN_STATUS_LABELS } from '@vip/contracts/vocabulary';

/** The other bookings of the checkout, each opening in the modal. */
export function LinkedBookings({ booking, onOpen }: { booking: AdminBookingDetail; onOpen: (id: string) => void }) {
  if (booking.linkedBookings.length === 0) return null;
  return (
    <section aria-labelledby={`linked-${booking.id}`}>
      <Typography.Text strong id={`linked-${booking.id}`}>
        Linked bookings
      </Typography.Text>
      <Flex gap={8} wrap>
        {booking.linkedBookings.map((b) => (
          <Button key={b.id} type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(b.id)}>
            {b.referenceCode} · {b.serviceName} · {ADMIN_STATUS_LABELS[b.adminStatus]}
          </Button>
        ))}
      </Flex>
    </section>
  );
}

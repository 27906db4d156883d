import { Alert } from 'antd';
import { MANAGE_BOOKING_ACTOR, type AdminBookingDetail } from '@vip/contracts/schemas';
import { when } from './when';

/**
 * What the traveller asked on /manage-booking, above the tabs while the booking waits in Change Requested: the
 * request itself is a comment at the foot of the Details tab, out of sight when the booking opens and while editing.
 */
export function OpenRequest({ booking }: { booking: AdminBookingDetail }) {
  if (booking.adminStatus !== 'change_requested' || booking.cancellation) return null;
  // Comments come newest first.
  const request = booking.comments.find((c) => c.createdBy === MANAGE_BOOKING_ACTOR);
  if (!request) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={request.comment}
      description={`Received ${when.format(new Date(request.createdAt))}. The booking stays in Change Requested until you move it on.`}
    />
  );
}

import { Typography } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts';

/** The confirmations tab of the booking detail modal. */
export function ConfirmationsTab(_props: { booking: AdminBookingDetail; session: StaffSession }) {
  return <Typography.Paragraph type="secondary">PDF confirmations are being built (issue 7).</Typography.Paragraph>;
}

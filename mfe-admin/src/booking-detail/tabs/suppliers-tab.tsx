import { Typography } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts';

/** The suppliers tab of the booking detail modal. */
export function SuppliersTab(_props: { booking: AdminBookingDetail; session: StaffSession }) {
  return <Typography.Paragraph type="secondary">Supplier assignment is being built (issue 7).</Typography.Paragraph>;
}

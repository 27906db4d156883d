import { Typography } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts';

/** The invoice tab of the booking detail modal. */
export function InvoiceTab(_props: { booking: AdminBookingDetail; session: StaffSession }) {
  return <Typography.Paragraph type="secondary">Invoices are being built (issue 7).</Typography.Paragraph>;
}

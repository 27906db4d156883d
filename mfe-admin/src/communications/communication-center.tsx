import { Typography } from 'antd';
import type { AdminBookingDetail, StaffSession } from '@vip/contracts';

/** Every e-mail and text sent for this booking, with its status (operations tab). */
export function CommunicationCenter(_props: { booking: AdminBookingDetail; session: StaffSession }) {
  return <Typography.Paragraph type="secondary">The Communication Center is being built (issue 7).</Typography.Paragraph>;
}

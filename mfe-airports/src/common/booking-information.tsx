import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Typography } from 'antd';

export const BOOKING_INFORMATION = [
  'Available 24/7, 365 days a year',
  'Book up to 2 hours before service time',
  'Group discounts available',
  'Instant confirmation',
] as const;

/** The booking-information bullets of the airport and service pages. */
export function BookingInformation({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: 18 }}>
        Booking Information
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {BOOKING_INFORMATION.map((item) => (
          <li key={item} style={{ padding: '4px 0' }}>
            <Flex gap={8} align="center">
              <CheckCircleFilled aria-hidden style={{ color: '#c9a227' }} />
              <span>{item}</span>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { BOOKING_RULE_TEXTS } from '@vip/contracts';

/**
 * The spec's bullets, with the real rules (contracts' booking-rules.ts): online booking closes 6 hours before
 * the flight, not 2, and every booking is a request staff confirm, never an instant confirmation.
 */
export const BOOKING_INFORMATION = [
  BOOKING_RULE_TEXTS.availability,
  BOOKING_RULE_TEXTS.bookingWindow,
  BOOKING_RULE_TEXTS.groupDiscounts,
  BOOKING_RULE_TEXTS.confirmation,
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

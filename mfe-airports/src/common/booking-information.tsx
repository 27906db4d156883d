import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { LightIcon } from '@vip/ui';

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
      <h2 id={headingId} className="vip-title apt-section-title">
        Booking Information
      </h2>
      <ul className="apt-list">
        {BOOKING_INFORMATION.map((item) => (
          <li key={item} className="apt-check">
            <LightIcon icon={CheckCircleFilled} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

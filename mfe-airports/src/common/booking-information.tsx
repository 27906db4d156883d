import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { BOOKING_RULES, BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { LightIcon, useText } from '@vip/ui';
import { bookingInformationMessages as messages } from './common.messages';

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

/** The same bullets in the page's language. */
const BULLETS = [
  { message: messages.availability },
  { message: messages.bookingWindow, values: { hours: BOOKING_RULES.onlineCutoffHours } },
  { message: messages.groupDiscounts },
  { message: messages.confirmation, values: { hours: BOOKING_RULES.responseHours } },
] as const;

/** The booking-information bullets of the airport and service pages. */
export function BookingInformation({ headingId }: { headingId: string }) {
  const text = useText();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-title apt-section-title">
        {text(messages.heading)}
      </h2>
      <ul className="apt-list">
        {BULLETS.map((item) => (
          <li key={item.message.id} className="apt-check">
            <LightIcon icon={CheckCircleFilled} />
            <span>{text(item.message, 'values' in item ? item.values : undefined)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

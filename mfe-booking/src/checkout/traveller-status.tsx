import { Tag, Typography } from 'antd';
import { TAG_TONES } from '@vip/ui';
import { BOOKING_RULES, BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { TRAVELLER_STATUS_VIEWS, type TravellerBooking, type TravellerStatusLabel } from '@vip/contracts/schemas';

/** A traveller-facing status as every page shows it: the one word of contracts, in its own colour. */
export function TravellerStatusTag({ status }: { status: TravellerStatusLabel }) {
  const view = TRAVELLER_STATUS_VIEWS[status];
  return (
    <Tag style={TAG_TONES[view.color]} data-tone={view.color} title={view.meaning}>
      {status}
    </Tag>
  );
}

/** The status with what it means, for the booking's own page. */
export function TravellerStatusLine({ status }: { status: TravellerStatusLabel }) {
  return (
    <span>
      <TravellerStatusTag status={status} />{' '}
      <Typography.Text type="secondary">{TRAVELLER_STATUS_VIEWS[status].meaning}</Typography.Text>
    </span>
  );
}

/**
 * What happens next, by where the booking stands (a confirmed and paid booking is not told to wait for payment
 * instructions).
 */
export function nextSteps(booking: Pick<TravellerBooking, 'status' | 'paymentStatus'>): string[] {
  const questions = `Questions or changes: ${BRAND.supportEmail} or ${BRAND.supportPhone}.`;
  switch (booking.status) {
    case 'Requested':
      return [
        `Our team reviews your request and checks availability (within ${BOOKING_RULES.responseHours} hours).`,
        'You receive a confirmation e-mail with the service details.',
        'Once confirmed, we send payment instructions.',
        questions,
      ];
    case 'Confirmed':
      return booking.paymentStatus === 'Paid'
        ? [
            'Your booking is confirmed and paid: nothing more to do.',
            BOOKING_RULE_TEXTS.reconfirmation,
            'Your greeter’s name and phone number reach you before the service.',
            questions,
          ]
        : [
            'Your booking is confirmed.',
            'Pay with the invoice we e-mailed you (the link in it), by its due date.',
            BOOKING_RULE_TEXTS.reconfirmation,
            questions,
          ];
    case 'Completed':
      return ['Your service is complete. Thank you for travelling with us.', questions];
    case 'Cancelled':
      return [questions];
  }
}

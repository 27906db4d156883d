import { Tag, Typography } from 'antd';
import { TAG_TONES, useText, type Text } from '@vip/ui';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { TRAVELLER_STATUS_VIEWS, type TravellerBooking, type TravellerStatusLabel } from '@vip/contracts/schemas';
import { nextStepMessages as steps, travellerStatusMeanings, travellerStatusMessages } from './confirmation.messages';

const HOURS = { hours: BOOKING_RULES.responseHours };

/** What a status means, in the page's language. */
function meaningOf(text: Text, status: TravellerStatusLabel): string {
  return text(travellerStatusMeanings[status], HOURS);
}

/** A traveller-facing status as every page shows it: the one word of contracts, in its own colour. */
export function TravellerStatusTag({ status }: { status: TravellerStatusLabel }) {
  const text = useText();
  const view = TRAVELLER_STATUS_VIEWS[status];
  return (
    <Tag style={TAG_TONES[view.color]} data-tone={view.color} title={meaningOf(text, status)}>
      {text(travellerStatusMessages[status])}
    </Tag>
  );
}

/** The status with what it means, for the booking's own page. */
export function TravellerStatusLine({ status }: { status: TravellerStatusLabel }) {
  const text = useText();
  return (
    <span>
      <TravellerStatusTag status={status} />{' '}
      <Typography.Text type="secondary">{meaningOf(text, status)}</Typography.Text>
    </span>
  );
}

/**
 * What happens next, by where the booking stands (a confirmed and paid booking is not told to wait for payment
 * instructions).
 */
export function nextSteps(booking: Pick<TravellerBooking, 'status' | 'paymentStatus'>, text: Text): string[] {
  const questions = text(steps.questions, { email: BRAND.supportEmail, phone: BRAND.supportPhone });
  const reconfirmation = text(steps.reconfirmation, BOOKING_RULES.reconfirmHours);
  switch (booking.status) {
    case 'Requested':
      return [text(steps.review, HOURS), text(steps.email), text(steps.paymentInstructions), questions];
    case 'Confirmed':
      return booking.paymentStatus === 'Paid'
        ? [text(steps.paid), reconfirmation, text(steps.greeter), questions]
        : [text(steps.confirmed), text(steps.invoice), reconfirmation, questions];
    case 'Completed':
      return [text(steps.completed), questions];
    case 'Cancelled':
      return [questions];
  }
}

import { defineMessages } from 'react-intl';

/** Said beside every amount shown in another currency than the one charged. */
export const CURRENCY_MESSAGES = defineMessages({
  note: { id: 'booking.currency.note', defaultMessage: 'Estimate. You are charged in US dollars.' },
  kept: { id: 'booking.currency.kept', defaultMessage: '≈ {amount} at the rate of the request' },
});

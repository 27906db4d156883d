import type { MessageTable } from '@vip/ui';
import { BOOKING_REQUEST_ES } from '../../booking-request/i18n/es';
import { CURRENCY_ES } from '../../currency/i18n/es';
import { CART_ES } from '../../cart/i18n/es';
import { QUOTE_ES } from '../../quote/i18n/es';
import { CHECKOUT_ES } from '../../checkout/i18n/es';
import { SEAT_HOLD_ES } from '../../seat-hold/i18n/es';
import { HOME_ES } from '../../home/i18n/es';
import { WIZARD_ES } from '../../wizard/i18n/es';

export const ES: MessageTable = {
  ...QUOTE_ES,
  ...CURRENCY_ES,
  ...CART_ES,
  ...BOOKING_REQUEST_ES,
  ...CHECKOUT_ES,
  ...SEAT_HOLD_ES,
  ...HOME_ES,
  ...WIZARD_ES,
};

import type { MessageTable } from '@vip/ui';
import { BOOKING_REQUEST_AR } from '../../booking-request/i18n/ar';
import { CURRENCY_AR } from '../../currency/i18n/ar';
import { CART_AR } from '../../cart/i18n/ar';
import { QUOTE_AR } from '../../quote/i18n/ar';
import { CHECKOUT_AR } from '../../checkout/i18n/ar';
import { SEAT_HOLD_AR } from '../../seat-hold/i18n/ar';
import { HOME_AR } from '../../home/i18n/ar';
import { WIZARD_AR } from '../../wizard/i18n/ar';

export const AR: MessageTable = {
  ...QUOTE_AR,
  ...CURRENCY_AR,
  ...CART_AR,
  ...BOOKING_REQUEST_AR,
  ...CHECKOUT_AR,
  ...SEAT_HOLD_AR,
  ...HOME_AR,
  ...WIZARD_AR,
};

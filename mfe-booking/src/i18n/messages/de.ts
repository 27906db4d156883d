import type { MessageTable } from '@vip/ui';
import { BOOKING_REQUEST_DE } from '../../booking-request/i18n/de';
import { CURRENCY_DE } from '../../currency/i18n/de';
import { CART_DE } from '../../cart/i18n/de';
import { QUOTE_DE } from '../../quote/i18n/de';
import { CHECKOUT_DE } from '../../checkout/i18n/de';
import { SEAT_HOLD_DE } from '../../seat-hold/i18n/de';
import { HOME_DE } from '../../home/i18n/de';
import { WIZARD_DE } from '../../wizard/i18n/de';

export const DE: MessageTable = {
  ...QUOTE_DE,
  ...CURRENCY_DE,
  ...CART_DE,
  ...BOOKING_REQUEST_DE,
  ...CHECKOUT_DE,
  ...SEAT_HOLD_DE,
  ...HOME_DE,
  ...WIZARD_DE,
};

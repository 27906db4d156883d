import type { MessageTable } from '@vip/ui';
import { BOOKING_REQUEST_FR } from '../../booking-request/i18n/fr';
import { CURRENCY_FR } from '../../currency/i18n/fr';
import { CART_FR } from '../../cart/i18n/fr';
import { QUOTE_FR } from '../../quote/i18n/fr';
import { CHECKOUT_FR } from '../../checkout/i18n/fr';
import { SEAT_HOLD_FR } from '../../seat-hold/i18n/fr';
import { HOME_FR } from '../../home/i18n/fr';
import { WIZARD_FR } from '../../wizard/i18n/fr';

export const FR: MessageTable = {
  ...QUOTE_FR,
  ...CURRENCY_FR,
  ...CART_FR,
  ...BOOKING_REQUEST_FR,
  ...CHECKOUT_FR,
  ...SEAT_HOLD_FR,
  ...HOME_FR,
  ...WIZARD_FR,
};

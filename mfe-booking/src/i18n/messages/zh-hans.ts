import type { MessageTable } from '@vip/ui';
import { BOOKING_REQUEST_ZH_HANS } from '../../booking-request/i18n/zh-hans';
import { CURRENCY_ZH_HANS } from '../../currency/i18n/zh-hans';
import { CART_ZH_HANS } from '../../cart/i18n/zh-hans';
import { QUOTE_ZH_HANS } from '../../quote/i18n/zh-hans';
import { CHECKOUT_ZH_HANS } from '../../checkout/i18n/zh-hans';
import { SEAT_HOLD_ZH_HANS } from '../../seat-hold/i18n/zh-hans';
import { HOME_ZH_HANS } from '../../home/i18n/zh-hans';
import { WIZARD_ZH_HANS } from '../../wizard/i18n/zh-hans';

export const ZH_HANS: MessageTable = {
  ...QUOTE_ZH_HANS,
  ...CURRENCY_ZH_HANS,
  ...CART_ZH_HANS,
  ...BOOKING_REQUEST_ZH_HANS,
  ...CHECKOUT_ZH_HANS,
  ...SEAT_HOLD_ZH_HANS,
  ...HOME_ZH_HANS,
  ...WIZARD_ZH_HANS,
};

import type { MessageTable } from '@vip/ui';
import { CHECKOUT_ES } from '../../checkout/i18n/es';
import { SEAT_HOLD_ES } from '../../seat-hold/i18n/es';

export const ES: MessageTable = {
  ...CHECKOUT_ES,
  ...SEAT_HOLD_ES,
};

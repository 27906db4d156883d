import type { MessageTable } from '@vip/ui';
import { CHECKOUT_AR } from '../../checkout/i18n/ar';
import { SEAT_HOLD_AR } from '../../seat-hold/i18n/ar';

export const AR: MessageTable = {
  ...CHECKOUT_AR,
  ...SEAT_HOLD_AR,
};

import type { MessageTable } from '@vip/ui';
import { CHECKOUT_ZH_HANS } from '../../checkout/i18n/zh-hans';
import { SEAT_HOLD_ZH_HANS } from '../../seat-hold/i18n/zh-hans';

export const ZH_HANS: MessageTable = {
  ...CHECKOUT_ZH_HANS,
  ...SEAT_HOLD_ZH_HANS,
};

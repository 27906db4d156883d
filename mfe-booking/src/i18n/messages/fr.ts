import type { MessageTable } from '@vip/ui';
import { CHECKOUT_FR } from '../../checkout/i18n/fr';
import { SEAT_HOLD_FR } from '../../seat-hold/i18n/fr';

export const FR: MessageTable = {
  ...CHECKOUT_FR,
  ...SEAT_HOLD_FR,
};

import type { MessageTable } from '@vip/ui';
import { CHECKOUT_DE } from '../../checkout/i18n/de';
import { SEAT_HOLD_DE } from '../../seat-hold/i18n/de';

export const DE: MessageTable = {
  ...CHECKOUT_DE,
  ...SEAT_HOLD_DE,
};

import type { MessageTable } from '@vip/ui';

export const CURRENCY_ZH_HANS: MessageTable = {
  'booking.currency.note': '估算金额。实际以美元收费。',
  'booking.currency.kept': '≈ {amount}（按申请时的汇率）',
};

import type { MessageTable } from '@vip/ui';

export const CURRENCY_FR: MessageTable = {
  'booking.currency.note': 'Estimation. Le paiement se fait en dollars américains.',
  'booking.currency.kept': '≈ {amount} au taux du jour de la demande',
};

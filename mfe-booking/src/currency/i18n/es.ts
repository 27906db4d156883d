import type { MessageTable } from '@vip/ui';

export const CURRENCY_ES: MessageTable = {
  'booking.currency.note': 'Estimación. El cargo se realiza en dólares estadounidenses.',
  'booking.currency.kept': '≈ {amount} al tipo de cambio de la solicitud',
};

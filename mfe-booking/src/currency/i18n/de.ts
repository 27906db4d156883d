import type { MessageTable } from '@vip/ui';

export const CURRENCY_DE: MessageTable = {
  'booking.currency.note': 'Schätzung. Abgerechnet wird in US-Dollar.',
  'booking.currency.kept': '≈ {amount} zum Kurs am Tag der Anfrage',
};

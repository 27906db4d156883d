import type { MessageTable } from '@vip/ui';

export const CURRENCY_AR: MessageTable = {
  'booking.currency.note': 'تقدير. يتم الدفع بالدولار الأمريكي.',
  'booking.currency.kept': '≈ {amount} بسعر الصرف وقت الطلب',
};

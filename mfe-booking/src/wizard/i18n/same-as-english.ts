import type { Locale } from '@vip/contracts/i18n';

/** Level badges and price words these languages write as English does. */
export const WIZARD_SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  fr: ['booking.service.level.standard', 'booking.service.level.tarmac'],
  de: ['booking.service.level.standard', 'booking.service.level.lounge'],
  es: ['booking.service.subtotal'],
};

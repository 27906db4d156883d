import type { DisplayCurrency } from '@vip/contracts/display-currency';

/** Known at a glance; the code beside it tells the yuan's ¥ from the yen's. */
export const CURRENCY_SIGNS: Record<DisplayCurrency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AED: 'د.إ',
  CNY: '¥',
  JPY: '¥',
};

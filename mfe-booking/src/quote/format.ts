import { formatUsd, formatUsdWhole } from '@vip/contracts/money';
import { QUOTE_LEVEL_LABELS, SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { CartItem } from '../cart/cart.types';

/** No decimals in the sheet ('$1,090'). */
export function formatWholeDollars(amount: number): string {
  return formatUsdWhole(amount);
}

/** The quote documents keep the cents a discount can leave (490.50), and drop '.00' otherwise. */
export function formatDocumentPrice(amount: number): string {
  return Number.isInteger(amount) ? formatUsdWhole(amount) : formatUsd(amount);
}

/** En-US long month, day, year; the date is airport-local, so it is formatted as a calendar date (UTC). */
export function formatQuoteDate(date: string | undefined | null): string {
  if (!date) return 'Date not specified';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date; // An unparseable date is shown as it is.
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return date;
  return value.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 12-hour times ('14:00' → '2:00 PM'). */
export function formatQuoteTime(time: string | undefined | null): string {
  if (!time) return 'Time not specified';
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** An ISO instant as an en-US long date (the saved link's expiry). */
export function formatInstantDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime())
    ? iso
    : value.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function formatTravellers({ adults, children }: CartItem['travelers']): string {
  return children > 0
    ? `${plural(adults, 'adult', 'adults')}, ${plural(children, 'child', 'children')}`
    : plural(adults, 'adult', 'adults');
}

export function formatServiceCount(count: number): string {
  return plural(count, 'service', 'services');
}

export function typeAndLevelLabel(item: Pick<CartItem, 'serviceType' | 'serviceLevel'>): string {
  return `${SERVICE_TYPE_LABELS[item.serviceType]} · ${QUOTE_LEVEL_LABELS[item.serviceLevel]}`;
}

export function discountReasonLabel(item: Pick<CartItem, 'discountReason'>, promoCode?: string | null): string {
  switch (item.discountReason) {
    case 'round-trip':
      return 'round trip discount';
    case 'multi-service':
      return 'multi-service discount';
    case 'promo':
      return promoCode ? `promo code ${promoCode}` : 'promo code';
    default:
      return '';
  }
}

import { createIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import { formatUsd, formatUsdWhole } from '@vip/contracts/money';
import type { ServiceLevel, ServiceType } from '@vip/contracts/vocabulary';
import { useLocale, useText, type Text } from '@vip/ui';
import type { CartItem } from '../cart/cart.types';
import { QUOTE_FORMAT_MESSAGES as M } from './quote.messages';

export type TextValues = Record<string, string | number | Date | null | undefined>;

/** The page's language for code outside components (the quote documents, the formatters). */
export interface Wording {
  locale: Locale;
  text(message: MessageDescriptor, values?: TextValues): string;
}

let englishIntl: ReturnType<typeof createIntl> | undefined;

/** The texts' own English (their defaultMessage): what the sheet says outside a translated page. */
export const ENGLISH: Wording = {
  locale: DEFAULT_LOCALE,
  text(message, values) {
    englishIntl ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} });
    return englishIntl.formatMessage(message, values);
  },
};

/** The page's wording, for the formatters below (and its rich texts, for the component). */
export function useWording(): Wording & { text: Text } {
  return { locale: useLocale(), text: useText() };
}

const isEnglish = (locale: Locale) => locale === DEFAULT_LOCALE;

// One formatter per language and style, made on first use (a formatter's set-up costs a phone milliseconds).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, digits: 0 | 2): Intl.NumberFormat {
  const key = `n:${locale}:${digits}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions, name: string): Intl.DateTimeFormat {
  const key = `d:${locale}:${name}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** No decimals in the sheet ('$1,090'); US dollars, written the page language's way. */
export function formatWholeDollars(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return isEnglish(locale) ? formatUsdWhole(amount) : numberFormat(locale, 0).format(amount);
}

/** With cents ('$1,234.50'). */
export function formatDollars(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return isEnglish(locale) ? formatUsd(amount) : numberFormat(locale, 2).format(amount);
}

/** Whole dollars, or cents when the amount has them (150 → '$150', 490.5 → '$490.50'). */
export function formatShortDollars(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return Number.isInteger(amount) ? formatWholeDollars(amount, locale) : formatDollars(amount, locale);
}

/** The quote documents keep the cents a discount can leave (490.50), and drop '.00' otherwise. */
export const formatDocumentPrice = formatShortDollars;

/** '2030-06-20' → 'June 20, 2030' (long month, day, year); text that is not such a date comes back as it is. */
export function formatLongDate(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // The date is airport-local, so it is formatted as a calendar date (UTC).
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return date;
  return isEnglish(locale)
    ? value.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    : dateFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }, 'date').format(value);
}

/** English 12-hour times ('14:00' → '2:00 PM'), the page language's clock otherwise; other text as it is. */
export function formatClockTime(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  if (isEnglish(locale)) return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours >= 12 ? 'PM' : 'AM'}`;
  const value = new Date(Date.UTC(2000, 0, 1, hours, Number(match[2])));
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, 'time').format(value);
}

/** Long month, day, year; a missing date says so. */
export function formatQuoteDate(date: string | undefined | null, wording: Wording = ENGLISH): string {
  return date ? formatLongDate(date, wording.locale) : wording.text(M.dateNotSpecified);
}

/** The time of day ('14:00' → '2:00 PM' in English); a missing time says so. */
export function formatQuoteTime(time: string | undefined | null, wording: Wording = ENGLISH): string {
  return time ? formatClockTime(time, wording.locale) : wording.text(M.timeNotSpecified);
}

/** An ISO instant as a long date (the saved link's expiry), in the reader's time zone. */
export function formatInstantDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return isEnglish(locale)
    ? value.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
    : dateFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' }, 'instant').format(value);
}

export function formatTravellers({ adults, children }: CartItem['travelers'], wording: Wording = ENGLISH): string {
  return children > 0 ? wording.text(M.adultsAndChildren, { adults, children }) : wording.text(M.adults, { adults });
}

export function formatServiceCount(count: number, wording: Wording = ENGLISH): string {
  return wording.text(M.serviceCount, { count });
}

const TYPE_MESSAGES: Record<ServiceType, MessageDescriptor> = {
  arrival: M.typeArrival,
  departure: M.typeDeparture,
  transfer: M.typeTransfer,
};

const LEVEL_MESSAGES: Record<ServiceLevel, MessageDescriptor> = {
  standard: M.levelStandard,
  lounge: M.levelLounge,
  tarmac: M.levelTarmac,
  suite: M.levelSuite,
};

/** 'Arrival', 'Departure', 'Transit & Connections'. */
export function serviceTypeLabel(type: ServiceType, wording: Wording = ENGLISH): string {
  return wording.text(TYPE_MESSAGES[type]);
}

export function typeAndLevelLabel(
  item: Pick<CartItem, 'serviceType' | 'serviceLevel'>,
  wording: Wording = ENGLISH,
): string {
  return `${serviceTypeLabel(item.serviceType, wording)} · ${wording.text(LEVEL_MESSAGES[item.serviceLevel])}`;
}

export function discountReasonLabel(
  item: Pick<CartItem, 'discountReason'>,
  promoCode?: string | null,
  wording: Wording = ENGLISH,
): string {
  switch (item.discountReason) {
    case 'round-trip':
      return wording.text(M.reasonRoundTrip);
    case 'multi-service':
      return wording.text(M.reasonMultiService);
    case 'promo':
      return promoCode ? wording.text(M.reasonPromoCode, { code: promoCode }) : wording.text(M.reasonPromo);
    default:
      return '';
  }
}

/** '10% off (multi-service discount)'. */
export function discountLine(item: CartItem, promoCode: string | null | undefined, wording: Wording = ENGLISH): string {
  return wording.text(M.discountOff, {
    percent: item.discountPercentage,
    reason: discountReasonLabel(item, promoCode, wording),
  });
}

export function porterLine(
  item: Pick<CartItem, 'porterSelected' | 'porterCost'>,
  price: (amount: number) => string,
  wording: Wording = ENGLISH,
): string {
  return item.porterSelected
    ? wording.text(M.porterIncluded, { price: price(item.porterCost) })
    : wording.text(M.noPorter);
}

const RETURN_SUFFIX = ' (Return)';

/** A return leg is stored named '{outbound} (Return)': the suffix is said in the page's language. */
export function displayName(item: Pick<CartItem, 'name' | 'isReturnService'>, wording: Wording = ENGLISH): string {
  if (!item.isReturnService || !item.name.endsWith(RETURN_SUFFIX) || isEnglish(wording.locale)) return item.name;
  return wording.text(M.returnLeg, { name: item.name.slice(0, -RETURN_SUFFIX.length) });
}

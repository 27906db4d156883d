import { createIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import type { Airport } from '@vip/contracts/schemas';
import type { Region, ServiceLevel } from '@vip/contracts/vocabulary';
import { useLocale, useText } from '@vip/ui';
import { commonMessages, levelBadgeMessages, levelMessages, regionMessages } from './common.messages';
import { formatWholeDollars } from './format';

type Values = Record<string, string | number | Date | null | undefined>;

/** The page's language for texts built outside components (page titles, JSON-LD) as well as in them. */
export interface Words {
  locale: Locale;
  text: (message: MessageDescriptor, values?: Values) => string;
}

const englishIntl = createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} });

/** English, from the messages' `defaultMessage`: what functions called without the page's words say. */
export const ENGLISH_WORDS: Words = {
  locale: DEFAULT_LOCALE,
  text: (message, values) => englishIntl.formatMessage(message, values) as string,
};

export function useWords(): Words {
  return { locale: useLocale(), text: useText() };
}

const REGION_KEYS: Record<Region, keyof typeof regionMessages> = {
  Americas: 'americas',
  Europe: 'europe',
  'Middle East & Africa': 'middleEastAfrica',
  'Asia Pacific': 'asiaPacific',
  Other: 'other',
};

export function regionName({ text }: Words, region: Region): string {
  return text(regionMessages[REGION_KEYS[region]]);
}

export function levelName({ text }: Words, level: ServiceLevel): string {
  return text(levelMessages[level]);
}

export function levelBadge({ text }: Words, level: ServiceLevel): string {
  return text(levelBadgeMessages[level]);
}

const dollarFormats = new Map<Locale, Intl.NumberFormat>();

/** US dollars without cents in the page's locale; English keeps the hand-made format (no Intl set-up cost). */
export function wholeDollars({ locale }: Words, amount: number): string {
  if (locale === DEFAULT_LOCALE) return formatWholeDollars(amount);
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    dollarFormats.set(locale, format);
  }
  return format.format(amount);
}

/** The spec's 'from $minPrice'. */
export function fromPrice(words: Words, amount: number): string {
  return words.text(commonMessages.fromPrice, { price: wholeDollars(words, amount) });
}

const countryNames = new Map<Locale, Intl.DisplayNames>();

/** The catalog's country name in English; in another language, the country's name in it by its code. */
export function countryName(
  { locale }: Pick<Words, 'locale'>,
  airport: Pick<Airport, 'country' | 'countryCode'>,
): string {
  if (locale === DEFAULT_LOCALE || !/^[A-Za-z]{2}$/.test(airport.countryCode)) return airport.country;
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(airport.countryCode.toUpperCase()) ?? airport.country;
  } catch {
    return airport.country;
  }
}

/** 'London, United Kingdom': the city as the catalog gives it. */
export function placeOf(words: Words, airport: Pick<Airport, 'city' | 'country' | 'countryCode'>): string {
  return words.text(commonMessages.place, { city: airport.city, country: countryName(words, airport) });
}

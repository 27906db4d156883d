import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '@vip/contracts/i18n';
import { formatUsd, toDollars } from '@vip/contracts/money';
import { CURRENCY_MINOR_DIGITS, type DisplayCurrency } from '@vip/contracts/display-currency';
import { formatLocalDateTime } from '@vip/contracts/time';
import { MAIL_AR } from './ar';
import { MAIL_DE } from './de';
import { MAIL_EN, type MailKey, type MailTable } from './en';
import { MAIL_ES } from './es';
import { MAIL_FR } from './fr';
import { MAIL_ZH_HANS } from './zh-hans';

export const MAIL_CATALOGUE: Record<Locale, MailTable> = {
  en: MAIL_EN,
  fr: MAIL_FR,
  de: MAIL_DE,
  es: MAIL_ES,
  ar: MAIL_AR,
  'zh-Hans': MAIL_ZH_HANS,
};

export type MailValues = Record<string, string | number>;

/** The words, dates and amounts of a traveller's e-mail in their language. */
export interface MailText {
  readonly locale: Locale;
  t(key: MailKey, values?: MailValues): string;
  /** An airport's local date and time as booked: no zone conversion. */
  dateTime(date: string, time: string): string;
  date(date: string): string;
  usd(cents: number): string;
  /** An amount in a currency's minor units, as the language writes money (no decimals for the yen). */
  money(minorUnits: number, currency: DisplayCurrency): string;
  /** A rate as the language writes a decimal, every place kept. */
  rate(rateToUsd: string): string;
  list(items: readonly string[]): string;
}

const LIST_SEPARATORS: Partial<Record<Locale, string>> = { ar: '، ', 'zh-Hans': '、' };

function utcOf(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h ?? 0, mi ?? 0));
}

function moneyFormats(locale: Locale): Pick<MailText, 'money' | 'rate'> {
  const formats = new Map<DisplayCurrency, Intl.NumberFormat>();
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  return {
    money: (minorUnits, currency) => {
      let f = formats.get(currency);
      const digits = CURRENCY_MINOR_DIGITS[currency];
      if (!f)
        formats.set(
          currency,
          (f = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          })),
        );
      return f.format(minorUnits / 10 ** digits);
    },
    rate: (rateToUsd) => decimal.format(Number(rateToUsd)),
  };
}

function build(locale: Locale): MailText {
  const table = MAIL_CATALOGUE[locale];
  const compiled = new Map<MailKey, IntlMessageFormat>();
  const format = (key: MailKey) => {
    let f = compiled.get(key);
    if (!f) compiled.set(key, (f = new IntlMessageFormat(table[key], locale)));
    return f;
  };
  // English keeps the exact formats the spec's e-mails had (en-GB dates, hand-made dollars).
  if (locale === DEFAULT_LOCALE)
    return {
      locale,
      t: (key, values) => format(key).format(values) as string,
      dateTime: formatLocalDateTime,
      date: (date) => date,
      usd: (cents) => formatUsd(toDollars(cents)),
      ...moneyFormats(locale),
      list: (items) => items.join(', '),
    };
  // Formatted as UTC: the booked wall-clock time is the airport's, shown as it is.
  const dateTime = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  // In right-to-left text each inserted value (a phone number, a reference, a Latin name) keeps its own direction.
  const isolated =
    localeDirection(locale) === 'rtl'
      ? (values?: MailValues) =>
          values &&
          Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? `\u2068${v}\u2069` : v]),
          )
      : (values?: MailValues) => values;
  return {
    locale,
    t: (key, values) => format(key).format(isolated(values)) as string,
    dateTime: (date, time) => dateTime.format(utcOf(date, time)),
    date: (date) => longDate.format(utcOf(date)),
    usd: (cents) => usd.format(toDollars(cents)),
    ...moneyFormats(locale),
    list: (items) => items.join(LIST_SEPARATORS[locale] ?? ', '),
  };
}

const texts = new Map<Locale, MailText>();

/** One per language, made on first use; anything not a known language reads English. */
export function mailText(locale: string | null | undefined): MailText {
  const known: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let text = texts.get(known);
  if (!text) texts.set(known, (text = build(known)));
  return text;
}

const englishNames = new Intl.DisplayNames('en', { type: 'language' });

/** 'French', 'Simplified Chinese': staff's and suppliers' pages are English. */
export function englishLanguageName(locale: Locale): string {
  return englishNames.of(locale) ?? locale;
}

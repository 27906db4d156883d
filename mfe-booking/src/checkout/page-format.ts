import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import { useLocale } from '@vip/ui';
import { formatInstantDate } from '../quote/format';
import { formatLongDate, formatMoney, formatTime12 } from '../wizard/format';

/** Dates, times and US dollar amounts as the page's language writes them. */
export interface PageFormat {
  /** '2030-06-20' → 'June 20, 2030' / '20 juin 2030'. */
  longDate(isoDate: string): string;
  /** '14:00' → '2:00 PM' / '14:00'. */
  time(localTime: string): string;
  /** An instant's calendar day where the traveller is. */
  instantDate(iso: string): string;
  /** Always US dollars, two decimals: '$1,234.50' / '1 234,50 $US'. */
  money(amount: number): string;
}

// English keeps its hand-made formats (the spec's words; no Intl set-up cost on a phone).
const ENGLISH: PageFormat = {
  longDate: formatLongDate,
  time: formatTime12,
  instantDate: formatInstantDate,
  money: formatMoney,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function intlFormat(locale: Locale): PageFormat {
  // The wall-clock date and time are formatted in UTC so no zone can move them.
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    longDate(isoDate) {
      const m = ISO_DATE.exec(isoDate);
      const d = m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d && !Number.isNaN(d.getTime()) ? longDate.format(d) : isoDate;
    },
    time(localTime) {
      const m = LOCAL_TIME.exec(localTime);
      return m ? time.format(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])))) : localTime;
    },
    instantDate(iso) {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : instant.format(d);
    },
    money: (amount) => money.format(amount),
  };
}

const made = new Map<Locale, PageFormat>([[DEFAULT_LOCALE, ENGLISH]]);

export function pageFormat(locale: Locale): PageFormat {
  let format = made.get(locale);
  if (!format) {
    format = intlFormat(locale);
    made.set(locale, format);
  }
  return format;
}

export function usePageFormat(): PageFormat {
  return pageFormat(useLocale());
}

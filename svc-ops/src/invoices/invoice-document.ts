import { BRAND, BRAND_COLORS } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { DEFAULT_LOCALE, localeDirection } from '@vip/contracts/i18n';
import { toCents } from '@vip/contracts/money';
import { formatPhoneNumber, type CaseInvoice } from '@vip/contracts/schemas';
import { formatCalendarDate } from '@vip/contracts/time';
import type { Case } from '../cases/cases.service';
import { mailText } from '../i18n/mail-text';
import { printFontStack } from '../i18n/print-fonts';
import { serviceNameIn } from '../i18n/service-names';

export interface InvoiceDocumentOptions {
  supportEmail: string;
  instructions: string;
  issuedAt: Date;
}

/** Every value escaped: names and texts come from travellers. In the traveller's language, English without one. */
export function invoiceDocumentHtml(c: Case, invoice: CaseInvoice, options: InvoiceDocumentOptions): string {
  const text = mailText(c.locale);
  const { t, locale } = text;
  const rtl = localeDirection(locale) === 'rtl';
  // English keeps its long dates ('20 June 2030'); the others write theirs.
  const day = (date: string) => (locale === DEFAULT_LOCALE ? formatCalendarDate(date) : text.date(date));
  /** Codes, addresses and amounts stay left to right inside Arabic. */
  const ltr = (value: string) => (rtl ? `<bdi dir="ltr">${escapeHtml(value)}</bdi>` : escapeHtml(value));
  const number = invoice.number ?? '';
  const billed = [
    c.bookerName && c.agencyName ? `${c.bookerName}, ${c.agencyName}` : null,
    c.contactName,
    c.contactEmail,
    formatPhoneNumber(c.contactPhone),
  ].filter((line): line is string => Boolean(line));
  const travellers = [
    t('ops.mail.booking.adults', { count: c.adultCount }),
    ...(c.childCount > 0 ? [t('ops.mail.booking.children', { count: c.childCount })] : []),
  ];
  const rows: Array<[string, string]> = [
    [t('ops.invoiceDoc.reference'), ltr(c.referenceCode)],
    [
      t('ops.invoiceDoc.service'),
      escapeHtml(
        t('ops.invoiceDoc.serviceAt', {
          service: serviceNameIn(text, c),
          airport: c.airportName,
          code: c.airportCode,
        }),
      ),
    ],
    [
      t('ops.invoiceDoc.dateTime'),
      escapeHtml(t('ops.invoiceDoc.when', { date: day(c.flightDate), time: c.flightTime })),
    ],
    [t('ops.invoiceDoc.travellers'), escapeHtml(text.list(travellers))],
  ];
  const amount = t('ops.invoiceDoc.amount', { amount: text.usd(toCents(invoice.amount)) });
  const title = t('ops.invoiceDoc.title', { number });
  const dates = [
    t('ops.invoiceDoc.issued', { date: day(options.issuedAt.toISOString().slice(0, 10)) }),
    ...(invoice.dueDate ? [t('ops.invoiceDoc.due', { date: day(invoice.dueDate) })] : []),
  ];
  return `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:${printFontStack(locale, 'Arial,Helvetica')};color:#1f1f1f;margin:40px;font-size:13px;overflow-wrap:anywhere}h1{font-size:24px;margin:0}table{border-collapse:collapse;width:100%;margin:16px 0;table-layout:fixed}th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #e5e5e5}th{width:38%;color:#555;font-weight:normal}.total td{font-size:16px;font-weight:bold}.box{border:1px solid ${BRAND_COLORS.gold};padding:12px 16px;margin-top:16px;white-space:pre-wrap}.muted{color:#666}</style></head>
<body><header><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(BRAND.productName)} · ${ltr(options.supportEmail)} · ${ltr(BRAND.supportPhone)}</p>
<p>${dates.map((d) => escapeHtml(d)).join(' · ')}</p></header>
<section><h2>${escapeHtml(t('ops.invoiceDoc.billedTo'))}</h2><p>${billed.map((line) => (rtl ? `<bdi>${escapeHtml(line)}</bdi>` : escapeHtml(line))).join('<br>')}</p></section>
<section><h2>${escapeHtml(t('ops.invoiceDoc.for'))}</h2><table>${rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`).join('')}
<tr class="total"><td>${escapeHtml(t('ops.invoiceDoc.amountDue'))}</td><td>${ltr(amount)}</td></tr></table></section>
<section><h2>${escapeHtml(t('ops.invoiceDoc.howToPay'))}</h2><div class="box">${escapeHtml(options.instructions)}</div>
<p>${escapeHtml(t('ops.invoiceDoc.quote', { number }))}</p></section></body></html>`;
}

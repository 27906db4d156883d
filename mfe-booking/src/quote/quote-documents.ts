import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { localeDirection } from '@vip/contracts/i18n';
import { QUOTE_VALID_DAYS } from '@vip/contracts/schemas';
import { itemTotalOf, totalsOf } from '../cart/cart-pricing';
import type { AppliedPromo, CartItem } from '../cart/cart.types';
import {
  discountLine,
  displayName,
  ENGLISH,
  formatDocumentPrice,
  formatInstantDate,
  formatQuoteDate,
  formatQuoteTime,
  formatTravellers,
  porterLine,
  typeAndLevelLabel,
  type TextValues,
  type Wording,
} from './format';
import { QUOTE_DOCUMENT_MESSAGES as D, QUOTE_FORMAT_MESSAGES as F } from './quote.messages';

/**
 * The two quote documents: the e-mail quote (inline styles, because that is what survives
 * being copied into an e-mail) and the simplified, printable quote. Pure: the same cart gives the same
 * HTML, and every piece of cart text is escaped, since names come from storage and the catalog.
 */

export interface QuoteDocumentInput {
  items: readonly CartItem[];
  promo?: AppliedPromo | null;
  /** The date the quote is made; injected so the documents stay pure. */
  issuedAt?: Date;
  /** The page's language; English without it. */
  wording?: Wording;
  /** Under the total, in the traveller's currency, already worded ('≈ €504.63 · Estimate. …'); none in dollars. */
  estimate?: string | null;
}

export const QUOTE_WINDOW_FEATURES = 'width=800,height=800';
export const POPUP_BLOCKED_MESSAGE = 'Could not open new window. Please check your popup blocker settings.';

const R = BOOKING_RULES;

/** Validity, then the cancellation policy, in the document's language. */
export function quoteNotes(wording: Wording = ENGLISH): string[] {
  return [
    wording.text(D.validFor, { days: QUOTE_VALID_DAYS }),
    wording.text(D.freeCancellation, { hours: R.cancellationHours }),
    wording.text(D.lateCancellation, { percent: R.lateCancellationChargePercent, hours: R.cancellationHours }),
    wording.text(D.noRefund, { hours: R.noRefundHours }),
  ];
}

export const QUOTE_NOTES: readonly string[] = quoteNotes();

export { escapeHtml };

/** A message as HTML: its words escaped, the `html` values put in as they are. */
function htmlText(
  wording: Wording,
  message: Parameters<Wording['text']>[0],
  values: TextValues,
  html: Record<string, string>,
): string {
  // Marks no text holds stand for the HTML while the rest is escaped.
  const marks = Object.fromEntries(Object.keys(html).map((key) => [key, `\u0001${key}\u0001`]));
  const escaped = escapeHtml(wording.text(message, { ...values, ...marks }));
  return Object.entries(html).reduce((out, [key, value]) => out.replace(`\u0001${key}\u0001`, value), escaped);
}

/** The Details cell: when, who, flight, porter, round trip and discount, one line each. */
function detailLines(
  item: CartItem,
  items: readonly CartItem[],
  promo: AppliedPromo | null | undefined,
  wording: Wording,
): string[] {
  const price = (amount: number) => formatDocumentPrice(amount, wording.locale);
  const lines = [
    wording.text(F.dateAtTime, {
      date: formatQuoteDate(item.date, wording),
      time: formatQuoteTime(item.time, wording),
    }),
    formatTravellers(item.travelers, wording),
  ];
  if (item.flight)
    lines.push(
      item.terminal
        ? wording.text(D.flightTerminal, { flight: item.flight, terminal: item.terminal })
        : wording.text(D.flight, { flight: item.flight }),
    );
  lines.push(porterLine(item, price, wording));
  if (item.isReturnService && item.returnTripFor !== undefined) {
    const outbound = items.find((other) => other.id === item.returnTripFor);
    if (outbound) lines.push(wording.text(D.returnFor, { name: displayName(outbound, wording) }));
  }
  if (item.discountPercentage > 0) lines.push(discountLine(item, promo?.code, wording));
  return lines;
}

interface Row {
  service: string;
  airport: string;
  type: string;
  details: string[];
  price: string;
  original: string | null;
}

function rowsOf(input: QuoteDocumentInput, wording: Wording): Row[] {
  return input.items.map((item) => {
    const total = itemTotalOf(item);
    const gross = itemTotalOf({ ...item, discountPercentage: 0 });
    return {
      service: displayName(item, wording),
      airport: `${item.airport.code} – ${item.airport.name}`,
      type: typeAndLevelLabel(item, wording),
      details: detailLines(item, input.items, input.promo, wording),
      price: formatDocumentPrice(total, wording.locale),
      original: total < gross ? formatDocumentPrice(gross, wording.locale) : null,
    };
  });
}

/** The document's language and direction, and which side its text starts on. */
function layoutOf(wording: Wording) {
  const dir = localeDirection(wording.locale);
  return {
    lang: wording.locale,
    // English keeps its documents as they were (no dir attribute).
    dirAttribute: dir === 'rtl' ? ' dir="rtl"' : '',
    start: dir === 'rtl' ? 'right' : 'left',
    end: dir === 'rtl' ? 'left' : 'right',
  };
}

/** The e-mail quote, for an 800 by 800 window: header, the table with a total row, the notes, the contact. */
export function buildEmailQuoteHtml(input: QuoteDocumentInput): string {
  const wording = input.wording ?? ENGLISH;
  const { lang, dirAttribute, start, end } = layoutOf(wording);
  const t = (message: Parameters<Wording['text']>[0], values?: TextValues) => escapeHtml(wording.text(message, values));
  const price = (amount: number) => escapeHtml(formatDocumentPrice(amount, wording.locale));
  const issuedAt = input.issuedAt ?? new Date();
  const totals = totalsOf(input.items);
  const cell = `padding:8px;border:1px solid ${VIP_THEME.colorBorder};vertical-align:top;text-align:${start};`;
  const rows = rowsOf(input, wording)
    .map(
      (r) => `<tr>
<td style="${cell}"><strong>${escapeHtml(r.service)}</strong><br>${escapeHtml(r.airport)}</td>
<td style="${cell}">${escapeHtml(r.type)}</td>
<td style="${cell}">${r.details.map(escapeHtml).join('<br>')}</td>
<td style="${cell}text-align:${end};white-space:nowrap;">${r.original ? `<s style="color:#8c8c8c;">${escapeHtml(r.original)}</s><br>` : ''}<strong>${escapeHtml(r.price)}</strong></td>
</tr>`,
    )
    .join('\n');
  const discountRow =
    totals.discountTotal > 0
      ? `<tr><td colspan="3" style="${cell}text-align:${end};">${t(D.discounts)}</td><td style="${cell}text-align:${end};">−${price(totals.discountTotal)}</td></tr>`
      : '';
  const email = escapeHtml(BRAND.supportEmail);
  return `<!DOCTYPE html>
<html lang="${lang}"${dirAttribute}>
<head>
<meta charset="utf-8">
<title>${t(D.emailTitle, { product: BRAND.productName })}</title>
</head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;background:#ffffff;">
<div style="max-width:740px;margin:0 auto;">
<div style="background:${VIP_THEME.navy};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;">
<h1 style="margin:0;font-size:22px;">${escapeHtml(BRAND.productName)}</h1>
<p style="margin:4px 0 0;font-size:14px;">${t(D.emailSubtitle, { date: formatInstantDate(issuedAt.toISOString(), wording.locale) })}</p>
</div>
<table style="width:100%;border-collapse:collapse;margin:16px 0;font-size:14px;">
<thead><tr style="background:#f5f5f5;">
<th style="${cell}">${t(D.service)}</th><th style="${cell}">${t(D.type)}</th><th style="${cell}">${t(D.details)}</th><th style="${cell}text-align:${end};">${t(D.price)}</th>
</tr></thead>
<tbody>
${rows}
${discountRow}
<tr style="background:#f5f5f5;"><td colspan="3" style="${cell}text-align:${end};"><strong>${t(D.total)}</strong></td><td style="${cell}text-align:${end};"><strong>${price(totals.total)}</strong></td></tr>
${input.estimate ? `<tr><td colspan="4" style="${cell}text-align:${end};color:#555;">${escapeHtml(input.estimate)}</td></tr>` : ''}
</tbody>
</table>
${input.promo ? `<p style="font-size:14px;">${t(D.promoApplied, { code: input.promo.code })}</p>` : ''}
<h2 style="font-size:16px;margin:16px 0 8px;">${t(D.notes)}</h2>
<ul style="font-size:14px;line-height:1.5;margin:0;padding-${start}:20px;">
${quoteNotes(wording)
  .map((note) => `<li>${escapeHtml(note)}</li>`)
  .join('\n')}
</ul>
<p style="font-size:14px;margin-top:16px;">${htmlText(wording, D.toBook, { phone: BRAND.supportPhone }, { email: `<a href="mailto:${email}">${email}</a>` })}</p>
</div>
</body>
</html>`;
}

/** The simplified quote: the same table, styled for printing. */
export function buildSimplifiedQuoteHtml(input: QuoteDocumentInput): string {
  const wording = input.wording ?? ENGLISH;
  const { lang, dirAttribute, start, end } = layoutOf(wording);
  const t = (message: Parameters<Wording['text']>[0], values?: TextValues) => escapeHtml(wording.text(message, values));
  const issuedAt = input.issuedAt ?? new Date();
  const totals = totalsOf(input.items);
  const rows = rowsOf(input, wording)
    .map(
      (r) => `<tr>
<td><strong>${escapeHtml(r.service)}</strong><br><span class="muted">${escapeHtml(r.airport)}</span></td>
<td>${escapeHtml(r.type)}</td>
<td>${r.details.map(escapeHtml).join('<br>')}</td>
<td class="price">${r.original ? `<s class="muted">${escapeHtml(r.original)}</s><br>` : ''}${escapeHtml(r.price)}</td>
</tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}"${dirAttribute}>
<head>
<meta charset="utf-8">
<title>${t(D.simplifiedTitle, { product: BRAND.productName })}</title>
<style>
body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin: 16px 0; font-size: 13px; }
th, td { border: 1px solid #999; padding: 6px 8px; text-align: ${start}; vertical-align: top; }
th { background: #eee; }
.price { text-align: ${end}; white-space: nowrap; }
.total td { font-weight: bold; }
.muted { color: #555; }
@media print { body { margin: 0; } th { background: none; } a { color: #000; text-decoration: none; } }
</style>
</head>
<body>
<h1>${t(D.simplifiedTitle, { product: BRAND.productName })}</h1>
<p class="muted">${escapeHtml(formatInstantDate(issuedAt.toISOString(), wording.locale))}</p>
<table>
<thead><tr><th>${t(D.service)}</th><th>${t(D.type)}</th><th>${t(D.details)}</th><th class="price">${t(D.price)}</th></tr></thead>
<tbody>
${rows}
<tr class="total"><td colspan="3" class="price">${t(D.total)}</td><td class="price">${escapeHtml(formatDocumentPrice(totals.total, wording.locale))}</td></tr>
${input.estimate ? `<tr class="muted"><td colspan="4" class="price">${escapeHtml(input.estimate)}</td></tr>` : ''}
</tbody>
</table>
<p>${t(D.simplifiedFooter, { days: QUOTE_VALID_DAYS, email: BRAND.supportEmail })}</p>
</body>
</html>`;
}

/**
 * Writes a document into a new window. Without 'noopener' on purpose: with it the browser returns
 * null and the document could not be written. A blocked pop-up throws, for the caller's toast.
 */
export function openQuoteWindow(html: string, features = QUOTE_WINDOW_FEATURES): Window {
  const win = window.open('', '_blank', features);
  if (!win) throw new Error(POPUP_BLOCKED_MESSAGE);
  win.document.open();
  win.document.write(html);
  win.document.close();
  return win;
}

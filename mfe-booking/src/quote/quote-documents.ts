import { CANCELLATION_POLICY } from '@vip/contracts/booking-rules';
import { BRAND, BRAND_COLORS } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { QUOTE_VALID_DAYS } from '@vip/contracts/schemas';
import { itemTotalOf, totalsOf } from '../cart/cart-pricing';
import type { AppliedPromo, CartItem } from '../cart/cart.types';
import {
  discountReasonLabel,
  formatDocumentPrice,
  formatQuoteDate,
  formatQuoteTime,
  formatTravellers,
  typeAndLevelLabel,
} from './format';

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
}

export const QUOTE_WINDOW_FEATURES = 'width=800,height=800';
export const POPUP_BLOCKED_MESSAGE = 'Could not open new window. Please check your popup blocker settings.';

export const QUOTE_NOTES = [`Prices are valid for ${QUOTE_VALID_DAYS} days.`, ...CANCELLATION_POLICY] as const;

export { escapeHtml };

function issuedDate(issuedAt: Date): string {
  return issuedAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** The Details cell: when, who, flight, porter, round trip and discount, one line each. */
function detailLines(item: CartItem, items: readonly CartItem[], promo: AppliedPromo | null | undefined): string[] {
  const lines = [`${formatQuoteDate(item.date)} at ${formatQuoteTime(item.time)}`, formatTravellers(item.travelers)];
  if (item.flight) lines.push(`Flight ${item.flight}${item.terminal ? `, terminal ${item.terminal}` : ''}`);
  lines.push(
    item.porterSelected ? `Porter service included (+${formatDocumentPrice(item.porterCost)})` : 'No porter service',
  );
  if (item.isReturnService && item.returnTripFor !== undefined) {
    const outbound = items.find((other) => other.id === item.returnTripFor);
    if (outbound) lines.push(`Return trip for ${outbound.name}`);
  }
  if (item.discountPercentage > 0)
    lines.push(`${item.discountPercentage}% off (${discountReasonLabel(item, promo?.code)})`);
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

function rowsOf(input: QuoteDocumentInput): Row[] {
  return input.items.map((item) => {
    const total = itemTotalOf(item);
    const gross = itemTotalOf({ ...item, discountPercentage: 0 });
    return {
      service: item.name,
      airport: `${item.airport.code} – ${item.airport.name}`,
      type: typeAndLevelLabel(item),
      details: detailLines(item, input.items, input.promo),
      price: formatDocumentPrice(total),
      original: total < gross ? formatDocumentPrice(gross) : null,
    };
  });
}

const cell = 'padding:8px;border:1px solid #d9d9d9;vertical-align:top;text-align:left;';

/** The e-mail quote, for an 800 by 800 window: header, the table with a total row, the notes, the contact. */
export function buildEmailQuoteHtml(input: QuoteDocumentInput): string {
  const issuedAt = input.issuedAt ?? new Date();
  const totals = totalsOf(input.items);
  const rows = rowsOf(input)
    .map(
      (r) => `<tr>
<td style="${cell}"><strong>${escapeHtml(r.service)}</strong><br>${escapeHtml(r.airport)}</td>
<td style="${cell}">${escapeHtml(r.type)}</td>
<td style="${cell}">${r.details.map(escapeHtml).join('<br>')}</td>
<td style="${cell}text-align:right;white-space:nowrap;">${r.original ? `<s style="color:#8c8c8c;">${escapeHtml(r.original)}</s><br>` : ''}<strong>${escapeHtml(r.price)}</strong></td>
</tr>`,
    )
    .join('\n');
  const discountRow =
    totals.discountTotal > 0
      ? `<tr><td colspan="3" style="${cell}text-align:right;">Discounts</td><td style="${cell}text-align:right;">−${escapeHtml(formatDocumentPrice(totals.discountTotal))}</td></tr>`
      : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${BRAND.productName} – Service Quote`)}</title>
</head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;background:#ffffff;">
<div style="max-width:740px;margin:0 auto;">
<div style="background:${BRAND_COLORS.navy};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;">
<h1 style="margin:0;font-size:22px;">${escapeHtml(BRAND.productName)}</h1>
<p style="margin:4px 0 0;font-size:14px;">VIP Airport Service Quote · ${escapeHtml(issuedDate(issuedAt))}</p>
</div>
<table style="width:100%;border-collapse:collapse;margin:16px 0;font-size:14px;">
<thead><tr style="background:#f5f5f5;">
<th style="${cell}">Service</th><th style="${cell}">Type</th><th style="${cell}">Details</th><th style="${cell}text-align:right;">Price</th>
</tr></thead>
<tbody>
${rows}
${discountRow}
<tr style="background:#f5f5f5;"><td colspan="3" style="${cell}text-align:right;"><strong>Total</strong></td><td style="${cell}text-align:right;"><strong>${escapeHtml(formatDocumentPrice(totals.total))}</strong></td></tr>
</tbody>
</table>
${input.promo ? `<p style="font-size:14px;">Promo code ${escapeHtml(input.promo.code)} applied.</p>` : ''}
<h2 style="font-size:16px;margin:16px 0 8px;">Important notes</h2>
<ul style="font-size:14px;line-height:1.5;margin:0;padding-left:20px;">
${QUOTE_NOTES.map((note) => `<li>${escapeHtml(note)}</li>`).join('\n')}
</ul>
<p style="font-size:14px;margin-top:16px;">To book, contact us at <a href="mailto:${escapeHtml(BRAND.supportEmail)}">${escapeHtml(BRAND.supportEmail)}</a> or ${escapeHtml(BRAND.supportPhone)}.</p>
</div>
</body>
</html>`;
}

/** The simplified quote: the same table, styled for printing. */
export function buildSimplifiedQuoteHtml(input: QuoteDocumentInput): string {
  const issuedAt = input.issuedAt ?? new Date();
  const totals = totalsOf(input.items);
  const rows = rowsOf(input)
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
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${BRAND.productName} – Quote`)}</title>
<style>
body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin: 16px 0; font-size: 13px; }
th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #eee; }
.price { text-align: right; white-space: nowrap; }
.total td { font-weight: bold; }
.muted { color: #555; }
@media print { body { margin: 0; } th { background: none; } a { color: #000; text-decoration: none; } }
</style>
</head>
<body>
<h1>${escapeHtml(BRAND.productName)} – Quote</h1>
<p class="muted">${escapeHtml(issuedDate(issuedAt))}</p>
<table>
<thead><tr><th>Service</th><th>Type</th><th>Details</th><th class="price">Price</th></tr></thead>
<tbody>
${rows}
<tr class="total"><td colspan="3" class="price">Total</td><td class="price">${escapeHtml(formatDocumentPrice(totals.total))}</td></tr>
</tbody>
</table>
<p>Prices are valid for ${QUOTE_VALID_DAYS} days. To book, contact ${escapeHtml(BRAND.supportEmail)}.</p>
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

import { BRAND, BRAND_COLORS } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { formatUsd } from '@vip/contracts/money';
import { formatPhoneNumber, type CaseInvoice } from '@vip/contracts/schemas';
import { formatCalendarDate } from '@vip/contracts/time';
import type { Case } from '../cases/cases.service';

export interface InvoiceDocumentOptions {
  supportEmail: string;
  instructions: string;
  issuedAt: Date;
}

/** Every value escaped: names and texts come from travellers. */
export function invoiceDocumentHtml(c: Case, invoice: CaseInvoice, options: InvoiceDocumentOptions): string {
  const billed = [
    c.bookerName && c.agencyName ? `${c.bookerName}, ${c.agencyName}` : null,
    c.contactName,
    c.contactEmail,
    formatPhoneNumber(c.contactPhone),
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    ['Booking reference', c.referenceCode],
    ['Service', `${c.serviceName} at ${c.airportName} (${c.airportCode})`],
    ['Date and time', `${formatCalendarDate(c.flightDate)} at ${c.flightTime} (local time at the airport)`],
    [
      'Travellers',
      `${c.adultCount} adult${c.adultCount === 1 ? '' : 's'}${c.childCount > 0 ? `, ${c.childCount} child${c.childCount === 1 ? '' : 'ren'}` : ''}`,
    ],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;margin:40px;font-size:13px;overflow-wrap:anywhere}h1{font-size:24px;margin:0}table{border-collapse:collapse;width:100%;margin:16px 0;table-layout:fixed}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e5e5}th{width:38%;color:#555;font-weight:normal}.total td{font-size:16px;font-weight:bold}.box{border:1px solid ${BRAND_COLORS.gold};padding:12px 16px;margin-top:16px;white-space:pre-wrap}.muted{color:#666}</style></head>
<body><header><h1>Invoice ${escapeHtml(invoice.number)}</h1><p class="muted">${escapeHtml(BRAND.productName)} · ${escapeHtml(options.supportEmail)} · ${escapeHtml(BRAND.supportPhone)}</p>
<p>Issued ${escapeHtml(formatCalendarDate(options.issuedAt.toISOString().slice(0, 10)))}${invoice.dueDate ? ` · Due ${escapeHtml(formatCalendarDate(invoice.dueDate))}` : ''}</p></header>
<section><h2>Billed to</h2><p>${billed.map((line) => escapeHtml(line)).join('<br>')}</p></section>
<section><h2>For</h2><table>${rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}
<tr class="total"><td>Amount due</td><td>${escapeHtml(formatUsd(invoice.amount))} USD</td></tr></table></section>
<section><h2>How to pay</h2><div class="box">${escapeHtml(options.instructions)}</div>
<p>Please quote the invoice number ${escapeHtml(invoice.number)} with your payment.</p></section></body></html>`;
}

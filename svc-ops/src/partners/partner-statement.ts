import { stringify } from 'csv-stringify/sync';
import { BRAND } from '@vip/contracts/brand';
import { escapeHtml } from '@vip/contracts/html';
import { formatUsd, toDollars } from '@vip/contracts/money';
import type { Partner, PartnerBookingStatus, PartnerStatement } from '@vip/contracts/schemas';
import type { StatementLine } from './partners.ports';

const STATUS_LABELS: Record<PartnerBookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Cancelled bookings are listed with their charge and left out of the booking totals. */
export function buildStatement(
  partner: Pick<Partner, 'id' | 'companyName' | 'billingEmail'>,
  month: string,
  lines: readonly StatementLine[],
): PartnerStatement {
  const counted = lines.filter((l) => l.status !== 'cancelled');
  const sum = (ls: readonly StatementLine[], read: (l: StatementLine) => number) =>
    toDollars(ls.reduce((total, l) => total + read(l), 0));
  return {
    partner: { id: partner.id, companyName: partner.companyName, billingEmail: partner.billingEmail },
    month,
    lines: lines.map((l) => ({
      referenceCode: l.referenceCode,
      partnerReference: l.partnerReference,
      requestedAt: l.requestedAt,
      serviceDate: l.serviceDate,
      serviceName: l.serviceName,
      airportCode: l.airportCode,
      travellerName: l.travellerName,
      status: l.status,
      total: toDollars(l.totalCents),
      commission: toDollars(l.commissionCents),
      netPrice: toDollars(l.netPriceCents),
      cancellationCharge: l.cancellationChargeCents === null ? null : toDollars(l.cancellationChargeCents),
    })),
    totals: {
      bookings: counted.length,
      total: sum(counted, (l) => l.totalCents),
      commission: sum(counted, (l) => l.commissionCents),
      netPrice: sum(counted, (l) => l.netPriceCents),
      cancellationCharges: sum(lines, (l) => l.cancellationChargeCents ?? 0),
    },
  };
}

const COLUMNS = [
  'Reference',
  'Partner Reference',
  'Requested At (UTC)',
  'Service Date (local)',
  'Service',
  'Airport',
  'Traveller',
  'Status',
  'Total (USD)',
  'Commission (USD)',
  'Net Price (USD)',
  'Cancellation Charge (USD)',
];

const amount = (dollars: number | null) => (dollars === null ? null : dollars.toFixed(2));

/**
 * One row per booking, then the totals row. Formula escaping: a partner's reference or a traveller's name must never
 * run as a formula in the partner's spreadsheet. A BOM so spreadsheets read UTF-8 names right.
 */
export function statementCsv(statement: PartnerStatement): string {
  const { totals } = statement;
  const rows = statement.lines.map((l) => [
    l.referenceCode,
    l.partnerReference,
    l.requestedAt,
    l.serviceDate,
    l.serviceName,
    l.airportCode,
    l.travellerName,
    STATUS_LABELS[l.status as PartnerBookingStatus] ?? l.status,
    amount(l.total),
    amount(l.commission),
    amount(l.netPrice),
    amount(l.cancellationCharge),
  ]);
  const totalRow = [
    `Total: ${totals.bookings} booking${totals.bookings === 1 ? '' : 's'} (cancelled ones not counted)`,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    amount(totals.total),
    amount(totals.commission),
    amount(totals.netPrice),
    amount(totals.cancellationCharges),
  ];
  return stringify([...rows, totalRow], {
    bom: true,
    header: true,
    columns: COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
}

export function statementFileName(statement: PartnerStatement, extension: 'csv' | 'pdf'): string {
  const name = statement.partner.companyName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'partner';
  return `statement-${name}-${statement.month}.${extension}`;
}

const money = (dollars: number) => formatUsd(dollars);

/** Printed by Chromium with scripts off; every value is escaped. */
export function statementHtml(statement: PartnerStatement, generatedAt: Date): string {
  const { partner, totals } = statement;
  const title = `Partner statement ${monthName(statement.month)}: ${partner.companyName}`;
  const rows = statement.lines
    .map(
      (l) => `<tr>
<td><span class="nowrap">${escapeHtml(l.referenceCode)}</span>${l.partnerReference ? `<div class="muted">${escapeHtml(l.partnerReference)}</div>` : ''}</td>
<td class="nowrap">${escapeHtml(l.requestedAt.slice(0, 10))}</td>
<td class="nowrap">${escapeHtml(l.serviceDate)}</td>
<td>${escapeHtml(l.serviceName)}<div class="muted">${escapeHtml(l.airportCode)}</div></td>
<td>${escapeHtml(l.travellerName)}</td>
<td>${escapeHtml(STATUS_LABELS[l.status as PartnerBookingStatus] ?? l.status)}</td>
<td class="num">${escapeHtml(money(l.total))}</td>
<td class="num">${escapeHtml(money(l.commission))}</td>
<td class="num">${escapeHtml(money(l.netPrice))}</td>
<td class="num">${l.cancellationCharge === null ? '' : escapeHtml(money(l.cancellationCharge))}</td>
</tr>`,
    )
    .join('');
  const body = statement.lines.length
    ? `<table class="lines"><thead><tr><th>Reference</th><th>Requested (UTC)</th><th>Service date</th><th>Service</th><th>Traveller</th><th>Status</th><th class="num">Total</th><th class="num">Commission</th><th class="num">Net price</th><th class="num">Cancellation charge</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">No bookings were requested this month.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1f2933; font-size: 8.5pt; margin: 0; font-variant-ligatures: none; }
  h1 { font-size: 16pt; margin: 0; color: #1d3557; }
  h2 { font-size: 11pt; margin: 14px 0 6px; color: #1d3557; border-bottom: 1px solid #d9e2ec; padding-bottom: 3px; }
  .muted { color: #52606d; }
  table { border-collapse: collapse; width: 100%; }
  .lines th, .lines td { text-align: left; padding: 3px 4px; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
  .lines thead { display: table-header-group; }
  .lines tr { break-inside: avoid; }
  .num { text-align: right !important; white-space: nowrap; }
  .nowrap { white-space: nowrap; }
  .totals th { text-align: left; font-weight: normal; color: #52606d; padding: 2px 12px 2px 0; width: 40%; }
  .totals td { font-weight: bold; padding: 2px 0; }
  footer { margin-top: 18px; border-top: 1px solid #d9e2ec; padding-top: 6px; font-size: 8pt; color: #52606d; }
</style></head>
<body>
<header><h1>${escapeHtml(BRAND.productName)}: partner statement</h1>
<p>${escapeHtml(partner.companyName)}${partner.billingEmail ? ` (${escapeHtml(partner.billingEmail)})` : ''}<br>
Bookings requested in ${escapeHtml(monthName(statement.month))} (UTC)</p></header>
<section><h2>Totals</h2><table class="totals">
<tr><th>Bookings (not cancelled)</th><td>${totals.bookings}</td></tr>
<tr><th>Total</th><td>${escapeHtml(money(totals.total))}</td></tr>
<tr><th>Commission</th><td>${escapeHtml(money(totals.commission))}</td></tr>
<tr><th>Net price</th><td>${escapeHtml(money(totals.netPrice))}</td></tr>
<tr><th>Cancellation charges</th><td>${escapeHtml(money(totals.cancellationCharges))}</td></tr>
</table></section>
<section><h2>Bookings</h2>${body}</section>
<footer>${escapeHtml(BRAND.legalName)} · ${escapeHtml(BRAND.supportEmail)} · Amounts in US dollars, as priced when each booking was requested. Generated ${escapeHtml(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC.</footer>
</body></html>`;
}

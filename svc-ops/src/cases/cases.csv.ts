import { ADMIN_STATUS_LABELS, STAFF_LEVEL_LABELS, toDollars, type AdminStatus, type ServiceLevel } from '@vip/contracts';
import type { OperationsCase } from '../generated/prisma/client.ts';

/** The columns staff need from a booking, in the export's order. */
const COLUMNS: Array<[string, (c: OperationsCase) => string | number | boolean | null]> = [
  ['Reference', (c) => c.referenceCode],
  ['Status', (c) => ADMIN_STATUS_LABELS[c.adminStatus as AdminStatus] ?? c.adminStatus],
  ['Requested At (UTC)', (c) => c.requestedAt.toISOString()],
  ['Contact Name', (c) => c.contactName],
  ['Contact Email', (c) => c.contactEmail],
  ['Contact Phone', (c) => c.contactPhone],
  ['Company', (c) => c.companyName],
  ['Travelers', (c) => c.travelerNames.join('; ')],
  ['Adults', (c) => c.adultCount],
  ['Children', (c) => c.childCount],
  ['Service', (c) => c.serviceName],
  ['Level', (c) => STAFF_LEVEL_LABELS[c.serviceLevel as ServiceLevel] ?? c.serviceLevel],
  ['Type', (c) => c.serviceType],
  ['Airport', (c) => c.airportCode],
  ['Airline', (c) => c.airline],
  ['Flight Number', (c) => c.flightNumber],
  ['Flight Date (local)', (c) => c.flightDate],
  ['Flight Time (local)', (c) => c.flightTime],
  ['Terminal', (c) => c.terminal],
  ['Porter', (c) => c.porterSelected],
  ['Porter Cost (USD)', (c) => toDollars(c.porterCostCents).toFixed(2)],
  ['Total (USD)', (c) => toDollars(c.totalPriceCents).toFixed(2)],
  ['Paid', (c) => c.isPaid],
  ['Escalated', (c) => c.escalationFlag],
  ['Travel Agent', (c) => c.isTravelAgent],
  ['Agency', (c) => c.agencyName],
  ['Agent Name', (c) => c.agentName],
  ['Agent Email', (c) => c.agentEmail],
  ['Agent Phone', (c) => c.agentPhone],
  ['Cancellation Hours', (c) => c.cancellationPolicyHours],
  ['Special Requests', (c) => c.specialRequests],
  ['Internal Notes', (c) => c.internalNotes],
  ['Chauffeur', (c) => c.isChauffeur],
  ['Pickup', (c) => c.pickupLocation],
  ['Drop-off', (c) => c.dropoffLocation],
  ['Assigned Supplier', (c) => c.assignedSupplierName],
  ['Supplier Cost (USD)', (c) => (c.supplierCostUsdCents === null ? null : toDollars(c.supplierCostUsdCents).toFixed(2))],
  ['Supplier Payment', (c) => c.supplierPaymentStatus],
  ['Invoice Status', (c) => c.invoiceStatus],
];

/**
 * One CSV cell (RFC 4180 quoting). Text a spreadsheet would run as a formula is prefixed with an
 * apostrophe; phone numbers such as +44 20… stay as they are.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-][^\d\s(]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = `${COLUMNS.map(([title]) => csvCell(title)).join(',')}\r\n`;

export function csvRow(c: OperationsCase): string {
  return `${COLUMNS.map(([, read]) => csvCell(read(c))).join(',')}\r\n`;
}

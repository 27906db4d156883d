import { toDollars, type CaseInvoice, type InvoiceProviderName } from '@vip/contracts';
import type { OperationsCase } from '../generated/prisma/client.ts';
import type { ProviderInvoice, StoredInvoice } from './invoice-provider';

/** Days a client has to pay, unless the service comes sooner. */
export const INVOICE_DUE_DAYS = 7;

/** Statuses that mean the invoice reached the client (it left DRAFT). */
const PUBLISHED = new Set(['UNPAID', 'SCHEDULED', 'PARTIALLY_PAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PAYMENT_PENDING', 'FAILED']);

/**
 * The due date of a new invoice: a week from today, or the service date when that comes first, never in
 * the past (a booking whose date has passed is due today). Dates are YYYY-MM-DD; today is taken in UTC.
 */
export function dueDateFor(now: Date, serviceDate: string | null, days = INVOICE_DUE_DAYS): string {
  const today = now.toISOString().slice(0, 10);
  const inDays = new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const cap = serviceDate && /^\d{4}-\d{2}-\d{2}$/.test(serviceDate) && serviceDate < inDays ? serviceDate : inDays;
  return cap < today ? today : cap;
}

/** The invoice's title and single line: the service and the booking reference. */
export function invoiceTitle(c: Pick<OperationsCase, 'serviceName' | 'isChauffeur' | 'referenceCode'>): string {
  const service = c.serviceName?.trim() || (c.isChauffeur ? 'Chauffeur transfer' : 'VIP airport service');
  return `${service} – ${c.referenceCode}`;
}

export function invoiceDescription(c: Pick<OperationsCase, 'referenceCode' | 'airportCode' | 'flightDate' | 'flightTime'>): string {
  return `Booking ${c.referenceCode} at ${c.airportCode} on ${c.flightDate} ${c.flightTime} (airport local time).`;
}

/** What the case's invoice asks for; invoices made before the amount was stored asked for the booking total. */
export function invoicedCentsOf(c: Pick<OperationsCase, 'invoiceAmountCents' | 'totalPriceCents'>): number {
  return c.invoiceAmountCents ?? c.totalPriceCents;
}

/** The case's invoice as the back office shows it (detail and every invoice call), or null when it has none. */
export function caseInvoiceOf(c: OperationsCase): CaseInvoice | null {
  if (!c.invoiceId || !c.invoiceProvider || !c.invoiceStatus || !c.invoiceCreatedAt) return null;
  return {
    provider: c.invoiceProvider === 'square' ? 'square' : 'manual',
    id: c.invoiceId,
    number: c.invoiceNumber,
    status: c.invoiceStatus,
    url: c.invoiceUrl,
    dueDate: c.invoiceDueDate,
    amount: toDollars(invoicedCentsOf(c)),
    createdAt: c.invoiceCreatedAt.toISOString(),
    publishedAt: c.invoicePublishedAt?.toISOString() ?? null,
    cancelledAt: c.invoiceCancelledAt?.toISOString() ?? null,
    cancellationReason: c.invoiceCancellationReason,
  };
}

/** The case's invoice as a provider needs it, or null when the case has none. */
export function storedInvoiceOf(c: OperationsCase): StoredInvoice | null {
  if (!c.invoiceId || !c.invoiceProvider || !c.invoiceStatus) return null;
  return {
    provider: c.invoiceProvider as InvoiceProviderName,
    id: c.invoiceId,
    orderId: c.invoiceOrderId,
    number: c.invoiceNumber,
    status: c.invoiceStatus,
    url: c.invoiceUrl,
    version: c.invoiceVersion,
    dueDate: c.invoiceDueDate,
  };
}

export type InvoiceCaseData = Partial<
  Pick<
    OperationsCase,
    | 'invoiceStatus'
    | 'invoiceUrl'
    | 'invoiceVersion'
    | 'invoiceNumber'
    | 'invoiceOrderId'
    | 'invoiceDueDate'
    | 'invoicePublishedAt'
    | 'invoiceCancelledAt'
    | 'invoiceCancellationReason'
    | 'isPaid'
    | 'paidAt'
  >
>;

export interface InvoiceStateChange {
  /** Columns to write; empty when nothing changed. */
  data: InvoiceCaseData;
  /** For the audit trail. */
  changes: Record<string, { from: unknown; to: unknown }>;
  /** The invoice became paid just now: the booking is marked paid and invoice.paid goes out (once). */
  paidNow: boolean;
}

/**
 * What the provider's report changes on the case. A report about another invoice (replaced since) or
 * older than the stored one (webhooks arrive out of order) changes nothing; a paid booking stays paid.
 */
export function invoiceStateChange(c: OperationsCase, fresh: ProviderInvoice, at: Date, cancellationReason: string | null = null): InvoiceStateChange {
  const none: InvoiceStateChange = { data: {}, changes: {}, paidNow: false };
  if (c.invoiceId !== fresh.id) return none;
  if (fresh.version !== null && c.invoiceVersion !== null && fresh.version < c.invoiceVersion) return none;
  const data: InvoiceCaseData = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const set = <K extends keyof InvoiceCaseData>(key: K, to: InvoiceCaseData[K], audited = true) => {
    const from = c[key];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : from === to;
    if (same) return;
    data[key] = to;
    if (audited) changes[key] = { from: from instanceof Date ? from.toISOString() : from, to: to instanceof Date ? to.toISOString() : to };
  };
  set('invoiceStatus', fresh.status);
  if (fresh.url) set('invoiceUrl', fresh.url);
  if (fresh.number) set('invoiceNumber', fresh.number);
  if (fresh.orderId) set('invoiceOrderId', fresh.orderId, false);
  if (fresh.dueDate) set('invoiceDueDate', fresh.dueDate);
  if (fresh.version !== null) set('invoiceVersion', fresh.version, false);
  if (PUBLISHED.has(fresh.status) && !c.invoicePublishedAt) set('invoicePublishedAt', at);
  if (fresh.status === 'CANCELED' && !c.invoiceCancelledAt) {
    set('invoiceCancelledAt', at);
    set('invoiceCancellationReason', cancellationReason);
  }
  const paidNow = fresh.status === 'PAID' && !c.isPaid;
  if (paidNow) {
    set('isPaid', true);
    set('paidAt', at);
  }
  return { data, changes, paidNow };
}

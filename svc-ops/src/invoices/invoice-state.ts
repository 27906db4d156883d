import { toDollars } from '@vip/contracts/money';
import { type CaseInvoice, type InvoiceProviderName } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import { mailText } from '../i18n/mail-text';
import { serviceNameIn } from '../i18n/service-names';
import type { InvoiceRecord } from './invoices.repository';
import type { ProviderInvoice, StoredInvoice } from './invoice-provider';

export const INVOICE_DUE_DAYS = 7;

const PUBLISHED = new Set([
  'UNPAID',
  'SCHEDULED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'PAYMENT_PENDING',
  'FAILED',
]);

/** The service date if sooner, never in the past. Today is taken in UTC. */
export function dueDateFor(now: Date, serviceDate: string | null, days = INVOICE_DUE_DAYS): string {
  const today = now.toISOString().slice(0, 10);
  const inDays = new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const cap = serviceDate && /^\d{4}-\d{2}-\d{2}$/.test(serviceDate) && serviceDate < inDays ? serviceDate : inDays;
  return cap < today ? today : cap;
}

type Titled = Pick<Case, 'serviceName' | 'isChauffeur' | 'referenceCode'> &
  Partial<Pick<Case, 'serviceLevel' | 'serviceType' | 'locale'>>;

/** Square shows it to the traveller: in their language, English for a case with none. */
export function invoiceTitle(c: Titled): string {
  const text = mailText(c.locale);
  const named =
    c.serviceName?.trim() && c.serviceType
      ? serviceNameIn(text, {
          serviceName: c.serviceName.trim(),
          serviceLevel: c.serviceLevel ?? null,
          serviceType: c.serviceType,
        })
      : c.serviceName?.trim();
  const service = named || text.t(c.isChauffeur ? 'ops.invoice.chauffeurTransfer' : 'ops.invoice.vipService');
  return `${service} – ${c.referenceCode}`;
}

export function invoiceDescription(
  c: Pick<Case, 'referenceCode' | 'airportCode' | 'flightDate' | 'flightTime'> & Partial<Pick<Case, 'locale'>>,
): string {
  const text = mailText(c.locale);
  return text.t('ops.invoice.description', {
    reference: c.referenceCode,
    airport: c.airportCode,
    date: text.date(c.flightDate),
    time: c.flightTime,
  });
}

/** Invoices made before the amount was stored asked for the booking total. */
export function invoicedCentsOf(invoice: Pick<InvoiceRecord, 'amountCents'>, c: Pick<Case, 'totalPriceCents'>): number {
  return invoice.amountCents ?? c.totalPriceCents;
}

export function caseInvoiceOf(invoice: InvoiceRecord | null, c: Pick<Case, 'totalPriceCents'>): CaseInvoice | null {
  if (!invoice) return null;
  return {
    provider: invoice.provider === 'square' ? 'square' : 'manual',
    id: invoice.invoiceId,
    number: invoice.number,
    status: invoice.status,
    url: invoice.url,
    dueDate: invoice.dueDate,
    amount: toDollars(invoicedCentsOf(invoice, c)),
    createdAt: invoice.createdAt.toISOString(),
    publishedAt: invoice.publishedAt?.toISOString() ?? null,
    cancelledAt: invoice.cancelledAt?.toISOString() ?? null,
    cancellationReason: invoice.cancellationReason,
  };
}

export function storedInvoiceOf(invoice: InvoiceRecord | null): StoredInvoice | null {
  if (!invoice) return null;
  return {
    provider: invoice.provider as InvoiceProviderName,
    id: invoice.invoiceId,
    orderId: invoice.orderId,
    number: invoice.number,
    status: invoice.status,
    url: invoice.url,
    version: invoice.version,
    dueDate: invoice.dueDate,
  };
}

type StateColumn =
  | 'status'
  | 'url'
  | 'version'
  | 'number'
  | 'orderId'
  | 'dueDate'
  | 'publishedAt'
  | 'cancelledAt'
  | 'cancellationReason'
  | 'paidAt';

const API_NAMES: Record<StateColumn, string> = {
  status: 'invoiceStatus',
  url: 'invoiceUrl',
  version: 'invoiceVersion',
  number: 'invoiceNumber',
  orderId: 'invoiceOrderId',
  dueDate: 'invoiceDueDate',
  publishedAt: 'invoicePublishedAt',
  cancelledAt: 'invoiceCancelledAt',
  cancellationReason: 'invoiceCancellationReason',
  paidAt: 'paidAt',
};

export type InvoiceStateData = Partial<Pick<InvoiceRecord, StateColumn>>;

export interface InvoiceStateChange {
  data: InvoiceStateData;
  changes: Record<string, { from: unknown; to: unknown }>;
  /** So invoice.paid goes out once. */
  paidNow: boolean;
}

/**
 * A report about a replaced invoice or older than the stored one (webhooks arrive out of order) changes nothing; a paid
 * booking stays paid.
 */
export function invoiceStateChange(
  held: { invoice: InvoiceRecord; isPaid: boolean },
  fresh: ProviderInvoice,
  at: Date,
  cancellationReason: string | null = null,
): InvoiceStateChange {
  const none: InvoiceStateChange = { data: {}, changes: {}, paidNow: false };
  const inv = held.invoice;
  if (inv.invoiceId !== fresh.id) return none;
  if (fresh.version !== null && inv.version !== null && fresh.version < inv.version) return none;
  const data: InvoiceStateData = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const set = <K extends StateColumn>(key: K, to: InvoiceRecord[K], audited = true) => {
    const from = inv[key];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : from === to;
    if (same) return;
    data[key] = to;
    if (audited)
      changes[API_NAMES[key]] = {
        from: from instanceof Date ? from.toISOString() : from,
        to: to instanceof Date ? to.toISOString() : to,
      };
  };
  set('status', fresh.status);
  if (fresh.url) set('url', fresh.url);
  if (fresh.number) set('number', fresh.number);
  if (fresh.orderId) set('orderId', fresh.orderId, false);
  if (fresh.dueDate) set('dueDate', fresh.dueDate);
  if (fresh.version !== null) set('version', fresh.version, false);
  if (PUBLISHED.has(fresh.status) && !inv.publishedAt) set('publishedAt', at);
  if (fresh.status === 'CANCELED' && !inv.cancelledAt) {
    set('cancelledAt', at);
    set('cancellationReason', cancellationReason);
  }
  const paidNow = fresh.status === 'PAID' && !held.isPaid;
  if (paidNow) {
    changes.isPaid = { from: false, to: true };
    set('paidAt', at);
  }
  return { data, changes, paidNow };
}

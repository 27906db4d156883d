import type { OperationsCase } from '../generated/prisma/client.ts';
import type { ProviderInvoice } from './invoice-provider';
import { dueDateFor, invoiceStateChange, invoiceTitle } from './invoice-state';
import { manualInvoiceNumber } from './manual-invoice.provider';

const at = new Date('2030-06-02T10:00:00.000Z');

function caseWith(overrides: Partial<OperationsCase> = {}): OperationsCase {
  return {
    id: 'c1',
    bookingId: 'b1',
    referenceCode: 'VIP-12345-FCO',
    isPaid: false,
    paidAt: null,
    invoiceProvider: 'square',
    invoiceId: 'inv:1',
    invoiceOrderId: 'o1',
    invoiceNumber: '000001',
    invoiceStatus: 'DRAFT',
    invoiceUrl: null,
    invoiceVersion: 0,
    invoiceDueDate: '2030-06-09',
    invoiceCreatedAt: new Date('2030-06-01T10:00:00.000Z'),
    invoicePublishedAt: null,
    invoiceCancelledAt: null,
    invoiceCancellationReason: null,
    ...overrides,
  } as OperationsCase;
}

const report = (overrides: Partial<ProviderInvoice> = {}): ProviderInvoice => ({
  id: 'inv:1',
  orderId: 'o1',
  number: '000001',
  status: 'UNPAID',
  url: 'https://squareup.com/pay-invoice/inv:1',
  version: 1,
  dueDate: '2030-06-09',
  paidCents: 0,
  ...overrides,
});

describe('dueDateFor', () => {
  it('gives a week to pay', () => {
    expect(dueDateFor(at, '2030-07-20')).toBe('2030-06-09');
  });
  it('is the service date when that comes sooner', () => {
    expect(dueDateFor(at, '2030-06-05')).toBe('2030-06-05');
  });
  it('is never in the past', () => {
    expect(dueDateFor(at, '2030-05-20')).toBe('2030-06-02');
    expect(dueDateFor(at, null)).toBe('2030-06-09');
  });
});

describe('invoiceTitle', () => {
  it('names the service and the reference', () => {
    expect(invoiceTitle({ serviceName: 'VIP Meet & Greet - Arrival', isChauffeur: false, referenceCode: 'VIP-12345-FCO' })).toBe('VIP Meet & Greet - Arrival – VIP-12345-FCO');
    expect(invoiceTitle({ serviceName: '', isChauffeur: true, referenceCode: 'CHF-12345-FCO' })).toBe('Chauffeur transfer – CHF-12345-FCO');
  });
});

describe('manualInvoiceNumber', () => {
  it('numbers a booking’s invoices INV-<reference>, then -2, -3', () => {
    expect(manualInvoiceNumber('VIP-12345-FCO', null)).toBe('INV-VIP-12345-FCO');
    expect(manualInvoiceNumber('VIP-12345-FCO', 'INV-VIP-12345-FCO')).toBe('INV-VIP-12345-FCO-2');
    expect(manualInvoiceNumber('VIP-12345-FCO', 'INV-VIP-12345-FCO-2')).toBe('INV-VIP-12345-FCO-3');
    // A Square number from before: the manual series starts again.
    expect(manualInvoiceNumber('VIP-12345-FCO', '000042')).toBe('INV-VIP-12345-FCO');
  });
});

describe('invoiceStateChange', () => {
  it('publishing keeps the link, the version and when it was published', () => {
    const change = invoiceStateChange(caseWith(), report(), at);
    expect(change.data).toEqual({ invoiceStatus: 'UNPAID', invoiceUrl: 'https://squareup.com/pay-invoice/inv:1', invoiceVersion: 1, invoicePublishedAt: at });
    expect(change.changes).toEqual({
      invoiceStatus: { from: 'DRAFT', to: 'UNPAID' },
      invoiceUrl: { from: null, to: 'https://squareup.com/pay-invoice/inv:1' },
      invoicePublishedAt: { from: null, to: at.toISOString() },
    });
    expect(change.paidNow).toBe(false);
  });

  it('a payment marks the booking paid, once', () => {
    const published = caseWith({ invoiceStatus: 'UNPAID', invoiceVersion: 1, invoiceUrl: 'https://squareup.com/pay-invoice/inv:1', invoicePublishedAt: at });
    const paid = invoiceStateChange(published, report({ status: 'PAID', version: 2 }), at);
    expect(paid.paidNow).toBe(true);
    expect(paid.data).toMatchObject({ invoiceStatus: 'PAID', isPaid: true, paidAt: at });
    const again = invoiceStateChange({ ...published, invoiceStatus: 'PAID', invoiceVersion: 2, isPaid: true, paidAt: at }, report({ status: 'PAID', version: 2 }), at);
    expect(again).toEqual({ data: {}, changes: {}, paidNow: false });
  });

  it('ignores a report older than what is stored (webhooks out of order) and one about a replaced invoice', () => {
    const paid = caseWith({ invoiceStatus: 'PAID', invoiceVersion: 3, isPaid: true, paidAt: at });
    expect(invoiceStateChange(paid, report({ status: 'UNPAID', version: 1 }), at).data).toEqual({});
    expect(invoiceStateChange(caseWith(), report({ id: 'inv:old', status: 'PAID' }), at).data).toEqual({});
  });

  it('a cancellation keeps when and why', () => {
    const change = invoiceStateChange(caseWith({ invoiceStatus: 'UNPAID', invoiceVersion: 1 }), report({ status: 'CANCELED', version: 2 }), at, 'Cancelled by admin');
    expect(change.data).toMatchObject({ invoiceStatus: 'CANCELED', invoiceCancelledAt: at, invoiceCancellationReason: 'Cancelled by admin' });
  });
});

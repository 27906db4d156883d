import type { InvoiceRecord } from './invoices.repository';
import type { ProviderInvoice } from './invoice-provider';
import { dueDateFor, invoiceDescription, invoiceStateChange, invoiceTitle } from './invoice-state';
import { manualInvoiceNumber } from './manual-invoice.provider';

const at = new Date('2030-06-02T10:00:00.000Z');

type Held = { invoice: InvoiceRecord; isPaid: boolean };

function held(invoice: Partial<InvoiceRecord> = {}, isPaid = false): Held {
  return {
    isPaid,
    invoice: {
      caseId: 'c1',
      provider: 'square',
      invoiceId: 'inv:1',
      orderId: 'o1',
      number: '000001',
      status: 'DRAFT',
      url: null,
      version: 0,
      dueDate: '2030-06-09',
      amountCents: 60500,
      createdAt: new Date('2030-06-01T10:00:00.000Z'),
      publishedAt: null,
      cancelledAt: null,
      cancellationReason: null,
      paidAt: null,
      ...invoice,
    },
  };
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
    expect(
      invoiceTitle({ serviceName: 'VIP Meet & Greet - Arrival', isChauffeur: false, referenceCode: 'VIP-12345-FCO' }),
    ).toBe('VIP Meet & Greet - Arrival – VIP-12345-FCO');
    expect(invoiceTitle({ serviceName: '', isChauffeur: true, referenceCode: 'CHF-12345-FCO' })).toBe(
      'Chauffeur transfer – CHF-12345-FCO',
    );
  });
});

describe('the title and description Square shows the traveller', () => {
  const booking = {
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceLevel: 'standard',
    serviceType: 'arrival',
    isChauffeur: false,
    referenceCode: 'VIP-12345-FCO',
    airportCode: 'FCO',
    flightDate: '2030-06-20',
    flightTime: '14:00',
  } as const;

  it('keeps English as it was', () => {
    expect(invoiceTitle({ ...booking, locale: 'en' })).toBe('VIP Meet & Greet - Arrival – VIP-12345-FCO');
    expect(invoiceDescription(booking)).toBe('Booking VIP-12345-FCO at FCO on 2030-06-20 14:00 (airport local time).');
  });

  it("is in the booking's language", () => {
    expect(invoiceTitle({ ...booking, locale: 'fr' })).toBe('Accueil VIP – Arrivée – VIP-12345-FCO');
    expect(invoiceTitle({ ...booking, serviceName: '', isChauffeur: true, locale: 'de' })).toBe(
      'Chauffeur-Transfer – VIP-12345-FCO',
    );
    expect(invoiceDescription({ ...booking, locale: 'fr' })).toBe(
      'Réservation VIP-12345-FCO à FCO le 20 juin 2030 à 14:00 (heure locale de l’aéroport).',
    );
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
    const change = invoiceStateChange(held(), report(), at);
    expect(change.data).toEqual({
      status: 'UNPAID',
      url: 'https://squareup.com/pay-invoice/inv:1',
      version: 1,
      publishedAt: at,
    });
    expect(change.changes).toEqual({
      invoiceStatus: { from: 'DRAFT', to: 'UNPAID' },
      invoiceUrl: { from: null, to: 'https://squareup.com/pay-invoice/inv:1' },
      invoicePublishedAt: { from: null, to: at.toISOString() },
    });
    expect(change.paidNow).toBe(false);
  });

  it('a payment marks the booking paid, once', () => {
    const published = { status: 'UNPAID', version: 1, url: 'https://squareup.com/pay-invoice/inv:1', publishedAt: at };
    const paid = invoiceStateChange(held(published), report({ status: 'PAID', version: 2 }), at);
    expect(paid.paidNow).toBe(true);
    expect(paid.data).toMatchObject({ status: 'PAID', paidAt: at });
    expect(paid.changes).toMatchObject({
      isPaid: { from: false, to: true },
      invoiceStatus: { from: 'UNPAID', to: 'PAID' },
    });
    const again = invoiceStateChange(
      held({ ...published, status: 'PAID', version: 2, paidAt: at }, true),
      report({ status: 'PAID', version: 2 }),
      at,
    );
    expect(again).toEqual({ data: {}, changes: {}, paidNow: false });
  });

  it('ignores a report older than what is stored (webhooks out of order) and one about a replaced invoice', () => {
    const paid = held({ status: 'PAID', version: 3, paidAt: at }, true);
    expect(invoiceStateChange(paid, report({ status: 'UNPAID', version: 1 }), at).data).toEqual({});
    expect(invoiceStateChange(held(), report({ id: 'inv:old', status: 'PAID' }), at).data).toEqual({});
  });

  it('a cancellation keeps when and why', () => {
    const change = invoiceStateChange(
      held({ status: 'UNPAID', version: 1 }),
      report({ status: 'CANCELED', version: 2 }),
      at,
      'Cancelled by admin',
    );
    expect(change.data).toMatchObject({
      status: 'CANCELED',
      cancelledAt: at,
      cancellationReason: 'Cancelled by admin',
    });
  });
});

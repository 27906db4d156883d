import type { CaseInvoice } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import { invoiceDocumentHtml } from './invoice-document';

const booking = (overrides: Partial<Case> = {}) =>
  ({
    referenceCode: 'VIP-71004-FCO',
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceLevel: 'standard',
    serviceType: 'arrival',
    airportName: 'Rome Fiumicino',
    airportCode: 'FCO',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    adultCount: 2,
    childCount: 1,
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    bookerName: null,
    agencyName: null,
    locale: 'en',
    ...overrides,
  }) as Case;

const invoice = {
  provider: 'manual',
  id: 'inv-1',
  number: 'INV-VIP-71004-FCO',
  status: 'UNPAID',
  url: null,
  dueDate: '2030-06-10',
  amount: 605,
} as CaseInvoice;
const options = {
  supportEmail: 'concierge@example.com',
  instructions: 'IBAN DE00 1234',
  issuedAt: new Date('2030-06-02T09:00:00Z'),
};

describe('the bank-transfer invoice document', () => {
  it('keeps its English words', () => {
    const html = invoiceDocumentHtml(booking(), invoice, options);
    for (const text of [
      '<html lang="en" dir="ltr">',
      '<h1>Invoice INV-VIP-71004-FCO</h1>',
      '<tr><th>Service</th><td>VIP Meet &amp; Greet - Arrival at Rome Fiumicino (FCO)</td></tr>',
      '<tr><th>Travellers</th><td>2 adults, 1 child</td></tr>',
      '<tr class="total"><td>Amount due</td><td>$605.00 USD</td></tr>',
      'Please quote the invoice number INV-VIP-71004-FCO with your payment.',
    ])
      expect(html).toContain(text);
  });

  it("is in the traveller's language, Arabic right to left with its amount left to right", () => {
    const fr = invoiceDocumentHtml(booking({ locale: 'fr' }), invoice, options);
    for (const text of [
      '<h1>Facture INV-VIP-71004-FCO</h1>',
      'Émise le 2 juin 2030 · À régler avant le 10 juin 2030',
      '<tr><th>Prestation</th><td>Accueil VIP – Arrivée à Rome Fiumicino (FCO)</td></tr>',
      '<tr><th>Voyageurs</th><td>2 adultes, 1 enfant</td></tr>',
      '<tr class="total"><td>Montant dû</td><td>605,00\u00a0$US (USD)</td></tr>',
    ])
      expect(fr).toContain(text);
    const ar = invoiceDocumentHtml(booking({ locale: 'ar' }), invoice, options);
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain("font-family:'Noto Sans Arabic'");
    expect(ar).toMatch(/<td>المبلغ المستحق<\/td><td><bdi dir="ltr">[^<]*605\.00/);
  });
});

import { invoiceEmail } from './invoice-email';

const input = {
  contactName: 'Grace Hopper',
  referenceCode: 'VIP-71004-FCO',
  invoice: { number: 'INV-VIP-71004-FCO', amount: 605, dueDate: '2030-06-10' },
  instructions: 'IBAN DE00 1234 5678 9000',
  supportEmail: 'concierge@example.com',
};

describe('the e-mail carrying a bank-transfer invoice', () => {
  it('keeps its English words', () => {
    expect(invoiceEmail({ ...input, locale: 'en' })).toEqual({
      subject: 'Invoice INV-VIP-71004-FCO – VIP-71004-FCO',
      body: [
        'Dear Grace Hopper,',
        '',
        'Please find attached invoice INV-VIP-71004-FCO for your booking VIP-71004-FCO: $605.00 USD, due by 2030-06-10.',
        '',
        'How to pay:',
        'IBAN DE00 1234 5678 9000',
        '',
        'Please quote the invoice number INV-VIP-71004-FCO with your payment. Questions: concierge@example.com.',
        '',
        'VIP Airport Services',
      ].join('\n'),
    });
    expect(invoiceEmail({ ...input, locale: null, invoice: { ...input.invoice, dueDate: null } }).body).toContain(
      '$605.00 USD, due on receipt.',
    );
  });

  it("is in the traveller's language, with the amount and due date written their way", () => {
    const { subject, body } = invoiceEmail({ ...input, locale: 'fr' });
    expect(subject).toBe('Facture INV-VIP-71004-FCO – VIP-71004-FCO');
    for (const line of [
      'Bonjour Grace Hopper,',
      'Veuillez trouver ci-joint la facture INV-VIP-71004-FCO de votre réservation VIP-71004-FCO : 605,00\u00a0$US (USD), à régler avant le 10 juin 2030.',
      'Comment payer :',
      'IBAN DE00 1234 5678 9000',
      'Merci d’indiquer le numéro de facture INV-VIP-71004-FCO avec votre paiement. Questions : concierge@example.com.',
    ])
      expect(body.split('\n')).toContain(line);
  });
});

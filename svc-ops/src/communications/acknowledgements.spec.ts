import type { Locale } from '@vip/contracts/i18n';
import type { Case } from '../cases/cases.service';
import { acknowledgementMessages } from './acknowledgements';

const CONTEXT = {
  supportEmail: 'support@example.com',
  opsEmail: 'ops@example.com',
  publicOrigin: 'https://www.vip.example',
};

/** The fields the acknowledgement reads: an FCO arrival for two adults and a child, with porter, 605 USD. */
function booking(locale: Locale, overrides: Partial<Case> = {}): Case {
  return {
    id: '3d0c1b5e-6a55-4d55-8f5a-0c7f4c7a0001',
    bookingId: '3d0c1b5e-6a55-4d55-8f5a-0c7f4c7a0002',
    referenceCode: 'VIP-12345-FCO',
    groupId: null,
    bookingStatus: 'pending_payment',
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+12125550100',
    bookerName: null,
    bookerEmail: null,
    agencyName: null,
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceType: 'arrival',
    airportCode: 'FCO',
    airportName: 'Rome Fiumicino',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    airline: 'ITA Airways',
    flightNumber: 'AZ611',
    adultCount: 2,
    childCount: 1,
    travelerNames: ['Grace Hopper', 'Alan Turing'],
    porterSelected: true,
    totalPriceCents: 160550,
    specialRequests: null,
    locale,
    ...overrides,
  } as Case;
}

const lines = (text: string) => text.replace(/[\u2068\u2069]/g, '').split('\n');

describe("the booking's acknowledgement in the traveller's language", () => {
  it('writes a French request in French, its dates, amounts and plurals in French forms', () => {
    const [traveller, ops] = acknowledgementMessages([booking('fr')], CONTEXT);
    expect(traveller!.subject).toBe('Demande de réservation reçue – VIP-12345-FCO');
    expect(lines(traveller!.body)).toEqual([
      'Bonjour Grace Hopper,',
      '',
      'Merci pour votre demande de réservation auprès de VIP Airport Services. Nous l’avons bien reçue : elle est au statut « Demandée », pas encore confirmée.',
      'Chaque réservation est une demande : notre équipe vérifie la disponibilité auprès du prestataire local et confirme sous 24 heures.',
      '',
      'Référence : VIP-12345-FCO',
      'Prestation : VIP Meet & Greet - Arrival (Arrivée)',
      'Aéroport : Rome Fiumicino (FCO)',
      'Date et heure : jeudi 20 juin 2030 à 14:00 (heure locale de l’aéroport)',
      'Vol : ITA Airways AZ611',
      'Voyageurs : 2 adultes, 1 enfant (Grace Hopper, Alan Turing)',
      'Service de porteur : inclus',
      'Prix estimé : 1\u202f605,50\u00a0$US',
      'Statut : Demandée',
      '',
      'Prochaines étapes',
      '- Notre équipe vous répond sous 24 heures pour confirmer la disponibilité et organiser le paiement (rien n’est débité avant).',
      '- Nous reconfirmons chaque réservation 24 à 48 heures avant la prestation.',
      '- Si votre prestation commence dans les 24 prochaines heures, appelez-nous au +1 (888) 847-4847.',
      '- Annulation : Annulation gratuite jusqu’à 48 heures avant la prestation. Des frais de 50 % s’appliquent aux annulations moins de 48 heures avant la prestation. Aucun remboursement en cas de non-présentation ou d’annulation moins de 24 heures avant la prestation.',
      '',
      'Consultez votre réservation à tout moment : https://www.vip.example/manage-booking?reference=VIP-12345-FCO (avec la référence et cette adresse e-mail).',
      'Questions ou modifications : support@example.com',
      '',
      'VIP Airport Services',
    ]);
    // Staff read English, told the traveller's language.
    expect(ops!.subject).toBe('New booking request – VIP-12345-FCO');
    expect(ops!.body).toContain('Status: Requested');
    expect(ops!.body).toContain("Traveller's language: French.");
  });

  it('writes a French checkout of two confirmed bookings with its plural subject and total', () => {
    const [traveller] = acknowledgementMessages(
      [
        booking('fr', { bookingStatus: 'confirmed', groupId: 'g' }),
        booking('fr', { bookingStatus: 'confirmed', groupId: 'g', referenceCode: 'VIP-12346-FCO', childCount: 0 }),
      ],
      CONTEXT,
    );
    expect(traveller!.subject).toBe('Réservation confirmée – VIP-12345-FCO et 1 autre');
    const body = lines(traveller!.body);
    expect(body).toContain('Merci d’avoir réservé auprès de VIP Airport Services. Vos réservations sont confirmées.');
    expect(body).toContain('Voyageurs : 2 adultes (Grace Hopper, Alan Turing)');
    expect(body).toContain('Total estimé : 3\u202f211,00\u00a0$US');
    expect(body).toContain('- Notre équipe vous contacte pour organiser le paiement (rien n’est débité avant).');
  });

  it('follows the dollar price with the estimate the traveller saw in euros, in French forms', () => {
    const [traveller, ops] = acknowledgementMessages(
      [booking('fr', { displayCurrency: 'EUR', displayRateToUsd: '1.08', displayTotalMinorUnits: 148_657 })],
      CONTEXT,
    );
    const body = lines(traveller!.body);
    const price = body.indexOf('Prix estimé : 1\u202f605,50\u00a0$US');
    expect(body[price + 1]).toBe(
      'En EUR : environ 1\u202f486,57\u00a0€ (estimation à 1 EUR = 1,08 USD ; le paiement se fait en dollars américains)',
    );
    expect(body[price + 2]).toBe('Statut : Demandée');
    // Staff's copy says it in English.
    expect(ops!.body).toContain(
      'In EUR: about €1,486.57 (an estimate at 1 EUR = 1.08 USD; the charge is in US dollars)',
    );
  });

  it('writes whole yen, and one estimate for a checkout whose bookings share the currency and rate', () => {
    const yen = { displayCurrency: 'JPY', displayRateToUsd: '0.0066' };
    const [traveller] = acknowledgementMessages(
      [
        booking('fr', { ...yen, groupId: 'g', displayTotalMinorUnits: 243_258 }),
        booking('fr', { ...yen, groupId: 'g', referenceCode: 'VIP-12346-FCO', displayTotalMinorUnits: 243_258 }),
      ],
      CONTEXT,
    );
    const body = lines(traveller!.body);
    const estimate = (amount: string) =>
      `En JPY : environ ${amount}\u00a0JPY (estimation à 1 JPY = 0,0066 USD ; le paiement se fait en dollars américains)`;
    expect(body.filter((l) => l === estimate('243\u202f258'))).toHaveLength(2);
    const total = body.indexOf('Total estimé : 3\u202f211,00\u00a0$US');
    expect(body[total + 1]).toBe(estimate('486\u202f516'));
  });

  it('writes an Arabic request in Arabic, each Latin value isolated in the right-to-left text', () => {
    const [traveller] = acknowledgementMessages(
      [booking('ar', { bookerName: 'Ada Lovelace', bookerEmail: 'ada@example.com', adultCount: 3, childCount: 2 })],
      CONTEXT,
    );
    expect(traveller!.subject).toBe('تم استلام طلب الحجز – \u2068VIP-12345-FCO\u2069');
    expect(traveller!.to).toEqual(['grace@example.com', 'ada@example.com']);
    const body = lines(traveller!.body);
    expect(body.slice(0, 4)).toEqual([
      'مرحبًا Ada Lovelace وGrace Hopper،',
      '',
      'شكرًا لطلب الحجز لدى VIP Airport Services. لقد استلمنا طلبك: الحجز قيد الطلب ولم يُؤكَّد بعد.',
      'كل حجز هو طلب: يتحقق فريقنا من التوفر لدى المورّد المحلي ويؤكده خلال 24 ساعة.',
    ]);
    expect(body).toEqual(
      expect.arrayContaining([
        'الرقم المرجعي: VIP-12345-FCO',
        'الخدمة: VIP Meet & Greet - Arrival (الوصول)',
        'المطار: Rome Fiumicino (FCO)',
        'التاريخ والوقت: الخميس، 20 يونيو 2030 في 14:00 (بالتوقيت المحلي للمطار)',
        'المسافرون: 3 بالغين، طفلان (Grace Hopper، Alan Turing)',
        'خدمة الحمّال: مشمولة',
        'السعر التقديري: \u200f1,605.50\u00a0US$',
        'الحالة: قيد الطلب',
        'الخطوات التالية',
        '- سيرد عليك فريقنا خلال 24 ساعة لتأكيد التوفر وترتيب الدفع (لن يُخصم أي مبلغ قبل ذلك).',
        '- نعيد تأكيد كل حجز قبل موعد الخدمة بمدة تتراوح بين 24 و48 ساعة.',
        '- إذا كانت خدمتك تبدأ خلال الساعات الـ24 القادمة، يُرجى الاتصال بنا على +1 (888) 847-4847.',
        'للاستفسارات أو التعديلات: support@example.com',
      ]),
    );
    // Nothing English is left for the traveller but the names, codes and brand.
    expect(traveller!.body).not.toMatch(/Reference|Travellers|Status|Thank you|hours/);
  });
});

import type { BookingChangeRequestedV1 } from '@vip/contracts/events';
import type { Case } from '../cases/cases.service';
import { cancellationNotice, changeRequestMessages } from './cancellation-messages';

const ADDRESSES = {
  opsEmail: 'ops@example.com',
  supportEmail: 'support@example.com',
  publicOrigin: 'https://vip.example',
};

const booking = (locale: Case['locale'], overrides: Partial<Case> = {}) =>
  ({
    referenceCode: 'VIP-70002-FCO',
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    bookerEmail: null,
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceType: 'arrival',
    airportCode: 'FCO',
    airportName: 'Rome Fiumicino',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    airline: null,
    flightNumber: null,
    adultCount: 2,
    childCount: 0,
    travelerNames: [],
    porterSelected: false,
    totalPriceCents: 60500,
    cancellationPolicyHours: 48,
    cancelledAt: null,
    partnerName: null,
    partnerReference: null,
    locale,
    ...overrides,
  }) as unknown as Case;

const LATE = { hoursBeforeService: 30, chargePercent: 50, chargeCents: 30250, rule: 'unused' };

describe("cancellation messages in the traveller's language", () => {
  it('tells a French traveller of the cancellation, its charge and refund in French', () => {
    const [notice] = cancellationNotice(booking('fr'), LATE, 'refund', ADDRESSES);
    expect(notice!.subject).toBe('Réservation annulée – VIP-70002-FCO');
    const lines = notice!.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Bonjour Grace Hopper,',
        'Votre réservation VIP-70002-FCO auprès de VIP Airport Services est annulée.',
        'Statut : Annulée',
        'Frais d’annulation : 302,50\u00a0$US (50 % de 605,00\u00a0$US). Des frais de 50 % s’appliquent aux annulations moins de 48 heures avant la prestation.',
        'Vous avez réglé cette réservation : nous vous rembourserons le montant payé, déduction faite des frais d’annulation, sur la carte utilisée pour le paiement.',
        'Questions : support@example.com',
      ]),
    );
  });

  it('keeps the English notice word for word', () => {
    const free = { hoursBeforeService: 100, chargePercent: 0, chargeCents: 0, rule: 'unused' };
    const [notice] = cancellationNotice(booking('en'), free, 'none', ADDRESSES);
    expect(notice!.subject).toBe('Booking cancelled – VIP-70002-FCO');
    expect(notice!.body).toContain('No cancellation charge applies (Free cancellation up to 48 hours before service).');
    expect(notice!.body).toContain('Your booking VIP-70002-FCO with VIP Airport Services is cancelled.');
  });

  it("answers a German traveller's cancellation request in German; staff's alert stays English", () => {
    const request = {
      kind: 'cancel',
      message: 'Bitte stornieren.',
      contactEmail: 'grace@example.com',
    } as BookingChangeRequestedV1;
    const [receipt, alert] = changeRequestMessages(booking('de'), request, ADDRESSES);
    expect(receipt!.subject).toBe('Ihre Anfrage ist eingegangen – VIP-70002-FCO');
    expect(receipt!.body.split('\n')).toEqual([
      'Guten Tag Grace Hopper,',
      '',
      'Wir haben Ihre Anfrage erhalten, die Buchung VIP-70002-FCO zu stornieren:',
      '',
      '> Bitte stornieren.',
      '',
      'Unser Team antwortet innerhalb von 24 Stunden. Bis dahin bleibt Ihre Buchung unverändert.',
      '',
      'Unsere Stornierungsbedingungen: Kostenlose Stornierung bis 48 Stunden vor dem Service. Bei Stornierung innerhalb von 48 Stunden vor dem Service werden 50 % berechnet. Keine Erstattung bei Nichterscheinen oder Stornierung innerhalb von 24 Stunden vor dem Service.',
      'Beginnt Ihr Service innerhalb der nächsten 24 Stunden, rufen Sie uns bitte unter +1 (888) 847-4847 an.',
      '',
      'Ihre Buchung jederzeit ansehen: https://vip.example/manage-booking?reference=VIP-70002-FCO',
      '',
      'VIP Airport Services',
    ]);
    expect(alert!.subject).toBe('Cancellation request – VIP-70002-FCO');
    expect(alert!.body).toContain('Status: Change Requested');
  });
});

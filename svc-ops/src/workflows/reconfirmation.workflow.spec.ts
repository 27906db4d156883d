import type { Case } from '../cases/cases.service';
import { NO_COORDINATION } from '../coordination/coordination.service';
import { reconfirmationMessage } from './reconfirmation.workflow';

const booking = (locale: Case['locale']) =>
  ({
    referenceCode: 'VIP-70000-FCO',
    isChauffeur: false,
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
    flightNumber: 'AZ611',
    adultCount: 1,
    childCount: 0,
    travelerNames: [],
    porterSelected: false,
    totalPriceCents: 39500,
    locale,
  }) as unknown as Case;

const greeter = { ...NO_COORDINATION, greeterName: 'Marta Bianchi', greeterPhone: '+393331234567' };

describe("the final reconfirmation in the traveller's language", () => {
  it('reconfirms a French booking in French, its date in French and the greeter as staff gave them', () => {
    const message = reconfirmationMessage(booking('fr'), greeter, 'support@example.com');
    expect(message.subject).toBe('Reconfirmation de votre prestation du 20 juin 2030 – VIP-70000-FCO');
    expect(message.body.split('\n')).toEqual([
      'Bonjour Grace Hopper,',
      '',
      'Votre prestation VIP Airport Services est reconfirmée. Voici les détails de votre rendez-vous.',
      '',
      'Référence : VIP-70000-FCO',
      'Prestation : VIP Meet & Greet - Arrival (Arrivée)',
      'Aéroport : Rome Fiumicino (FCO)',
      'Date et heure : jeudi 20 juin 2030 à 14:00 (heure locale de l’aéroport)',
      'Vol : AZ611',
      'Voyageurs : 1 adulte',
      'Prix estimé : 395,00\u00a0$US',
      'Statut : Confirmée',
      '',
      'Détails du rendez-vous',
      'Point de rendez-vous : votre accompagnateur vous attend aux arrivées avec une pancarte à votre nom',
      'Accompagnateur : Marta Bianchi',
      'Téléphone de l’accompagnateur : +39 333 123 4567',
      '',
      'En cas de changement, ou si vous ne nous trouvez pas, appelez le +1 (888) 847-4847 ou écrivez à support@example.com.',
      '',
      'VIP Airport Services',
    ]);
  });

  it('keeps the English subject as it was, the date as booked', () => {
    expect(reconfirmationMessage(booking('en'), greeter, 'support@example.com').subject).toBe(
      'Reconfirmed: your service on 2030-06-20 – VIP-70000-FCO',
    );
  });

  it('reconfirms in Chinese with the date in Chinese', () => {
    const message = reconfirmationMessage(booking('zh-Hans'), greeter, 'support@example.com');
    expect(message.subject).toBe('已再次确认：您2030年6月20日的服务 – VIP-70000-FCO');
    expect(message.body).toContain('日期和时间：2030年6月20日星期四 14:00（机场当地时间）');
    expect(message.body).toContain('旅客：1 位成人');
  });
});

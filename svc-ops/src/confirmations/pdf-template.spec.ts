import { meetAndGreet } from '../../test/fixtures';
import { confirmationHtml, escapeHtml, localDateTime, pdfMoney } from './pdf-template';

const support = { email: 'concierge@example.com', phone: '+1 (888) 847-4847' };
const issued = new Date('2030-06-02T09:00:00.000Z');

describe('the PDF confirmation page', () => {
  it('shows reference, contact, service with local date and time, travellers, greeter, price, policy and support', () => {
    const html = confirmationHtml(meetAndGreet(), support, issued);
    for (const text of [
      'Reference: VIP-12345-FCO',
      'Grace Hopper',
      'VIP Meet &amp; Greet - Arrival',
      'Rome Fiumicino (FCO)',
      'Thursday, 20 June 2030 at 14:00 (local time)',
      'ITA Airways AZ611',
      'Ada Lovelace',
      'Marco',
      'Gate B12',
      '$395.00',
      '$150.00',
      'Total: $545.00 (USD)',
      'Cancellation deadline: 48 hours before the service',
      'concierge@example.com',
      '+1 (888) 847-4847',
      'Europe/Rome',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('shows a chauffeur transfer with its pickup, vehicle, driver and cost items', () => {
    const html = confirmationHtml(
      meetAndGreet({
        isChauffeur: true,
        referenceCode: 'CHF-12345-FCO',
        transferDirection: 'pickup',
        pickupLocation: 'Terminal 3',
        dropoffLocation: 'Hotel Hassler',
        passengers: 3,
        vehicleType: 'suv',
        driverName: 'Luca',
        driverPhone: '+39 333 123 4567',
        vehiclePlate: 'AB123CD',
        costItems: [{ description: 'Child seat', amountCents: 2500 }],
      }),
      support,
      issued,
    );
    for (const text of [
      'Chauffeur Service',
      'Airport Pickup',
      'Hotel Hassler',
      'SUV',
      'Luca',
      'AB123CD',
      'Child seat',
      '$25.00',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Your Greeter');
  });

  it('escapes everything typed by travellers and staff', () => {
    const html = confirmationHtml(
      meetAndGreet({
        contactName: '<script>alert(1)</script>',
        specialRequests: '"><img src=x onerror=alert(1)>',
        travelerNames: ["O'Brien & Sons"],
      }),
      support,
      issued,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('O&#39;Brien &amp; Sons');
    expect(escapeHtml(null)).toBe('');
  });

  it('writes the local date from the booked strings, never through a time zone conversion', () => {
    expect(localDateTime('2030-12-31', '23:30')).toBe('Tuesday, 31 December 2030 at 23:30');
  });

  it("prints staff's custom text line by line, escaped, and the greeter's shift", () => {
    const html = confirmationHtml(
      meetAndGreet({
        customText: 'Bring your passport.\n<b>Gate</b> changes are texted.',
        greeterShiftTime: '06:00-14:00',
      }),
      support,
      issued,
    );
    expect(html).toContain(
      '<h2>Notes for Your Trip</h2><p>Bring your passport.</p><p>&lt;b&gt;Gate&lt;/b&gt; changes are texted.</p>',
    );
    expect(html).toContain('<tr><th>Greeter on duty</th><td>06:00-14:00</td></tr>');
    expect(confirmationHtml(meetAndGreet(), support, issued)).not.toContain('Notes for Your Trip');
  });

  it('is English, left to right, for a case with no language', () => {
    const html = confirmationHtml(meetAndGreet(), support, issued);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Reservation Confirmation VIP-12345-FCO</title>');
    expect(html).toContain('VIP Airport Services — Reservation Confirmation');
    expect(html).toContain('Issued 2030-06-02');
  });
});

describe('the PDF confirmation in the booking’s language', () => {
  const greeted = (locale: 'fr' | 'ar' | 'zh-Hans') =>
    confirmationHtml(meetAndGreet({ locale, greeterName: 'Marco', greeterPhone: '+39 333 123 4567' }), support, issued);

  it('is all in French: labels, sections, local date and time, service names, dollars written the French way, policy', () => {
    const html = greeted('fr');
    expect(html).toContain('<html lang="fr" dir="ltr">');
    for (const text of [
      'Confirmation de réservation VIP-12345-FCO',
      'Référence : VIP-12345-FCO',
      'Émise le 2 juin 2030',
      '<h2>Coordonnées</h2>',
      '<h2>Détails du service</h2>',
      '<tr><th>Niveau de service</th><td>Accueil VIP</td></tr>',
      '<tr><th>Type de service</th><td>Arrivée</td></tr>',
      '<tr><th>Date et heure</th><td>jeudi 20 juin 2030 à 14:00 (heure locale)</td></tr>',
      '<h2>Voyageurs</h2>',
      '<h2>Votre accompagnateur</h2>',
      '<tr><th>Prestation de base</th><td>395,00\u00a0$US</td></tr>',
      'Total : 545,00\u00a0$US (USD)',
      'Délai d’annulation : 48 heures avant la prestation.',
      'Questions ou modifications : concierge@example.com · +1 (888) 847-4847',
      'Les heures sont celles de l’aéroport (Europe/Rome).',
    ])
      expect(html).toContain(text);
    for (const english of ['Reference:', 'Service Details', 'Your Greeter', 'Total:', '(local time)', 'Cancellation'])
      expect(html).not.toContain(english);
  });

  it('adds what the traveller saw in their currency after the dollar total, as an estimate at the kept rate', () => {
    const inEuros = meetAndGreet({
      locale: 'fr',
      displayCurrency: 'EUR',
      displayRateToUsd: '1.08',
      displayTotalMinorUnits: 50_463,
    });
    const html = confirmationHtml(inEuros, support, issued);
    expect(html).toContain(
      '<p class="estimate">En EUR : environ 504,63\u00a0€ (estimation à 1 EUR = 1,08 USD ; le paiement se fait en dollars américains)</p>',
    );
    expect(confirmationHtml(meetAndGreet({ locale: 'fr' }), support, issued)).not.toContain('class="estimate"');
  });

  it("says 'To be confirmed' and a chauffeur's transfer, vehicle and gratuity in French", () => {
    const html = confirmationHtml(
      meetAndGreet({
        locale: 'fr',
        isChauffeur: true,
        transferDirection: 'dropoff',
        vehicleType: 'luxury',
        passengers: 2,
        pickupTime: '09:15',
        gratuityIncluded: true,
      }),
      support,
      issued,
    );
    for (const text of [
      '<h2>Service de chauffeur</h2>',
      '<tr><th>Prestation</th><td>Dépose à l’aéroport</td></tr>',
      '<tr><th>Catégorie de véhicule</th><td>Prestige</td></tr>',
      '<tr><th>Heure de prise en charge</th><td>09:15 (heure locale)</td></tr>',
      '<tr><th>Pourboire</th><td>Inclus</td></tr>',
    ])
      expect(html).toContain(text);
    const empty = confirmationHtml(
      meetAndGreet({ locale: 'fr', greeterName: null, greeterPhone: null, meetLocation: null }),
      support,
      issued,
    );
    expect(empty).toContain('<h2>Votre accompagnateur</h2><p class="muted">À confirmer</p>');
  });

  it('is right to left in Arabic, with codes, phones, addresses and amounts kept left to right', () => {
    const html = greeted('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("font-family: 'Noto Sans Arabic'");
    for (const text of [
      '<h2>تفاصيل الخدمة</h2>',
      '<h2>مرافقك</h2>',
      '<tr><th>الهاتف</th><td><bdi dir="ltr">+1 212 555 0100</bdi></td></tr>',
      '<tr><th>البريد الإلكتروني</th><td><bdi dir="ltr">grace@example.com</bdi></td></tr>',
      '<tr><th>الرحلة</th><td><bdi dir="ltr">ITA Airways AZ611</bdi></td></tr>',
      '<tr><th>هاتف المرافق</th><td><bdi dir="ltr">+39 333 123 4567</bdi></td></tr>',
      '<li><bdi>Ada Lovelace</bdi></li>',
      'الرقم المرجعي: \u2068VIP-12345-FCO\u2069',
      'قبل 48 ساعة من موعد الخدمة',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<tr><th>الخدمة الأساسية<\/th><td><bdi dir="ltr">[^<]*395\.00\u00a0US\$<\/bdi><\/td><\/tr>/);
    // Logical sides, so the label column sits on the right.
    expect(html).toContain('text-align: start');
    expect(html).not.toContain('text-align: left');
  });

  it('is in Simplified Chinese with a CJK font named first', () => {
    const html = greeted('zh-Hans');
    expect(html).toContain('<html lang="zh-Hans" dir="ltr">');
    expect(html).toContain("font-family: 'Noto Sans CJK SC'");
    for (const text of [
      '<title>预订确认函 VIP-12345-FCO</title>',
      '预订编号：VIP-12345-FCO',
      '出具日期：2030年6月2日',
      '<tr><th>日期和时间</th><td>2030年6月20日星期四 14:00（当地时间）</td></tr>',
      '<tr><th>服务级别</th><td>VIP 迎宾服务</td></tr>',
      '<h2>您的接待员</h2>',
      '总计：US$545.00（USD）',
      '所有时间均为机场当地时间（Europe/Rome）',
    ])
      expect(html).toContain(text);
  });

  it('formats the dollars in each language through one helper', () => {
    expect(pdfMoney('en', 54500)).toBe('$545.00');
    expect(pdfMoney('fr', 54500)).toBe('545,00\u00a0$US');
    expect(pdfMoney('de', 123456)).toBe('1.234,56\u00a0$');
    expect(pdfMoney('zh-Hans', 54500)).toBe('US$545.00');
  });
});

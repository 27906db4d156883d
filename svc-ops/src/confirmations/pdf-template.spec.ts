import { meetAndGreet } from '../../test/fixtures';
import { confirmationHtml, escapeHtml, localDateTime } from './pdf-template';

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
});

import type { BookingService } from '@vip/svc-booking';
import { eventually } from '../test-support/processes';
import { startThreeServices, type ThreeServices } from '../test-support/three-services';

/**
 * A new price reaches the next checkout while a booking made before it keeps its price: the catalog team adds a
 * price version from today with a token svc-ops signed; svc-booking's next checkout pays it, and staff re-pricing the
 * earlier booking (more travellers) get the price in force when it was requested. Real services in this process,
 * each on its own database.
 */
describe('a price version and the bookings made before it', () => {
  const ADMIN = { email: 'prices.admin@example.com', password: 'a-long-and-secret-password' };
  const SERVICE_ID = 1;
  const flightDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  let stack: ThreeServices;
  let booking: BookingService;
  let catalogUrl: string;
  let bookingUrl: string;

  beforeAll(async () => {
    stack = await startThreeServices('slice_prices', ADMIN);
    ({ booking, catalogUrl, bookingUrl } = stack);
  });
  afterAll(() => stack?.stop());
  const catalogToken = () => stack.catalogToken();

  /** One traveller's checkout of the service for two adults; the booking as svc-booking stored it. */
  async function checkout(i: number) {
    const res = await fetch(`${bookingUrl}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `price-version-checkout-${i}` },
      body: JSON.stringify({
        bookingContext: 'self',
        travelerName: `Traveller ${i}`,
        travelerPhone: '+1 212 555 0100',
        travelerEmail: `traveller${i}@example.com`,
        flightNumber: 'BA117',
        agreeToTerms: true,
        items: [{ serviceId: SERVICE_ID, flightDate, flightTime: '14:00', adultCount: 2, childCount: 0 }],
      }),
    });
    expect(res.status).toBe(201);
    return booking.prisma.booking.findFirstOrThrow({ where: { contactName: `Traveller ${i}` } });
  }

  const quotedBase = async () => {
    const res = await fetch(`${catalogUrl}/api/services/calculate-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serviceId: SERVICE_ID, adultCount: 2, childCount: 0, flightDate, flightTime: '14:00' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { basePrice: number }).basePrice;
  };

  it('prices the next checkout by a version from today, while staff re-pricing an earlier booking keep its price', async () => {
    const old = await quotedBase();
    const earlier = await checkout(1);
    expect(earlier.basePriceCents).toBe(old * 100);

    const authorization = `Bearer ${await catalogToken()}`;
    const service = (await (
      await fetch(`${catalogUrl}/api/admin/catalog/services/${SERVICE_ID}`, {
        headers: { Authorization: authorization },
      })
    ).json()) as { airport: { timeZone: string } };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: service.airport.timeZone }).format(new Date());
    const scheduled = await fetch(`${catalogUrl}/api/admin/catalog/services/${SERVICE_ID}/prices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify({ effectiveFrom: today, basePrice: old + 40 }),
    });
    expect(scheduled.status).toBe(201);

    // The replica that made the change reloads at once: the quote and the next checkout pay the new price.
    await eventually(quotedBase, (base) => base === old + 40, 10_000);
    const later = await checkout(2);
    expect(later.basePriceCents).toBe((old + 40) * 100);

    // The earlier booking is unchanged, and staff re-pricing it for a third adult price it as it was requested.
    expect(await booking.prisma.booking.findUniqueOrThrow({ where: { id: earlier.id } })).toEqual(earlier);
    const preview = await fetch(`${bookingUrl}/internal/bookings/${earlier.id}/price-preview`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: await stack.authorization('svc-ops', 'svc-booking'),
      },
      body: JSON.stringify({ adultCount: 3 }),
    });
    expect(preview.status).toBe(200);
    const { current, proposed } = (await preview.json()) as {
      current: { totalPrice: number };
      proposed: { price: { basePrice: number } };
    };
    expect(current.totalPrice * 100).toBe(earlier.totalPriceCents);
    expect(proposed.price.basePrice).toBe(old);
    // The later booking, re-priced the same way, keeps the new one.
    const laterPreview = await fetch(`${bookingUrl}/internal/bookings/${later.id}/price-preview`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: await stack.authorization('svc-ops', 'svc-booking'),
      },
      body: JSON.stringify({ adultCount: 3 }),
    });
    expect(
      ((await laterPreview.json()) as { proposed: { price: { basePrice: number } } }).proposed.price.basePrice,
    ).toBe(old + 40);
  });
});

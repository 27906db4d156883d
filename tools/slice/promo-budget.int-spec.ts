import type { BookingService } from '@vip/svc-booking';
import type { CatalogService } from '@vip/svc-catalog';
import { startThreeServices, type ThreeServices } from '../test-support/three-services';

/**
 * A promo code's budget holds across services: the catalog team creates the code in svc-catalog with a staff token
 * svc-ops signed (checked against svc-ops' published keys), twenty travellers check out at once through svc-booking,
 * and exactly as many as the budget allows get it. Real services in this process, each on its own PostgreSQL database.
 */
describe('a promo code budget under twenty checkouts at once', () => {
  const ADMIN = { email: 'budget.admin@example.com', password: 'a-long-and-secret-password' };
  const BUDGET = 7;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  let stack: ThreeServices;
  let catalog: CatalogService;
  let booking: BookingService;
  let catalogUrl: string;
  let bookingUrl: string;

  beforeAll(async () => {
    stack = await startThreeServices('slice_budget', ADMIN);
    ({ catalog, booking, catalogUrl, bookingUrl } = stack);
  });
  afterAll(() => stack?.stop());
  const catalogToken = () => stack.catalogToken();

  const checkout = (i: number, email = `traveller${i}@example.com`) =>
    fetch(`${bookingUrl}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `budget-checkout-${i}` },
      body: JSON.stringify({
        bookingContext: 'self',
        travelerName: `Traveller ${i}`,
        travelerPhone: '+1 212 555 0100',
        travelerEmail: email,
        flightNumber: 'BA117',
        agreeToTerms: true,
        promoCode: 'summer7',
        items: [{ serviceId: 1, flightDate: inDays(30), flightTime: '14:00', adultCount: 2, childCount: 0 }],
      }),
    });

  it('creates the code with a token svc-ops signed, then confirms exactly its budget of twenty checkouts at once', async () => {
    const token = await catalogToken();
    const created = await fetch(`${catalogUrl}/api/admin/catalog/promo-codes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        code: 'SUMMER7',
        description: 'SUMMER7: 25% off',
        discounts: { standard: 25, lounge: 25, tarmac: 25, suite: 25 },
        usageLimit: BUDGET,
      }),
    });
    expect(created.status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(i)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(BUDGET);
    const refusals = await Promise.all(answers.filter((r) => r.status !== 201).map((r) => r.json()));
    expect(new Set(refusals.map((b) => (b as { error: { message: string } }).error.message))).toEqual(
      new Set(['This promo code has been fully used']),
    );
    expect(await booking.prisma.booking.count()).toBe(BUDGET);
    expect(await catalog.prisma.promoRedemption.count({ where: { code: 'SUMMER7' } })).toBe(BUDGET);
    const promo = await fetch(`${catalogUrl}/api/admin/catalog/promo-codes/SUMMER7`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await promo.json()).toMatchObject({ used: BUDGET, state: 'used-up' });
  });

  it('gives a use back when svc-booking’s own transaction fails after the catalog held it', async () => {
    const token = await catalogToken();
    await fetch(`${catalogUrl}/api/admin/catalog/promo-codes/SUMMER7`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: 1, usageLimit: BUDGET + 1 }),
    }).then((r) => expect(r.status).toBe(200));
    await booking.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_one() RETURNS trigger AS $$ BEGIN
        IF NEW.contact_name = 'Traveller 100' THEN RAISE EXCEPTION 'forced failure after the catalog said yes'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`);
    await booking.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_one BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION refuse_one()',
    );
    expect((await checkout(100)).status).toBe(500);
    expect(await catalog.prisma.promoRedemption.count({ where: { code: 'SUMMER7' } })).toBe(BUDGET);
    // The use it gave back is the next traveller's.
    expect((await checkout(101)).status).toBe(201);
    expect((await checkout(102)).status).toBe(422);
  });
});

import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');

describe('POST /api/tracking/search', () => {
  let stack: BookingTestStack;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_tracking',
      services: { 11: fcoStandardArrival },
      now: NOW,
      env: { TRACKING_RATE_LIMIT_PER_MINUTE: '5' },
    });
  });
  afterAll(() => stack?.stop());

  async function searchEvents(n: number) {
    for (let i = 0; i < 200 && stack.searches.length < n; i++) await new Promise((r) => setTimeout(r, 25));
    return stack.searches;
  }

  it('records the search with the server time and publishes search.recorded for svc-ops to forward', async () => {
    const res = await stack
      .api()
      .post('/api/tracking/search')
      .send({
        airport: 'fco',
        serviceType: 'arrival',
        arrivalDate: '2030-06-20',
        arrivalTime: '14:00',
        adults: 2,
        children: 1,
        email: 'Grace@Example.com',
      })
      .expect(202);
    const row = await stack.service.prisma.searchEvent.findUniqueOrThrow({ where: { id: res.body.searchId } });
    expect(row).toMatchObject({
      airportCode: 'FCO',
      serviceType: 'arrival',
      arrivalDate: '2030-06-20',
      arrivalTime: '14:00',
      adults: 2,
      children: 1,
      email: 'grace@example.com',
    });
    expect(row.createdAt.toISOString()).toBe(NOW.toISOString());

    const [event] = await searchEvents(1);
    expect(event).toMatchObject({
      type: 'search.recorded',
      version: 1,
      aggregateId: row.id,
      payload: {
        searchId: row.id,
        airportCode: 'FCO',
        serviceType: 'arrival',
        adults: 2,
        children: 1,
        email: 'grace@example.com',
        searchedAt: NOW.toISOString(),
      },
    });
  });

  it("keeps a search without an e-mail (or with one that is not an e-mail) as 'no e-mail'", async () => {
    const res = await stack
      .api()
      .post('/api/tracking/search')
      .send({ airport: 'LHR', serviceType: 'departure', adults: 1, children: 0, email: 'unknown' })
      .expect(202);
    const row = await stack.service.prisma.searchEvent.findUniqueOrThrow({ where: { id: res.body.searchId } });
    expect(row).toMatchObject({ airportCode: 'LHR', email: null, arrivalDate: null, arrivalTime: null });
  });

  it('refuses a malformed search with field errors and records nothing', async () => {
    const before = await stack.service.prisma.searchEvent.count();
    const res = await stack
      .api()
      .post('/api/tracking/search')
      .send({ airport: 'ROMA', serviceType: 'helicopter', adults: 0, children: 0 })
      .expect(400);
    expect(Object.keys(res.body.error.details.fieldErrors).sort()).toEqual(['adults', 'airport', 'serviceType']);
    expect(res.body.error.details.fieldErrors.airport).toEqual(['Airport must be a three-letter IATA code']);
    expect(await stack.service.prisma.searchEvent.count()).toBe(before);
  });

  it('limits searches per client (five a minute here, the earlier tests included)', async () => {
    const send = () =>
      stack.api().post('/api/tracking/search').send({ airport: 'JFK', serviceType: 'arrival', adults: 1, children: 0 });
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 6 && !limited; i++) {
      const res = await send();
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.filter((s) => s === 429)).toEqual([429]);
    expect(limited!.body.error.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(limited!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

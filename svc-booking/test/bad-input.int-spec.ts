import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_IN_PAST_MESSAGE,
  DATE_TOO_FAR_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  type CheckoutRequestInput,
} from '@vip/contracts/schemas';
import { DATABASE_DATA_ERROR_MESSAGE } from '@vip/platform/koa';
import type { BookingService } from '../src/server';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');

const checkout: CheckoutRequestInput = {
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'grace@example.com',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  specialRequests: 'Wheelchair at the gate',
  agreeToTerms: true,
  items: [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '14:00', adultCount: 2, childCount: 0 }],
};
const quote = {
  items: [
    {
      cartId: 11,
      serviceId: 11,
      serviceType: 'arrival',
      date: '2030-06-20',
      time: '14:00',
      adults: 2,
      children: 0,
      flight: 'AZ611',
    },
  ],
  promoCode: 'FLYSM',
};

const BAD_TEXTS: [string, string][] = [
  ['a NUL byte', 'Grace\u0000Hopper'],
  ['a lone surrogate', 'Grace\ud800Hopper'],
];

/**
 * Issue 'Bad input never breaks anything': what reached PostgreSQL as a 500 is a 400 that names the field, and nothing
 * is written.
 */
describe('bad input to svc-booking', () => {
  let stack: BookingTestStack;
  let service: BookingService;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_bad_input',
      // Service 31's airport code does not fit the bookings table's VARCHAR(3): a value the database refuses.
      services: {
        11: fcoStandardArrival,
        31: { ...fcoStandardArrival, id: 31, airport: { ...fcoStandardArrival.airport, code: 'FCOX' } },
      },
      now: NOW,
    });
    service = stack.service;
  });
  afterAll(() => stack?.stop());
  const api = () => stack.api();
  const written = async () => ({
    bookings: await service.prisma.booking.count(),
    events: await service.prisma.outboxEvent.count(),
    quotes: await service.prisma.savedQuote.count(),
    keys: await service.prisma.idempotencyKey.count(),
  });

  describe.each(BAD_TEXTS)('%s', (_what, bad) => {
    it.each([
      ['contactName', { ...fcoArrivalRequest, contactName: bad }],
      ['specialRequests', { ...fcoArrivalRequest, specialRequests: bad }],
      ['companyName', { ...fcoArrivalRequest, companyName: bad }],
      ['travelerNames.1', { ...fcoArrivalRequest, travelerNames: ['Grace Hopper', bad] }],
    ])('in a booking request’s %s is a 400 naming the field, and writes nothing', async (field, body) => {
      const before = await written();
      const res = await api()
        .post('/api/bookings/request')
        .set('Idempotency-Key', `bad-request-${field}-${bad.length}`)
        .send(body)
        .expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: CONTROL_CHARACTERS_MESSAGE,
        details: { fieldErrors: { [field]: [CONTROL_CHARACTERS_MESSAGE] }, in: 'body' },
      });
      expect(await written()).toEqual(before);
    });

    it.each([
      ['contactName', { ...checkout, contactName: bad }],
      ['specialRequests', { ...checkout, specialRequests: bad }],
      ['promoCode', { ...checkout, promoCode: bad }],
      ['airline', { ...checkout, airline: bad }],
      ['items.0.terminal', { ...checkout, items: [{ ...checkout.items[0]!, terminal: bad }] }],
    ])('in a checkout’s %s is a 400 naming the field, and writes nothing', async (field, body) => {
      const before = await written();
      const res = await api()
        .post('/api/bookings/checkout')
        .set('Idempotency-Key', `bad-checkout-${field}-${bad.length}`)
        .send(body)
        .expect(400);
      expect(res.body.error.details.fieldErrors).toEqual({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
      expect(await written()).toEqual(before);
    });

    it.each([
      ['promoCode', { ...quote, promoCode: bad }],
      ['items.0.flight', { items: [{ ...quote.items[0]!, flight: bad }] }],
    ])('in a saved quote’s %s is a 400 naming the field, and writes nothing', async (field, body) => {
      const before = await written();
      const res = await api().post('/api/quotes').send(body).expect(400);
      expect(res.body.error.details.fieldErrors).toEqual({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
      expect(await written()).toEqual(before);
    });
  });

  it('refuses a NUL byte in a look-up e-mail', async () => {
    const res = await api().get('/api/bookings/VIP-12345-FCO?email=grace%00@example.com').expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { email: [CONTROL_CHARACTERS_MESSAGE] }, in: 'query' },
    });
  });

  it('refuses a phone that is no phone number, and stores one that is in E.164', async () => {
    const before = await written();
    const svg = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, contactPhone: '<svg onload=alert(1)>' })
      .expect(422);
    expect(svg.body.error.details.fieldErrors).toEqual({ contactPhone: [PHONE_FORMAT_MESSAGE] });
    const national = await api()
      .post('/api/bookings/checkout')
      .send({ ...checkout, contactPhone: '(212) 555-0100' })
      .expect(422);
    expect(national.body.error.details.fieldErrors).toEqual({ contactPhone: [PHONE_FORMAT_MESSAGE] });
    expect(await written()).toEqual(before);

    const made = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, contactPhone: '+1 (212) 555-0100' })
      .expect(201);
    const stored = await service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: made.body.referenceCode },
    });
    expect(stored.contactPhone).toBe('+12125550100');
  });

  it('refuses dates nobody can mean: far ahead, long past, or not in the calendar', async () => {
    const before = await written();
    const far = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, flightDate: '9999-12-31' })
      .expect(422);
    expect(far.body.error.details.fieldErrors).toEqual({ flightDate: [DATE_TOO_FAR_MESSAGE] });
    const impossible = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, flightDate: '2030-02-30' })
      .expect(422);
    expect(impossible.body.error.details.fieldErrors).toEqual({ flightDate: ['Date does not exist'] });
    const zero = await api()
      .post('/api/bookings/checkout')
      .send({ ...checkout, items: [checkout.items[0]!, { ...checkout.items[0]!, flightDate: '0000-00-00' }] })
      .expect(422);
    expect(zero.body.error.details.fieldErrors).toEqual({ 'items.1.flightDate': ['Date does not exist'] });
    const oldQuote = await api()
      .post('/api/quotes')
      .send({
        items: [
          quote.items[0]!,
          { ...quote.items[0]!, cartId: -11, isReturnService: true, returnTripFor: 11, date: '2020-06-27' },
        ],
      })
      .expect(422);
    expect(oldQuote.body.error.details.fieldErrors).toEqual({ 'items.1.date': [DATE_IN_PAST_MESSAGE] });
    expect(await written()).toEqual(before);
  });

  it('refuses a service id beyond what the catalog can hold before asking the catalog, naming the field', async () => {
    const before = await written();
    const tooBig = 2_782_535_627;
    const request = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, serviceId: tooBig })
      .expect(400);
    expect(request.body.error.details.fieldErrors).toEqual({ serviceId: ['Must be at most 2147483647'] });
    const checkedOut = await api()
      .post('/api/bookings/checkout')
      .send({ ...checkout, items: [{ ...checkout.items[0]!, serviceId: tooBig }] })
      .expect(400);
    expect(checkedOut.body.error.details.fieldErrors).toEqual({ 'items.0.serviceId': ['Must be at most 2147483647'] });
    const saved = await api()
      .post('/api/quotes')
      .send({ items: [{ ...quote.items[0]!, serviceId: tooBig }] })
      .expect(400);
    expect(saved.body.error.details.fieldErrors).toEqual({ 'items.0.serviceId': ['Must be at most 2147483647'] });
    expect(await written()).toEqual(before);
  });

  it('answers a value the database cannot store with 400 in the one error shape, not 500, and writes nothing', async () => {
    const before = await written();
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...fcoArrivalRequest, serviceId: 31 })
      .expect(400);
    expect(res.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: DATABASE_DATA_ERROR_MESSAGE,
      requestId: expect.any(String),
    });
    expect(await written()).toEqual(before);
  });
});

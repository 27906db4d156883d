// A traveller's estimate in their currency: svc-booking keeps a copy of staff's rates (currency-rates.changed through
// its inbox) and, at checkout, keeps on each booking the currency, the rate used and the total in its minor units.
import {
  CURRENCY_RATES_AGGREGATE_ID,
  createEnvelope,
  currencyRatesChangedV1,
  type CurrencyRatesChangedV1,
} from '@vip/contracts/events';
import { checkoutResponseSchema, travellerBookingSchema, type CheckoutRequestInput } from '@vip/contracts/schemas';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoLoungeDeparture, fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');

const checkout = (fields: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput => ({
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'grace@example.com',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  agreeToTerms: true,
  items: [
    {
      serviceId: 11,
      flightDate: '2030-06-20',
      flightTime: '14:00',
      adultCount: 2,
      childCount: 0,
      porterSelected: true,
    },
  ],
  ...fields,
});

function ratesChanged(revision: number, rates: CurrencyRatesChangedV1['rates']) {
  return createEnvelope(currencyRatesChangedV1, {
    producer: 'svc-ops',
    aggregateId: CURRENCY_RATES_AGGREGATE_ID,
    payload: { rates, revision, updatedAt: '2030-06-01T09:00:00.000Z' },
  });
}

describe('the display price kept on a booking at request time', () => {
  let stack: BookingTestStack;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_display_price',
      services: { 11: fcoStandardArrival, 12: fcoLoungeDeparture },
      now: NOW,
    });
  });
  afterAll(() => stack?.stop());

  const book = async (fields: Partial<CheckoutRequestInput>) =>
    checkoutResponseSchema.parse(
      (await stack.api().post('/api/bookings/checkout').send(checkout(fields)).expect(201)).body,
    );
  const manage = async (reference: string) =>
    travellerBookingSchema.parse(
      (await stack.api().get(`/api/bookings/${reference}?email=grace@example.com`).expect(200)).body,
    );

  it('shows dollars only while no rate is known, even when the traveller chose euros', async () => {
    const body = await book({ displayCurrency: 'EUR' });
    expect(body.bookings[0]!.displayPrice).toBeNull();
    expect((await manage(body.bookings[0]!.referenceCode)).displayPrice).toBeNull();
  });

  it('keeps euros at the rate of the moment, exact to the cent, and answers them on checkout, Manage Booking and the event', async () => {
    await stack.bus.publish([
      ratesChanged(1, [
        { currency: 'USD', rateToUsd: '1' },
        { currency: 'EUR', rateToUsd: '1.08' },
        { currency: 'JPY', rateToUsd: '0.0066' },
      ]),
    ]);
    const before = stack.published.length;
    const body = await book({ displayCurrency: 'EUR' });
    const [booking] = body.bookings;
    // $545.00 at 1 EUR = 1.08 USD is €504.6296…, kept as €504.63.
    expect(booking!.totalPrice).toBe(545);
    const expected = { currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 50_463 };
    expect(booking!.displayPrice).toEqual(expected);
    expect((await manage(booking!.referenceCode)).displayPrice).toEqual(expected);
    await stack.waitForPublished(before + 1);
    expect(
      stack.published.find((e) => e.payload.referenceCode === booking!.referenceCode)?.payload.displayPrice,
    ).toEqual(expected);

    // A later rate changes no booking already made.
    await stack.bus.publish([ratesChanged(2, [{ currency: 'EUR', rateToUsd: '1.2' }])]);
    expect((await manage(booking!.referenceCode)).displayPrice).toEqual(expected);
  });

  it('keeps yen whole, each item of a cart converted on its own total', async () => {
    await stack.bus.publish([ratesChanged(3, [{ currency: 'JPY', rateToUsd: '0.0066' }])]);
    const body = await book({
      displayCurrency: 'JPY',
      items: [
        checkout().items[0]!,
        {
          serviceId: 12,
          flightDate: '2030-06-27',
          flightTime: '09:30',
          adultCount: 2,
          childCount: 0,
          flightNumber: 'AZ610',
        },
      ],
    });
    // $490.50 / 0.0066 = ¥74,318.18… → ¥74,318; $810.00 / 0.0066 = ¥122,727.27… → ¥122,727.
    expect(body.bookings.map((b) => [b.totalPrice, b.displayPrice])).toEqual([
      [490.5, { currency: 'JPY', rateToUsd: '0.0066', totalMinorUnits: 74_318 }],
      [810, { currency: 'JPY', rateToUsd: '0.0066', totalMinorUnits: 122_727 }],
    ]);
  });

  it('keeps the estimate of a single service requested from the wizard too, and its language', async () => {
    await stack.bus.publish([ratesChanged(4, [{ currency: 'GBP', rateToUsd: '1.25' }])]);
    const item = checkout().items[0]!;
    const res = await stack
      .api()
      .post('/api/bookings/request')
      .send({
        serviceId: item.serviceId,
        contactName: 'Grace Hopper',
        contactPhone: '+1 212 555 0100',
        contactEmail: 'grace@example.com',
        flightNumber: 'AZ611',
        airline: 'ITA Airways',
        flightDate: item.flightDate,
        flightTime: item.flightTime,
        adultCount: item.adultCount,
        childCount: item.childCount,
        porterSelected: item.porterSelected,
        locale: 'fr',
        displayCurrency: 'GBP',
      })
      .expect(201);
    // $545.00 at 1 GBP = 1.25 USD is £436.00.
    const expected = { currency: 'GBP', rateToUsd: '1.25', totalMinorUnits: 43_600 };
    const booking = await manage(res.body.referenceCode);
    expect(booking.displayPrice).toEqual(expected);
    const stored = await stack.service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: res.body.referenceCode },
    });
    expect(stored.locale).toBe('fr');
  });

  it('keeps nothing for US dollars: the booking simply shows dollars', async () => {
    const body = await book({ displayCurrency: 'USD' });
    expect(body.bookings[0]!.displayPrice).toBeNull();
    const stored = await stack.service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: body.bookings[0]!.referenceCode },
    });
    expect(stored).toMatchObject({ displayCurrency: null, displayRateToUsd: null, displayTotalMinorUnits: null });
  });

  it('refuses a currency it does not offer with 400 in the one error shape, booking nothing', async () => {
    const count = await stack.service.prisma.booking.count();
    const res = await stack
      .api()
      .post('/api/bookings/checkout')
      .send({ ...checkout(), displayCurrency: 'CHF' })
      .expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { displayCurrency: [expect.stringContaining('USD, EUR, GBP, AED, CNY, JPY')] } },
    });
    expect(await stack.service.prisma.booking.count()).toBe(count);
  });
});

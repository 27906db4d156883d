import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { Verifier, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import {
  CURRENCY_RATES_AGGREGATE_ID,
  createEnvelope,
  currencyRatesChangedV1,
  type EventEnvelope,
} from '@vip/contracts/events';
import type { CheckoutRequestInput } from '@vip/contracts/schemas';
import { pactsForProvider, testIdentities } from '@vip/platform/testing';
import type { BookingService } from '../src/server';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';
import { holdTokenHash } from '../src/holds/holds.service';

/** svc-ops' pact carries a placeholder where svc-ops sends a token its key signs for svc-booking. */
const SVC_OPS_TOKEN_PLACEHOLDER = 'placeholder-internal-api-token-of-svc-ops';
const identities = testIdentities();

describe('svc-booking honours its consumers\u2019 pacts', () => {
  let stack: BookingTestStack;
  let service: BookingService;
  let server: Server;
  const now = new Date('2030-06-01T12:00:00Z');

  beforeAll(async () => {
    // svc-catalog's side of the pricing call is verified by svc-catalog against its own pact.
    stack = await startBookingTestStack({
      dbPrefix: 'booking_pact',
      services: { 11: fcoStandardArrival, 21: jfkSuiteArrival },
      now,
      env: { HOST: '127.0.0.1', ...identities.env('svc-booking') },
    });
    service = stack.service;
    // svc-ops' supplier of the pacts' supplier seats, as svc-booking's copy holds it once svc-ops announced it.
    await service.prisma.supplierCopy.create({
      data: {
        id: '9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f',
        name: 'Roma VIP Services',
        active: true,
        instantBookingHours: 24,
        airportCodes: ['FCO'],
        revision: 1,
        updatedAt: now,
      },
    });
    server = await service.listen();
  });
  afterAll(() => stack?.stop());

  /**
   * The booking.requested event svc-booking wrote to its outbox, in the booking's own transaction, for
   * the booking with this reference: the envelope exactly as the relay publishes it, on the row's topic.
   * The relay must also have delivered it to the bus.
   */
  async function outboxedBookingRequested(
    referenceCode: string,
    type: 'booking.requested' | 'booking.change-requested' = 'booking.requested',
  ): Promise<MessageFromProviderWithMetadata> {
    const { id } = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode }, select: { id: true } });
    const rows = await service.prisma.$queryRawUnsafe<{ topic: string; envelope: string }[]>(
      `SELECT topic, envelope::text AS envelope FROM outbox_events WHERE aggregate_id = $1 AND event_type = $2`,
      id,
      type,
    );
    if (rows.length !== 1)
      throw new Error(`Expected one ${type} outbox row for ${referenceCode}, found ${rows.length}`);
    const envelope = JSON.parse(rows[0]!.envelope) as EventEnvelope;
    const delivered = type === 'booking.requested' ? stack.published : stack.changeRequests;
    for (let i = 0; i < 200 && !delivered.some((e) => e.id === envelope.id); i++)
      await new Promise((r) => setTimeout(r, 25));
    if (!delivered.some((e) => e.id === envelope.id))
      throw new Error(`The relay did not publish the ${type} event of ${referenceCode}`);
    return { __pactMessageMetadata: { topic: rows[0]!.topic }, message: envelope };
  }

  const checkoutByTravelAgent: CheckoutRequestInput = {
    bookingContext: 'other',
    bookerRole: 'travel-agent',
    bookerName: 'Ada Lovelace',
    bookerPhone: '+44 20 7946 0000',
    bookerEmail: 'ada@agency.example',
    agencyName: 'Analytical Travel',
    contactName: 'Charles Babbage',
    contactPhone: '+44 20 7946 0001',
    airline: 'ITA Airways',
    flightNumber: 'AZ611',
    specialRequests: 'Wheelchair at the gate',
    agreeToTerms: true,
    items: [
      {
        serviceId: 11,
        flightDate: '2030-06-20',
        flightTime: '14:00',
        adultCount: 2,
        childCount: 0,
        porterSelected: true,
        terminal: '3',
      },
    ],
  };

  /** A checkout for oneself: no booker, company or special requests. */
  const plainCheckout: CheckoutRequestInput = {
    bookingContext: 'self',
    contactName: 'Grace Hopper',
    contactPhone: '+1 212 555 0100',
    contactEmail: 'grace@example.com',
    airline: 'ITA Airways',
    flightNumber: 'AZ611',
    agreeToTerms: true,
    items: checkoutByTravelAgent.items,
  };

  const plainBookingRequest = {
    serviceId: 11,
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    adultCount: 2,
    childCount: 0,
    porterSelected: false,
  };

  /**
   * The events svc-ops' pact expects, each made through svc-booking's API; `change` stands for a provider change to
   * them.
   */
  function messageProviders(change: (envelope: EventEnvelope) => EventEnvelope = (envelope) => envelope) {
    const changed = async (made: Promise<MessageFromProviderWithMetadata>) => {
      const { message, ...rest } = await made;
      return { ...rest, message: change(message as EventEnvelope) };
    };
    return {
      'a booking.requested event for a booking made at checkout': async () => {
        const res = await stack
          .api()
          .post('/api/bookings/checkout')
          .set('Idempotency-Key', randomUUID())
          .send(checkoutByTravelAgent)
          .expect(201);
        return changed(outboxedBookingRequested(res.body.bookings[0].referenceCode));
      },
      // The traveller chose euros: svc-booking holds staff's rates (its copy, from svc-ops' event), keeps the estimate.
      'a booking.requested event for a checkout in euros': async () => {
        await stack.bus.publish([
          createEnvelope(currencyRatesChangedV1, {
            producer: 'svc-ops',
            aggregateId: CURRENCY_RATES_AGGREGATE_ID,
            payload: {
              rates: [{ currency: 'EUR', rateToUsd: '1.08' }],
              revision: 1,
              updatedAt: '2030-06-01T09:00:00.000Z',
            },
          }),
        ]);
        const res = await stack
          .api()
          .post('/api/bookings/checkout')
          .set('Idempotency-Key', randomUUID())
          .send({ ...checkoutByTravelAgent, displayCurrency: 'EUR' })
          .expect(201);
        expect(res.body.bookings[0].displayPrice).toMatchObject({ currency: 'EUR', rateToUsd: '1.08' });
        return changed(outboxedBookingRequested(res.body.bookings[0].referenceCode));
      },
      'a booking.requested event for a single booking request without the optional details': async () => {
        const res = await stack.api().post('/api/bookings/request').send(plainBookingRequest).expect(201);
        return changed(outboxedBookingRequested(res.body.referenceCode));
      },
      // An allotment with a supplier covers the item (its own day, so no other interaction takes its seat).
      'a booking.requested event for a booking confirmed at once from an allotment that names its supplier':
        async () => {
          await service.prisma.allotment.create({
            data: {
              id: randomUUID(),
              airportCode: 'FCO',
              serviceId: 11,
              date: '2030-06-22',
              fromTime: '12:00',
              toTime: '18:00',
              seats: 1,
              supplierId: randomUUID(),
              createdBy: 'pact',
              updatedBy: 'pact',
            },
          });
          const item = { ...checkoutByTravelAgent.items[0]!, flightDate: '2030-06-22' };
          const res = await stack
            .api()
            .post('/api/bookings/checkout')
            .set('Idempotency-Key', randomUUID())
            .send({ ...plainCheckout, items: [item] })
            .expect(201);
          expect(res.body.bookings[0].status).toBe('Confirmed');
          return changed(outboxedBookingRequested(res.body.bookings[0].referenceCode));
        },
      // A traveller asks through svc-booking's own API (Manage Booking); the event is read from its outbox.
      'a booking.change-requested event for a traveller asking to cancel': async () => {
        const res = await stack.api().post('/api/bookings/request').send(plainBookingRequest).expect(201);
        await stack
          .api()
          .post(`/api/bookings/${res.body.referenceCode}/change-requests`)
          .send({ email: 'grace@example.com', kind: 'cancel', message: 'Our meeting moved to July. Please cancel.' })
          .expect(202);
        return changed(outboxedBookingRequested(res.body.referenceCode, 'booking.change-requested'));
      },
    };
  }

  it('has pacts to verify', () => {
    expect(pactsForProvider('svc-booking').map((f) => basename(f))).toEqual(
      expect.arrayContaining([
        'mfe-booking-checkout-svc-booking.json',
        'svc-ops-svc-booking.json',
        'svc-ops-booking-client-svc-booking.json',
      ]),
    );
  });

  it('verifies every consumer interaction against the real service and database', async () => {
    const { port } = server.address() as AddressInfo;
    await new Verifier({
      provider: 'svc-booking',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: pactsForProvider('svc-booking'),
      // svc-ops signs a token for svc-booking with its own key; its pact carries a placeholder, swapped here for a
      // token svc-ops' test key signs. Any other token (the 401 interaction) stays as sent.
      requestFilter: (req, _res, next) => {
        if (!req.path.startsWith('/internal/') || req.headers.authorization !== `Bearer ${SVC_OPS_TOKEN_PLACEHOLDER}`)
          return next();
        void identities.authorization('svc-ops', 'svc-booking').then((authorization) => {
          req.headers.authorization = authorization;
          next();
        }, next);
      },
      // Messages (svc-ops' booking.requested pact) are made by svc-booking's own API and read from its outbox.
      messageProviders: messageProviders(),
      stateHandlers: {
        'a saved quote with token abcdefghijklmnopqrstuv exists': async () => {
          await service.prisma.savedQuote.upsert({
            where: { token: 'abcdefghijklmnopqrstuv' },
            update: {},
            create: {
              token: 'abcdefghijklmnopqrstuv',
              items: [
                {
                  cartId: 1,
                  serviceId: 1,
                  serviceType: 'arrival',
                  isReturnService: false,
                  date: '2030-06-20',
                  time: '14:00',
                  adults: 2,
                  children: 0,
                  porterSelected: false,
                },
              ],
              promoCode: 'FLYSM',
              expiresAt: new Date(now.getTime() + 30 * 86_400_000),
            },
          });
        },
        'service 11 is in the catalog': async () => undefined,
        'service 21 is in the catalog at JFK': async () => undefined,
        // Set up before the run: svc-booking's copy says the pacts' supplier serves FCO.
        'supplier 9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f serves FCO only': async () => undefined,
        'an allotment covers service 11 on 2030-06-20 at 10:30 with seats free': async () => {
          const id = 'a11a0000-0000-4000-8000-000000000011';
          await service.prisma.allotment.upsert({
            where: { id },
            update: { seats: 500, seatsTaken: 0 },
            create: {
              id,
              airportCode: 'FCO',
              serviceId: 11,
              date: '2030-06-20',
              // A band no other interaction books in, so their bookings stay requests.
              fromTime: '10:00',
              toTime: '11:00',
              seats: 500,
              createdBy: 'pact',
              updatedBy: 'pact',
            },
          });
        },
        'hold 5b1d6c1e-2222-4333-8444-555566667777 is live with its token': async () => {
          const id = '5b1d6c1e-2222-4333-8444-555566667777';
          const live = {
            tokenHash: holdTokenHash('pacttokenpacttokenpacttokenpacttokenpacttok'),
            expiresAt: new Date(now.getTime() + 300_000),
            pausedAt: null,
            remainingMs: 300_000,
            pausedMs: 0,
            endedAt: null,
            endReason: null,
            items: [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '10:30', status: 'held' }],
          };
          await service.prisma.hold.upsert({ where: { id }, update: live, create: { id, ...live } });
        },
        'booking VIP-12345-FCO exists for grace@example.com': async () => {
          const existing = await service.prisma.booking.findUnique({ where: { referenceCode: 'VIP-12345-FCO' } });
          if (existing) {
            // As requested in dollars, whatever another interaction's state made of it.
            await service.prisma.booking.update({
              where: { referenceCode: 'VIP-12345-FCO' },
              data: { displayCurrency: null, displayRateToUsd: null, displayTotalMinorUnits: null },
            });
            return;
          }
          await service.prisma.booking.create({
            data: {
              id: '0d8a3c52-9a7e-4c1e-8f5e-3b6f0a1c2d3e',
              referenceCode: 'VIP-12345-FCO',
              serviceId: 11,
              serviceName: 'VIP Meet & Greet - Arrival',
              serviceType: 'arrival',
              serviceLevel: 'standard',
              airportCode: 'FCO',
              airportName: 'Rome Fiumicino',
              airportTimeZone: 'Europe/Rome',
              contactName: 'Grace Hopper',
              contactEmail: 'grace@example.com',
              contactPhone: '+1 212 555 0100',
              flightNumber: 'AZ611',
              flightDate: '2030-06-20',
              flightTime: '14:00',
              flightAt: new Date('2030-06-20T12:00:00Z'),
              adultCount: 2,
              childCount: 0,
              travelerNames: ['Grace Hopper'],
              porterSelected: true,
              basePriceCents: 39500,
              adultFeeTotalCents: 0,
              childFeeTotalCents: 0,
              additionalGreeterFeeCents: 0,
              afterHoursFeeCents: 0,
              lastMinuteFeeCents: 0,
              porterCostCents: 15000,
              totalPriceCents: 54500,
            },
          });
        },
        // As svc-ops' currency-rates.changed would leave svc-booking's copy of the rates.
        'staff rate the euro at 1.08': async () => {
          const state = {
            rates: [
              { currency: 'USD', rateToUsd: '1' },
              { currency: 'EUR', rateToUsd: '1.08' },
            ],
            revision: 1_000_000,
            updatedAt: new Date('2030-06-01T12:00:00Z'),
          };
          await service.prisma.currencyRateCopy.upsert({
            where: { id: 1 },
            update: state,
            create: { id: 1, ...state },
          });
        },
        // Shown in euros at checkout: $545.00 at 1.08 is €504.63, kept at request time.
        'booking VIP-12345-FCO was requested in euros at 1.08': async () => {
          await service.prisma.booking.update({
            where: { referenceCode: 'VIP-12345-FCO' },
            data: { displayCurrency: 'EUR', displayRateToUsd: '1.08', displayTotalMinorUnits: 50_463 },
          });
        },
        // svc-ops' staff corrections: each interaction gets a booking of its own, made through the API, so a
        // correction never changes a booking another interaction reads. Its id goes into the request path.
        'a booking made at checkout exists (FCO standard arrival, 2 adults, porter, airline and terminal)':
          async () => {
            const res = await stack
              .api()
              .post('/api/bookings/checkout')
              .set('Idempotency-Key', randomUUID())
              .send(checkoutByTravelAgent)
              .expect(201);
            const { id } = await service.prisma.booking.findUniqueOrThrow({
              where: { referenceCode: res.body.bookings[0].referenceCode },
              select: { id: true },
            });
            return { id };
          },
        // svc-ops' supplier seats: each interaction gets an allotment of its own (version 1, no seat booked), in a
        // band no booking of another interaction falls in; its id goes into the request path.
        'supplier 9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f has seats for service 11 at FCO on 2030-06-20 from 20:00 to 21:00':
          async () => {
            const id = randomUUID();
            await service.prisma.allotment.create({
              data: {
                id,
                airportCode: 'FCO',
                serviceId: 11,
                date: '2030-06-20',
                fromTime: '20:00',
                toTime: '21:00',
                seats: 3,
                supplierId: '9d5e1f20-3c4b-4a59-8e6f-7a8b9c0d1e2f',
                createdBy: 'pact',
                updatedBy: 'Supplier (job link)',
              },
            });
            return { id };
          },
        'booking 7d0c5a4e-1111-4222-8333-444455556666 does not exist': async () => {
          if (await service.prisma.booking.findUnique({ where: { id: '7d0c5a4e-1111-4222-8333-444455556666' } }))
            throw new Error('Booking 7d0c5a4e-1111-4222-8333-444455556666 exists');
          return undefined;
        },
        'no saved quote with token zzzzzzzzzzzzzzzzzzzzzz': async () => {
          await service.prisma.savedQuote.deleteMany({ where: { token: 'zzzzzzzzzzzzzzzzzzzzzz' } });
        },
      },
      logLevel: 'warn',
    }).verifyProvider();
  });

  it('fails when the provider breaks a committed message pact: a deploy of that change is stopped here', async () => {
    // A change a provider team might make to its events: booking.requested's `contactName` renamed to `travelerName`.
    const renamedContact = (envelope: EventEnvelope): EventEnvelope => {
      if (envelope.type !== 'booking.requested') return envelope;
      const { contactName, ...payload } = envelope.payload as Record<string, unknown>;
      return { ...envelope, payload: { ...payload, travelerName: contactName } } as EventEnvelope;
    };
    const { port } = server.address() as AddressInfo;
    const messagePact = pactsForProvider('svc-booking').filter((f) => basename(f) === 'svc-ops-svc-booking.json');
    expect(messagePact).toHaveLength(1);
    await expect(
      new Verifier({
        provider: 'svc-booking',
        providerBaseUrl: `http://127.0.0.1:${port}`,
        pactUrls: messagePact,
        messageProviders: messageProviders(renamedContact),
        logLevel: 'warn',
      }).verifyProvider(),
    ).rejects.toThrow();
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { silentLogger } from '@vip/contracts/server';
import { createTestDatabase, pactsForProvider, type TestDatabase } from '@vip/contracts/testing';
import { startBookingService, type BookingService } from '../src/server';
import { fcoStandardArrival, startCatalogStandIn } from './catalog-stand-in';

describe('svc-booking honours its consumers\u2019 pacts', () => {
  let db: TestDatabase;
  let service: BookingService;
  let server: Server;
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  const now = new Date('2030-06-01T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('booking_pact');
    // svc-catalog's side of the pricing call is verified by svc-catalog against its own pact.
    catalog = await startCatalogStandIn({ 11: fcoStandardArrival });
    service = await startBookingService({
      env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, CATALOG_URL: catalog.url },
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    server = await service.listen();
  });
  afterAll(async () => {
    await service?.stop();
    await catalog?.close();
    await db?.drop();
  });

  it('has pacts to verify', () => {
    expect(pactsForProvider('svc-booking').length).toBeGreaterThan(0);
  });

  it('verifies every consumer interaction against the real service and database', async () => {
    const { port } = server.address() as AddressInfo;
    await new Verifier({
      provider: 'svc-booking',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: pactsForProvider('svc-booking'),
      stateHandlers: {
        'a saved quote with token abcdefghijklmnopqrstuv exists': async () => {
          await service.prisma.savedQuote.upsert({
            where: { token: 'abcdefghijklmnopqrstuv' },
            update: {},
            create: {
              token: 'abcdefghijklmnopqrstuv',
              items: [{ cartId: 1, serviceId: 1, serviceType: 'arrival', isReturnService: false, date: '2030-06-20', time: '14:00', adults: 2, children: 0, porterSelected: false }],
              promoCode: 'FLYSM',
              expiresAt: new Date(now.getTime() + 30 * 86_400_000),
            },
          });
        },
        'service 11 is in the catalog': async () => undefined,
        'booking VIP-12345-FCO exists for grace@example.com': async () => {
          const existing = await service.prisma.booking.findUnique({ where: { referenceCode: 'VIP-12345-FCO' } });
          if (existing) return;
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
        'no saved quote with token zzzzzzzzzzzzzzzzzzzzzz': async () => {
          await service.prisma.savedQuote.deleteMany({ where: { token: 'zzzzzzzzzzzzzzzzzzzzzz' } });
        },
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});

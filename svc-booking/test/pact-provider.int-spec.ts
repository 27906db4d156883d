import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { silentLogger } from '@vip/contracts/server';
import { createTestDatabase, pactsForProvider, type TestDatabase } from '@vip/contracts/testing';
import { startBookingService, type BookingService } from '../src/server';

describe('svc-booking honours its consumers\u2019 pacts', () => {
  let db: TestDatabase;
  let service: BookingService;
  let server: Server;
  const now = new Date('2030-06-01T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('booking_pact');
    service = await startBookingService({ env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url }, inMemory: true, logger: silentLogger(), now: () => now });
    server = await service.listen();
  });
  afterAll(async () => {
    await service?.stop();
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
        'no saved quote with token zzzzzzzzzzzzzzzzzzzzzz': async () => {
          await service.prisma.savedQuote.deleteMany({ where: { token: 'zzzzzzzzzzzzzzzzzzzzzz' } });
        },
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, pactsForProvider, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startCatalogService, type CatalogService } from '../src/server';

const identities = testIdentities();
/** What svc-booking's consumer test sends in place of a token its key signs for svc-catalog. */
const SVC_BOOKING_TOKEN_PLACEHOLDER = 'placeholder-internal-api-token-of-svc-booking';

describe('svc-catalog honours its consumers\u2019 pacts', () => {
  let db: TestDatabase;
  let service: CatalogService;
  let server: Server;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_pact');
    service = await startCatalogService({
      env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, ...identities.env('svc-catalog') },
      inMemory: true,
      logger: silentLogger(),
      now: () => new Date('2030-06-01T12:00:00Z'),
    });
    server = await service.listen();
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('has pacts to verify', () => {
    expect(pactsForProvider('svc-catalog').length).toBeGreaterThan(0);
  });

  it('verifies every consumer interaction against the real service and database', async () => {
    const { port } = server.address() as AddressInfo;
    await verifier(`http://127.0.0.1:${port}`).verifyProvider();
  });

  it('fails when the provider breaks a committed pact: a deploy of that change is stopped here', async () => {
    // The same service behind a change a provider team might make: the airports' `code` renamed to `iata`.
    const { port } = server.address() as AddressInfo;
    const broken = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await fetch(`http://127.0.0.1:${port}${req.url}`, {
        method: req.method,
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length') as Array<
            [string, string]
          >,
        ),
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let body = await answer.text();
      if (req.url?.startsWith('/api/airports')) body = body.replace(/"code":/g, '"iata":');
      res
        .writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
        .end(body);
    });
    await new Promise<void>((ok) => broken.listen(0, '127.0.0.1', ok));
    try {
      await expect(
        verifier(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`).verifyProvider(),
      ).rejects.toThrow();
    } finally {
      await new Promise((ok) => broken.close(ok));
    }
  });

  function verifier(providerBaseUrl: string) {
    return new Verifier({
      provider: 'svc-catalog',
      providerBaseUrl,
      pactUrls: pactsForProvider('svc-catalog'),
      requestFilter: (req, _res, next) => {
        if (
          !req.path.startsWith('/internal/') ||
          req.headers.authorization !== `Bearer ${SVC_BOOKING_TOKEN_PLACEHOLDER}`
        )
          return next();
        void identities.authorization('svc-booking', 'svc-catalog').then((authorization) => {
          req.headers.authorization = authorization;
          next();
        }, next);
      },
      // The catalog is seeded from the committed data set; every state the consumers name holds in it.
      stateHandlers: {
        'the catalog is seeded': async () => undefined,
        'airport ZZZ does not exist': async () => undefined,
        'service 1 exists': async () => undefined,
        // svc-booking's states: checked against the seeded database rather than assumed, so a change
        // to the seed data fails here with the reason instead of as a mismatching body.
        'service 1 exists and is active': async () => {
          const row = await service.prisma.service.findUnique({ where: { id: 1 }, select: { active: true } });
          if (!row?.active) throw new Error('The seeded catalog has no active service 1');
        },
        'service 99999 does not exist': async () => {
          if (await service.prisma.service.findUnique({ where: { id: 99999 } }))
            throw new Error('The seeded catalog has a service 99999');
        },
        'promo code FLYSM is active': async () => {
          const promo = await service.prisma.promoCode.findUnique({ where: { code: 'FLYSM' } });
          if (!promo?.active) throw new Error('The seeded catalog has no active promo code FLYSM');
        },
        'promo code USEDUP has used its whole budget': async () => {
          await service.prisma.promoCode.upsert({
            where: { code: 'USEDUP' },
            create: { code: 'USEDUP', description: 'Spent', discounts: { standard: 10 }, usageLimit: 1 },
            update: {},
          });
          await service.prisma.promoRedemption.upsert({
            where: { key: 'the-only-use' },
            create: { key: 'the-only-use', code: 'USEDUP', email: 'first@example.com' },
            update: {},
          });
        },
        'promo code NOTACODE does not exist': async () => {
          if (await service.prisma.promoCode.findUnique({ where: { code: 'NOTACODE' } }))
            throw new Error('The seeded catalog has a promo code NOTACODE');
        },
      },
      logLevel: 'warn',
    });
  }
});

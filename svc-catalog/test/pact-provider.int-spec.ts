import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { SERVICE_LEVELS } from '@vip/contracts/vocabulary';
import { silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  pactsForProvider,
  testIdentities,
  type TestDatabase,
  startStaffIdentity,
  type StaffIdentity,
} from '@vip/platform/testing';
import { startCatalogService, type CatalogService } from '../src/server';

const identities = testIdentities();
/** What svc-booking's consumer test sends in place of a token its key signs for svc-catalog. */
const SVC_BOOKING_TOKEN_PLACEHOLDER = 'placeholder-internal-api-token-of-svc-booking';
/** What the catalog team's screens send in place of the staff tokens svc-ops would sign. */
const STAFF_TOKEN_PLACEHOLDERS = {
  'Bearer placeholder-staff-token-of-a-catalog-user': 'catalog',
  'Bearer placeholder-staff-token-of-an-agent': 'agent',
} as const;
const NOW = new Date('2030-06-01T12:00:00Z');
const PACT_ALLOTMENT_ID = '0b6f3c1e-5a53-4c1f-9d0e-4a1e2f3b4c5d';

describe('svc-catalog honours its consumers\u2019 pacts', () => {
  let db: TestDatabase;
  let service: CatalogService;
  let server: Server;
  let identity: StaffIdentity;
  /** Tokens signed as svc-ops signs them, by a stand-in issuer whose keys svc-catalog fetches for real. */
  const staffTokens: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase('catalog_pact');
    identity = await startStaffIdentity({ audience: 'svc-catalog', role: 'catalog' });
    for (const [placeholder, role] of Object.entries(STAFF_TOKEN_PLACEHOLDERS))
      staffTokens[placeholder] =
        `Bearer ${await identity.token({ role, at: NOW, expiresIn: 3600, name: 'Cara Catalog' })}`;
    service = await startCatalogService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        ...identities.env('svc-catalog'),
        STAFF_JWKS_URL: identity.jwksUrl,
      },
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
    server = await service.listen();
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.close();
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
          // Hop-by-hop and length headers are fetch's own to set.
          Object.entries(req.headers).filter(
            ([name]) => !['host', 'content-length', 'transfer-encoding', 'connection'].includes(name),
          ) as Array<[string, string]>,
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

  async function airportAt(code: string, version: number) {
    await service.prisma.airport.update({ where: { code }, data: { version, active: true } });
    await service.cache.refresh();
  }

  function verifier(providerBaseUrl: string) {
    return new Verifier({
      provider: 'svc-catalog',
      providerBaseUrl,
      pactUrls: pactsForProvider('svc-catalog'),
      requestFilter: (req, _res, next) => {
        if (
          req.path.startsWith('/internal/') &&
          req.headers.authorization === `Bearer ${SVC_BOOKING_TOKEN_PLACEHOLDER}`
        ) {
          void identities.authorization('svc-booking', 'svc-catalog').then((authorization) => {
            req.headers.authorization = authorization;
            next();
          }, next);
          return;
        }
        const staff = staffTokens[String(req.headers.authorization)];
        if (staff) req.headers.authorization = staff;
        next();
      },
      // The catalog is seeded from the committed data set; every state the consumers name holds in it.
      stateHandlers: {
        // As seeded: the catalog team's interactions may have added a promo code that is not.
        'the catalog is seeded': async () => {
          // What other interactions add (codes, price versions after today) is not in it.
          await service.prisma.promoRedemption.deleteMany({ where: { code: { in: ['AUTUMN30', 'USEDUP'] } } });
          await service.prisma.promoCode.deleteMany({ where: { code: { in: ['AUTUMN30', 'USEDUP'] } } });
          await service.prisma.priceVersion.deleteMany({ where: { effectiveFrom: { gt: NOW } } });
          await service.prisma.allotment.deleteMany();
          await service.allotments.refresh();
        },
        'airport ZZZ does not exist': async () => undefined,
        'service 1 exists': async () => undefined,
        // As svc-booking's allotment.changed would leave the copy: 3 seats, none taken, 24 hours' lead time.
        'service 1 has an allotment with a seat left on 2030-06-20 from 12:00 to 16:00': async () => {
          const { airport } = await service.prisma.service.findUniqueOrThrow({
            where: { id: 1 },
            select: { airport: { select: { code: true } } },
          });
          const state = {
            airportCode: airport.code,
            serviceId: 1,
            date: '2030-06-20',
            fromTime: '12:00',
            toTime: '16:00',
            seatsLeft: 3,
            instantBookingHours: 24,
            withdrawn: false,
            revision: 1,
            changedAt: NOW,
          };
          await service.prisma.allotment.upsert({
            where: { id: PACT_ALLOTMENT_ID },
            create: { id: PACT_ALLOTMENT_ID, ...state },
            update: state,
          });
          await service.allotments.refresh();
        },
        // As svc-ops' currency-rates.changed would leave the copy: the rates its migration seeds.
        'staff have published currency rates': async () => {
          const rates = [
            { currency: 'AED', rateToUsd: '0.2723' },
            { currency: 'CNY', rateToUsd: '0.138' },
            { currency: 'EUR', rateToUsd: '1.08' },
            { currency: 'GBP', rateToUsd: '1.27' },
            { currency: 'JPY', rateToUsd: '0.0066' },
            { currency: 'USD', rateToUsd: '1' },
          ];
          const state = { rates, revision: 1, updatedAt: new Date('2026-11-29T09:00:00.000Z') };
          await service.prisma.currencyRateCopy.upsert({
            where: { id: 1 },
            create: { id: 1, ...state },
            update: state,
          });
        },
        'no currency rates were published': async () => {
          await service.prisma.currencyRateCopy.deleteMany();
        },
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
        // The catalog team's screens (mfe-airports-catalog-admin): the versions their requests name.
        'airport LHR is active at version 1': () => airportAt('LHR', 1),
        'airport LHR is active at version 2': () => airportAt('LHR', 2),
        'service 1 is at version 1': async () => {
          await service.prisma.service.update({ where: { id: 1 }, data: { version: 1, active: true } });
        },
        'promo code FLYSM is at version 1': async () => {
          await service.prisma.promoCode.update({ where: { code: 'FLYSM' }, data: { version: 1, active: true } });
        },
        'promo code AUTUMN30 does not exist': async () => {
          await service.prisma.promoRedemption.deleteMany({ where: { code: 'AUTUMN30' } });
          await service.prisma.promoCode.deleteMany({ where: { code: 'AUTUMN30' } });
        },
        // Every level has its fee row (the list shows each with its version); the standard one at version 1.
        'the standard porter fee at LHR is at version 1': async () => {
          const { id: airportId } = await service.prisma.airport.findUniqueOrThrow({ where: { code: 'LHR' } });
          for (const serviceLevel of SERVICE_LEVELS)
            await service.prisma.porterFee.upsert({
              where: { airportId_serviceLevel: { airportId, serviceLevel } },
              create: { airportId, serviceLevel, feeCents: 4000, version: 1 },
              update: serviceLevel === 'standard' ? { version: 1 } : {},
            });
        },
        'service 2 has no price version from 2030-10-01': async () => {
          await service.prisma.priceVersion.deleteMany({
            where: { serviceId: 2, effectiveFrom: new Date('2030-10-01T00:00:00Z') },
          });
        },
        'service 2 has a price version 9001 from 2030-09-01, not yet started': async () => {
          await service.prisma.priceVersion.deleteMany({ where: { id: 9001 } });
          await service.prisma.priceVersion.create({
            data: {
              id: 9001,
              serviceId: 2,
              effectiveFrom: new Date('2030-09-01T00:00:00Z'),
              basePriceCents: 61_000,
              createdById: 'catalog-staff-id',
              createdByName: 'Cara Catalog',
            },
          });
        },
        'the audit log has an airport change': async () => {
          await service.prisma.catalogAuditEntry.create({
            data: {
              id: globalThis.crypto.randomUUID(),
              at: NOW,
              actorId: 'catalog-staff-id',
              actorName: 'Cara Catalog',
              action: 'airport.updated',
              entityType: 'airport',
              entityId: 'LHR',
              before: { name: 'London Heathrow Airport' },
              after: { name: 'London Heathrow' },
            },
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

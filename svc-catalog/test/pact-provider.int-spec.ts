import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { silentLogger } from '@vip/contracts/server';
import { createTestDatabase, pactsForProvider, type TestDatabase } from '@vip/contracts/testing';
import { startCatalogService, type CatalogService } from '../src/server';

describe('svc-catalog honours its consumers\u2019 pacts', () => {
  let db: TestDatabase;
  let service: CatalogService;
  let server: Server;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_pact');
    service = await startCatalogService({
      env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url },
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
    await new Verifier({
      provider: 'svc-catalog',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: pactsForProvider('svc-catalog'),
      // The catalog is seeded from the committed data set; every state the consumers name holds in it.
      stateHandlers: {
        'the catalog is seeded': async () => undefined,
        'airport ZZZ does not exist': async () => undefined,
        'service 1 exists': async () => undefined,
      },
      logLevel: 'warn',
    }).verifyProvider();
  });
});

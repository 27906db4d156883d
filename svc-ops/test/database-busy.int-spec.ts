import request from 'supertest';
import { SERVICE_BUSY_MESSAGE } from '@vip/platform/koa';
import { LocalEventBus } from '@vip/platform/bus';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';

const ADMIN = { email: 'busy.admin@example.com', password: 'a-long-and-secret-password-for-busy' };

describe('a database too busy to answer in time', () => {
  let db: TestDatabase;
  let service: OpsService;

  beforeAll(async () => {
    db = await createTestDatabase('ops_busy');
    service = await startOpsService({
      // One connection, and a second to wait for it: long enough for start-up's queries on a slow machine.
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DB_POOL_SIZE: '1',
        DB_CONNECT_TIMEOUT_MS: '1000',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('answers 503 with Retry-After in the one error shape while every connection is taken, then answers again', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const hold = service.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        holding();
        await released;
      },
      { timeout: 20_000 },
    );
    await held;
    try {
      const busy = await request(service.app.callback()).post('/api/admin/session').send(ADMIN).expect(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body.error).toMatchObject({ code: 'SERVICE_BUSY', message: SERVICE_BUSY_MESSAGE });
    } finally {
      release();
      await hold;
    }
    await request(service.app.callback()).post('/api/admin/session').send(ADMIN).expect(200);
  });
});

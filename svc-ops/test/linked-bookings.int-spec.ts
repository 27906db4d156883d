import request from 'supertest';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'linked.lead@example.com', password: 'a-long-and-secret-password', name: 'Lina Lead' };
const GROUP = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('linked bookings: the bookings of one checkout', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const now = new Date('2030-06-01T13:00:00.000Z');
  // A round trip and a third service in one checkout, and a booking of its own.
  const GROUPED = ['VIP-60000-FCO', 'VIP-60001-FCO', 'VIP-60002-FCO'];
  const ALONE = 'VIP-60003-FCO';

  beforeAll(async () => {
    db = await createTestDatabase('ops_linked');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        STAFF_SECOND_FACTOR: 'optional',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    for (const [i, ref] of [...GROUPED, ALONE].entries())
      await bus.publish([
        bookingRequested(ref, {
          groupId: ref === ALONE ? null : GROUP,
          requestedAt: new Date(Date.UTC(2030, 5, 1, 12, i)).toISOString(),
        }),
      ]);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }
  const idOf = async (ref: string) =>
    (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).id;
  const statusOf = async (ref: string) =>
    (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).adminStatus;

  it('gives every card of one checkout the same group mark, and none to a booking alone', async () => {
    const { agent } = await signIn();
    const items = adminBookingPageSchema.parse(
      (await agent.get('/api/admin/bookings').query({ status: 'inquiry_received' }).expect(200)).body,
    ).items;
    const groups = Object.fromEntries(items.map((b) => [b.referenceCode, b.group]));
    for (const ref of GROUPED) expect(groups[ref]).toEqual({ id: GROUP, size: 3 });
    expect(groups[ALONE]).toBeNull();
  });

  it('shows the other bookings of the checkout in the modal, to open each', async () => {
    const { agent } = await signIn();
    const detail = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${await idOf(GROUPED[1]!)}`).expect(200)).body,
    );
    expect(detail.linkedBookings).toEqual([
      {
        id: await idOf(GROUPED[0]!),
        referenceCode: GROUPED[0],
        adminStatus: 'inquiry_received',
        serviceName: 'VIP Meet & Greet - Arrival',
      },
      {
        id: await idOf(GROUPED[2]!),
        referenceCode: GROUPED[2],
        adminStatus: 'inquiry_received',
        serviceName: 'VIP Meet & Greet - Arrival',
      },
    ]);
    const alone = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${await idOf(ALONE)}`).expect(200)).body,
    );
    expect(alone.linkedBookings).toEqual([]);
  });

  it('moves one booking alone, or the whole checkout when staff choose, each move audited, a cancelled one left', async () => {
    const { agent, csrf } = await signIn();
    await agent
      .patch(`/api/admin/bookings/${await idOf(GROUPED[0]!)}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'inquiry_responded' })
      .expect(200);
    expect(await Promise.all(GROUPED.map(statusOf))).toEqual([
      'inquiry_responded',
      'inquiry_received',
      'inquiry_received',
    ]);

    await service.prisma.operationsCase.update({
      where: { id: await idOf(GROUPED[2]!) },
      data: { cancelledAt: new Date('2030-06-01T12:30:00.000Z') },
    });
    const moved = adminBookingSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${await idOf(GROUPED[0]!)}/status`)
          .set('X-CSRF-Token', csrf)
          .send({ adminStatus: 'pending_supplier_availability', withGroup: true })
          .expect(200)
      ).body,
    );
    expect(moved).toMatchObject({ referenceCode: GROUPED[0], adminStatus: 'pending_supplier_availability' });
    expect(await Promise.all(GROUPED.map(statusOf))).toEqual([
      'pending_supplier_availability',
      'pending_supplier_availability',
      'inquiry_received',
    ]);
    expect(await statusOf(ALONE)).toBe('inquiry_received');
    const trail = await service.prisma.caseAuditEntry.findMany({
      where: { caseId: await idOf(GROUPED[1]!), action: 'status_changed' },
    });
    expect(trail.map((e) => e.changes)).toEqual([
      { adminStatus: { from: 'inquiry_received', to: 'pending_supplier_availability' } },
    ]);
  });
});

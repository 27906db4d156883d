import request from 'supertest';
import { adminBookingDetailSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'record.lead@example.com', password: 'a-long-and-secret-password', name: 'Record Lead' };

/**
 * The staff record the spec names that had no home: vendor, greeter shift, confirmation texts, advisor, margin,
 * payment.
 */
describe("a booking's staff record", () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let id: string;

  beforeAll(async () => {
    db = await createTestDatabase('ops_record');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    await bus.publish([bookingRequested('VIP-50001-FCO')]);
    id = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-50001-FCO' } })).id;
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
  const detail = async (agent: ReturnType<typeof request.agent>) =>
    adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);

  it('starts empty: no advisor, no margin without a supplier cost, no payment method', async () => {
    const { agent } = await signIn();
    expect((await detail(agent)).operations).toMatchObject({
      vendorNotes: null,
      vendorRestrictions: null,
      greeterShiftTime: null,
      confirmationNotes: null,
      confirmationCustomText: null,
      advisorName: null,
      advisorCommission: null,
      advisorCommissionAmount: null,
      internalMargin: null,
      computedMargin: null,
      marginCurrency: 'USD',
      paymentMethod: null,
      paymentNotes: null,
    });
  });

  it('saves every field with the staff edit, shows the commission in USD and the margin it leaves, and audits each change', async () => {
    const { agent, csrf } = await signIn();
    const before = await detail(agent);
    const saved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({
            version: before.version,
            vendorNotes: 'Greeters wait at the sliding doors.\nCall the desk for changes.',
            vendorRestrictions: 'No bookings under 12 hours',
            greeterShiftTime: '06:00-14:00',
            confirmationNotes: 'Client asked for Italian-speaking greeter',
            confirmationCustomText: 'Bring your passport.',
            advisorName: 'Ada Lovelace',
            advisorAgency: 'Analytical Travel',
            advisorEmail: 'ADA@Agency.Example',
            advisorPhone: '+44 20 7946 0000',
            advisorCommission: 10,
            advisorCommissionType: 'percent',
            supplierCostOriginal: 300,
            supplierCurrency: 'USD',
            paymentMethod: 'bank_transfer',
            paymentNotes: 'Wire expected Friday',
          })
          .expect(200)
      ).body,
    );
    // $605 total: 10 % is $60.50; the margin is 605 - 300 - 60.50.
    expect(saved.operations).toMatchObject({
      vendorNotes: 'Greeters wait at the sliding doors.\nCall the desk for changes.',
      vendorRestrictions: 'No bookings under 12 hours',
      greeterShiftTime: '06:00-14:00',
      confirmationNotes: 'Client asked for Italian-speaking greeter',
      confirmationCustomText: 'Bring your passport.',
      advisorName: 'Ada Lovelace',
      advisorAgency: 'Analytical Travel',
      advisorEmail: 'ada@agency.example',
      advisorPhone: '+442079460000',
      advisorCommission: 10,
      advisorCommissionType: 'percent',
      advisorCommissionAmount: 60.5,
      computedMargin: 244.5,
      internalMargin: null,
      paymentMethod: 'bank_transfer',
      paymentNotes: 'Wire expected Friday',
    });
    const [latest] = (await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
      actor: { name: string };
      changes: Record<string, unknown>;
    }>;
    expect(latest!.actor.name).toBe(ADMIN.name);
    expect(Object.keys(latest!.changes)).toEqual(
      expect.arrayContaining([
        'vendorNotes',
        'vendorRestrictions',
        'greeterShiftTime',
        'confirmationNotes',
        'confirmationCustomText',
        'advisorName',
        'advisorCommission',
        'paymentMethod',
      ]),
    );

    // A fixed commission, and the margin staff set themselves (kept beside the computed one).
    const fixed = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: saved.version, advisorCommission: 50, advisorCommissionType: 'fixed', internalMargin: 250 })
          .expect(200)
      ).body,
    );
    expect(fixed.operations).toMatchObject({ advisorCommissionAmount: 50, computedMargin: 255, internalMargin: 250 });
    // Cleared with empty texts and nulls.
    const cleared = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: fixed.version, vendorRestrictions: '', internalMargin: null, paymentMethod: null })
          .expect(200)
      ).body,
    );
    expect(cleared.operations).toMatchObject({ vendorRestrictions: null, internalMargin: null, paymentMethod: null });
  });

  it('refuses a percentage over 100, an unknown payment method and a bad advisor e-mail, writing nothing', async () => {
    const { agent, csrf } = await signIn();
    const before = await detail(agent);
    const over = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: before.version, advisorCommission: 150, advisorCommissionType: 'percent' })
      .expect(400);
    expect(over.body.error.details.fieldErrors).toEqual({
      advisorCommission: ['A percentage commission is at most 100'],
    });
    const bad = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: before.version, paymentMethod: 'bitcoin', advisorEmail: 'nope' })
      .expect(400);
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['advisorEmail', 'paymentMethod']);
    expect((await detail(agent)).version).toBe(before.version);
  });
});

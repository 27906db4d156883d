import request from 'supertest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_TOO_FAR_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'bad.input@example.com', password: 'a-long-and-secret-password', name: 'Input Lead' };
const BAD_TEXTS: [string, string][] = [
  ['a NUL byte', 'Call\u0000back'],
  ['a lone surrogate', 'Call\ud800back'],
];

/**
 * Issue 'Bad input never breaks anything': what reached PostgreSQL as a 500 is a 400 that names the field, and nothing
 * is written.
 */
describe('bad input to svc-ops', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let id: string;
  let agent: ReturnType<typeof request.agent>;
  let csrf: string;

  beforeAll(async () => {
    db = await createTestDatabase('ops_bad_input');
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
      now: () => new Date('2030-06-02T09:00:00.000Z'),
    });
    await bus.publish([bookingRequested('VIP-77777-FCO')]);
    id = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-77777-FCO' } })).id;
    agent = request.agent(service.app.callback());
    csrf = staffSessionSchema.parse(
      (await agent.post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(200)).body,
    ).csrfToken;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  const written = async () => ({
    case: await service.prisma.operationsCase.findUniqueOrThrow({
      where: { id },
      select: { version: true, internalNotes: true },
    }),
    coordination: await service.prisma.caseCoordination.findUnique({ where: { caseId: id } }),
    comments: await service.prisma.adminComment.count(),
    checklist: await service.prisma.checklistItem.findMany({ orderBy: { itemType: 'asc' } }),
    audit: await service.prisma.caseAuditEntry.count(),
    staffAudit: await service.prisma.staffAuditEntry.count(),
  });

  it.each([
    ['/api/admin/bookings?q=%00'],
    ['/api/admin/bookings/summary?q=%00'],
    ['/api/suppliers/chauffeur/names?q=rome%00'],
  ])('refuses a NUL byte in the search of %s', async (path) => {
    const res = await agent.get(path).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { q: [CONTROL_CHARACTERS_MESSAGE] }, in: 'query' },
    });
  });

  it('refuses a NUL byte in the CSV export’s search before any row is sent, and audits no export', async () => {
    const before = await written();
    const res = await agent.get('/api/admin/bookings/export.csv?q=%00').expect(400).expect('Content-Type', /json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.error.details.fieldErrors).toEqual({ q: [CONTROL_CHARACTERS_MESSAGE] });
    expect(JSON.stringify(res.body)).not.toContain('Reference');
    expect(await written()).toEqual(before);
  });

  describe.each(BAD_TEXTS)('%s', (_what, bad) => {
    it('in a staff comment is a 400 naming the field, and writes nothing', async () => {
      const before = await written();
      const res = await agent
        .post(`/api/admin/bookings/${id}/comments`)
        .set('X-CSRF-Token', csrf)
        .send({ comment: bad })
        .expect(400);
      expect(res.body.error.details.fieldErrors).toEqual({ comment: [CONTROL_CHARACTERS_MESSAGE] });
      expect(await written()).toEqual(before);
    });

    it.each([['internalNotes'], ['specialRequests'], ['greeterName'], ['meetLocation'], ['contactName']])(
      'in the booking edit’s %s is a 400 naming the field, and writes nothing',
      async (field) => {
        const before = await written();
        const res = await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: before.case.version, [field]: bad })
          .expect(400);
        expect(res.body.error.details.fieldErrors).toEqual({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
        expect(await written()).toEqual(before);
      },
    );

    it('in a checklist note is a 400 naming the field, and writes nothing', async () => {
      const before = await written();
      const res = await agent
        .put(`/api/admin/bookings/${id}/checklist/driver_info_requested`)
        .set('X-CSRF-Token', csrf)
        .send({ isCompleted: true, notes: bad })
        .expect(400);
      expect(res.body.error.details.fieldErrors).toEqual({ notes: [CONTROL_CHARACTERS_MESSAGE] });
      expect(await written()).toEqual(before);
    });
  });

  it('keeps line breaks in notes and comments', async () => {
    await agent
      .post(`/api/admin/bookings/${id}/comments`)
      .set('X-CSRF-Token', csrf)
      .send({ comment: 'Called twice:\n- no answer\r\n- voicemail' })
      .expect(201);
    expect((await service.prisma.adminComment.findFirstOrThrow({ where: { caseId: id } })).comment).toBe(
      'Called twice:\n- no answer\r\n- voicemail',
    );
  });

  it('refuses a greeter phone that is no phone number, and stores one that is in international format', async () => {
    const before = await written();
    const res = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: before.case.version, greeterPhone: '<svg onload=alert(1)>' })
      .expect(422);
    expect(res.body.error.details.fieldErrors).toEqual({ greeterPhone: [PHONE_FORMAT_MESSAGE] });
    expect(await written()).toEqual(before);
    const saved = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: before.case.version, greeterPhone: '+39 (06) 555-0101' })
      .expect(200);
    expect(saved.body.operations.greeterPhone).toBe('+39065550101');
  });

  it('refuses a chauffeur transfer dated beyond the booking horizon before asking the catalog', async () => {
    const res = await agent
      .post('/api/admin/transfers')
      .set('X-CSRF-Token', csrf)
      .send({
        contactName: 'Katherine Johnson',
        contactEmail: 'k@example.com',
        serviceDate: '9999-12-31',
        serviceTime: '09:30',
        direction: 'pickup',
        airportCode: 'JFK',
        passengers: 1,
        vehicleType: 'sedan',
        serviceCost: 100,
      })
      .expect(422);
    expect(res.body.error.details.fieldErrors).toEqual({ serviceDate: [DATE_TOO_FAR_MESSAGE] });
  });
});

import request from 'supertest';
import { adminBookingDetailSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { NOT_CONFIRMED_NOTE } from '../src/workflows/reconfirmation.workflow';
import { bookingRequested } from './fixtures';
import { setCase } from './support/case-setup';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'reconfirm.lead@example.com', password: 'a-long-and-secret-password', name: 'Rita Lead' };

describe('final reconfirmation, 24 to 48 hours before the service', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-10T09:00:00.000Z');
  const ids: Record<string, string> = {};
  const sweep = () => service.reconfirmations!.runDue();
  /** The reconfirmations an address received (each booking's acknowledgement went out when it arrived). */
  const mailsTo = (address: string) =>
    smtp.received.filter((m) => m.envelope.to.includes(address) && m.mail.subject?.startsWith('Reconfirmed'));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_reconfirmation');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        STAFF_SECOND_FACTOR: 'optional',
        SESSION_IDLE_MINUTES: '240',
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Ops" <ops@vip.example>',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    const cases = {
      // 30 hours ahead, the supplier confirmed and the greeter known.
      confirmed: { at: '2030-06-11T15:00:00.000Z', email: 'grace@example.com' },
      // 40 hours ahead, a supplier assigned but not confirmed.
      unconfirmed: { at: '2030-06-12T01:00:00.000Z', email: 'alan@example.com' },
      // 3 days ahead: not yet.
      later: { at: '2030-06-13T09:00:00.000Z', email: 'ada@example.com' },
      // In the window, but cancelled.
      cancelled: { at: '2030-06-11T12:00:00.000Z', email: 'charles@example.com' },
    };
    for (const [i, [name, c]] of Object.entries(cases).entries()) {
      const ref = `VIP-7000${i}-FCO`;
      await bus.publish([bookingRequested(ref, { contactEmail: c.email })]);
      const found = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
      ids[name] = found.id;
      await setCase(service.prisma, found.id, { flightAt: new Date(c.at) });
    }
    await setCase(service.prisma, ids.confirmed!, {
      assignedSupplierName: 'Roma VIP Services',
      supplierConfirmationNumber: 'RVS-4471',
      greeterName: 'Marco Rossi',
      greeterPhone: '+39 06 1234 5678',
      meetLocation: 'Terminal 3 arrivals, Gate B, by the pharmacy',
    });
    await setCase(service.prisma, ids.unconfirmed!, { assignedSupplierName: 'Roma VIP Services' });
    await setCase(service.prisma, ids.cancelled!, {
      assignedSupplierName: 'Roma VIP Services',
      supplierConfirmationNumber: 'RVS-4472',
      cancelledAt: new Date('2030-06-09T10:00:00.000Z'),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  it('is scheduled in PostgreSQL with pg-boss (kept across restarts), not on a timer in memory', async () => {
    const schedules = await service.prisma.$queryRaw<Array<{ name: string; cron: string }>>`
      SELECT name, cron FROM ops_jobs.schedule`;
    expect(schedules).toEqual([{ name: 'ops-reconfirmations', cron: '*/10 * * * *' }]);
  });

  it('sends the traveller the meeting details once, though three replicas sweep at the same moment', async () => {
    const outcomes = await Promise.all([sweep(), sweep(), sweep()]);
    expect(outcomes.flatMap((o) => o.sent)).toEqual([ids.confirmed]);
    expect(outcomes.flatMap((o) => o.escalated)).toEqual([ids.unconfirmed]);

    const mails = mailsTo('grace@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe('Reconfirmed: your service on 2030-06-20 – VIP-70000-FCO');
    const text = mails[0]!.mail.text!;
    expect(text).toContain('Meeting point: Terminal 3 arrivals, Gate B, by the pharmacy');
    expect(text).toContain('Greeter: Marco Rossi');
    expect(text).toContain("Greeter's phone: +39 06 1234 5678");
    for (const address of ['alan@example.com', 'ada@example.com', 'charles@example.com'])
      expect(mailsTo(address)).toEqual([]);
  });

  it("ticks the checklist's final reconfirmation, which the modal shows", async () => {
    const agent = request.agent(service.app.callback());
    await agent.post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
    const detail = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${ids.confirmed}`).expect(200)).body,
    );
    expect(detail.checklist.find((i) => i.itemType === 'final_reconfirmation_24h')).toMatchObject({
      isCompleted: true,
      completedBy: 'System (reconfirmation)',
      completedAt: '2030-06-10T09:00:00.000Z',
    });
    const comms = await service.prisma.communication.findMany({
      where: { caseId: ids.confirmed, purpose: 'final_reconfirmation' },
    });
    expect(comms.map((c) => [c.purpose, c.status])).toEqual([['final_reconfirmation', 'sent']]);
  });

  it('escalates a booking whose supplier has not confirmed, on the board and once', async () => {
    const unconfirmed = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: ids.unconfirmed } });
    expect(unconfirmed.escalationFlag).toBe(true);
    const item = await service.prisma.checklistItem.findUniqueOrThrow({
      where: { caseId_itemType: { caseId: ids.unconfirmed!, itemType: 'final_reconfirmation_24h' } },
    });
    expect(item).toMatchObject({ isCompleted: false, notes: NOT_CONFIRMED_NOTE });
    const escalations = await service.prisma.caseAuditEntry.findMany({
      where: { caseId: ids.unconfirmed, action: 'reconfirmation_escalated' },
    });
    expect(escalations).toHaveLength(1);
    expect(escalations[0]!.actorName).toBe('System (reconfirmation)');
  });

  it('sends nothing again after a restart, and reconfirms the escalated booking once its supplier confirms', async () => {
    now = new Date('2030-06-10T09:10:00.000Z');
    expect(await sweep()).toEqual({ sent: [], escalated: [] });
    expect(mailsTo('grace@example.com')).toHaveLength(1);

    await setCase(service.prisma, ids.unconfirmed!, { supplierConfirmationNumber: 'RVS-5001' });
    now = new Date('2030-06-10T09:20:00.000Z');
    expect(await sweep()).toEqual({ sent: [ids.unconfirmed], escalated: [] });
    expect(mailsTo('alan@example.com')).toHaveLength(1);
    expect(await sweep()).toEqual({ sent: [], escalated: [] });

    // Two days on, the later booking is in its window.
    now = new Date('2030-06-12T08:00:00.000Z');
    expect(await sweep()).toEqual({ sent: [], escalated: [ids.later] });
    expect(mailsTo('ada@example.com')).toEqual([]);
  });
});

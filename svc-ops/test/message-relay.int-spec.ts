import request from 'supertest';
import pg from 'pg';
import { communicationListSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'relay.lead@example.com', password: 'a-long-and-secret-password', name: 'Relay Lead' };
const OPS = 'ops.desk@example.com';

/**
 * svc-ops' own messages reach their mailbox once even when their sender dies or the mail server refuses them for a
 * while.
 */
describe('the message relay sends what a dead sender or a refusing mail server left behind, once', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-01T12:30:00.000Z');
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_relay');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Airport Services" <bookings@vip.example>',
        OPS_NOTIFY_EMAIL: OPS,
        MESSAGE_RELAY_INTERVAL_MS: '200',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  const rounds = () => new Promise((resolve) => setTimeout(resolve, 1000));
  async function until(check: () => boolean) {
    for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  async function opened(ref: string, email: string) {
    await bus.publish([
      bookingRequested(ref, { contactName: 'Grace Hopper', contactEmail: email, contactPhone: '+44 20 7946 0000' }),
    ]);
    return (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).id;
  }
  /** What svc-ops leaves behind when it dies between writing a message and the mail server's answer. */
  const leftQueued = (caseId: string, to: string, leaseUntil: Date) =>
    service.prisma.communication.create({
      data: {
        id: globalThis.crypto.randomUUID(),
        caseId,
        channel: 'email',
        purpose: 'change_request_received',
        toAddresses: [to],
        ccAddresses: [],
        subject: 'We received your request – VIP-81001-FCO',
        body: 'Our team replies within 24 hours.',
        transport: 'smtp',
        status: 'queued',
        createdBy: 'System',
        createdAt: now,
        retryAt: leaseUntil,
      },
    });

  it('leaves a message alone while its sender holds it, and sends it once when the lease has ended, as the same message', async () => {
    const caseId = await opened('VIP-81001-FCO', 'grace@example.com');
    const row = await leftQueued(caseId, 'receipt@example.com', new Date(now.getTime() + 60_000));
    await rounds();
    expect(mailsTo('receipt@example.com')).toHaveLength(0);

    later(61_000);
    await until(() => mailsTo('receipt@example.com').length > 0);
    await rounds();
    const copies = mailsTo('receipt@example.com');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.mail.subject).toBe('We received your request – VIP-81001-FCO');
    expect(copies[0]!.mail.messageId).toBe(`<${row.id}@vip.example>`);
    expect(await service.prisma.communication.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      retryAt: null,
      attempts: 1,
    });
  });

  it('tries an acknowledgement the mail server refused again by itself, and never a message staff sent', async () => {
    smtp.rejectNext(2);
    const caseId = await opened('VIP-81002-FCO', 'ada@example.com');
    const failed = await service.prisma.communication.findMany({ where: { caseId, createdBy: 'System' } });
    expect(failed.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(mailsTo('ada@example.com')).toHaveLength(0);

    const agent = request.agent(service.app.callback());
    const session = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const csrf = staffSessionSchema.parse(session.body).csrfToken;
    smtp.rejectNext(1);
    await agent
      .post(`/api/admin/bookings/${caseId}/communications`)
      .set('X-CSRF-Token', csrf)
      .send({
        purpose: 'supplier_email',
        supplierName: 'Roma VIP',
        email: { to: 'desk@romavip.example', subject: 'Availability?', message: 'Can you meet them at the gate?' },
      })
      .expect(201);

    // The first automatic try comes 24-30 s after the refusal (30 s less up to 20 % jitter).
    later(31_000);
    await until(
      () =>
        mailsTo('ada@example.com').length > 0 && mailsTo(OPS).some((m) => m.mail.subject?.includes('VIP-81002-FCO')),
    );
    await rounds();
    expect(mailsTo('ada@example.com').map((m) => m.mail.subject)).toEqual(['Booking request received – VIP-81002-FCO']);
    expect(mailsTo('desk@romavip.example')).toHaveLength(0);
    expect(mailsTo(OPS).filter((m) => m.mail.subject?.includes('VIP-81002-FCO'))).toHaveLength(1);

    const list = communicationListSchema.parse(
      (await agent.get(`/api/admin/bookings/${caseId}/communications`).expect(200)).body,
    );
    expect(list.map((c) => [c.purpose, c.status, c.attempts]).sort()).toEqual([
      ['booking_acknowledgement', 'sent', 2],
      ['ops_new_booking', 'sent', 2],
      ['supplier_email', 'failed', 1],
    ]);
  });

  it('records each e-mail of an acknowledgement as the mail server answered it: one refused, the other sent', async () => {
    smtp.rejectNext(1);
    const caseId = await opened('VIP-81007-FCO', 'katherine@example.com');
    const rows = await service.prisma.communication.findMany({ where: { caseId, createdBy: 'System' } });
    const sent = rows.filter((r) => r.status === 'sent');
    const failed = rows.filter((r) => r.status === 'failed');
    expect([sent.length, failed.length]).toEqual([1, 1]);
    expect(sent[0]).toMatchObject({ attempts: 1, error: null, retryAt: null, transport: 'smtp' });
    expect(sent[0]!.sentAt).toEqual(now);
    expect(sent[0]!.providerMessageId).toBe(`<${sent[0]!.id}@vip.example>`);
    expect(failed[0]).toMatchObject({ attempts: 1, sentAt: null, providerMessageId: null, transport: 'smtp' });
    expect(failed[0]!.error).toMatch(/^SMTP /);
    expect(failed[0]!.retryAt!.getTime()).toBeGreaterThan(now.getTime());
  });

  it('records an e-mail the mail server took at once without waiting for the slow answer to the other', async () => {
    smtp.holdNext(5_000);
    const publishing = opened('VIP-81008-FCO', 'dorothy@example.com');
    const statuses = async () =>
      (await service.prisma.communication.findMany({ where: { case: { referenceCode: 'VIP-81008-FCO' } } }))
        .map((r) => r.status)
        .sort();
    let seen: string[] = [];
    for (let i = 0; i < 30 && !seen.includes('sent'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await statuses();
    }
    // The slow one is still with the mail server (its row 'queued'), the other already recorded as sent.
    expect(seen).toEqual(['queued', 'sent']);
    await publishing;
    expect(await statuses()).toEqual(['sent', 'sent']);
  });

  it('refuses staff a Retry of a message the relay is sending right now', async () => {
    const caseId = await opened('VIP-81003-FCO', 'hedy@example.com');
    // Written three minutes ago and taken again by a relay round that is still sending it: leased until a minute from
    // the moment staff look. The lease is set before the clock moves, so this test's own relay never takes it first.
    const row = await leftQueued(caseId, 'held@example.com', new Date(now.getTime() + 4 * 60_000));
    later(3 * 60_000);
    const agent = request.agent(service.app.callback());
    const session = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const csrf = staffSessionSchema.parse(session.body).csrfToken;
    const refused = await agent
      .post(`/api/admin/bookings/${caseId}/communications/${row.id}/retry`)
      .set('X-CSRF-Token', csrf)
      .expect(422);
    expect(refused.body.error).toMatchObject({
      code: 'COMMUNICATION_NOT_ALLOWED',
      message: 'This message is being sent right now',
    });
    expect(mailsTo('held@example.com')).toHaveLength(0);
  });
});

describe('a replica told to stop while the mail server is still taking its message', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_relay_stop');
  });
  afterAll(async () => {
    await db?.drop();
    await smtp?.close();
  });

  it('waits for the answer and records the message as sent before it closes its database, so no replica sends it again', async () => {
    const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 } });
    const service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Airport Services" <bookings@vip.example>',
        OPS_NOTIFY_EMAIL: OPS,
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    // Longer than leaving a consumer group may take: the wait is for the message, not a fixed few seconds.
    smtp.holdNext(6_000);
    await bus.publish([
      bookingRequested('VIP-81004-FCO', {
        contactName: 'Katherine Johnson',
        contactEmail: 'katherine@example.com',
        contactPhone: '+1 757 555 0100',
      }),
    ]);
    for (let i = 0; i < 100 && smtp.receiving() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.receiving()).toBe(2);

    await service.stop();

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ purpose: string; status: string }>(
        `SELECT purpose, status FROM communications ORDER BY purpose`,
      );
      expect(rows).toEqual([
        { purpose: 'booking_acknowledgement', status: 'sent' },
        { purpose: 'ops_new_booking', status: 'sent' },
      ]);
    } finally {
      await client.end();
    }
    expect(smtp.received.map((m) => m.mail.subject).sort()).toEqual([
      'Booking request received – VIP-81004-FCO',
      'New booking request – VIP-81004-FCO',
    ]);
  });
});

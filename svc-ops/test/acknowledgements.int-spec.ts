import request from 'supertest';
import { type BookingRequestedV3, type EventEnvelope } from '@vip/contracts/events';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  communicationListSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { handlerFor, LocalEventBus, type EventBus, type EventHandler, type SubscriptionSpec } from '@vip/platform/bus';
import { inPgTransaction } from '@vip/platform/db';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { CasesRepository } from '../src/cases/cases.repository';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested, bookingRequestedInV1 } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'ack.lead@example.com', password: 'a-long-and-secret-password', name: 'Ack Lead' };
const SUPPORT = 'support.desk@example.com';
const OPS = 'ops.desk@example.com';
const BOOKER = {
  bookerRole: 'executive-assistant',
  bookerName: 'Ada Lovelace',
  bookerPhone: '+44 20 7946 0000',
  bookerEmail: 'ada@example.com',
} satisfies Partial<BookingRequestedV3>;

/**
 * A second replica's consumers: each event handed to every group's handler at once (consumers of other partitions),
 * retried as the bus retries. Not the local bus, whose queue the replicas would share.
 */
function replicaBus(): EventBus & { deliver(events: EventEnvelope[]): Promise<void> } {
  const specs: SubscriptionSpec[] = [];
  const applied = async (handler: EventHandler, event: EventEnvelope) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(event);
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  };
  return {
    kind: 'kafka',
    publish: async () => undefined,
    subscribe: async (spec) => {
      specs.push(spec);
      return {
        group: spec.group,
        lag: async () => 0,
        retrying: () => undefined,
        stop: async () => undefined,
        settled: async () => undefined,
      };
    },
    isHealthy: async () => true,
    close: async () => undefined,
    deliver: async (events) => {
      await Promise.all(
        events.flatMap((event) =>
          specs.map((spec) => {
            const handler = handlerFor(spec.handlers, event);
            return handler ? applied(handler, event) : undefined;
          }),
        ),
      );
    },
  };
}

describe('a booking group is acknowledged: the traveller and booker, and the operations mailbox, once', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-01T12:30:00.000Z');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_ack');
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
        SUPPORT_EMAIL: SUPPORT,
        OPS_NOTIFY_EMAIL: OPS,
        PUBLIC_ORIGIN: 'https://www.vip.example',
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
  const caseId = async (ref: string) =>
    (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).id;
  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  it('waits for every booking of a checkout, then sends one e-mail listing them all, however often and in whatever order they arrive', async () => {
    const groupId = globalThis.crypto.randomUUID();
    const group = { groupId, groupSize: 2, ...BOOKER };
    const first = bookingRequested('VIP-80001-FCO', group);
    const second = bookingRequested('VIP-80002-FCO', {
      ...group,
      service: { ...first.payload.service, name: 'VIP Meet & Greet - Departure', serviceType: 'departure' },
    });

    await bus.publish([second]);
    expect(mailsTo('grace@example.com')).toHaveLength(0);
    await bus.publish([second, first, first]);

    const [ack, ...more] = mailsTo('grace@example.com');
    expect(more).toHaveLength(0);
    expect(ack!.envelope.to.sort()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(ack!.mail.subject).toBe('Booking request received – VIP-80001-FCO and 1 more');
    const text = ack!.mail.text!;
    for (const line of [
      'Dear Ada Lovelace and Grace Hopper,',
      'Reference: VIP-80001-FCO',
      'Reference: VIP-80002-FCO',
      'Service: VIP Meet & Greet - Departure (Departure)',
      'Airport: Rome Fiumicino (FCO)',
      'Date and time: Thursday, 20 June 2030 at 14:00 (local time at the airport)',
      'Travellers: 2 adults, 1 child (Grace Hopper)',
      'Estimated price: $605.00',
      'Status: Requested',
      'Estimated total: $1,210.00',
      'Every booking is a request: our team checks availability with the local supplier and confirms within 24 hours.',
      'We reconfirm every booking 24-48 hours before the service.',
      'https://www.vip.example/manage-booking?reference=VIP-80001-FCO',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/instant/i);

    const [alert, ...moreAlerts] = mailsTo(OPS);
    expect(moreAlerts).toHaveLength(0);
    expect(alert!.mail.subject).toBe('New booking request – VIP-80001-FCO and 1 more');
    expect(alert!.mail.text).toContain('New booking requests (2, one checkout) from Grace Hopper <grace@example.com>');
    expect(alert!.mail.text).toContain('Special requests: Wheelchair at the gate');
  });

  it('lists the acknowledgement in the Communication Center of every booking of the group, as sent', async () => {
    const { agent } = await signIn();
    for (const ref of ['VIP-80001-FCO', 'VIP-80002-FCO']) {
      const list = communicationListSchema.parse(
        (await agent.get(`/api/admin/bookings/${await caseId(ref)}/communications`).expect(200)).body,
      );
      expect(list.map((c) => [c.purpose, c.status, c.createdBy]).sort()).toEqual([
        ['booking_acknowledgement', 'sent', 'System'],
        ['ops_new_booking', 'sent', 'System'],
      ]);
    }
  });

  it('says confirmed for a booking confirmed at once from an allotment, whose case opens as Confirmation Sent, Vendor Needed', async () => {
    await bus.publish([
      bookingRequested('VIP-80010-FCO', {
        status: 'confirmed',
        contactName: 'Kathleen Booth',
        contactEmail: 'kb@example.com',
      }),
    ]);
    const [ack, ...more] = mailsTo('kb@example.com');
    expect(more).toHaveLength(0);
    expect(ack!.mail.subject).toBe('Booking confirmed – VIP-80010-FCO');
    expect(ack!.mail.text).toContain('Your booking is confirmed.');
    expect(ack!.mail.text).toContain('Status: Confirmed');
    expect(ack!.mail.text).not.toContain('Requested');
    expect(ack!.mail.text).not.toContain('Every booking is a request');
    const opened = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-80010-FCO' } });
    expect(opened).toMatchObject({ adminStatus: 'confirmation_sent_vendor_needed', bookingStatus: 'confirmed' });
    const alert = mailsTo(OPS).find((m) => m.mail.subject?.includes('VIP-80010-FCO'));
    expect(alert!.mail.text).toContain(
      "Confirmed at once from a supplier's allotment: 1 booking; send the supplier the job.",
    );
  });

  it('is honest about each booking of a checkout mixing a confirmed one and a request', async () => {
    const groupId = globalThis.crypto.randomUUID();
    const who = { groupId, groupSize: 2, contactName: 'Mary Somerville', contactEmail: 'ms@example.com' };
    await bus.publish([
      bookingRequested('VIP-80011-FCO', { ...who, status: 'confirmed' }),
      bookingRequested('VIP-80012-FCO', { ...who, status: 'pending_payment' }),
    ]);
    const [ack] = mailsTo('ms@example.com');
    expect(ack!.mail.subject).toBe('Booking request received – VIP-80011-FCO and 1 more');
    const text = ack!.mail.text!;
    expect(text).toContain('1 booking is confirmed; the others are Requested, not yet confirmed.');
    expect(text).toMatch(
      /Reference: VIP-80011-FCO[\s\S]*Status: Confirmed[\s\S]*Reference: VIP-80012-FCO[\s\S]*Status: Requested/,
    );
    const cases = await service.prisma.operationsCase.findMany({
      where: { groupId },
      orderBy: { referenceCode: 'asc' },
    });
    expect(cases.map((c) => c.adminStatus)).toEqual(['confirmation_sent_vendor_needed', 'inquiry_received']);
  });

  it('opens a case once whichever consumer comes first, and hands each the case it goes on with', async () => {
    const cases = new CasesRepository(service.prisma);
    const event = bookingRequested('VIP-80041-FCO', { groupId: null });
    const openAs = (consumer: string) =>
      inPgTransaction(service.database.pool, (tx) => cases.openOnceWithCase(tx, consumer, event, event.payload));
    const first = await openAs('first-consumer');
    expect(first.outcome).toBe('applied');
    expect(first.opened).toMatchObject({ referenceCode: 'VIP-80041-FCO', bookingId: event.payload.bookingId });
    expect(await openAs('first-consumer')).toEqual({ outcome: 'duplicate', opened: null });
    const second = await openAs('second-consumer');
    expect(second).toEqual({ outcome: 'applied', opened: first.opened });
    expect(await service.prisma.operationsCase.count({ where: { referenceCode: 'VIP-80041-FCO' } })).toBe(1);
  });

  it('acknowledges a booking made alone (no group) to its traveller only', async () => {
    await bus.publish([
      bookingRequested('VIP-80003-FCO', {
        groupId: null,
        contactName: 'Alan Turing',
        contactEmail: 'alan@example.com',
        contactPhone: '+44 20 7946 0100',
      }),
    ]);
    const [ack] = mailsTo('alan@example.com');
    expect(ack!.envelope.to).toEqual(['alan@example.com']);
    expect(ack!.mail.subject).toBe('Booking request received – VIP-80003-FCO');
    expect(ack!.mail.text).toContain('Dear Alan Turing,');
  });

  it('acknowledges each booking of an event written before groupSize existed on its own (the contract: its own group)', async () => {
    const groupId = globalThis.crypto.randomUUID();
    const contact = { name: 'Hedy Lamarr', email: 'hedy@example.com', phone: '+1 212 555 0199', companyName: null };
    await bus.publish([
      bookingRequestedInV1('VIP-80005-FCO', { groupId, contact }),
      bookingRequestedInV1('VIP-80006-FCO', { groupId, contact }),
    ]);
    expect(
      mailsTo('hedy@example.com')
        .map((m) => m.mail.subject)
        .sort(),
    ).toEqual(['Booking request received – VIP-80005-FCO', 'Booking request received – VIP-80006-FCO']);
  });

  it('sends a checkout one acknowledgement when two replicas take its events at once, and records each message once, as sent', async () => {
    const twinBus = replicaBus();
    const twin = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: SUPPORT,
        OPS_NOTIFY_EMAIL: OPS,
        PUBLIC_ORIGIN: 'https://www.vip.example',
      },
      bus: twinBus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    try {
      const at = now;
      const groupId = globalThis.crypto.randomUUID();
      const who = { groupId, groupSize: 2, contactName: 'Katherine Johnson', contactEmail: 'kj@example.com' };
      const first = bookingRequested('VIP-80031-FCO', who);
      const second = bookingRequested('VIP-80032-FCO', who);
      // Both cases open before either acknowledgement, so each event finds the checkout complete: only the claim
      // keeps the second from sending too.
      const cases = new CasesRepository(service.prisma);
      for (const event of [first, second])
        await inPgTransaction(service.database.pool, (tx) => cases.openFromBooking(tx, event.payload));
      // A checkout of one booking takes no group lock: its redeliveries are kept apart by the inbox and the claim.
      const solo = bookingRequested('VIP-80033-FCO', {
        groupId: globalThis.crypto.randomUUID(),
        groupSize: 1,
        contactName: 'Dorothy Vaughan',
        contactEmail: 'dv@example.com',
      });
      await Promise.all([
        bus.publish([first, second, solo]),
        twinBus.deliver([second, solo, first, first, solo]),
        bus.publish([second, solo]),
      ]);

      expect(mailsTo('dv@example.com').map((m) => m.mail.subject)).toEqual([
        'Booking request received – VIP-80033-FCO',
      ]);
      expect(mailsTo(OPS).filter((m) => m.mail.subject?.includes('VIP-80033-FCO'))).toHaveLength(1);
      const [ack, ...more] = mailsTo('kj@example.com');
      expect(more).toHaveLength(0);
      const alerts = mailsTo(OPS).filter((m) => m.mail.subject?.includes('VIP-80031-FCO'));
      expect(alerts).toHaveLength(1);
      const rows = await service.prisma.communication.findMany({
        where: { groupKey: groupId },
        orderBy: { purpose: 'asc' },
      });
      const sent = {
        caseId: await caseId('VIP-80031-FCO'),
        channel: 'email',
        ccAddresses: [],
        attachmentId: null,
        groupKey: groupId,
        transport: 'smtp',
        status: 'sent',
        error: null,
        providerMessageId: expect.stringMatching(/^<.+>$/),
        attempts: 1,
        createdBy: 'System',
        createdAt: at,
        sentAt: at,
        retryAt: null,
      };
      expect(rows).toEqual([
        {
          ...sent,
          id: expect.any(String),
          purpose: 'booking_acknowledgement',
          toAddresses: ['kj@example.com'],
          subject: 'Booking request received – VIP-80031-FCO and 1 more',
          body: expect.stringContaining('Reference: VIP-80032-FCO'),
        },
        {
          ...sent,
          id: expect.any(String),
          purpose: 'ops_new_booking',
          toAddresses: [OPS],
          subject: 'New booking request – VIP-80031-FCO and 1 more',
          body: expect.stringContaining(
            'New booking requests (2, one checkout) from Katherine Johnson <kj@example.com>',
          ),
        },
      ]);
      // The row's id is the Message-ID, and its body the text sent.
      expect(ack!.mail.messageId).toBe(rows[0]!.providerMessageId);
      expect(ack!.mail.messageId!.startsWith(`<${rows[0]!.id}@`)).toBe(true);
      expect(ack!.mail.text!.trim()).toBe(rows[0]!.body.trim());
      expect(await service.prisma.bookingAcknowledgement.findMany({ where: { groupKey: groupId } })).toEqual([
        { groupKey: groupId, createdAt: at },
      ]);
    } finally {
      await twin.stop();
    }
  });

  it('marks a request on the board once no one has answered it for 20 hours, and not once it moved on', async () => {
    const card = async (agent: request.Agent, ref: string) =>
      adminBookingPageSchema
        .parse((await agent.get('/api/admin/bookings?limit=50').expect(200)).body)
        .items.find((b) => b.referenceCode === ref)!;
    expect((await card((await signIn()).agent, 'VIP-80001-FCO')).replyOverdue).toBe(false);
    // 20 hours after the request (2030-06-01T12:00Z); a new sign-in, the old session having idled out.
    now = new Date('2030-06-02T08:00:00.000Z');
    const { agent, csrf } = await signIn();
    expect((await card(agent, 'VIP-80001-FCO')).replyOverdue).toBe(true);
    await agent
      .patch(`/api/admin/bookings/${await caseId('VIP-80001-FCO')}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'inquiry_responded' })
      .expect(200);
    expect((await card(agent, 'VIP-80001-FCO')).replyOverdue).toBe(false);
    expect((await card(agent, 'VIP-80002-FCO')).replyOverdue).toBe(true);
  });

  it("opens a booking requested in French as a French case and acknowledges it in French, staff's copy in English", async () => {
    await bus.publish([
      bookingRequested('VIP-80020-FCO', {
        locale: 'fr',
        contactName: 'Marie Curie',
        contactEmail: 'marie@example.com',
      }),
    ]);
    const opened = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-80020-FCO' } });
    expect(opened.locale).toBe('fr');

    const [ack, ...more] = mailsTo('marie@example.com');
    expect(more).toHaveLength(0);
    expect(ack!.mail.subject).toBe('Demande de réservation reçue – VIP-80020-FCO');
    for (const line of [
      'Bonjour Marie Curie,',
      'Référence : VIP-80020-FCO',
      'Prestation : VIP Meet & Greet - Arrival (Arrivée)',
      'Date et heure : jeudi 20 juin 2030 à 14:00 (heure locale de l’aéroport)',
      'Voyageurs : 2 adultes, 1 enfant (Grace Hopper)',
      'Prix estimé : 605,00\u00a0$US',
      'Statut : Demandée',
      'Nous reconfirmons chaque réservation 24 à 48 heures avant la prestation.',
    ])
      expect(ack!.mail.text).toContain(line);
    expect(ack!.mail.text).not.toMatch(/Dear|Reference|Status/);

    const { agent } = await signIn();
    const recorded = communicationListSchema.parse(
      (await agent.get(`/api/admin/bookings/${opened.id}/communications`).expect(200)).body,
    );
    const acknowledgement = recorded.find((c) => c.purpose === 'booking_acknowledgement')!;
    expect(acknowledgement).toMatchObject({ subject: 'Demande de réservation reçue – VIP-80020-FCO', status: 'sent' });
    expect(acknowledgement.body).toContain('Merci pour votre demande de réservation auprès de VIP Airport Services.');
    const alert = recorded.find((c) => c.purpose === 'ops_new_booking')!;
    expect(alert.subject).toBe('New booking request – VIP-80020-FCO');
    expect(alert.body).toContain('Status: Requested');
    expect(alert.body).toContain("Traveller's language: French.");

    const detail = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${opened.id}`).expect(200)).body,
    );
    expect(detail.locale).toBe('fr');
  });
});

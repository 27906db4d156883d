import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  SUPPLIER_JOB_AUDIT_ACTOR,
  SUPPLIER_JOB_DECLINE_REASON_MESSAGE,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  adminBookingDetailSchema,
  auditTrailSchema,
  staffSessionSchema,
  supplierJobNotStartedMessage,
  supplierJobSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { startSmtpServer, type ReceivedMail } from './support/mail-and-sms';

const ADMIN = { email: 'jobs.lead@example.com', password: 'a-long-and-secret-password', name: 'Jobs Lead' };
const PUBLIC_ORIGIN = 'https://vip.example';
const TRAVELLER = { contactEmail: 'grace.hopper@example.com', contactPhone: '+1 212 555 0142' };
const LIMIT = 80;

const rome = {
  id: randomUUID(),
  iataCode: 'FCO',
  companyName: 'Opaline Rome Hosts',
  serviceLevel: 'standard',
  supplierName: 'Davide Ricci',
  email: 'ops@opaline-rome.example',
  phone: '+39 06 0000 0001',
  mobile: '+39 333 000 0001',
  amenities: ['Meet at the gate'],
};
const romeOther = { ...rome, id: randomUUID(), companyName: 'Nethercote Rome Hosts', email: 'desk@nethercote.example' };
const romeClosing = { ...rome, id: randomUUID(), companyName: 'Vesta Rome Hosts', email: 'desk@vesta-rome.example' };

/** A flight that landed an hour ago at FCO, in Rome's own date and time. */
function startedAnHourAgo() {
  const at = new Date(Date.now() - 3600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    flightDate: `${parts.year}-${parts.month}-${parts.day}`,
    flightTime: `${parts.hour}:${parts.minute}`,
    flightAt: at.toISOString(),
  };
}

const LINK = new RegExp(`${PUBLIC_ORIGIN.replace(/\./g, '\\.')}/supplier-jobs/([A-Za-z0-9_-]{43})`);

/** Reads server-sent events from a fetch body. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function nextEvent(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (event) return `${event} ${/^data: (.+)$/m.exec(block)?.[1] ?? ''}`;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

describe('supplier job links', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let nextRef = 62000;
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };
  let api: ReturnType<typeof request>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_supplier_jobs');
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        STAFF_SECOND_FACTOR: 'optional',
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Ops" <ops@vip.example>',
        SUPPORT_EMAIL: 'support.desk@example.com',
        PUBLIC_ORIGIN,
        SEND_LIMIT_PER_MINUTE: '1000',
        SUPPLIER_JOB_LIMIT_PER_MINUTE: String(LIMIT),
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    await service.prisma.supplier.createMany({ data: [rome, romeOther, romeClosing] });
    api = request(service.app.callback());
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    staff = { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  async function openCase(when: Partial<Parameters<typeof bookingRequested>[1]> = {}) {
    const ref = `VIP-${nextRef++}-FCO`;
    await bus.publish([
      bookingRequested(ref, {
        ...TRAVELLER,
        specialRequests: 'Wheelchair at the aircraft door',
        adultCount: 2,
        ...when,
      }),
    ]);
    const opened = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    return { id: opened.id, ref };
  }

  const mailsTo = (address: string, ref: string): ReceivedMail[] =>
    smtp.received.filter((m) => m.envelope.to.includes(address) && (m.mail.subject ?? '').includes(ref));

  /** The traveller's e-mails with the greeter's contact (the acknowledgement of the booking aside). */
  const greeterContacts = (ref: string) =>
    mailsTo(TRAVELLER.contactEmail, ref).filter((m) => m.mail.subject === `Your Greeter Contact - ${ref}`);

  async function assign(caseId: string, supplierId = rome.id) {
    await staff.agent
      .put(`/api/admin/bookings/${caseId}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'vip', supplierId })
      .expect(200);
  }

  /** Staff press Request Greeter Information; the supplier's e-mail carries the link. */
  async function requestGreeter(caseId: string, ref: string, to = rome.email): Promise<string> {
    const before = mailsTo(to, ref).length;
    await staff.agent
      .post(`/api/admin/bookings/${caseId}/communications`)
      .set('X-CSRF-Token', staff.csrf)
      .send({
        purpose: 'greeter_request',
        email: { subject: `Greeter request - ${ref}`, message: 'Please send the greeter name and phone.' },
      })
      .expect(201);
    const mails = mailsTo(to, ref);
    expect(mails).toHaveLength(before + 1);
    const token = LINK.exec(mails.at(-1)!.mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  async function detail(caseId: string) {
    const res = await staff.agent.get(`/api/admin/bookings/${caseId}`).expect(200);
    return adminBookingDetailSchema.parse(res.body);
  }

  async function audit(caseId: string) {
    const res = await staff.agent.get(`/api/admin/bookings/${caseId}/audit`).expect(200);
    return auditTrailSchema.parse(res.body);
  }

  function expectInvalid(res: request.Response) {
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: expect.objectContaining({ code: 'SUPPLIER_JOB_LINK_INVALID', message: SUPPLIER_JOB_LINK_INVALID_MESSAGE }),
    });
  }

  it('shows the supplier only what the job needs, and takes its answers as if staff had typed them', async () => {
    const { id, ref } = await openCase();
    await assign(id);
    const token = await requestGreeter(id, ref);

    const opened = await api.get(`/api/supplier-jobs/${token}`).expect(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const job = supplierJobSchema.parse(opened.body);
    expect(job).toMatchObject({
      referenceCode: ref,
      kind: 'meet_and_greet',
      // The catalog service the supplier publishes seats for.
      serviceId: 11,
      supplierName: rome.companyName,
      airportCode: 'FCO',
      adults: 2,
      specialRequests: 'Wheelchair at the aircraft door',
      travellerContact: null,
      answers: expect.objectContaining({ response: null, greeterName: null }),
    });
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain(TRAVELLER.contactEmail);
    expect(text).not.toContain('555 0142');
    expect(text).not.toContain('2125550142');

    // The live board hears of the answer.
    {
      const base = `http://127.0.0.1:${((await service.listen()).address() as AddressInfo).port}`;
      const login = await fetch(`${base}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const stream = new AbortController();
      const events = await fetch(`${base}/api/admin/events`, { headers: { cookie }, signal: stream.signal });
      expect(events.status).toBe(200);
      const nextEvent = eventReader(events.body!);

      const answer = {
        accept: true,
        confirmationNumber: 'OPL-7781',
        greeterName: 'Marta Bianchi',
        greeterPhone: '+39 333 123 4567',
        meetingPoint: 'Arrivals hall, exit B, with a name sign',
        eta: '20 minutes before landing',
      };
      const answered = await api.post(`/api/supplier-jobs/${token}/answers`).send(answer).expect(200);
      expect(supplierJobSchema.parse(answered.body).answers).toMatchObject({
        response: 'accepted',
        confirmationNumber: 'OPL-7781',
        greeterName: 'Marta Bianchi',
        greeterPhone: '+393331234567',
      });
      // The shared poll may report the change first ('changed-elsewhere'); the notice of this answer follows.
      let seen = await nextEvent();
      while (!seen.includes('case-changed')) seen = await nextEvent();
      expect(seen).toMatch(/^board .*case-changed/);
      stream.abort();

      const d = await detail(id);
      expect(d.operations).toMatchObject({
        supplierConfirmationNumber: 'OPL-7781',
        greeterName: 'Marta Bianchi',
        greeterPhone: '+393331234567',
        meetLocation: 'Arrivals hall, exit B, with a name sign',
        greeterETA: '20 minutes before landing',
      });
      expect(d.supplierJob).toMatchObject({ response: 'accepted', forwardContactToTraveller: true });
      expect(d.supplierJob?.contactForwardedAt).not.toBeNull();
      const ticked = Object.fromEntries(d.checklist.map((i) => [i.itemType, i]));
      expect(ticked.greeter_info_requested!.isCompleted).toBe(true);
      expect(ticked.greeter_info_sent).toMatchObject({ isCompleted: true, completedBy: SUPPLIER_JOB_AUDIT_ACTOR });

      const edits = (await audit(id)).filter((e) => e.actor.name === SUPPLIER_JOB_AUDIT_ACTOR);
      expect(edits.find((e) => e.action === 'details_edited')?.changes).toMatchObject({
        greeterName: { from: null, to: 'Marta Bianchi' },
        supplierConfirmationNumber: { from: null, to: 'OPL-7781' },
        supplierResponse: { from: null, to: 'accepted' },
      });

      // The traveller is sent the greeter's contact, once.
      const contact = greeterContacts(ref);
      expect(contact).toHaveLength(1);
      expect(contact[0]!.mail.text).toContain('Greeter: Marta Bianchi');
      expect(contact[0]!.mail.text).toContain('Phone: +393331234567');

      // The same answer again changes nothing and sends nothing.
      const auditCount = (await audit(id)).length;
      await api.post(`/api/supplier-jobs/${token}/answers`).send(answer).expect(200);
      expect(await audit(id)).toHaveLength(auditCount);
      expect(greeterContacts(ref)).toHaveLength(1);

      // A new greeter is recorded, but the traveller's message went out once per booking.
      await api
        .post(`/api/supplier-jobs/${token}/answers`)
        .send({ greeterName: 'Luca Verdi', greeterPhone: '+39 333 765 4321' })
        .expect(200);
      expect((await detail(id)).operations.greeterName).toBe('Luca Verdi');
      expect(greeterContacts(ref)).toHaveLength(1);
    }
  });

  it('takes a decline with its reason, and the completion with a handling report', async () => {
    const { id, ref } = await openCase(startedAnHourAgo());
    await assign(id);
    const token = await requestGreeter(id, ref);

    const noReason = await api.post(`/api/supplier-jobs/${token}/answers`).send({ accept: false });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain(SUPPLIER_JOB_DECLINE_REASON_MESSAGE);

    await api
      .post(`/api/supplier-jobs/${token}/answers`)
      .send({ accept: false, declineReason: 'No greeter free that night' })
      .expect(200);
    let d = await detail(id);
    expect(d.comments.map((c) => [c.createdBy, c.comment])).toContainEqual([
      SUPPLIER_JOB_AUDIT_ACTOR,
      'Declined the job: No greeter free that night',
    ]);

    const done = await api
      .post(`/api/supplier-jobs/${token}/answers`)
      .send({ accept: true, completed: true, handlingReport: 'Met at the door, bags carried, all well.' })
      .expect(200);
    expect(supplierJobSchema.parse(done.body).answers).toMatchObject({
      response: 'accepted',
      declineReason: null,
      handlingReport: 'Met at the door, bags carried, all well.',
    });
    d = await detail(id);
    expect(d.adminStatus).toBe('service_completed');
    expect(d.comments.map((c) => c.comment)).toContain('Handling report: Met at the door, bags carried, all well.');
    // No greeter given: nothing for the traveller.
    expect(greeterContacts(ref)).toHaveLength(0);
  });

  it('refuses the completion before the service starts (airport-local time), writing nothing', async () => {
    // 14:00 in Rome on 2030-06-20 (12:00 UTC): still to come.
    const { id, ref } = await openCase();
    await assign(id);
    const token = await requestGreeter(id, ref);
    await api.post(`/api/supplier-jobs/${token}/answers`).send({ accept: true }).expect(200);
    const auditBefore = (await audit(id)).length;

    const early = await api
      .post(`/api/supplier-jobs/${token}/answers`)
      .send({ completed: true, handlingReport: 'Met at the door, all well.' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: expect.objectContaining({
        code: 'SUPPLIER_JOB_NOT_STARTED',
        message: supplierJobNotStartedMessage('2030-06-20', '14:00'),
      }),
    });
    expect(early.body.error.message).toBe(
      'You can mark this job completed once the service has started (2030-06-20 at 14:00, local time at the airport).',
    );
    // Nor a handling report on its own.
    const report = await api.post(`/api/supplier-jobs/${token}/answers`).send({ handlingReport: 'All well.' });
    expect(report.status).toBe(409);
    expect(report.body.error.code).toBe('SUPPLIER_JOB_NOT_STARTED');
    const job = supplierJobSchema.parse((await api.get(`/api/supplier-jobs/${token}`).expect(200)).body);
    expect(job.answers).toMatchObject({ completedAt: null, handlingReport: null });
    const d = await detail(id);
    expect(d.adminStatus).not.toBe('service_completed');
    expect(d.comments.map((c) => c.comment)).not.toContainEqual(expect.stringContaining('Handling report'));
    expect(await audit(id)).toHaveLength(auditBefore);
  });

  it('refuses a tampered, expired or revoked link with one plain answer', async () => {
    const { id, ref } = await openCase();
    await assign(id);
    const token = await requestGreeter(id, ref);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectInvalid(await api.get(`/api/supplier-jobs/${tampered}`));
    expectInvalid(await api.post(`/api/supplier-jobs/${tampered}/answers`).send({ accept: true }));
    const malformed = await api.get('/api/supplier-jobs/not-a-token');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toContain(ref);

    // Expired.
    await service.prisma.supplierJobLink.updateMany({
      where: { caseId: id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expectInvalid(await api.get(`/api/supplier-jobs/${token}`));

    // Revoked when the supplier is unassigned, and stays so when it is assigned again.
    const second = await requestGreeter(id, ref);
    await api.get(`/api/supplier-jobs/${second}`).expect(200);
    await staff.agent.delete(`/api/admin/bookings/${id}/supplier`).set('X-CSRF-Token', staff.csrf).expect(200);
    expectInvalid(await api.post(`/api/supplier-jobs/${second}/answers`).send({ accept: true }));
    await assign(id);
    expectInvalid(await api.get(`/api/supplier-jobs/${second}`));

    // Another supplier's link revokes the first's; the new supplier's own works.
    const third = await requestGreeter(id, ref);
    await assign(id, romeOther.id);
    const other = await requestGreeter(id, ref, romeOther.email);
    expectInvalid(await api.get(`/api/supplier-jobs/${third}`));
    await api.get(`/api/supplier-jobs/${other}`).expect(200);

    // Revoked when the booking is cancelled.
    await service.prisma.operationsCase.update({ where: { id }, data: { cancelledAt: new Date() } });
    expectInvalid(await api.get(`/api/supplier-jobs/${other}`));
    expect((await audit(id)).filter((e) => e.actor.name === SUPPLIER_JOB_AUDIT_ACTOR)).toHaveLength(0);
  });

  it('ends the links of a supplier staff delete: the job and its answers are the one plain refusal', async () => {
    const { id, ref } = await openCase();
    await assign(id, romeClosing.id);
    const token = await requestGreeter(id, ref, romeClosing.email);
    await api.get(`/api/supplier-jobs/${token}`).expect(200);

    await staff.agent.delete(`/api/suppliers/${romeClosing.id}`).set('X-CSRF-Token', staff.csrf).expect(204);
    const refused = await api.get(`/api/supplier-jobs/${token}`);
    expectInvalid(refused);
    expect(JSON.stringify(refused.body)).not.toContain(ref);
    expectInvalid(
      await api.post(`/api/supplier-jobs/${token}/answers`).send({ accept: true, greeterName: 'Too Late' }),
    );
    expect((await detail(id)).operations.greeterName).toBeNull();
    expect((await audit(id)).filter((e) => e.actor.name === SUPPLIER_JOB_AUDIT_ACTOR)).toHaveLength(0);
  });

  it('keeps a link from before an unassignment dead when the same supplier is assigned again, unopened', async () => {
    const { id, ref } = await openCase();
    await assign(id);
    const old = await requestGreeter(id, ref);
    // Nobody opens it: staff unassign the supplier and assign it again.
    await staff.agent.delete(`/api/admin/bookings/${id}/supplier`).set('X-CSRF-Token', staff.csrf).expect(200);
    await assign(id);

    const refused = await api.get(`/api/supplier-jobs/${old}`);
    expectInvalid(refused);
    expect(JSON.stringify(refused.body)).not.toContain(ref);
    expectInvalid(await api.post(`/api/supplier-jobs/${old}/answers`).send({ accept: true, greeterName: 'Old Link' }));
    expect((await detail(id)).operations.greeterName).toBeNull();
    expect((await audit(id)).filter((e) => e.actor.name === SUPPLIER_JOB_AUDIT_ACTOR)).toHaveLength(0);

    // The new assignment's message carries a fresh link, which works; the old one stays dead.
    const fresh = await requestGreeter(id, ref);
    expect(fresh).not.toBe(old);
    await api.post(`/api/supplier-jobs/${fresh}/answers`).send({ accept: true }).expect(200);
    expectInvalid(await api.get(`/api/supplier-jobs/${old}`));
    // Another message of the same assignment leaves its earlier link working.
    const again = await requestGreeter(id, ref);
    await api.get(`/api/supplier-jobs/${fresh}`).expect(200);
    await api.get(`/api/supplier-jobs/${again}`).expect(200);
  });

  it('shares the traveller contact and forwards the greeter only as the booking says', async () => {
    const { id, ref } = await openCase();
    await assign(id);
    // A change that names no setting is refused, not taken as a change.
    const empty = await staff.agent
      .patch(`/api/admin/bookings/${id}/supplier-job`)
      .set('X-CSRF-Token', staff.csrf)
      .send({});
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toContain('Say which setting to change');
    await staff.agent
      .patch(`/api/admin/bookings/${id}/supplier-job`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ forwardContactToTraveller: false, shareTravellerContact: true })
      .expect(200);
    expect((await detail(id)).supplierJob).toMatchObject({
      forwardContactToTraveller: false,
      shareTravellerContact: true,
    });
    const token = await requestGreeter(id, ref);
    // Nor a handling report on its own.
    const report = await api.post(`/api/supplier-jobs/${token}/answers`).send({ handlingReport: 'All well.' });
    expect(report.status).toBe(409);
    expect(report.body.error.code).toBe('SUPPLIER_JOB_NOT_STARTED');
    const job = supplierJobSchema.parse((await api.get(`/api/supplier-jobs/${token}`).expect(200)).body);
    expect(job.travellerContact).toEqual({ email: TRAVELLER.contactEmail, phone: expect.stringContaining('212') });
    await api
      .post(`/api/supplier-jobs/${token}/answers`)
      .send({ greeterName: 'Marta Bianchi', greeterPhone: '+39 333 123 4567' })
      .expect(200);
    expect(greeterContacts(ref)).toHaveLength(0);
    const d = await detail(id);
    expect(d.checklist.find((i) => i.itemType === 'greeter_info_sent')?.isCompleted).toBe(false);
  });

  it('is rate-limited per client address', async () => {
    const token = 'A'.repeat(43);
    let limited: request.Response | undefined;
    for (let i = 0; i <= LIMIT && !limited; i++) {
      const res = await api.get(`/api/supplier-jobs/${token}`);
      if (res.status === 429) limited = res;
      else expectInvalid(res);
    }
    expect(limited?.headers['retry-after']).toBeDefined();
  });
});

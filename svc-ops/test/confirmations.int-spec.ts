import { Writable } from 'node:stream';
import request from 'supertest';
import {
  adminBookingDetailSchema,
  communicationListSchema,
  communicationSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger, silentLogger } from '@vip/platform/logger';
import { createTestDatabase, describeWithInfra, testInfra, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { pdfText, startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'pdf.lead@example.com', password: 'a-long-and-secret-password', name: 'Pdf Lead' };
const SUPPORT = 'support.desk@example.com';

/** A supertest response body collected as bytes (PDFs are binary). */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function signIn(service: OpsService) {
  const agent = request.agent(service.app.callback());
  const res = await agent.post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
  return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
}

describeWithInfra('chromium', 'PDF confirmations rendered by Chromium and e-mailed over SMTP', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let staff: Awaited<ReturnType<typeof signIn>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const lines: string[] = [];
  let nextRef = 71000;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_pdf');
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
        CHROMIUM_PATH: testInfra.chromiumPath,
      },
      bus,
      inMemory: true,
      logger: createLogger({
        service: 'svc-ops',
        level: 'trace',
        destination: new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      }),
    });
    staff = await signIn(service);
  });
  afterAll(async () => {
    // Stopping the service closes its Chromium (the renderer's stop hook).
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  async function openCase(locale?: 'fr') {
    const ref = `VIP-${nextRef++}-FCO`;
    await bus.publish([
      bookingRequested(ref, {
        contactName: 'Grace <b>Hopper</b>',
        travelerNames: ['Grace Hopper', 'Alan Turing'],
        ...(locale ? { locale } : {}),
      }),
    ]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    return { id, ref };
  }
  const detail = async (id: string) =>
    adminBookingDetailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
  /** What a generation leaves behind: stored documents, the booking's Generated time, audit lines. */
  const storedFor = async (id: string) => ({
    documents: await service.prisma.caseDocument.count({ where: { caseId: id } }),
    pdfGeneratedAt: (await service.prisma.caseConfirmation.findUnique({ where: { caseId: id } }))?.generatedAt ?? null,
    audited: await service.prisma.caseAuditEntry.count({ where: { caseId: id, action: 'pdf_generated' } }),
  });

  it('generates the PDF: application/pdf inline, the reference and booking in its text, stored, Generated with when', async () => {
    const { id, ref } = await openCase();
    expect((await detail(id)).operations).toMatchObject({
      pdfConfirmationGenerated: false,
      pdfConfirmationGeneratedAt: null,
    });
    const none = await staff.agent.get(`/api/admin/bookings/${id}/pdf`).expect(409);
    expect(none.body.error.code).toBe('PDF_NOT_GENERATED');

    const res = await staff.agent
      .post(`/api/admin/bookings/${id}/generate-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Reservation-Confirmation-${ref}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      ref,
      'Reservation Confirmation',
      'Grace <b>Hopper</b>',
      'Alan Turing',
      'Rome Fiumicino (FCO)',
      'Thursday, 20 June 2030 at 14:00',
      '$605.00',
      '48 hours',
      SUPPORT,
    ]) {
      expect(text).toContain(expected);
    }
    const after = await detail(id);
    expect(after.operations.pdfConfirmationGenerated).toBe(true);
    expect(after.operations.pdfConfirmationGeneratedAt).not.toBeNull();

    // GET .../pdf answers the stored one.
    const stored = await staff.agent.get(`/api/admin/bookings/${id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(stored.body as Buffer, pdf)).toBe(0);
    const audit = (await staff.agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
      action: string;
    }>;
    expect(audit.map((a) => a.action)).toContain('pdf_generated');
  });

  it("prints and e-mails a French booking's confirmation in French, its covering e-mail too", async () => {
    const { id, ref } = await openCase('fr');
    const before = smtp.received.length;
    const res = await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ recipientEmail: 'grace@example.com' })
      .expect(201);
    expect(communicationSchema.parse(res.body)).toMatchObject({
      status: 'sent',
      subject: `Confirmation de réservation - ${ref}`,
    });
    const [{ mail }] = smtp.received.slice(before) as [(typeof smtp.received)[number]];
    expect(mail.subject).toBe(`Confirmation de réservation - ${ref}`);
    expect(mail.text).toContain(`Veuillez trouver ci-joint la confirmation de votre réservation ${ref}.`);
    expect(mail.text).not.toContain('Please find attached');
    const text = pdfText(mail.attachments[0]!.content);
    for (const expected of [
      'Confirmation de réservation',
      `Référence : ${ref}`,
      'jeudi 20 juin 2030 à 14:00',
      '605,00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reservation Confirmation');
  });

  it('sends the PDF as an attachment with the default subject, copied to the support mailbox; Sent with when and to whom', async () => {
    const { id, ref } = await openCase();
    await staff.agent
      .post(`/api/admin/bookings/${id}/generate-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const before = smtp.received.length;
    const res = await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ recipientEmail: 'Grace@Example.com', ccEmail: 'ada@example.com', subject: '', emailBody: '' })
      .expect(201);
    const row = communicationSchema.parse(res.body);
    expect(row).toMatchObject({
      purpose: 'pdf',
      status: 'sent',
      transport: 'smtp',
      to: ['grace@example.com'],
      cc: ['ada@example.com', SUPPORT],
      subject: `Reservation Confirmation - ${ref}`,
      attachmentName: `Reservation-Confirmation-${ref}.pdf`,
    });

    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    const { mail, envelope } = got[0]!;
    expect(mail.subject).toBe(`Reservation Confirmation - ${ref}`);
    expect(envelope.to.sort()).toEqual(['ada@example.com', 'grace@example.com', SUPPORT].sort());
    expect((mail.to as { text: string }).text).toBe('grace@example.com');
    expect((mail.cc as { text: string }).text).toBe(`ada@example.com, ${SUPPORT}`);
    expect(mail.text).toContain(`Please find attached the confirmation of your reservation ${ref}.`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toBe(`Reservation-Confirmation-${ref}.pdf`);
    expect(pdfText(attachment!.content)).toContain(ref);

    const after = await detail(id);
    // The terms: confirmed when the confirmation e-mail is sent. The case moves to Confirmation Sent and
    // svc-booking is told (the traveller then reads Confirmed), in the transaction that records the send.
    expect(after.adminStatus).toBe('confirmation_sent');
    const told = await service.prisma.outboxEvent.findMany({
      where: { aggregateId: id, eventType: 'case.status-changed' },
    });
    expect(
      told.map((e) => (e.envelope as { payload: { previousAdminStatus: string | null; adminStatus: string } }).payload),
    ).toEqual([expect.objectContaining({ previousAdminStatus: 'inquiry_received', adminStatus: 'confirmation_sent' })]);
    expect(after.operations).toMatchObject({
      pdfConfirmationSentToClient: true,
      pdfConfirmationSentTo: 'grace@example.com',
    });
    expect(after.operations.pdfConfirmationSentAt).not.toBeNull();
    expect(after.checklist.find((i) => i.itemType === 'confirmation_email_sent')).toMatchObject({
      isCompleted: true,
      completedBy: ADMIN.name,
    });
    const list = communicationListSchema.parse(
      (await staff.agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body,
    );
    expect(list.filter((c) => c.createdBy !== 'System').map((c) => c.purpose)).toEqual(['pdf']);
  });

  it('leaves a case past confirmation where it is when a confirmation is sent again (a completed service stays completed)', async () => {
    const { id } = await openCase();
    await staff.agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ adminStatus: 'service_completed' })
      .expect(200);
    await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ recipientEmail: 'grace@example.com' })
      .expect(201);
    expect((await detail(id)).adminStatus).toBe('service_completed');
  });

  it('generates first when no PDF exists yet, and takes a subject and body of staff’s own', async () => {
    const { id, ref } = await openCase();
    const before = smtp.received.length;
    await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ recipientEmail: 'grace@example.com', subject: 'Your trip to Rome', emailBody: 'See you soon.' })
      .expect(201);
    const { mail } = smtp.received[before]!;
    expect(mail.subject).toBe('Your trip to Rome');
    expect(mail.text?.trim()).toBe('See you soon.');
    expect(pdfText(mail.attachments[0]!.content)).toContain(ref);
    expect((await detail(id)).operations).toMatchObject({
      pdfConfirmationGenerated: true,
      pdfConfirmationSentToClient: true,
    });
  });

  it('needs a recipient: Please enter a recipient email address', async () => {
    const { id } = await openCase();
    for (const body of [{}, { recipientEmail: '' }, { recipientEmail: '  ' }]) {
      const res = await staff.agent
        .post(`/api/admin/bookings/${id}/send-pdf`)
        .set('X-CSRF-Token', staff.csrf)
        .send(body)
        .expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a recipient email address',
      });
    }
    expect(
      (
        await staff.agent
          .post(`/api/admin/bookings/${id}/send-pdf`)
          .set('X-CSRF-Token', staff.csrf)
          .send({ recipientEmail: 'not-an-address' })
          .expect(400)
      ).body.error.message,
    ).toBe('Please enter a valid email address');
    expect(await service.prisma.communication.count({ where: { caseId: id, createdBy: { not: 'System' } } })).toBe(0);
  });

  it('a refused PDF e-mail is failed (Not Sent), and its retry sends the same attachment', async () => {
    const { id, ref } = await openCase();
    smtp.rejectNext(1);
    const failed = communicationSchema.parse(
      (
        await staff.agent
          .post(`/api/admin/bookings/${id}/send-pdf`)
          .set('X-CSRF-Token', staff.csrf)
          .send({ recipientEmail: 'grace@example.com' })
          .expect(201)
      ).body,
    );
    expect(failed.status).toBe('failed');
    expect((await detail(id)).operations.pdfConfirmationSentToClient).toBe(false);
    const before = smtp.received.length;
    const retried = (
      await staff.agent
        .post(`/api/admin/bookings/${id}/communications/${failed.id}/retry`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(200)
    ).body;
    expect(retried).toMatchObject({ status: 'sent' });
    expect(pdfText(smtp.received[before]!.mail.attachments[0]!.content)).toContain(ref);
    expect((await detail(id)).operations).toMatchObject({
      pdfConfirmationSentToClient: true,
      pdfConfirmationSentTo: 'grace@example.com',
    });
  });

  it('keeps the PDFs a message attached and the newest three, and removes older unsent ones on Re-Generate', async () => {
    const { id } = await openCase();
    const generate = () =>
      staff.agent
        .post(`/api/admin/bookings/${id}/generate-pdf`)
        .set('X-CSRF-Token', staff.csrf)
        .buffer(true)
        .parse(binary)
        .expect(200);
    await generate();
    await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ recipientEmail: 'grace@example.com' })
      .expect(201);
    const sent = await service.prisma.communication.findFirstOrThrow({ where: { caseId: id, purpose: 'pdf' } });
    for (let i = 0; i < 5; i++) await generate();
    const docs = await service.prisma.caseDocument.findMany({
      where: { caseId: id },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    expect(docs).toHaveLength(4);
    expect(docs[0]!.id).toBe(sent.attachmentId);
    // The sent one is still there for its retry and the record; the latest is the one opened and sent next.
    const latest = await staff.agent.get(`/api/admin/bookings/${id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(latest.headers['content-type']).toBe('application/pdf');
  });

  it('renders several PDFs at once with the one browser', async () => {
    const cases = await Promise.all([openCase(), openCase(), openCase()]);
    const results = await Promise.all(
      cases.map(({ id }) =>
        staff.agent
          .post(`/api/admin/bookings/${id}/generate-pdf`)
          .set('X-CSRF-Token', staff.csrf)
          .buffer(true)
          .parse(binary)
          .expect(200),
      ),
    );
    results.forEach((res, i) => expect(pdfText(res.body as Buffer)).toContain(cases[i]!.ref));
  });

  it('unknown booking: 404; the staff guard holds', async () => {
    await staff.agent
      .post(`/api/admin/bookings/${globalThis.crypto.randomUUID()}/generate-pdf`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(404);
    const { id } = await openCase();
    await request(service.app.callback()).post(`/api/admin/bookings/${id}/generate-pdf`).expect(401);
    await staff.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .send({ recipientEmail: 'grace@example.com' })
      .expect(403);
  });

  it('a GET to generate-pdf (a link, an image tag, a prefetch) renders, stores and audits nothing', async () => {
    const { id } = await openCase();
    const res = await staff.agent.get(`/api/admin/bookings/${id}/generate-pdf`).expect(405);
    expect(res.headers.allow).toBe('POST, OPTIONS');
    expect(res.headers['content-type']).not.toMatch(/pdf/);
    expect(await storedFor(id)).toEqual({ documents: 0, pdfGeneratedAt: null, audited: 0 });
  });

  it('generating without the CSRF token is refused with 403 and renders, stores and audits nothing', async () => {
    const { id } = await openCase();
    const res = await staff.agent.post(`/api/admin/bookings/${id}/generate-pdf`).expect(403);
    expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
    await staff.agent
      .post(`/api/admin/bookings/${id}/generate-pdf`)
      .set('X-CSRF-Token', 'not-the-session-token')
      .expect(403);
    expect(await storedFor(id)).toEqual({ documents: 0, pdfGeneratedAt: null, audited: 0 });
  });

  it('logs no address from the PDF sends', () => {
    const all = lines.join('');
    expect(all).toContain('communication sent');
    for (const secret of ['grace@example.com', 'ada@example.com', SUPPORT, 'See you soon'])
      expect(all).not.toContain(secret);
  });
});

describeWithInfra('chromium', 'PDF generation counts against the per-staff send budget', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops_pdf_budget');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        CHROMIUM_PATH: testInfra.chromiumPath,
        SEND_LIMIT_PER_MINUTE: '2',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('a burst beyond SEND_LIMIT_PER_MINUTE: 429 with Retry-After, and no new PDF rendered or stored', async () => {
    await bus.publish([bookingRequested('VIP-73000-FCO')]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-73000-FCO' } });
    const { agent, csrf } = await signIn(service);
    const generate = () => agent.post(`/api/admin/bookings/${id}/generate-pdf`).set('X-CSRF-Token', csrf);
    await generate().buffer(true).parse(binary).expect(200);
    await generate().buffer(true).parse(binary).expect(200);
    const stored = await service.prisma.caseDocument.findMany({ where: { caseId: id }, select: { id: true } });
    const pdfGeneratedAt = (await service.prisma.caseConfirmation.findUniqueOrThrow({ where: { caseId: id } }))
      .generatedAt;
    expect(stored).toHaveLength(2);

    const refused = await generate().expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).not.toMatch(/pdf/);
    expect(await service.prisma.caseDocument.findMany({ where: { caseId: id }, select: { id: true } })).toEqual(stored);
    expect((await service.prisma.caseConfirmation.findUniqueOrThrow({ where: { caseId: id } })).generatedAt).toEqual(
      pdfGeneratedAt,
    );
    expect(await service.prisma.caseAuditEntry.count({ where: { caseId: id, action: 'pdf_generated' } })).toBe(2);
    // One budget with the sends: the PDF e-mail is refused too, and nothing goes out.
    await agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', csrf)
      .send({ recipientEmail: 'grace@example.com' })
      .expect(429);
    expect(await service.prisma.communication.count({ where: { caseId: id, createdBy: { not: 'System' } } })).toBe(0);
  });
});

describe('PDF confirmations when Chromium cannot run', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops_pdf_down');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        CHROMIUM_PATH: '/nonexistent/chromium',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('answers 503 PDF_UNAVAILABLE with a clear message and writes nothing', async () => {
    await bus.publish([bookingRequested('VIP-72000-FCO')]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-72000-FCO' } });
    const { agent, csrf } = await signIn(service);
    const res = await agent.post(`/api/admin/bookings/${id}/generate-pdf`).set('X-CSRF-Token', csrf).expect(503);
    expect(res.body.error).toMatchObject({ code: 'PDF_UNAVAILABLE' });
    expect(res.body.error.message).toMatch(/Chromium could not be started/);
    // send-pdf needs a PDF first: the same 503, and no message is logged as sent.
    expect(
      (
        await agent
          .post(`/api/admin/bookings/${id}/send-pdf`)
          .set('X-CSRF-Token', csrf)
          .send({ recipientEmail: 'grace@example.com' })
          .expect(503)
      ).body.error.code,
    ).toBe('PDF_UNAVAILABLE');
    expect(await service.prisma.caseConfirmation.findUnique({ where: { caseId: id } })).toBeNull();
    expect(await service.prisma.caseDocument.count()).toBe(0);
    expect(await service.prisma.communication.count({ where: { createdBy: { not: 'System' } } })).toBe(0);
  });
});

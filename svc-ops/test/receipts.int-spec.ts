// Supplier invoices and receipts: staff upload PDF and image files to a booking, list, download and delete them,
// audited; the bytes live behind the storage port (a local folder here, an S3-compatible server below).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  auditTrailSchema,
  staffCredentialsSchema,
  staffSessionSchema,
  supplierReceiptListSchema,
  supplierReceiptSchema,
} from '@vip/contracts/schemas';
import { Writable } from 'node:stream';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger, silentLogger, type Logger } from '@vip/platform/logger';
import { createTestDatabase, describeWithInfra, testInfra, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'receipts.lead@example.com', password: 'a-long-and-secret-password', name: 'Receipts Lead' };
const MAX_BYTES = 4096;

/** A small but real PDF (one empty page), and a 1×1 PNG. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Staff {
  agent: ReturnType<typeof request.agent>;
  csrf: string;
  /** The session cookie, for a request made without supertest. */
  cookie: string;
}

/** Starts svc-ops with these receipt settings, and signs the admin in. */
async function startWith(
  db: TestDatabase,
  env: Record<string, string>,
  now: () => Date = () => new Date('2030-06-01T12:30:00.000Z'),
  logger: Logger = silentLogger(),
) {
  const service = await startOpsService({
    env: {
      PORT: '0',
      DATABASE_URL: db.url,
      STAFF_PASSWORD_SCRYPT_COST: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_SECOND_FACTOR: 'optional',
      ADMIN_NAME: ADMIN.name,
      RECEIPTS_MAX_BYTES: String(MAX_BYTES),
      ...env,
    },
    bus: new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true }),
    inMemory: true,
    logger,
    now,
  });
  return service;
}

async function signIn(service: OpsService, email = ADMIN.email, password = ADMIN.password): Promise<Staff> {
  const agent = request.agent(service.app.callback());
  const res = await agent.post('/api/admin/session').send({ email, password }).expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken, cookie };
}

async function openCase(service: OpsService, ref: string): Promise<string> {
  await service.bus.publish([bookingRequested(ref)]);
  return (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).id;
}

const upload = (staff: Staff, caseId: string, bytes: Buffer, type: string | null, name: string | null) => {
  let call = staff.agent.post(`/api/admin/bookings/${caseId}/receipts`).set('X-CSRF-Token', staff.csrf);
  if (type) call = call.set('Content-Type', type);
  if (name !== null) call = call.set('X-File-Name', encodeURIComponent(name));
  return call.send(bytes);
};
const list = async (staff: Staff, caseId: string) =>
  supplierReceiptListSchema.parse((await staff.agent.get(`/api/admin/bookings/${caseId}/receipts`).expect(200)).body);
/** Downloads as bytes, whatever the type. */
const download = (staff: Staff, caseId: string, receiptId: string) =>
  staff.agent
    .get(`/api/admin/bookings/${caseId}/receipts/${receiptId}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('supplier receipts on the local disk: upload, list, download, delete, audited', () => {
  let db: TestDatabase;
  let service: OpsService;
  let staff: Staff;
  let dir: string;
  let caseId: string;
  let otherCaseId: string;
  let now = new Date('2030-06-01T12:30:00.000Z');
  const later = () => (now = new Date(now.getTime() + 60_000));
  /** Every log line svc-ops writes, at its most talkative level. */
  const logLines: string[] = [];
  const logger = createLogger({
    service: 'svc-ops',
    level: 'trace',
    destination: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }),
  });
  const filesOnDisk = () => (existsSync(dir) ? readdirSync(dir) : []);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-receipts-'));
    db = await createTestDatabase('ops_receipts');
    service = await startWith(db, { RECEIPTS_DIR: dir }, () => now, logger);
    staff = await signIn(service);
    caseId = await openCase(service, 'VIP-80001-FCO');
    otherCaseId = await openCase(service, 'VIP-80002-FCO');
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uploads a PDF and a PNG, lists them newest first, and keeps each under a generated key, never its name', async () => {
    const before = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: caseId } })).version;
    const pdf = supplierReceiptSchema.parse(
      (await upload(staff, caseId, PDF, 'application/pdf', 'Hotel invoice – Rome (März).pdf').expect(201)).body,
    );
    expect(pdf).toMatchObject({
      fileName: 'Hotel invoice – Rome (März).pdf',
      fileType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedBy: ADMIN.name,
      uploadedAt: '2030-06-01T12:30:00.000Z',
    });
    later();
    const png = supplierReceiptSchema.parse(
      (await upload(staff, caseId, PNG, 'image/png', 'receipt.png').expect(201)).body,
    );
    expect(png).toMatchObject({ fileType: 'image/png', sizeBytes: PNG.length, uploadedAt: '2030-06-01T12:31:00.000Z' });

    expect((await list(staff, caseId)).map((r) => r.fileName)).toEqual([
      'receipt.png',
      'Hotel invoice – Rome (März).pdf',
    ]);
    expect(await list(staff, otherCaseId)).toEqual([]);
    const rows = await service.prisma.supplierReceipt.findMany({ where: { caseId } });
    expect(rows.map((r) => r.sha256).sort()).toEqual(
      [PDF, PNG].map((b) => createHash('sha256').update(b).digest('hex')).sort(),
    );
    expect(filesOnDisk().sort()).toEqual(rows.map((r) => r.storageKey).sort());
    for (const key of filesOnDisk()) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // Each upload is a staff change of the case: version bumped twice.
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: caseId } })).version).toBe(before + 2);
  });

  it('serves a file only as a sandboxed attachment with its checked type, the same bytes', async () => {
    const [receipt] = (await list(staff, caseId)).filter((r) => r.fileType === 'application/pdf');
    const res = await download(staff, caseId, receipt!.id).expect(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Hotel invoice _ Rome (Marz).pdf"; filename*=UTF-8''Hotel%20invoice%20%E2%80%93%20Rome%20%28M%C3%A4rz%29.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');

    const [image] = (await list(staff, caseId)).filter((r) => r.fileType === 'image/png');
    const png = await download(staff, caseId, image!.id).expect(200);
    expect(Buffer.compare(png.body as Buffer, PNG)).toBe(0);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt.png"; filename\*=UTF-8''receipt.png$/,
    );

    // Names are kept normalised (NFKC): fullwidth letters and a ligature come back as the letters they show.
    const folded = supplierReceiptSchema.parse(
      (await upload(staff, otherCaseId, PDF, 'application/pdf', '\uFF29nvoice \uFB01nal.pdf').expect(201)).body,
    );
    expect(folded.fileName).toBe('Invoice final.pdf');
    expect((await download(staff, otherCaseId, folded.id).expect(200)).headers['content-disposition']).toBe(
      `attachment; filename="Invoice final.pdf"; filename*=UTF-8''Invoice%20final.pdf`,
    );
    await staff.agent
      .delete(`/api/admin/bookings/${otherCaseId}/receipts/${folded.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(204);

    // A download is saved with its checked type's ending: a PDF named page.html is never saved as a web page.
    for (const [name, bytes, type, saved] of [
      ['page.html', PDF, 'application/pdf', 'page.html.pdf'],
      ['scan', PNG, 'image/png', 'scan.png'],
      ['Scan.JPEG.png', PNG, 'image/png', 'Scan.JPEG.png'],
    ] as const) {
      const stored = supplierReceiptSchema.parse(
        (await upload(staff, otherCaseId, bytes, type, name).expect(201)).body,
      );
      expect(stored.fileName).toBe(name);
      expect((await download(staff, otherCaseId, stored.id).expect(200)).headers['content-disposition']).toBe(
        `attachment; filename="${saved}"; filename*=UTF-8''${saved}`,
      );
      await staff.agent
        .delete(`/api/admin/bookings/${otherCaseId}/receipts/${stored.id}`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(204);
    }
  });

  it('refuses (415) an HTML page renamed .pdf, PDF bytes declared as PNG, and types that are not allowed; nothing is stored', async () => {
    const files = filesOnDisk().length;
    const rows = await service.prisma.supplierReceipt.count();
    const html = await upload(
      staff,
      caseId,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'application/pdf',
      'invoice.pdf',
    ).expect(415);
    expect(html.body.error).toMatchObject({
      code: 'RECEIPT_TYPE_NOT_ALLOWED',
      message: "The file's content is not a PDF, as its type says: only PDF, PNG, JPEG or WebP files can be uploaded",
    });
    const mismatch = await upload(staff, caseId, PDF, 'image/png', 'photo.png').expect(415);
    expect(mismatch.body.error.message).toMatch(/not a PNG image/);
    const htmlType = await upload(staff, caseId, Buffer.from('<html></html>'), 'text/html', 'page.html').expect(415);
    expect(htmlType.body.error).toMatchObject({
      code: 'RECEIPT_TYPE_NOT_ALLOWED',
      message: 'Only PDF, PNG, JPEG or WebP files can be uploaded',
    });
    // JSON is not a file either: the upload route reads bytes, never a JSON body.
    await staff.agent
      .post(`/api/admin/bookings/${caseId}/receipts`)
      .set('X-CSRF-Token', staff.csrf)
      .set('X-File-Name', 'a.pdf')
      .send({ file: 'x' })
      .expect(415);
    expect(filesOnDisk()).toHaveLength(files);
    expect(await service.prisma.supplierReceipt.count()).toBe(rows);
  });

  it('refuses (413) a file over RECEIPTS_MAX_BYTES, by its length or as it streams, with nothing stored', async () => {
    const files = filesOnDisk().length;
    const rows = await service.prisma.supplierReceipt.count();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await upload(staff, caseId, big, 'application/pdf', 'big.pdf').expect(413);
    expect(res.body.error).toMatchObject({
      code: 'RECEIPT_TOO_LARGE',
      message: 'The file is too large: files may be at most 4 KB',
    });
    // Chunked, without a Content-Length: refused once the limit passes.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const server = createServer(service.app.callback()).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const headers = {
          'Content-Type': 'application/pdf',
          'X-File-Name': 'chunked.pdf',
          'X-CSRF-Token': staff.csrf,
          Cookie: staff.cookie,
          'Transfer-Encoding': 'chunked',
        };
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: `/api/admin/bookings/${caseId}/receipts`, headers },
          (answer: IncomingMessage) => {
            let body = '';
            answer.on('data', (c: Buffer) => (body += c.toString()));
            answer.on('end', () => server.close(() => resolve({ status: answer.statusCode!, body })));
          },
        );
        req.on('error', (err: Error) => server.close(() => reject(err)));
        req.write(PDF);
        req.end(Buffer.alloc(MAX_BYTES, 0x20));
      });
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).error.code).toBe('RECEIPT_TOO_LARGE');
    // Exactly the limit is fine.
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length, 0x20)]);
    const fits = supplierReceiptSchema.parse(
      (await upload(staff, otherCaseId, exact, 'application/pdf', 'exact.pdf').expect(201)).body,
    );
    expect(filesOnDisk()).toHaveLength(files + 1);
    expect(await service.prisma.supplierReceipt.count()).toBe(rows + 1);
    await staff.agent
      .delete(`/api/admin/bookings/${otherCaseId}/receipts/${fits.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(204);
  });

  it('refuses (400) a missing or empty file and a missing or bad name; (404) an unknown booking', async () => {
    expect(
      (await upload(staff, caseId, Buffer.alloc(0), 'application/pdf', 'empty.pdf').expect(400)).body.error.message,
    ).toBe('The file is empty');
    expect((await upload(staff, caseId, PDF, 'application/pdf', null).expect(400)).body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "Send the file's name in X-File-Name",
      details: { in: 'header' },
    });
    await staff.agent
      .post(`/api/admin/bookings/${caseId}/receipts`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Content-Type', 'application/pdf')
      .set('X-File-Name', '%E0%A4%A')
      .send(PDF)
      .expect(400);
    expect(
      (await upload(staff, caseId, PDF, 'application/pdf', '../../etc/passwd.pdf').expect(400)).body.error.message,
    ).toBe('The file name may not contain / or \\');
    expect(
      (await upload(staff, caseId, PDF, 'application/pdf', 'a\u0000b.pdf').expect(400)).body.error.message,
    ).toMatch(/control characters/);
    // A fullwidth slash is the slash it looks like once normalised (NFKC), and refused as one.
    expect(
      (await upload(staff, caseId, PDF, 'application/pdf', '..\uFF0F..\uFF0Fetc\uFF0Fpasswd.pdf').expect(400)).body
        .error,
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The file name may not contain / or \\',
      details: { in: 'header', fieldErrors: { 'X-File-Name': ['The file name may not contain / or \\'] } },
    });
    // A right-to-left override (invoice\u202Efdp.exe shows as invoiceexe.pdf), zero-width, line, paragraph separators.
    for (const name of [
      'invoice\u202Efdp.exe.pdf',
      'in\u200Bvoice.pdf',
      'a\u2028b.pdf',
      'a\u2029b.pdf',
      'a\uFEFFb.pdf',
    ])
      expect((await upload(staff, caseId, PDF, 'application/pdf', name).expect(400)).body.error.message).toBe(
        'Remove the invisible formatting characters (right-to-left marks, zero-width spaces, line separators) from the file name',
      );
    expect(
      (await upload(staff, caseId, PDF, 'application/pdf', 'x'.repeat(201)).expect(400)).body.error.message,
    ).toMatch(/at most 200/);
    await staff.agent
      .post(`/api/admin/bookings/${caseId}/receipts`)
      .set('X-CSRF-Token', staff.csrf)
      .set('X-File-Name', 'a.pdf')
      .expect(400);
    expect(
      (await upload(staff, '7d0c5a4e-1111-4222-8333-444455556666', PDF, 'application/pdf', 'a.pdf').expect(404)).body
        .error.code,
    ).toBe('CASE_NOT_FOUND');
    await staff.agent.get('/api/admin/bookings/7d0c5a4e-1111-4222-8333-444455556666/receipts').expect(404);
  });

  it("answers 404 for another booking's receipt and 400 for an id that is not a UUID", async () => {
    const [receipt] = await list(staff, caseId);
    expect(
      (await staff.agent.get(`/api/admin/bookings/${otherCaseId}/receipts/${receipt!.id}`).expect(404)).body.error.code,
    ).toBe('RECEIPT_NOT_FOUND');
    await staff.agent
      .delete(`/api/admin/bookings/${otherCaseId}/receipts/${receipt!.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(404);
    await staff.agent.get(`/api/admin/bookings/${caseId}/receipts/not-a-uuid`).expect(400);
    await staff.agent.delete(`/api/admin/bookings/${caseId}/receipts/1e3`).set('X-CSRF-Token', staff.csrf).expect(400);
    expect(await list(staff, caseId)).toHaveLength(2);
    // A receipt whose file is gone from the storage is a 404 too (and still deletable).
    const lost = supplierReceiptSchema.parse(
      (await upload(staff, otherCaseId, PNG, 'image/png', 'lost.png').expect(201)).body,
    );
    const { storageKey } = await service.prisma.supplierReceipt.findUniqueOrThrow({ where: { id: lost.id } });
    rmSync(join(dir, storageKey));
    expect(JSON.parse(String((await download(staff, otherCaseId, lost.id).expect(404)).body)).error.code).toBe(
      'RECEIPT_NOT_FOUND',
    );
    await staff.agent
      .delete(`/api/admin/bookings/${otherCaseId}/receipts/${lost.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(204);
  });

  it('deletes a receipt: gone from the list, its file removed, both steps in the audit trail by name', async () => {
    const receipts = await list(staff, caseId);
    const pdf = receipts.find((r) => r.fileType === 'application/pdf')!;
    const { storageKey } = await service.prisma.supplierReceipt.findUniqueOrThrow({ where: { id: pdf.id } });
    expect(filesOnDisk()).toContain(storageKey);
    later();
    await staff.agent
      .delete(`/api/admin/bookings/${caseId}/receipts/${pdf.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(204);
    expect((await list(staff, caseId)).map((r) => r.id)).toEqual(
      receipts.filter((r) => r.id !== pdf.id).map((r) => r.id),
    );
    expect(filesOnDisk()).not.toContain(storageKey);
    await download(staff, caseId, pdf.id).expect(404);
    await staff.agent
      .delete(`/api/admin/bookings/${caseId}/receipts/${pdf.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(404);

    const trail = auditTrailSchema.parse(
      (await staff.agent.get(`/api/admin/bookings/${caseId}/audit`).expect(200)).body,
    );
    const receiptLines = trail
      .filter((e) => e.action.startsWith('receipt_'))
      .map((e) => ({ action: e.action, by: e.actor.name, changes: e.changes }));
    expect(receiptLines).toEqual([
      {
        action: 'receipt_deleted',
        by: ADMIN.name,
        changes: { receipt: { from: 'Hotel invoice – Rome (März).pdf', to: null } },
      },
      { action: 'receipt_uploaded', by: ADMIN.name, changes: { receipt: { from: null, to: 'receipt.png' } } },
      {
        action: 'receipt_uploaded',
        by: ADMIN.name,
        changes: { receipt: { from: null, to: 'Hotel invoice – Rome (März).pdf' } },
      },
    ]);
  });

  it('lets an agent (bookings.work) upload and delete, and needs a session and the CSRF token', async () => {
    const admin = staff;
    const invited = staffCredentialsSchema.parse(
      (
        await admin.agent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', admin.csrf)
          .send({ email: 'receipts.agent@example.com', name: 'Rita Agent', role: 'agent' })
          .expect(201)
      ).body,
    );
    const first = await signIn(service, 'receipts.agent@example.com', invited.temporaryPassword);
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.csrf)
      .send({ currentPassword: invited.temporaryPassword, newPassword: 'agent-own-password-0123' })
      .expect(200);
    const agent = await signIn(service, 'receipts.agent@example.com', 'agent-own-password-0123');
    const receipt = supplierReceiptSchema.parse(
      (await upload(agent, otherCaseId, PNG, 'image/png', 'taxi.png').expect(201)).body,
    );
    expect(receipt.uploadedBy).toBe('Rita Agent');
    await agent.agent
      .delete(`/api/admin/bookings/${otherCaseId}/receipts/${receipt.id}`)
      .set('X-CSRF-Token', agent.csrf)
      .expect(204);

    await request(service.app.callback()).get(`/api/admin/bookings/${caseId}/receipts`).expect(401);
    const noToken = await agent.agent
      .post(`/api/admin/bookings/${caseId}/receipts`)
      .set('Content-Type', 'image/png')
      .set('X-File-Name', 'a.png')
      .send(PNG)
      .expect(403);
    expect(noToken.body.error.code).toBe('CSRF_TOKEN_INVALID');
  });

  it("never logs a file's name or its content, only ids", () => {
    const logged = logLines.join('');
    expect(logged).toContain('receipts: file uploaded');
    expect(logged).toContain('receipts: file deleted');
    for (const secret of [
      'Hotel invoice',
      'M\u00e4rz',
      'receipt.png',
      'taxi.png',
      'lost.png',
      'page.html',
      'chunked.pdf',
      '%PDF',
      'IHDR',
      '<html',
    ])
      expect(logged).not.toContain(secret);
  });
});

describeWithInfra('s3', 'supplier receipts in an S3-compatible bucket (RECEIPTS_STORAGE=s3)', () => {
  const BUCKET = `receipts-${Date.now().toString(36)}`;
  let db: TestDatabase;
  let service: OpsService;
  let staff: Staff;
  let caseId: string;
  let s3: S3Client;
  const exists = async (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );

  beforeAll(async () => {
    s3 = new S3Client({
      endpoint: testInfra.s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    db = await createTestDatabase('ops_receipts_s3');
    service = await startWith(db, {
      RECEIPTS_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: testInfra.s3Endpoint!,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    staff = await signIn(service);
    caseId = await openCase(service, 'VIP-80003-FCO');
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    s3?.destroy();
  });

  it('uploads into the bucket, downloads the same bytes, and deletes the object with the receipt', async () => {
    const receipt = supplierReceiptSchema.parse(
      (await upload(staff, caseId, PDF, 'application/pdf', 'Transfer invoice.pdf').expect(201)).body,
    );
    const { storageKey } = await service.prisma.supplierReceipt.findUniqueOrThrow({ where: { id: receipt.id } });
    expect(await exists(storageKey)).toBe(true);
    expect((await list(staff, caseId)).map((r) => r.id)).toEqual([receipt.id]);

    const res = await download(staff, caseId, receipt.id).expect(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="Transfer invoice.pdf"; filename*=UTF-8''Transfer%20invoice.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'no-store',
    });

    await upload(staff, caseId, Buffer.from('<html>'), 'application/pdf', 'fake.pdf').expect(415);
    await upload(staff, caseId, Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]), 'application/pdf', 'big.pdf').expect(
      413,
    );
    expect(await service.prisma.supplierReceipt.count()).toBe(1);

    await staff.agent
      .delete(`/api/admin/bookings/${caseId}/receipts/${receipt.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(204);
    expect(await exists(storageKey)).toBe(false);
    expect(await list(staff, caseId)).toEqual([]);
  });
});

import request from 'supertest';
import { type CaseStatusChangedV1, type EventEnvelope } from '@vip/contracts/events';
import {
  adminBookingPageSchema,
  adminBookingSchema,
  adminBookingSummarySchema,
  auditTrailSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'board.lead@example.com', password: 'a-long-and-secret-password', name: 'Board Lead' };

describe('the status board API', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const statusEvents: EventEnvelope<CaseStatusChangedV1>[] = [];
  let now = new Date('2030-06-02T09:00:00.000Z');
  const refs: string[] = [];

  beforeAll(async () => {
    await bus.subscribe({
      group: 'test-booking',
      handlers: { 'case.status-changed': async (e) => void statusEvents.push(e) },
    });
    db = await createTestDatabase('ops_board');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        EXPORT_PAGE_SIZE: '3',
        SESSION_IDLE_MINUTES: '240',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    // Seven bookings a minute apart; the fourth is an agent booking by Ada at JFK.
    for (let i = 0; i < 7; i++) {
      const ref = `VIP-${10000 + i}-FCO`;
      refs.push(ref);
      const requestedAt = new Date(Date.UTC(2030, 5, 1, 12, i)).toISOString();
      await bus.publish([
        bookingRequested(ref, {
          requestedAt,
          ...(i === 3
            ? {
                contactName: 'Ada Lovelace',
                contactEmail: 'ada@agency.example',
                contactPhone: '+44 20 7946 0000',
                companyName: 'Analytical Travel',
                bookerRole: 'travel-agent',
                bookerName: 'Ada Lovelace',
                bookerPhone: '+44 20 7946 0000',
                bookerEmail: 'ada@agency.example',
                agencyName: 'Analytical Travel',
                isTravelAgent: true,
              }
            : {}),
        }),
      ]);
    }
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

  it('pages a column newest first with a cursor, never repeating or skipping a booking', async () => {
    const { agent } = await signIn();
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await agent
        .get('/api/admin/bookings')
        .query({ status: 'inquiry_received', limit: 3, ...(cursor ? { cursor } : {}) })
        .expect(200);
      const page = adminBookingPageSchema.parse(res.body);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((b) => b.referenceCode));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...refs].reverse());
  });

  it('searches reference, names, e-mails, phones and airport, case-insensitively', async () => {
    const { agent } = await signIn();
    const search = async (q: string) =>
      adminBookingPageSchema
        .parse((await agent.get('/api/admin/bookings').query({ q }).expect(200)).body)
        .items.map((b) => b.referenceCode);
    expect(await search('vip-10002')).toEqual(['VIP-10002-FCO']);
    expect(await search('ADA@agency')).toEqual(['VIP-10003-FCO']);
    expect(await search('lovelace')).toEqual(['VIP-10003-FCO']);
    expect(await search('7946')).toEqual(['VIP-10003-FCO']);
    expect((await search('fiumicino')).length).toBe(7);
    expect(await search('nobody-matches-this')).toEqual([]);
  });

  it('refuses a bad status, limit or cursor with 400 and field errors', async () => {
    const { agent } = await signIn();
    const res = await agent.get('/api/admin/bookings').query({ status: 'lost', limit: 1000 }).expect(400);
    expect(Object.keys(res.body.error.details.fieldErrors).sort()).toEqual(['limit', 'status']);
    const cursor = await agent.get('/api/admin/bookings').query({ cursor: 'bm90LWEtY3Vyc29y' }).expect(400);
    expect(cursor.body.error).toMatchObject({ code: 'INVALID_CURSOR', message: 'Invalid cursor' });
  });

  it('moves a booking to another column: saved, audited with who and when, published for svc-booking', async () => {
    const { agent, csrf } = await signIn();
    const id = await idOf('VIP-10001-FCO');
    now = new Date('2030-06-02T10:15:00.000Z');
    const res = await agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'confirmation_sent' })
      .expect(200);
    expect(adminBookingSchema.parse(res.body)).toMatchObject({ adminStatus: 'confirmation_sent', version: 2 });

    const column = adminBookingPageSchema.parse(
      (await agent.get('/api/admin/bookings').query({ status: 'confirmation_sent' }).expect(200)).body,
    );
    expect(column.items.map((b) => b.referenceCode)).toEqual(['VIP-10001-FCO']);

    const trail = auditTrailSchema.parse((await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body);
    expect(trail).toEqual([
      expect.objectContaining({
        at: '2030-06-02T10:15:00.000Z',
        actor: expect.objectContaining({ name: ADMIN.name }),
        action: 'status_changed',
        changes: { adminStatus: { from: 'inquiry_received', to: 'confirmation_sent' } },
      }),
    ]);

    for (let i = 0; i < 200 && statusEvents.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(statusEvents.map((e) => e.payload)).toEqual([
      {
        caseId: id,
        bookingId: expect.any(String),
        referenceCode: 'VIP-10001-FCO',
        adminStatus: 'confirmation_sent',
        previousAdminStatus: 'inquiry_received',
        changedAt: '2030-06-02T10:15:00.000Z',
      },
    ]);

    // The same status again changes nothing: no version, audit line or event.
    const same = await agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'confirmation_sent' })
      .expect(200);
    expect(same.body.version).toBe(2);
    expect(await service.prisma.caseAuditEntry.count({ where: { caseId: id } })).toBe(1);
  });

  it('sums the four cards and every column, for the same search', async () => {
    const { agent } = await signIn();
    const all = adminBookingSummarySchema.parse((await agent.get('/api/admin/bookings/summary').expect(200)).body);
    expect(all).toMatchObject({ total: 7, paid: 0, escalations: 0 });
    expect(all.byStatus).toMatchObject({ inquiry_received: 6, confirmation_sent: 1, service_completed: 0 });
    expect(Object.keys(all.byStatus)).toHaveLength(10);
    const ada = adminBookingSummarySchema.parse(
      (await agent.get('/api/admin/bookings/summary').query({ q: 'lovelace' }).expect(200)).body,
    );
    expect(ada.total).toBe(1);
  });

  it('exports every booking of the filter as CSV, streamed in pages, with the columns staff need', async () => {
    const { agent } = await signIn();
    const res = await agent
      .get('/api/admin/bookings/export.csv')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Status,Requested At \(UTC\),Contact Name,Contact Email,Contact Phone,/);
    // Seven bookings over three pages of three.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...refs].reverse());
    expect(lines.find((l) => l.startsWith('VIP-10003-FCO'))).toContain(
      'Ada Lovelace,ada@agency.example,+44 20 7946 0000,Analytical Travel',
    );

    const filtered = await agent
      .get('/api/admin/bookings/export.csv')
      .query({ q: 'lovelace' })
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    expect((filtered.body as string).trimEnd().split('\r\n')).toHaveLength(2);
    await request(service.app.callback()).get('/api/admin/bookings/export.csv').expect(401);

    // Text typed as a formula reaches the spreadsheet as text (a leading apostrophe), not as a link to click or
    // a command to run; the real phone number stays as it is.
    await bus.publish([
      bookingRequested('VIP-10099-FCO', {
        contactName: '=HYPERLINK("http://x","y")',
        contactEmail: 'formula@example.com',
        contactPhone: '+1 212 555 0100',
        specialRequests: "-2+3+cmd|' /C calc'!A0",
      }),
    ]);
    const injected = await agent
      .get('/api/admin/bookings/export.csv')
      .query({ q: 'VIP-10099' })
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    const row = (injected.body as string).trimEnd().split('\r\n')[1];
    expect(row).toMatch(
      /^VIP-10099-FCO,[^,]+,[^,]+,"'=HYPERLINK\(""http:\/\/x"",""y""\)",formula@example\.com,\+1 212 555 0100,/,
    );
    expect(row).toContain(",'-2+3+cmd|' /C calc'!A0,");
  });

  it('guards the board: 401 without a session, 403 without the CSRF token, 404 for an unknown booking', async () => {
    const anonymous = request(service.app.callback());
    await anonymous.get('/api/admin/bookings').expect(401);
    await anonymous.get('/api/admin/bookings/summary').expect(401);
    const id = await idOf('VIP-10002-FCO');
    await anonymous.patch(`/api/admin/bookings/${id}/status`).send({ adminStatus: 'service_completed' }).expect(401);

    const { agent, csrf } = await signIn();
    const forged = await agent
      .patch(`/api/admin/bookings/${id}/status`)
      .send({ adminStatus: 'service_completed' })
      .expect(403);
    expect(forged.body.error.code).toBe('CSRF_TOKEN_INVALID');
    const bad = await agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'done' })
      .expect(400);
    expect(bad.body.error.details.fieldErrors.adminStatus).toBeDefined();
    await agent
      .patch('/api/admin/bookings/7d0c5a4e-1111-4222-8333-444455556666/status')
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'service_completed' })
      .expect(404);
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).adminStatus).toBe(
      'inquiry_received',
    );
  });

  it("finds a travel agent's booking by the agent's name, e-mail, phone and agency, and by either flight number", async () => {
    await bus.publish([
      bookingRequested('VIP-20001-LHR', {
        requestedAt: '2030-06-01T13:00:00.000Z',
        contactName: 'Henrik Larsen',
        contactEmail: 'henrik@example.com',
        contactPhone: '+45 20 12 34 56',
        bookerRole: 'travel-agent',
        bookerName: 'Sofia Agent',
        bookerPhone: '+442079460123',
        bookerEmail: 'sofia@meridian.example',
        agencyName: 'Meridian Travel Partners',
        isTravelAgent: true,
        flightNumber: 'BA553',
        flightDate: '2030-06-20',
        flightTime: '18:00',
        terminal: null,
        flightAt: '2030-06-20T17:00:00.000Z',
        departureFlightNumber: 'SK1516',
      }),
    ]);
    const { agent } = await signIn();
    const search = async (q: string) => ({
      q,
      list: adminBookingPageSchema
        .parse((await agent.get('/api/admin/bookings').query({ q }).expect(200)).body)
        .items.map((b) => b.referenceCode),
      total: adminBookingSummarySchema.parse(
        (await agent.get('/api/admin/bookings/summary').query({ q }).expect(200)).body,
      ).total,
    });
    for (const q of ['sofia agent', 'SOFIA@meridian', '79460123', 'meridian travel', 'ba553', 'SK1516'])
      expect(await search(q)).toEqual({ q, list: ['VIP-20001-LHR'], total: 1 });
  });
});

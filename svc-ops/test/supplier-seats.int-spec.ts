// A supplier's seats through its job link: the link's current assignment names the supplier and the job's airport,
// and svc-ops asks svc-booking (here a stand-in keeping allotments as svc-booking's internal routes do, behind svc-ops'
// signed token) within both only. A revoked link reaches nothing; another airport or supplier is refused.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  SUPPLIER_ALLOTMENT_MESSAGES,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  supplierAllotmentListSchema,
  supplierAllotmentSchema,
  internalSupplierAllotmentCreateSchema,
  staffSessionSchema,
  supplierAllotmentChangeSchema,
  supplierNotAtAirportMessage,
  type SupplierAllotment,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'seats.lead@example.com', password: 'a-long-and-secret-password', name: 'Seats Lead' };
const PUBLIC_ORIGIN = 'https://vip.example';
const LINK = /https:\/\/vip\.example\/supplier-jobs\/([A-Za-z0-9_-]{43})/;
const identities = testIdentities();
const rome = {
  id: randomUUID(),
  iataCode: 'FCO',
  companyName: 'Opaline Rome Hosts',
  serviceLevel: 'standard',
  supplierName: 'Davide Ricci',
  email: 'ops@opaline-rome.example',
  phone: '+39 06 0000 0001',
  mobile: '+39 333 000 0001',
  amenities: [],
};
const romeOther = { ...rome, id: randomUUID(), companyName: 'Nethercote Rome Hosts', email: 'desk@nethercote.example' };
/** A date a few weeks ahead: within the booking horizon the contracts check against today. */
const DATE = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const seats = { serviceId: 11, date: DATE, fromTime: '06:00', toTime: '09:00', seats: 3 };
/** The stand-in refuses this many seats as svc-booking refuses an airport the supplier does not serve. */
const NOT_SERVED_SEATS = 13;
const notServed = supplierNotAtAirportMessage(rome.companyName, 'FCO');

/** svc-booking's /internal/suppliers routes, in memory: the supplier from the path, the airport from the query. */
async function startBookingStandIn() {
  const allotments = new Map<string, SupplierAllotment>();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', async () => {
      const send = (status: number, body?: unknown) =>
        body === undefined
          ? res.writeHead(status).end()
          : res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const notFound = () =>
        send(404, { error: { code: 'ALLOTMENT_NOT_FOUND', message: 'No allotment has this id', requestId: 'r' } });
      if ((await identities.callerOf('svc-booking', req.headers.authorization ?? '')) !== 'svc-ops')
        return send(401, { error: { code: 'SERVICE_TOKEN_INVALID', message: 'token', requestId: 'r' } });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      const [, , , supplierId, , id] = url.pathname.split('/');
      const airportCode = url.searchParams.get('airportCode');
      const own = id ? allotments.get(id) : undefined;
      if (req.method === 'GET')
        return send(200, {
          allotments: [...allotments.values()].filter(
            (a) => a.supplierId === supplierId && a.airportCode === airportCode,
          ),
        });
      if (req.method === 'POST') {
        const body = internalSupplierAllotmentCreateSchema.parse(JSON.parse(text));
        // svc-booking's refusal of an airport the supplier does not serve (its copy of svc-ops' airports).
        if (body.seats === NOT_SERVED_SEATS)
          return send(422, {
            error: {
              code: 'SUPPLIER_NOT_AT_AIRPORT',
              message: notServed,
              requestId: 'r',
              details: { fieldErrors: { airportCode: [notServed] }, formErrors: [] },
            },
          });
        const a: SupplierAllotment = {
          ...body,
          id: randomUUID(),
          seatsTaken: 0,
          seatsHeld: 0,
          seatsLeft: body.seats,
          supplierId: supplierId!,
          version: 1,
          updatedBy: 'Supplier (job link)',
          updatedAt: new Date().toISOString(),
        };
        allotments.set(a.id, a);
        return send(201, a);
      }
      if (!own || own.supplierId !== supplierId || own.airportCode !== airportCode) return notFound();
      if (req.method === 'DELETE') {
        allotments.delete(own.id);
        return send(204);
      }
      const change = supplierAllotmentChangeSchema.parse(JSON.parse(text));
      if (change.version !== own.version)
        return send(409, {
          error: { code: 'ALLOTMENT_CHANGED', message: 'Someone changed this allotment', requestId: 'r' },
        });
      const { version: _read, ...fields } = change;
      const changed = { ...own, ...fields, version: own.version + 1 };
      allotments.set(own.id, { ...changed, seatsLeft: changed.seats - changed.seatsTaken - changed.seatsHeld });
      return send(200, allotments.get(own.id));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    allotments,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("a supplier's seats through its job link", () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let booking: Awaited<ReturnType<typeof startBookingStandIn>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let nextRef = 63000;
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };
  let api: ReturnType<typeof request>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    booking = await startBookingStandIn();
    db = await createTestDatabase('ops_supplier_seats');
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
        PUBLIC_ORIGIN,
        SEND_LIMIT_PER_MINUTE: '1000',
        SUPPLIER_JOB_LIMIT_PER_MINUTE: '1000',
        BOOKING_URL: booking.url,
        ...identities.env('svc-ops'),
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    await service.prisma.supplier.createMany({ data: [rome, romeOther] });
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
    await booking?.close();
  });

  async function jobLink(supplier = rome): Promise<{ id: string; token: string }> {
    const ref = `VIP-${nextRef++}-FCO`;
    await bus.publish([bookingRequested(ref)]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    await staff.agent
      .put(`/api/admin/bookings/${id}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'vip', supplierId: supplier.id })
      .expect(200);
    await staff.agent
      .post(`/api/admin/bookings/${id}/communications`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ purpose: 'greeter_request', email: { subject: `Greeter request - ${ref}`, message: 'Please.' } })
      .expect(201);
    const mail = smtp.received.filter(
      (m) => m.envelope.to.includes(supplier.email) && (m.mail.subject ?? '').includes(ref),
    );
    return { id, token: LINK.exec(mail.at(-1)?.mail.text ?? '')![1]! };
  }

  const path = (token: string, id?: string) => `/api/supplier-jobs/${token}/allotments${id ? `/${id}` : ''}`;

  it('lists, publishes, changes and withdraws its own seats at the job\u2019s airport, never cached', async () => {
    const { token } = await jobLink();
    // The same supplier's seats at another airport are not this job's.
    const jfk: SupplierAllotment = {
      ...seats,
      id: randomUUID(),
      airportCode: 'JFK',
      seatsTaken: 0,
      seatsHeld: 0,
      seatsLeft: 3,
      supplierId: rome.id,
      version: 1,
      updatedBy: 'Staff',
      updatedAt: new Date().toISOString(),
    };
    booking.allotments.set(jfk.id, jfk);

    const empty = await api.get(path(token)).expect(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(supplierAllotmentListSchema.parse(empty.body).allotments).toEqual([]);

    const published = supplierAllotmentSchema.parse((await api.post(path(token)).send(seats).expect(201)).body);
    expect(published).toMatchObject({ ...seats, airportCode: 'FCO', supplierId: rome.id });
    expect(supplierAllotmentListSchema.parse((await api.get(path(token)).expect(200)).body).allotments).toEqual([
      published,
    ]);

    const changed = await api.patch(path(token, published.id)).send({ version: 1, seats: 5 }).expect(200);
    expect(changed.body).toMatchObject({ seats: 5, version: 2 });
    const stale = await api.patch(path(token, published.id)).send({ version: 1, seats: 4 }).expect(409);
    expect(stale.body.error.code).toBe('ALLOTMENT_CHANGED');

    await api.delete(path(token, published.id)).expect(204);
    const gone = await api.delete(path(token, published.id)).expect(404);
    expect(gone.body.error).toMatchObject({
      code: 'ALLOTMENT_NOT_FOUND',
      message: SUPPLIER_ALLOTMENT_MESSAGES.notFound,
    });
    // Every call named the link's supplier and the job's airport.
    expect(booking.calls.every((c) => c.includes(`/internal/suppliers/${rome.id}/allotments`))).toBe(true);
    expect(booking.calls.filter((c) => !c.startsWith('POST')).every((c) => c.includes('airportCode=FCO'))).toBe(true);
  });

  it("shows the seats travellers' checkouts hold, and passes on svc-booking's refusal of an airport not served", async () => {
    const { token } = await jobLink();
    const published = supplierAllotmentSchema.parse((await api.post(path(token)).send(seats).expect(201)).body);
    // Two seats held in travellers' checkouts, as svc-booking counts them.
    booking.allotments.set(published.id, { ...published, seatsHeld: 2, seatsLeft: 1 });
    const listed = supplierAllotmentListSchema.parse((await api.get(path(token)).expect(200)).body).allotments;
    expect(listed.find((a) => a.id === published.id)).toMatchObject({ seats: 3, seatsHeld: 2, seatsLeft: 1 });

    const refused = await api
      .post(path(token))
      .send({ ...seats, seats: NOT_SERVED_SEATS })
      .expect(422);
    expect(refused.body.error).toMatchObject({
      code: 'SUPPLIER_NOT_AT_AIRPORT',
      message: notServed,
      details: { fieldErrors: { airportCode: [notServed] } },
    });
    await api.delete(path(token, published.id)).expect(204);
  });

  it('refuses another airport: the body cannot name one, and seats elsewhere are the plain 404', async () => {
    const { token } = await jobLink();
    const before = booking.calls.length;
    const elsewhere = await api
      .post(path(token))
      .send({ ...seats, airportCode: 'JFK' })
      .expect(400);
    expect(elsewhere.body.error.code).toBe('VALIDATION_FAILED');
    await api
      .post(path(token))
      .send({ ...seats, supplierId: romeOther.id })
      .expect(400);
    expect(booking.calls.length).toBe(before);

    const jfk = [...booking.allotments.values()].find((a) => a.airportCode === 'JFK')!;
    const change = await api.patch(path(token, jfk.id)).send({ version: 1, seats: 0 }).expect(404);
    expect(change.body.error.message).toBe(SUPPLIER_ALLOTMENT_MESSAGES.notFound);
    await api.delete(path(token, jfk.id)).expect(404);
    expect(booking.allotments.get(jfk.id)).toMatchObject({ seats: 3, version: 1 });
  });

  it("refuses another supplier's seats with the plain 404", async () => {
    const mine = await jobLink(rome);
    const theirs = await jobLink(romeOther);
    const their = supplierAllotmentSchema.parse((await api.post(path(theirs.token)).send(seats).expect(201)).body);
    await api.patch(path(mine.token, their.id)).send({ version: 1, seats: 0 }).expect(404);
    await api.delete(path(mine.token, their.id)).expect(404);
    expect(
      supplierAllotmentListSchema.parse((await api.get(path(mine.token)).expect(200)).body).allotments,
    ).not.toContainEqual(expect.objectContaining({ id: their.id }));
    expect(booking.allotments.get(their.id)).toMatchObject({ seats: 3 });
  });

  it('answers a revoked link with the job link\u2019s 404 and never calls svc-booking', async () => {
    const { id, token } = await jobLink();
    const published = supplierAllotmentSchema.parse((await api.post(path(token)).send(seats).expect(201)).body);
    // Another supplier assigned: the first one's link no longer answers.
    await staff.agent
      .put(`/api/admin/bookings/${id}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'vip', supplierId: romeOther.id })
      .expect(200);
    const before = booking.calls.length;
    for (const res of [
      await api.get(path(token)),
      await api.post(path(token)).send(seats),
      await api.patch(path(token, published.id)).send({ version: 1, seats: 0 }),
      await api.delete(path(token, published.id)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({
        code: 'SUPPLIER_JOB_LINK_INVALID',
        message: SUPPLIER_JOB_LINK_INVALID_MESSAGE,
      });
    }
    expect(booking.calls.length).toBe(before);
    expect(booking.allotments.get(published.id)).toMatchObject({ seats: 3 });
  });

  it('says the seats could not be saved when svc-booking is unreachable, nothing more', async () => {
    const { token } = await jobLink();
    await booking.close();
    const res = await api.post(path(token)).send(seats).expect(503);
    expect(res.body.error).toMatchObject({
      code: 'BOOKING_UNAVAILABLE',
      message: SUPPLIER_ALLOTMENT_MESSAGES.unavailable,
    });
  });
});

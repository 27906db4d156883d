import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import request from 'supertest';
import { Verifier, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import { type EventEnvelope } from '@vip/contracts/events';
import { staffSessionSchema, staffSignInAnswerSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger, silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  pactsForProvider,
  testIdentities,
  testInfra,
  type TestDatabase,
} from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { hashPassword } from '../src/auth/password';
import { recoveryCodeHash } from '../src/auth/recovery-codes';
import { bookingRequested, partnerBookingRequested } from './fixtures';
import { communicationPactStates } from './support/communications-pact-states';
import { partnerPactStates } from './support/partner-pact-states';
import { supplierPactStates, vip } from './support/supplier-pact-states';
import { supplierJobPactStates } from './support/supplier-job-pact-states';
import { SupplierSeatsStandIn } from './support/supplier-seats-stand-in';
import { invoicePactStates, pactSquareEnv } from './support/invoice-pact-states';
import { startSquareStandIn, type SquareStandIn } from './support/square-stand-in';

/** The staff account the consumers sign in with (mfe-admin's pact sends these credentials). */
const ADMIN = { email: 'ops.lead@example.com', password: 'a-long-and-secret-password', name: 'Ops Lead' };
/** What mfe-admin's pact sends as X-CSRF-Token where the app sends its session's token. */
const CSRF_PLACEHOLDER = 'csrf-token-of-the-signed-in-session';
/** The colleague mfe-admin's pact invites. */
const INVITED_EMAIL = 'new.agent@example.com';

/** A booking a travel agent made at checkout for a client's company: every detail field has a value. */
function byTravelAgent(reference: string) {
  return bookingRequested(reference, {
    companyName: 'Acme Corp',
    airline: 'ITA Airways',
    departureAirline: 'ITA Airways',
    departureFlightNumber: 'AZ612',
    bookerRole: 'travel-agent',
    bookerName: 'Ada Lovelace',
    bookerPhone: '+44 20 7946 0000',
    bookerEmail: 'ada@globetrotter.example',
    agencyName: 'Globetrotter Travel',
    isTravelAgent: true,
  });
}

/** svc-catalog's FCO arrival in a service list, as svc-ops' own pact with svc-catalog describes it. */
const fcoArrivalService = {
  id: 11,
  airportId: 3,
  vendorId: 3,
  serviceType: 'arrival',
  serviceLevel: 'standard',
  name: 'VIP Meet & Greet - Arrival',
  description: 'Meet and greet at the gate',
  image: null,
  basePrice: 395,
  includedTravelers: 2,
  adultFee: 100,
  childFee: 60,
  freeChildrenAllowance: 0,
  greeterLimit: 6,
  afterHoursFee: 0,
  afterHoursStart: '22:00',
  afterHoursEnd: '06:00',
  lastMinute24hSurcharge: 0,
  lastMinute48hSurcharge: 0,
  cancellationDeadlineHours: 48,
  tags: ['arrival'],
  isPopular: true,
  isPremium: false,
  inclusions: { meetAtGate: true },
  active: true,
  airport: { code: 'FCO', name: 'Rome Fiumicino', city: 'Rome', country: 'Italy', timeZone: 'Europe/Rome' },
  vendor: { id: 3, name: 'Rome Airport Concierge' },
  pricing: {
    totalPrice: 545,
    basePrice: 395,
    adultFee: 100,
    childFee: 60,
    includedTravelers: 2,
    paidAdults: 0,
    paidChildren: 0,
    adultFeeTotal: 0,
    childFeeTotal: 0,
    additionalGreeters: 0,
    additionalGreeterFee: 0,
    afterHoursFee: 0,
    lastMinuteFee: 0,
    porterAvailable: true,
    porterCost: 150,
    porterSelected: true,
    subtotal: 545,
    discountPercentage: 0,
    discountAmount: 0,
    currency: 'USD',
  },
};

/**
 * svc-booking's internal price preview, as svc-ops' own pact with svc-booking describes it: the booking as it
 * stands and with the change (each adult beyond two adds 100), for any booking id; and a supplier's seats.
 */
async function startBookingStandIn(seats: SupplierSeatsStandIn): Promise<Server> {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', async () => {
      const caller = await identities.callerOf('svc-booking', req.headers.authorization ?? '');
      const send = (status: number, body?: unknown) =>
        body === undefined
          ? res.writeHead(status).end()
          : res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      // A supplier's seats (mfe-booking-supplier-seats' pact), as svc-booking's internal routes answer them.
      if (
        caller === 'svc-ops' &&
        seats.handle(req.method ?? 'GET', new URL(req.url ?? '/', 'http://stand-in'), text, send)
      )
        return;
      const match = /^\/internal\/bookings\/([0-9a-f-]{36})\/price-preview$/.exec(req.url ?? '');
      if (!match || caller !== 'svc-ops')
        return send(404, { error: { code: 'NOT_FOUND', message: 'Not Found', requestId: 'r' } });
      const change = JSON.parse(text) as { adultCount?: number };
      const core = (adultCount: number) => {
        const adultFeeTotal = Math.max(0, adultCount - 2) * 100;
        const totalPrice = 545 + adultFeeTotal;
        return {
          bookingId: match[1],
          referenceCode: 'VIP-12345-FCO',
          contactName: 'Charles Babbage',
          contactEmail: 'ada@agency.example',
          contactPhone: '+44 20 7946 0001',
          airline: 'ITA Airways',
          flightNumber: 'AZ611',
          flightDate: '2030-06-20',
          flightTime: '14:00',
          terminal: '3',
          adultCount,
          childCount: 0,
          travelerNames: ['Charles Babbage'],
          porterSelected: true,
          porterCost: 150,
          totalPrice,
          coreVersion: 1,
          service: { id: 11, name: 'VIP Meet & Greet - Arrival', serviceType: 'arrival', serviceLevel: 'standard' },
          price: {
            basePrice: 395,
            adultFeeTotal,
            childFeeTotal: 0,
            additionalGreeterFee: 0,
            afterHoursFee: 0,
            lastMinuteFee: 0,
            porterCost: 150,
            discount: 0,
            totalPrice,
          },
        };
      };
      send(200, { current: core(2), proposed: core(change.adultCount ?? 2) });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}
const identities = testIdentities();
/** What svc-booking's pact sends as its service token; swapped for one svc-booking's test key signs for svc-ops. */
const SVC_BOOKING_TOKEN_PLACEHOLDER = 'placeholder-internal-api-token-of-svc-booking';

/** A partner's booking as svc-booking's pact describes it: FCO standard arrival with porter, 545 USD. */
function partnerBooking(reference: string, mode: 'live' | 'sandbox', flightDate: string) {
  const base = bookingRequested(reference).payload;
  return partnerBookingRequested(
    reference,
    { id: globalThis.crypto.randomUUID(), name: 'Acme Travel', mode, commissionCents: 6813 },
    {
      childCount: 0,
      flightDate,
      flightTime: '14:00',
      flightAt: `${flightDate}T12:00:00.000Z`,
      price: { ...base.price, childFeeTotalCents: 0, totalPriceCents: 54500 },
    },
  );
}

/** svc-catalog's airport answer for JFK, as svc-ops' own pact with svc-catalog describes it. */
async function startCatalogStandIn(): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/airports/JFK')
      return send(200, { code: 'JFK', name: 'John F. Kennedy International Airport', timeZone: 'America/New_York' });
    if (req.url?.startsWith('/api/services?')) return send(200, [fcoArrivalService]);
    send(404, { error: { code: 'AIRPORT_NOT_FOUND', message: 'Airport Not Found', requestId: 'r' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

describe('svc-ops honours its consumers\u2019 pacts', () => {
  let catalog: Server;
  let booking: Server;
  let db: TestDatabase;
  let service: OpsService;
  let server: Server;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  /** The case.status-changed events svc-ops' relay delivered (what svc-booking's consumer group receives). */
  const published: EventEnvelope[] = [];
  /** The session the current interaction runs in, set by the 'a staff member is signed in' state. */
  let session: { cookie: string; csrfToken: string } | null = null;
  let nextReference = 30000;
  /** Square for the invoice interactions: the local stand-in, driven through the real SDK. */
  let square: SquareStandIn;
  const invoices = invoicePactStates({
    service: () => service,
    square: () => square,
    caseFor: (ref) => caseFor(ref),
    signIn: () => signIn(),
  });
  /** Communications and PDF confirmations: the dev outbox (no SMTP_URL / SMS_URL) and Chromium. */
  const communications = communicationPactStates({
    service: () => service,
    caseFor: (ref, event) => caseFor(ref, event),
    signIn: () => signIn(),
  });
  /** Suppliers and their assignment (mfe-admin-suppliers' pact). */
  const suppliers = supplierPactStates({
    service: () => service,
    caseFor: (ref, event) => caseFor(ref, event),
    signIn: () => signIn(),
  });

  /** svc-booking's allotments of a supplier, as svc-ops reaches them for a job link. */
  const seats = new SupplierSeatsStandIn();
  /** The supplier's job page (mfe-booking-supplier-job's and -supplier-seats' pacts): links sent the real way. */
  const supplierJobs = supplierJobPactStates({
    seats,
    service: () => service,
    caseFor: (ref) => caseFor(ref),
    signIn: () => signIn(),
  });

  /** Partner accounts (mfe-admin-partners' pact), through svc-ops' API. */
  const partners = partnerPactStates({ service: () => service, signIn: () => signIn() });

  /** Supplier receipts' files (the local storage), kept out of the work tree. */
  const receiptsDir = mkdtempSync(join(tmpdir(), 'ops-pact-receipts-'));

  const CLOCK_START = Date.parse('2030-05-01T12:00:00Z');
  const startedAt = Date.now();

  beforeAll(async () => {
    await bus.subscribe({
      group: 'test-booking',
      handlers: {
        'case.status-changed': async (e) => void published.push(e),
        'booking.cancelled': async (e) => void published.push(e),
        'supplier.updated': async (e) => void published.push(e),
      },
    });
    db = await createTestDatabase('ops_pact_provider');
    square = await startSquareStandIn();
    await invoices.listen(bus);
    catalog = await startCatalogStandIn();
    const catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
    booking = await startBookingStandIn(seats);
    const bookingUrl = `http://127.0.0.1:${(booking.address() as AddressInfo).port}`;
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        CATALOG_URL: catalogUrl,
        BOOKING_URL: bookingUrl,
        ...identities.env('svc-ops'),
        CHROMIUM_PATH: testInfra.chromiumPath,
        RECEIPTS_DIR: receiptsDir,
        ...pactSquareEnv(square),
      },
      bus,
      inMemory: true,
      // PACT_PROVIDER_LOGS=info (or warn) shows svc-ops' logs while it verifies.
      logger: process.env.PACT_PROVIDER_LOGS
        ? createLogger({ service: 'svc-ops', level: (process.env.PACT_PROVIDER_LOGS as 'info') ?? 'warn' })
        : silentLogger(),
      // The consumers' pacts carry fixed dates in 2030 (a transfer on 2030-07-01): the service's clock runs
      // from a month before, so they stay within the booking horizon whenever the verification runs, and
      // what staff make here stays older than the bookings the fixtures request on 2030-06-01.
      now: () => new Date(CLOCK_START + (Date.now() - startedAt)),
    });
    server = await service.listen();
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await new Promise((r) => catalog?.close(r));
    await new Promise((r) => booking?.close(r));
    await square?.close();
    rmSync(receiptsDir, { recursive: true, force: true });
  });

  /** The session signIn gives while it stays valid (sign-ins are rate limited to 30 a minute per address). */
  let current: { cookie: string; csrfToken: string } | null = null;

  /**
   * Signs in through the real API, as the back office does; the cookie is what a browser would keep. A
   * session still valid is reused: the verification's states sign in more often than the login rate limit allows.
   */
  async function signIn() {
    if (
      current &&
      (await request(service.app.callback()).get('/api/admin/session').set('Cookie', current.cookie)).status === 200
    )
      return current;
    current = await freshSignIn();
    return current;
  }

  async function freshSignIn() {
    const res = await request(service.app.callback())
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('vip_staff_session='));
    if (!cookie) throw new Error('Signing in set no vip_staff_session cookie');
    return { cookie, csrfToken: staffSessionSchema.parse(res.body).csrfToken };
  }

  const AGENT = { email: 'ops.agent@example.com', password: 'the-agents-own-password-2030' };

  /** A colleague who has set up an authenticator app (its key is of no use here: no interaction sends a code). */
  async function agentWithApp() {
    const existing = await service.prisma.staffUser.findUnique({ where: { email: AGENT.email } });
    const agent =
      existing ??
      (await service.prisma.staffUser.create({
        data: {
          id: globalThis.crypto.randomUUID(),
          email: AGENT.email,
          name: 'Ops Agent',
          role: 'agent',
          passwordHash: await hashPassword(AGENT.password),
          mustChangePassword: false,
        },
      }));
    await service.prisma.staffAuthenticatorApp.upsert({
      where: { userId: agent.id },
      create: { userId: agent.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', confirmedAt: new Date() },
      update: {},
    });
    return agent;
  }

  /** Opens a case the way svc-ops really does: from svc-booking's booking.requested event on the bus. */
  async function caseFor(
    reference: string,
    event: (ref: string) => ReturnType<typeof bookingRequested> = bookingRequested,
  ) {
    const existing = await service.prisma.operationsCase.findUnique({ where: { referenceCode: reference } });
    if (existing) return existing;
    await bus.publish([event(reference)]);
    if (bus.deadLetters.length > 0)
      throw new Error(`booking.requested for ${reference} was dead-lettered: ${JSON.stringify(bus.deadLetters)}`);
    return service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: reference } });
  }

  /** Acme Travel made anew (partners' state) and a booking it made with a sandbox key through its consultant. */
  async function acmeSandboxBooking() {
    // The previous state's booking goes with its partner: the site's board columns show no partner's bookings.
    await service.prisma.operationsCase.deleteMany({ where: { partnerName: 'Acme Travel' } });
    const { id: partnerId } = (await partners['partner Acme Travel exists']()) as { id: string };
    const reference = `VIP-${nextReference++}-FCO`;
    const base = bookingRequested(reference).payload;
    const event = partnerBookingRequested(
      reference,
      { id: partnerId, name: 'Acme Travel', reference: 'ACME-778', mode: 'sandbox', commissionCents: 6813 },
      {
        childCount: 0,
        flightDate: '2030-06-20',
        // As the partner API books: the flight number names the airline, the partner is the agency.
        airline: 'ITA Airways',
        companyName: 'Acme Travel',
        agencyName: 'Acme Travel',
        bookerEmail: 'phileas@acme.example',
        price: { ...base.price, childFeeTotalCents: 0, totalPriceCents: 54500 },
      },
    );
    const opened = await caseFor(reference, () => event);
    return { id: opened.id, partnerId, referenceCode: reference };
  }

  /** A staff write through the real API, signed in as the admin. */
  async function asAdmin(method: 'patch' | 'post' | 'put', path: string, body: object) {
    const { cookie, csrfToken } = await signIn();
    return request(service.app.callback())
      [method](path)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken)
      .send(body)
      .expect(method === 'post' ? 201 : 200);
  }

  /** Moves a case through the real API, signed in as the admin. */
  async function move(id: string, adminStatus: string) {
    const { cookie, csrfToken } = await signIn();
    return request(service.app.callback())
      .patch(`/api/admin/bookings/${id}/status`)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken)
      .send({ adminStatus })
      .expect(200);
  }

  /**
   * The case.status-changed event svc-ops wrote to its outbox, in the move's own transaction, for this
   * case: the envelope exactly as the relay publishes it, on the row's topic. The relay must also have
   * delivered it to the bus.
   */
  async function outboxedStatusChange(
    caseId: string,
    type: 'case.status-changed' | 'booking.cancelled' | 'supplier.updated' = 'case.status-changed',
  ): Promise<MessageFromProviderWithMetadata> {
    const rows = await service.prisma.$queryRawUnsafe<{ topic: string; envelope: string }[]>(
      `SELECT topic, envelope::text AS envelope FROM outbox_events WHERE aggregate_id = $1 AND event_type = $2`,
      caseId,
      type,
    );
    if (rows.length !== 1) throw new Error(`Expected one ${type} outbox row for ${caseId}, found ${rows.length}`);
    const envelope = JSON.parse(rows[0]!.envelope) as EventEnvelope;
    for (let i = 0; i < 200 && !published.some((e) => e.id === envelope.id); i++)
      await new Promise((r) => setTimeout(r, 25));
    if (!published.some((e) => e.id === envelope.id))
      throw new Error(`The relay did not publish the ${type} event of ${caseId}`);
    return { __pactMessageMetadata: { topic: rows[0]!.topic }, message: envelope };
  }

  it('has pacts to verify', () => {
    expect(pactsForProvider('svc-ops').map((f) => basename(f))).toEqual(
      expect.arrayContaining([
        'mfe-admin-svc-ops.json',
        'mfe-admin-invoices-svc-ops.json',
        'mfe-admin-communications-svc-ops.json',
        'mfe-admin-suppliers-svc-ops.json',
        'mfe-admin-receipts-svc-ops.json',
        'mfe-booking-supplier-job-svc-ops.json',
        'mfe-booking-supplier-seats-svc-ops.json',
        'svc-booking-svc-ops.json',
        'svc-booking-ops-client-svc-ops.json',
      ]),
    );
  });

  it('verifies every consumer interaction against the real service and database', async () => {
    const { port } = server.address() as AddressInfo;
    // The verifier prints its report on stdout, which a long CI log may not keep, and goes on past a state that
    // threw: such states, and every answer of 400 or more, go into the failure's own message.
    const troubles: string[] = [];
    const noting = <T extends Record<string, (...args: never[]) => Promise<unknown>>>(kind: string, handlers: T): T =>
      Object.fromEntries(
        Object.entries(handlers).map(([name, handler]) => [
          name,
          async (...args: never[]) => {
            try {
              return await handler(...args);
            } catch (error) {
              troubles.push(`${kind} "${name}" threw: ${(error as Error).message}`);
              throw error;
            }
          },
        ]),
      ) as T;
    const verification = new Verifier({
      provider: 'svc-ops',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: pactsForProvider('svc-ops'),
      // The browser sends the session cookie; the pact does not carry one. While a staff member is signed
      // in, every API request gets the session's cookie, and the placeholder token the real CSRF token. A
      // missing or other token is left as the consumer sent it, so the 403 interactions stay meaningful.
      requestFilter: (req, res, next) => {
        // svc-booking's calls carry its placeholder token, swapped for one svc-booking's key signs; any other token is
        // left as sent (the 401 stays meaningful).
        const signAsBooking =
          req.path.startsWith('/internal/') && req.headers.authorization === `Bearer ${SVC_BOOKING_TOKEN_PLACEHOLDER}`;
        if (session && req.path.startsWith('/api/')) {
          req.headers.cookie = session.cookie;
          if (req.headers['x-csrf-token'] === CSRF_PLACEHOLDER) req.headers['x-csrf-token'] = session.csrfToken;
        }
        // The verification proxy re-sends a body-less POST (the invoice calls) chunked, which the service
        // reads as a body of no JSON type (415); a browser sends Content-Length: 0. Say so here too.
        const bodyless =
          req.body === undefined ||
          (Buffer.isBuffer(req.body) && req.body.length === 0) ||
          (typeof req.body === 'object' && Object.keys(req.body).length === 0);
        if (bodyless && !req.headers['content-type'] && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)) {
          delete req.headers['transfer-encoding'];
          req.headers['content-length'] = '0';
        }
        res.on('finish', () => {
          // Many interactions expect a 4xx (and one a 502): listed all the same, the report says which failed.
          if (res.statusCode >= 400) troubles.push(`${req.method} ${req.path} answered ${res.statusCode}`);
        });
        if (!signAsBooking) return next();
        void identities.authorization('svc-booking', 'svc-ops').then((authorization) => {
          req.headers.authorization = authorization;
          next();
        }, next);
      },
      // Every interaction starts signed out (the hook runs before its first state is set up).
      beforeEach: async () => {
        session = null;
      },
      stateHandlers: noting('state', {
        'a staff member is signed in': async () => {
          session = await signIn();
          return undefined;
        },
        'no staff member is signed in': async () => {
          session = null;
          return undefined;
        },
        'a staff account ops.lead@example.com exists': async () => {
          const user = await service.prisma.staffUser.findUnique({ where: { email: ADMIN.email } });
          if (!user?.active) throw new Error(`No active staff account ${ADMIN.email}`);
          return undefined;
        },
        'a staff account ops.agent@example.com with an authenticator app exists': async () => {
          await agentWithApp();
          return undefined;
        },
        'ops.agent@example.com gave the right password and holds the recovery code ABCD-EFGH-JKMN-PQRS': async () => {
          const agent = await agentWithApp();
          // Its hash, as enrolment keeps it (the code itself is the pact's).
          await service.prisma.staffRecoveryCode.deleteMany({ where: { userId: agent.id } });
          await service.prisma.staffRecoveryCode.create({
            data: {
              id: globalThis.crypto.randomUUID(),
              userId: agent.id,
              codeHash: recoveryCodeHash('ABCDEFGHJKMNPQRS'),
              createdAt: new Date(),
            },
          });
          const res = await request(service.app.callback())
            .post('/api/admin/session')
            .send({ email: AGENT.email, password: AGENT.password })
            .expect(200);
          const answer = staffSignInAnswerSchema.parse(res.body);
          if (answer.status !== 'second-factor') throw new Error('expected the second factor');
          const cookie = ([] as string[])
            .concat(res.headers['set-cookie'] ?? [])
            .map((c) => c.split(';')[0]!)
            .find((c) => c.startsWith('vip_staff_second_factor='))!;
          // The pending sign-in's cookie and CSRF token stand where a session's would.
          session = { cookie, csrfToken: answer.pending.csrfToken };
          return undefined;
        },
        'more than a page of bookings await in inquiry_received': async () => {
          // Twenty-one bookings, one more than the board's page, none of which any interaction moves; the site's
          // board pact expects no partner's booking in it (the partner screens' states leave one behind).
          await service.prisma.operationsCase.deleteMany({ where: { partnerId: { not: null } } });
          for (let i = 0; i <= 20; i++) await caseFor(`VIP-${20000 + i}-FCO`);
          const waiting = await service.prisma.operationsCase.count({ where: { adminStatus: 'inquiry_received' } });
          if (waiting <= 20) throw new Error(`Only ${waiting} bookings in inquiry_received`);
          return undefined;
        },
        'booking VIP-12345-FCO awaits in inquiry_received': async () => {
          const found = await caseFor('VIP-12345-FCO');
          // An earlier interaction may have moved it: staff move it back, as they could.
          if (found.adminStatus !== 'inquiry_received') await move(found.id, 'inquiry_received');
          return { id: found.id };
        },
        'booking VIP-40001-FCO, made by a travel agent, has internal notes and a staff comment': async () => {
          let found = await caseFor('VIP-40001-FCO', byTravelAgent);
          if (!found.internalNotes) {
            await asAdmin('patch', `/api/admin/bookings/${found.id}`, {
              version: found.version,
              internalNotes: 'Client prefers WhatsApp',
            });
            found = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: found.id } });
          }
          if ((await service.prisma.adminComment.count({ where: { caseId: found.id } })) === 0) {
            await asAdmin('post', `/api/admin/bookings/${found.id}/comments`, {
              comment: 'Called the client, all set',
            });
          }
          return { id: found.id };
        },
        'booking VIP-40002-FCO had its cancellation policy changed to 72 hours': async () => {
          const found = await caseFor('VIP-40002-FCO', byTravelAgent);
          // A second change to the same hours is no change, so the trail keeps its one entry.
          await asAdmin('patch', `/api/admin/bookings/${found.id}/cancellation-policy`, {
            cancellationPolicyHours: 72,
          });
          return { id: found.id };
        },
        // A new booking for each interaction: the write it receives leaves no trace on another one.
        'the catalog knows airport JFK': async () => undefined,
        'the euro rate is 1.08': async () => {
          await service.prisma.currencyRate.update({
            where: { currency: 'EUR' },
            data: { rateToUsd: '1.08', updatedBy: 'system' },
          });
          return undefined;
        },
        'a booking made by a travel agent has just arrived (version 1)': async () => {
          const opened = await caseFor(`VIP-${nextReference++}-FCO`, byTravelAgent);
          if (opened.version !== 1) throw new Error(`A new case is at version ${opened.version}`);
          return { id: opened.id };
        },
        // Through the real route, as the chauffeur page creates it: the transfer's own checklist, nothing ticked.
        'a standalone chauffeur transfer at JFK has just been created': async () => {
          const created = await asAdmin('post', '/api/admin/transfers', {
            contactName: 'Katherine Johnson',
            contactEmail: 'katherine@example.com',
            contactPhone: '+1 757 555 0100',
            serviceDate: '2030-07-01',
            serviceTime: '09:30',
            direction: 'pickup',
            airportCode: 'JFK',
            passengers: 2,
            vehicleType: 'sedan',
            serviceCost: 180,
          });
          return { id: (created.body as { id: string }).id };
        },
        'a booking made by a travel agent was moved by someone else since version 1': async () => {
          const opened = await caseFor(`VIP-${nextReference++}-FCO`, byTravelAgent);
          await move(opened.id, 'confirmation_sent');
          const { version } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: opened.id } });
          if (version !== 2) throw new Error(`The moved case is at version ${version}, not 2`);
          return { id: opened.id };
        },
        // Uploaded through the real route, as the back office sends it: the file's bytes, its type and name.
        'a booking has a supplier receipt': async () => {
          const opened = await caseFor(`VIP-${nextReference++}-FCO`, byTravelAgent);
          const { cookie, csrfToken } = await signIn();
          const pdf = Buffer.from(
            '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
            'latin1',
          );
          const res = await request(service.app.callback())
            .post(`/api/admin/bookings/${opened.id}/receipts`)
            .set('Cookie', cookie)
            .set('X-CSRF-Token', csrfToken)
            .set('Content-Type', 'application/pdf')
            .set('X-File-Name', encodeURIComponent('Supplier invoice.pdf'))
            .send(pdf)
            .expect(201);
          return { id: opened.id, receiptId: (res.body as { id: string }).id };
        },
        'ops.lead@example.com is the only staff account': async () => {
          await service.prisma.staffUser.deleteMany({ where: { email: { not: ADMIN.email } } });
          const user = await service.prisma.staffUser.findUnique({ where: { email: ADMIN.email } });
          if (!user?.active || !user.lastLoginAt)
            throw new Error(`${ADMIN.email} is not an active staff account that has signed in`);
          return undefined;
        },
        // The staff page's pact (mfe-admin-staff): a member as a fresh invite leaves them, made again each time.
        'staff member Olive Agent (olive.agent@example.com, agent) has never signed in': async () => {
          await service.prisma.staffUser.deleteMany({ where: { email: 'olive.agent@example.com' } });
          const olive = await service.prisma.staffUser.create({
            data: {
              id: globalThis.crypto.randomUUID(),
              email: 'olive.agent@example.com',
              name: 'Olive Agent',
              role: 'agent',
              passwordHash: await hashPassword('olive-agents-own-password-2030'),
            },
          });
          return { id: olive.id };
        },
        'no staff account olive.new@example.com exists': async () => {
          await service.prisma.staffUser.deleteMany({ where: { email: 'olive.new@example.com' } });
          return undefined;
        },
        // The invite creates the account; each verification starts without it.
        [`no staff account ${INVITED_EMAIL} exists`]: async () => {
          await service.prisma.staffUser.deleteMany({ where: { email: INVITED_EMAIL } });
          return undefined;
        },
        // svc-booking's internal calls for partners' bookings (svc-booking-ops-client's pact): a new booking each,
        // from the partner's booking.requested, as svc-booking publishes it; a cancellation takes its booking away.
        "a partner's live booking opened from booking.requested (FCO standard arrival, 545 USD, service 19 days ahead: free to cancel)":
          async () => {
            const event = partnerBooking(`VIP-${nextReference++}-FCO`, 'live', '2030-05-20');
            const opened = await caseFor(event.payload.referenceCode, () => event);
            return { bookingId: opened.bookingId, partnerId: event.payload.partner!.id };
          },
        "a partner's sandbox booking opened from booking.requested (FCO standard arrival, requested)": async () => {
          const event = partnerBooking(`VIP-${nextReference++}-FCO`, 'sandbox', '2030-06-20');
          const opened = await caseFor(event.payload.referenceCode, () => event);
          return { bookingId: opened.bookingId, partnerId: event.payload.partner!.id };
        },
        // The back office's partner screens (mfe-admin-partners' pact): Acme Travel made anew, and its sandbox booking.
        'booking VIP-77777-FCO, made by a travel agent through partner Acme Travel with a sandbox key, awaits in inquiry_received':
          async () => acmeSandboxBooking(),
        'partner Acme Travel has a web-hook delivery that failed with HTTP 500': async () => {
          const { id: caseId, partnerId, referenceCode } = await acmeSandboxBooking();
          const deliveryId = `msg_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
          const at = new Date('2030-06-01T11:00:00.000Z');
          await service.prisma.partnerWebhookDelivery.create({
            data: {
              id: deliveryId,
              partnerId,
              caseId,
              sourceEventId: globalThis.crypto.randomUUID(),
              mode: 'sandbox',
              type: 'booking.confirmed',
              referenceCode,
              payload: {
                type: 'booking.confirmed',
                timestamp: '2030-05-29T10:00:00.000Z',
                data: {
                  referenceCode,
                  partnerReference: 'ACME-778',
                  status: 'confirmed',
                  paymentStatus: 'to_be_arranged',
                  mode: 'sandbox',
                  flightDate: '2030-06-20',
                  flightTime: '14:00',
                  airportCode: 'FCO',
                  serviceName: 'VIP Meet & Greet - Arrival',
                  total: 545,
                  cancellation: null,
                  changed: null,
                },
              },
              status: 'failed',
              attempts: 12,
              scheduleStep: 12,
              lastAttemptAt: at,
              lastResponseStatus: 500,
              lastError: 'Internal Server Error',
              createdAt: new Date('2030-05-29T10:00:00.000Z'),
              history: {
                create: [
                  {
                    id: globalThis.crypto.randomUUID(),
                    at,
                    responseStatus: 500,
                    error: 'Internal Server Error',
                    durationMs: 84,
                  },
                ],
              },
            },
          });
          return { id: partnerId, deliveryId };
        },
        // Invoices (mfe-admin-invoices' pact), through svc-ops' API and the Square stand-in.
        ...invoices.states,
        // Communications and PDF confirmations (mfe-admin-communications' pact).
        ...communications,
        // Suppliers, chauffeur suppliers and assignment (mfe-admin-suppliers' pact).
        ...suppliers,
        // Partner accounts, terms, keys and web hooks (mfe-admin-partners' pact).
        ...partners,
        // The supplier's job page (mfe-booking-supplier-job's pact).
        ...supplierJobs,
      }),
      // Messages (svc-booking's case.status-changed pact) are made by a staff move through svc-ops' own API
      // and read from its outbox.
      messageProviders: noting('message', {
        'a case.status-changed event for a case moved to confirmation_sent': async () => {
          const opened = await caseFor(`VIP-${nextReference++}-FCO`);
          await move(opened.id, 'confirmation_sent');
          return outboxedStatusChange(opened.id);
        },
        // Cancelled through the real API with the charge the quote showed; keyed by svc-booking's booking.
        'a booking.cancelled event for a booking staff cancelled': async () => {
          const opened = await caseFor(`VIP-${nextReference++}-FCO`);
          const { cookie, csrfToken } = await signIn();
          const api = () => request(service.app.callback());
          const quote = (
            await api().get(`/api/admin/bookings/${opened.id}/cancellation`).set('Cookie', cookie).expect(200)
          ).body as { chargePercent: number };
          await api()
            .post(`/api/admin/bookings/${opened.id}/cancel`)
            .set('Cookie', cookie)
            .set('X-CSRF-Token', csrfToken)
            .send({ version: opened.version, reason: 'Client changed plans', chargePercent: quote.chargePercent })
            .expect(200);
          return outboxedStatusChange(opened.bookingId!, 'booking.cancelled');
        },
        ...invoices.messages,
        // A supplier's lead time changed by staff through the real API; read from the outbox.
        'a supplier.updated event for a supplier whose lead time staff changed': async () => {
          const id = globalThis.crypto.randomUUID();
          await service.prisma.supplier.create({
            data: { ...vip(id, 'Opaline Rome Passenger Services', 'FCO', false) },
          });
          const { cookie, csrfToken } = await signIn();
          await request(service.app.callback())
            .patch(`/api/suppliers/${id}`)
            .set('Cookie', cookie)
            .set('X-CSRF-Token', csrfToken)
            .send({ instantBookingHours: 48 })
            .expect(200);
          return outboxedStatusChange(id, 'supplier.updated');
        },
        // A supplier staff deleted through the real API; read from the outbox.
        'a supplier.updated event for a supplier staff deleted': async () => {
          const id = globalThis.crypto.randomUUID();
          await service.prisma.supplier.create({
            data: { ...vip(id, 'Opaline Rome Passenger Services', 'FCO', false) },
          });
          const { cookie, csrfToken } = await signIn();
          await request(service.app.callback())
            .delete(`/api/suppliers/${id}`)
            .set('Cookie', cookie)
            .set('X-CSRF-Token', csrfToken)
            .expect(204);
          return outboxedStatusChange(id, 'supplier.updated');
        },
      }),
      logLevel: 'warn',
    });
    await verification.verifyProvider().catch((error: Error) => {
      throw new Error([error.message, ...troubles].join('\n'));
    });
    // Over a hundred interactions, each with its states set up through the API.
  }, 300_000);
});

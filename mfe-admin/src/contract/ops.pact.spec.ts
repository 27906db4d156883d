/**
 * @jest-environment node
 */
// Consumer contract of the back office (staff sign-in and the status board) with svc-ops: the requests
// mfe-admin's fetchers make and the parts of the answers it relies on. The board's calls go through its
// own fetchers (dashboard/api.ts); the session hooks (auth/api.ts) call apiRequest on a relative URL, so
// their requests are made here with apiRequest, the same paths and the same options.
//
// Staff calls need the session cookie, which the browser sends and the pact does not hard-code: svc-ops'
// verification signs in for the 'a staff member is signed in' state and adds the cookie, and puts the
// session's real CSRF token where this test sends CSRF_TOKEN (a 'wrong' or missing token stays as sent).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ADMIN_STATUSES,
  ApiRequestError,
  SERVICE_LEVELS,
  SERVICE_TYPES,
  STAFF_ROLES,
  apiRequest,
  staffSessionSchema,
  type AdminStatus,
  type StaffLogin,
} from '@vip/contracts';
import { assertPactCommitted, pactOutput } from '@vip/contracts/testing';
import { adminKeys } from '../auth/api';
import { COLUMN_PAGE_SIZE, changeStatus, fetchColumnPage, fetchSummary } from '../dashboard/api';

const { boolean, eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

const output = pactOutput('mfe-admin', 'svc-ops');
const ops = new PactV4({ consumer: 'mfe-admin', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

/** Stands for the csrfToken of the signed-in session; svc-ops' verification sends the real one instead. */
const CSRF_TOKEN = 'csrf-token-of-the-signed-in-session';
/** The staff account svc-ops' verification starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
const LOGIN: StaffLogin = { email: 'ops.lead@example.com', password: 'a-long-and-secret-password' };
const CASE_ID = '0b7f3f8e-9c1d-4d5e-8f00-000000000001';

const oneOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})$`);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const REFERENCE = /^VIP-\d{5}-[A-Z]{3}$/;
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
const SESSION_PATH = adminKeys.session[0];

const session = {
  user: {
    id: uuid('5d4c3b2a-1908-4776-8554-433221100fed'),
    email: like(LOGIN.email),
    name: like('Ops Lead'),
    role: regex(oneOf(STAFF_ROLES), 'admin'),
  },
  csrfToken: like('Yq3c1l0p2x9w8v7u6t5s4r3q2p1o0n9m8l7k6j5i4h3'),
};

/** A board card as the dashboard reads it (every field of adminBookingSchema, which the fetchers parse). */
function adminBooking(adminStatus: AdminStatus, reference: string) {
  return {
    id: uuid(CASE_ID),
    bookingId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
    referenceCode: regex(REFERENCE, reference),
    contactName: like('Grace Hopper'),
    contactEmail: like('grace@example.com'),
    contactPhone: like('+1 212 555 0100'),
    travelerNames: eachLike('Grace Hopper'),
    // The column a card sits in.
    adminStatus,
    isChauffeur: boolean(false),
    isPaid: boolean(false),
    escalationFlag: boolean(false),
    isTravelAgent: boolean(false),
    flightNumber: like('AZ611'),
    flightDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-20'),
    flightTime: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '14:00'),
    adultCount: integer(2),
    childCount: integer(1),
    porterSelected: boolean(true),
    porterCost: number(150),
    basePrice: number(395),
    totalPrice: number(605),
    specialRequests: like('Wheelchair at the gate'),
    service: {
      id: integer(11),
      name: like('VIP Meet & Greet - Arrival'),
      serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
      serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
      airport: { code: regex(/^[A-Z]{3}$/, 'FCO'), name: like('Rome Fiumicino') },
    },
    createdAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
    version: integer(1),
  };
}

/** The case id is made by svc-ops when the booking arrives; its state returns it as `id`. */
const statusPath = fromProviderState('/api/admin/bookings/${id}/status', `/api/admin/bookings/${CASE_ID}/status`);

describe('mfe-admin → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  describe('staff session', () => {
    it('reads the signed-in staff member and the CSRF token of the session', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .uponReceiving('a request for the current staff session')
        .withRequest('GET', SESSION_PATH)
        .willRespondWith(200, (b) => b.jsonBody(session))
        .executeTest(async (server) => {
          const current = await apiRequest('GET', server.url + SESSION_PATH, { on401: 'returnNull', schema: staffSessionSchema.nullable() });
          expect(current?.user.name).toBe('Ops Lead');
          expect(current?.csrfToken).toBeTruthy();
        });
    });

    it('is answered 401 without a session, which the app reads as signed out', async () => {
      await ops
        .addInteraction()
        .given('no staff member is signed in')
        .uponReceiving('a request for the current staff session without a session cookie')
        .withRequest('GET', SESSION_PATH)
        .willRespondWith(401)
        .executeTest(async (server) => {
          await expect(apiRequest('GET', server.url + SESSION_PATH, { on401: 'returnNull', schema: staffSessionSchema.nullable() })).resolves.toBeNull();
        });
    });

    it('signs in with e-mail and password and receives the session and its cookie', async () => {
      await ops
        .addInteraction()
        .given('a staff account ops.lead@example.com exists')
        .uponReceiving('a staff sign-in with the right password')
        .withRequest('POST', SESSION_PATH, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(LOGIN))
        .willRespondWith(200, (b) =>
          b
            .headers({ 'Set-Cookie': regex(/^vip_staff_session=[^;]+;.*HttpOnly.*$/, 'vip_staff_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200') })
            .jsonBody(session),
        )
        .executeTest(async (server) => {
          const signedIn = await apiRequest('POST', server.url + SESSION_PATH, { body: LOGIN, schema: staffSessionSchema });
          expect(signedIn.user.email).toBe(LOGIN.email);
        });
    });

    it('shows the server message when the password is wrong', async () => {
      const wrong = { ...LOGIN, password: 'not-the-password' };
      await ops
        .addInteraction()
        .given('a staff account ops.lead@example.com exists')
        .uponReceiving('a staff sign-in with a wrong password')
        .withRequest('POST', SESSION_PATH, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(wrong))
        .willRespondWith(401, (b) => b.jsonBody({ error: { code: like('INVALID_CREDENTIALS'), message: 'Invalid email or password', requestId } }))
        .executeTest(async (server) => {
          const failure = await apiRequest('POST', server.url + SESSION_PATH, { body: wrong, schema: staffSessionSchema }).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(401);
          expect((failure as ApiRequestError).userMessage).toBe('Invalid email or password');
        });
    });
  });

  describe('status board', () => {
    it('loads the first page of a column, with a cursor for the next one', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('more than a page of bookings await in inquiry_received')
        .uponReceiving('a request for the first page of the inquiry_received column')
        .withRequest('GET', '/api/admin/bookings', (b) => b.query({ status: 'inquiry_received', limit: String(COLUMN_PAGE_SIZE) }))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            items: eachLike(adminBooking('inquiry_received', 'VIP-20020-FCO')),
            nextCursor: regex(/^[A-Za-z0-9_-]{1,200}$/, 'WyIyMDMwLTA2LTAxVDEyOjAwOjAwLjAwMFoiLCIwYjdmIl0'),
          }),
        )
        .executeTest(async (server) => {
          const page = await fetchColumnPage('inquiry_received', '', undefined, server.url);
          expect(page.items[0]!.adminStatus).toBe('inquiry_received');
          expect(page.nextCursor).toBeTruthy();
        });
    });

    it('loads the four summary cards and the count of every column', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('more than a page of bookings await in inquiry_received')
        .uponReceiving('a request for the board summary')
        .withRequest('GET', '/api/admin/bookings/summary')
        .willRespondWith(200, (b) =>
          b.jsonBody({
            total: integer(21),
            paid: integer(0),
            escalations: integer(0),
            travelAgents: integer(0),
            // Every column has its count, zero included.
            byStatus: Object.fromEntries(ADMIN_STATUSES.map((s) => [s, integer(s === 'inquiry_received' ? 21 : 0)])),
          }),
        )
        .executeTest(async (server) => {
          const summary = await fetchSummary('', server.url);
          expect(summary.byStatus.inquiry_received).toBe(21);
          expect(Object.keys(summary.byStatus).sort()).toEqual([...ADMIN_STATUSES].sort());
        });
    });

    it("moves a booking to another column with the session's CSRF token and gets the updated booking", async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-12345-FCO awaits in inquiry_received')
        .uponReceiving('a move of booking VIP-12345-FCO to confirmation_sent with the CSRF token')
        .withRequest('PATCH', statusPath, (b) =>
          b.headers({ 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN }).jsonBody({ adminStatus: 'confirmation_sent' }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ ...adminBooking('confirmation_sent', 'VIP-12345-FCO'), referenceCode: 'VIP-12345-FCO', version: integer(2) }))
        .executeTest(async (server) => {
          const moved = await changeStatus(CASE_ID, 'confirmation_sent', CSRF_TOKEN, server.url);
          expect(moved).toMatchObject({ referenceCode: 'VIP-12345-FCO', adminStatus: 'confirmation_sent' });
        });
    });

    it('is refused a move without a CSRF token', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-12345-FCO awaits in inquiry_received')
        .uponReceiving('a move of booking VIP-12345-FCO without a CSRF token')
        .withRequest('PATCH', statusPath, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody({ adminStatus: 'confirmation_sent' }))
        .willRespondWith(403, (b) => b.jsonBody({ error: { code: 'CSRF_TOKEN_INVALID', message: like('Missing or invalid CSRF token'), requestId } }))
        .executeTest(async (server) => {
          const failure = await changeStatus(CASE_ID, 'confirmation_sent', '', server.url).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).code).toBe('CSRF_TOKEN_INVALID');
        });
    });

    it('is refused a move with a wrong CSRF token', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-12345-FCO awaits in inquiry_received')
        .uponReceiving('a move of booking VIP-12345-FCO with a wrong CSRF token')
        .withRequest('PATCH', statusPath, (b) =>
          b.headers({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'wrong' }).jsonBody({ adminStatus: 'confirmation_sent' }),
        )
        .willRespondWith(403, (b) => b.jsonBody({ error: { code: 'CSRF_TOKEN_INVALID', message: like('Missing or invalid CSRF token'), requestId } }))
        .executeTest(async (server) => {
          const failure = await changeStatus(CASE_ID, 'confirmation_sent', 'wrong', server.url).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(403);
          expect((failure as ApiRequestError).code).toBe('CSRF_TOKEN_INVALID');
        });
    });
  });
});

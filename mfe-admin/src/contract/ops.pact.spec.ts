/**
 * @jest-environment node
 */
// Consumer contract of the back office (staff sign-in and the status board) with svc-ops: the requests
// mfe-admin's fetchers make and the parts of the answers it relies on. The board's calls go through its
// own fetchers (dashboard/api.ts); the session hooks (auth/api.ts) call apiRequest on a relative URL, so
// their requests are made here with apiRequest, the same paths and the same options. The same goes for the
// booking detail modal: its read goes through fetchBookingDetail, but its audit trail and its writes are
// hooks (useAuditTrail, useDetailMutations in booking-detail/api.ts), and so is the staff page
// (useStaffList, useStaffMutations in staff/api.ts): none takes a base URL, so this test calls apiRequest
// with their method, path, options and schema.
//
// Staff calls need the session cookie, which the browser sends and the pact does not hard-code: svc-ops'
// verification signs in for the 'a staff member is signed in' state and adds the cookie, and puts the
// session's real CSRF token where this test sends CSRF_TOKEN (a 'wrong' or missing token stays as sent).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import { LOCALES } from '@vip/contracts/i18n';
import { STAFF_PERMISSION_NAMES } from '@vip/contracts/permissions';
import {
  CHECKLIST_ITEMS,
  adminBookingDetailSchema,
  adminCommentSchema,
  auditTrailSchema,
  checklistItemSchema,
  staffCredentialsSchema,
  staffMemberListSchema,
  staffSecuritySchema,
  staffSessionListSchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
  STAFF_SECOND_FACTORS,
  STAFF_SESSION_METHODS,
  type StaffInvite,
  type StaffLogin,
  type StaffPasswordChange,
} from '@vip/contracts/schemas';
import { ADMIN_STATUSES, STAFF_ROLES } from '@vip/contracts/vocabulary';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { adminKeys } from '../auth/api';
import { fetchBookingDetail } from '../booking-detail/api';
import { COLUMN_PAGE_SIZE, changeStatus, fetchColumnPage, fetchSummary } from '../dashboard/api';
import { securityKeys } from '../security/api';
import { staffKeys } from '../staff/api';
import { assignOwner, fetchColleagues } from '../owners/api';
import {
  CASE_ID,
  CSRF_TOKEN,
  INSTANT,
  adminBooking,
  bookingDetail,
  bookingPath,
  comment,
  oneOf,
  ownerPath,
  requestId,
  statusPath,
  unsafeHeaders,
} from './pact-bodies';

const { boolean, eachLike, integer, like, regex, uuid } = MatchersV3;

const output = pactOutput('mfe-admin', 'svc-ops');
const ops = new PactV4({ consumer: 'mfe-admin', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

/** The staff account svc-ops' verification starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
const LOGIN: StaffLogin = { email: 'ops.lead@example.com', password: 'a-long-and-secret-password' };

const SESSION_PATH = adminKeys.session[0];
const PASSWORD_PATH = adminKeys.password[0];

const session = {
  user: {
    id: uuid('5d4c3b2a-1908-4776-8554-433221100fed'),
    email: like(LOGIN.email),
    name: like('Ops Lead'),
    role: regex(oneOf(STAFF_ROLES), 'admin'),
  },
  csrfToken: like('Yq3c1l0p2x9w8v7u6t5s4r3q2p1o0n9m8l7k6j5i4h3'),
  // What the back office shows or hides; each one a permission it knows. The bootstrap admin has them all.
  permissions: eachLike(regex(oneOf(STAFF_PERMISSION_NAMES), 'bookings.view')),
  // The bootstrap admin's password is not a temporary one, so the pages are shown, not the password change.
  mustChangePassword: false,
};

/** A staff account as the staff page lists it. */
function staffMember(email: string, name: string, role: 'admin' | 'agent') {
  return {
    id: uuid('5d4c3b2a-1908-4776-8554-433221100fed'),
    email: like(email),
    name: like(name),
    role: regex(oneOf(STAFF_ROLES), role),
    active: boolean(true),
    lastLoginAt: regex(INSTANT, '2030-06-01T08:00:00.000Z'),
    createdAt: regex(INSTANT, '2030-05-01T08:00:00.000Z'),
    secondFactors: like([]),
    activeSessions: integer(0),
  };
}

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
          const current = await apiRequest('GET', server.url + SESSION_PATH, {
            on401: 'returnNull',
            schema: staffSessionSchema.nullable(),
          });
          expect(current?.user.name).toBe('Ops Lead');
          expect(current?.csrfToken).toBeTruthy();
          expect(current?.permissions).toContain('bookings.view');
          expect(current?.mustChangePassword).toBe(false);
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
          await expect(
            apiRequest('GET', server.url + SESSION_PATH, {
              on401: 'returnNull',
              schema: staffSessionSchema.nullable(),
            }),
          ).resolves.toBeNull();
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
            .headers({
              'Set-Cookie': regex(
                /^vip_staff_session=[^;]+;.*HttpOnly.*$/,
                'vip_staff_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200',
              ),
            })
            // The verification runs svc-ops with STAFF_SECOND_FACTOR=optional and an admin with no factor yet.
            .jsonBody({ status: 'signed-in', ...session }),
        )
        .executeTest(async (server) => {
          // useSignIn's request.
          const signedIn = await apiRequest('POST', server.url + SESSION_PATH, {
            body: LOGIN,
            schema: staffSignInAnswerSchema,
          });
          if (signedIn.status !== 'signed-in') throw new Error('expected a session');
          expect(signedIn.user.email).toBe(LOGIN.email);
          expect(signedIn.mustChangePassword).toBe(false);
        });
    });

    it('shows the server message when the password is wrong', async () => {
      const wrong = { ...LOGIN, password: 'not-the-password' };
      await ops
        .addInteraction()
        .given('a staff account ops.lead@example.com exists')
        .uponReceiving('a staff sign-in with a wrong password')
        .withRequest('POST', SESSION_PATH, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(wrong))
        .willRespondWith(401, (b) =>
          b.jsonBody({ error: { code: like('INVALID_CREDENTIALS'), message: 'Invalid email or password', requestId } }),
        )
        .executeTest(async (server) => {
          const failure = await apiRequest('POST', server.url + SESSION_PATH, {
            body: wrong,
            schema: staffSessionSchema,
          }).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(401);
          expect((failure as ApiRequestError).userMessage).toBe('Invalid email or password');
        });
    });

    it('shows the field error under the current password when it is not right', async () => {
      const change: StaffPasswordChange = {
        currentPassword: 'not-the-password',
        newPassword: 'a-brand-new-password-2030',
      };
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .uponReceiving('a password change with a wrong current password')
        .withRequest('POST', PASSWORD_PATH, (b) => b.headers(unsafeHeaders).jsonBody(change))
        .willRespondWith(400, (b) =>
          b.jsonBody({
            error: {
              code: 'VALIDATION_FAILED',
              message: like('Your current password is not right'),
              details: {
                fieldErrors: { currentPassword: ['Your current password is not right'] },
                formErrors: like([]),
              },
              requestId,
            },
          }),
        )
        .executeTest(async (server) => {
          // useChangePassword's request.
          const failure = await apiRequest('POST', server.url + PASSWORD_PATH, {
            body: change,
            csrfToken: CSRF_TOKEN,
            schema: staffSessionSchema,
          }).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(400);
          expect((failure as ApiRequestError).body?.error.details).toMatchObject({
            fieldErrors: { currentPassword: ['Your current password is not right'] },
          });
        });
    });
  });

  describe('second factor and the Security page', () => {
    const AGENT: StaffLogin = { email: 'ops.agent@example.com', password: 'the-agents-own-password-2030' };
    const RECOVERY_CODE = 'ABCD-EFGH-JKMN-PQRS';
    const agentSession = {
      ...session,
      user: {
        ...session.user,
        email: like(AGENT.email),
        name: like('Ops Agent'),
        role: regex(oneOf(STAFF_ROLES), 'agent'),
      },
    };

    it('asks for the second factor after the right password of someone who has set one up', async () => {
      await ops
        .addInteraction()
        .given('a staff account ops.agent@example.com with an authenticator app exists')
        .uponReceiving('a staff sign-in with the right password of someone with an authenticator app')
        .withRequest('POST', SESSION_PATH, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(AGENT))
        .willRespondWith(200, (b) =>
          b
            .headers({
              'Set-Cookie': regex(
                /^vip_staff_second_factor=[^;]+;.*HttpOnly.*$/,
                'vip_staff_second_factor=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=600',
              ),
            })
            .jsonBody({
              status: 'second-factor',
              pending: {
                user: { name: like('Ops Agent'), email: like(AGENT.email) },
                csrfToken: like('Zq3c1l0p2x9w8v7u6t5s4r3q2p1o0n9m8l7k6j5i4h3'),
                purpose: 'verify',
                methods: eachLike(regex(oneOf(STAFF_SECOND_FACTORS), 'totp')),
                expiresAt: regex(INSTANT, '2030-06-01T08:10:00.000Z'),
              },
            }),
        )
        .executeTest(async (server) => {
          const answer = await apiRequest('POST', server.url + SESSION_PATH, {
            body: AGENT,
            schema: staffSignInAnswerSchema,
          });
          if (answer.status !== 'second-factor') throw new Error('expected the second factor');
          expect(answer.pending.purpose).toBe('verify');
          expect(answer.pending.methods).toContain('totp');
        });
    });

    it('signs in with a recovery code and receives the session and its cookie', async () => {
      await ops
        .addInteraction()
        .given(`ops.agent@example.com gave the right password and holds the recovery code ${RECOVERY_CODE}`)
        .uponReceiving('a second factor given as a recovery code')
        .withRequest('POST', `${adminKeys.pending[0]}/recovery-code`, (b) =>
          b.headers(unsafeHeaders).jsonBody({ code: RECOVERY_CODE }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({
              // Each of the two: the pending sign-in's cookie cleared, the session's set.
              'Set-Cookie': regex(
                /^vip_staff_(session=[^;]+|second_factor=);.*HttpOnly.*$/,
                'vip_staff_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200',
              ),
            })
            .jsonBody({ status: 'signed-in', ...agentSession }),
        )
        .executeTest(async (server) => {
          // useVerifySecondFactor's recovery-code request (CSRF: the pending sign-in's token).
          const signedIn = await apiRequest('POST', `${server.url}${adminKeys.pending[0]}/recovery-code`, {
            body: { code: RECOVERY_CODE },
            csrfToken: CSRF_TOKEN,
            schema: staffSessionSchema,
          });
          expect(signedIn.user.email).toBe(AGENT.email);
        });
    });

    it("reads one's passkeys, authenticator app and recovery codes left", async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .uponReceiving('a request for the security settings of the signed-in staff member')
        .withRequest('GET', securityKeys.summary[0])
        .willRespondWith(200, (b) =>
          b.jsonBody({
            passkeys: like([]),
            authenticatorApp: null,
            recoveryCodes: { remaining: integer(0), total: integer(0) },
            secondFactorRequired: boolean(false),
          }),
        )
        .executeTest(async (server) => {
          const security = await apiRequest('GET', server.url + securityKeys.summary[0], {
            schema: staffSecuritySchema,
          });
          expect(security.passkeys).toEqual([]);
          expect(security.recoveryCodes.total).toBe(0);
        });
    });

    it("lists one's sessions with device, network, how and when, this one marked", async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .uponReceiving('a request for the sessions of the signed-in staff member')
        .withRequest('GET', securityKeys.sessions[0])
        .willRespondWith(200, (b) =>
          b.jsonBody(
            eachLike({
              id: uuid('7d0c5a4e-1111-4222-8333-00000000000a'),
              device: like('Chrome 131 on macOS'),
              place: like('127.0.0.0/24'),
              method: regex(oneOf(STAFF_SESSION_METHODS), 'password'),
              createdAt: regex(INSTANT, '2030-06-01T08:00:00.000Z'),
              lastSeenAt: regex(INSTANT, '2030-06-01T09:00:00.000Z'),
              current: boolean(true),
            }),
          ),
        )
        .executeTest(async (server) => {
          const sessions = await apiRequest('GET', server.url + securityKeys.sessions[0], {
            schema: staffSessionListSchema,
          });
          expect(sessions.some((s) => s.current)).toBe(true);
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
        .withRequest('GET', '/api/admin/bookings', (b) =>
          b.query({ status: 'inquiry_received', limit: String(COLUMN_PAGE_SIZE) }),
        )
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
            cancelled: integer(0),
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
          b
            .headers({ 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN })
            .jsonBody({ adminStatus: 'confirmation_sent' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ...adminBooking('confirmation_sent', 'VIP-12345-FCO'),
            referenceCode: 'VIP-12345-FCO',
            version: integer(2),
          }),
        )
        .executeTest(async (server) => {
          const moved = await changeStatus(CASE_ID, 'confirmation_sent', CSRF_TOKEN, server.url);
          expect(moved).toMatchObject({ referenceCode: 'VIP-12345-FCO', adminStatus: 'confirmation_sent' });
        });
    });

    it('lists the colleagues a booking may be assigned to, with their initials', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .uponReceiving('a request for the colleagues a booking may be assigned to')
        .withRequest('GET', '/api/admin/bookings/owners')
        .willRespondWith(200, (b) =>
          b.jsonBody(
            eachLike({
              id: uuid('5d4c3b2a-1908-4776-8554-433221100fed'),
              name: like('Ops Lead'),
              initials: regex(/^[A-Z?]{1,2}$/, 'OL'),
            }),
          ),
        )
        .executeTest(async (server) => {
          const colleagues = await fetchColleagues(server.url);
          expect(colleagues[0]).toMatchObject({ name: 'Ops Lead', initials: 'OL' });
        });
    });

    it('leaves a booking unassigned and gets the updated card', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-12345-FCO awaits in inquiry_received')
        .uponReceiving('an owner change of booking VIP-12345-FCO to nobody with the CSRF token')
        .withRequest('PUT', ownerPath, (b) => b.headers(unsafeHeaders).jsonBody({ staffId: null }))
        .willRespondWith(200, (b) =>
          b.jsonBody({ ...adminBooking('inquiry_received', 'VIP-12345-FCO'), referenceCode: 'VIP-12345-FCO' }),
        )
        .executeTest(async (server) => {
          const card = await assignOwner(CASE_ID, null, CSRF_TOKEN, server.url);
          expect(card).toMatchObject({ referenceCode: 'VIP-12345-FCO', owner: null });
        });
    });

    it('is refused a move without a CSRF token', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-12345-FCO awaits in inquiry_received')
        .uponReceiving('a move of booking VIP-12345-FCO without a CSRF token')
        .withRequest('PATCH', statusPath, (b) =>
          b.headers({ 'Content-Type': 'application/json' }).jsonBody({ adminStatus: 'confirmation_sent' }),
        )
        .willRespondWith(403, (b) =>
          b.jsonBody({
            error: { code: 'CSRF_TOKEN_INVALID', message: like('Missing or invalid CSRF token'), requestId },
          }),
        )
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
          b
            .headers({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'wrong' })
            .jsonBody({ adminStatus: 'confirmation_sent' }),
        )
        .willRespondWith(403, (b) =>
          b.jsonBody({
            error: { code: 'CSRF_TOKEN_INVALID', message: like('Missing or invalid CSRF token'), requestId },
          }),
        )
        .executeTest(async (server) => {
          const failure = await changeStatus(CASE_ID, 'confirmation_sent', 'wrong', server.url).catch(
            (e: unknown) => e,
          );
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(403);
          expect((failure as ApiRequestError).code).toBe('CSRF_TOKEN_INVALID');
        });
    });
  });

  describe('booking detail modal', () => {
    it('loads the detail of a booking: checklist, comments, price breakdown and version', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-40001-FCO, made by a travel agent, has internal notes and a staff comment')
        .uponReceiving('a request for the detail of booking VIP-40001-FCO')
        .withRequest('GET', bookingPath())
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ...bookingDetail('inquiry_received', 'VIP-40001-FCO'),
            referenceCode: 'VIP-40001-FCO',
            version: integer(2),
            // The traveller's language, which the modal shows.
            locale: regex(new RegExp(`^(${LOCALES.join('|')})$`), 'fr'),
          }),
        )
        .executeTest(async (server) => {
          const detail = await fetchBookingDetail(CASE_ID, server.url);
          expect(detail.referenceCode).toBe('VIP-40001-FCO');
          expect(detail.checklist.map((i) => i.itemType)).toEqual([...CHECKLIST_ITEMS]);
          expect(detail.comments[0]!.createdBy).toBe('Ops Lead');
          expect(detail.locale).toBe('fr');
        });
    });

    it('loads the audit trail of a booking', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('booking VIP-40002-FCO had its cancellation policy changed to 72 hours')
        .uponReceiving('a request for the audit trail of booking VIP-40002-FCO')
        .withRequest('GET', bookingPath('/audit'))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            eachLike({
              id: uuid('3d5f7b9c-1e2a-4b4c-9d6e-8f0a1b2c3d4e'),
              at: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
              actor: { id: uuid('5d4c3b2a-1908-4776-8554-433221100fed'), name: like('Ops Lead') },
              action: like('cancellation_policy_changed'),
              changes: like({ cancellationPolicyHours: { from: 48, to: 72 } }),
            }),
          ),
        )
        .executeTest(async (server) => {
          // useAuditTrail's request.
          const trail = await apiRequest(
            'GET',
            `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/audit`,
            { schema: auditTrailSchema },
          );
          expect(trail[0]!.actor.name).toBe('Ops Lead');
        });
    });

    const edit = { version: 1, internalNotes: 'Client prefers WhatsApp', escalationFlag: true };

    it('saves internal notes and the escalation flag with the version it loaded and gets the new detail', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a booking made by a travel agent has just arrived (version 1)')
        .uponReceiving('a save of internal notes and the escalation flag at the current version')
        .withRequest('PATCH', bookingPath(), (b) => b.headers(unsafeHeaders).jsonBody(edit))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ...bookingDetail('inquiry_received', 'VIP-30001-FCO', {
              internalNotes: 'Client prefers WhatsApp',
              comments: [],
              version: integer(2),
            }),
            escalationFlag: true,
          }),
        )
        .executeTest(async (server) => {
          // useDetailMutations().save's request.
          const saved = await apiRequest('PATCH', `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}`, {
            body: edit,
            csrfToken: CSRF_TOKEN,
            schema: adminBookingDetailSchema,
          });
          expect(saved).toMatchObject({ internalNotes: 'Client prefers WhatsApp', escalationFlag: true, version: 2 });
        });
    });

    it('is refused a save made on a stale version, which the modal reports as a conflict', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a booking made by a travel agent was moved by someone else since version 1')
        .uponReceiving('a save of internal notes and the escalation flag at a stale version')
        .withRequest('PATCH', bookingPath(), (b) => b.headers(unsafeHeaders).jsonBody(edit))
        .willRespondWith(409, (b) =>
          b.jsonBody({
            error: {
              code: 'VERSION_CONFLICT',
              message: like(
                'Someone else changed this booking while you were editing. Reload it to see their changes.',
              ),
              requestId,
            },
          }),
        )
        .executeTest(async (server) => {
          const failure = await apiRequest('PATCH', `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}`, {
            body: edit,
            csrfToken: CSRF_TOKEN,
            schema: adminBookingDetailSchema,
          }).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(ApiRequestError);
          expect((failure as ApiRequestError).status).toBe(409);
          expect((failure as ApiRequestError).code).toBe('VERSION_CONFLICT');
        });
    });

    it('sets the cancellation policy and gets the new detail', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a booking made by a travel agent has just arrived (version 1)')
        .uponReceiving('a change of the cancellation policy to 72 hours')
        .withRequest('PATCH', bookingPath('/cancellation-policy'), (b) =>
          b.headers(unsafeHeaders).jsonBody({ cancellationPolicyHours: 72 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            bookingDetail('inquiry_received', 'VIP-30001-FCO', {
              internalNotes: null,
              comments: [],
              cancellationPolicyHours: 72,
              version: integer(2),
            }),
          ),
        )
        .executeTest(async (server) => {
          // useDetailMutations().cancellationPolicy's request.
          const detail = await apiRequest(
            'PATCH',
            `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/cancellation-policy`,
            {
              body: { cancellationPolicyHours: 72 },
              csrfToken: CSRF_TOKEN,
              schema: adminBookingDetailSchema,
            },
          );
          expect(detail.cancellationPolicyHours).toBe(72);
        });
    });

    it('ticks a checklist item and gets the item with who ticked it and when', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a booking made by a travel agent has just arrived (version 1)')
        .uponReceiving('a tick of the driver_info_requested checklist item')
        .withRequest('PUT', bookingPath('/checklist/driver_info_requested'), (b) =>
          b.headers(unsafeHeaders).jsonBody({ isCompleted: true }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            itemType: 'driver_info_requested',
            isCompleted: true,
            derived: false,
            completedAt: regex(INSTANT, '2030-06-02T09:15:00.000Z'),
            completedBy: like('Ops Lead'),
            notes: null,
          }),
        )
        .executeTest(async (server) => {
          // useDetailMutations().checklist's request.
          const item = await apiRequest(
            'PUT',
            `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/checklist/driver_info_requested`,
            {
              body: { isCompleted: true },
              csrfToken: CSRF_TOKEN,
              schema: checklistItemSchema,
            },
          );
          expect(item).toMatchObject({ itemType: 'driver_info_requested', isCompleted: true, completedBy: 'Ops Lead' });
        });
    });

    it("ticks an item of a chauffeur transfer's own checklist", async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a standalone chauffeur transfer at JFK has just been created')
        .uponReceiving("a tick of the vendor_confirmation_sent item of a chauffeur transfer's checklist")
        .withRequest('PUT', bookingPath('/checklist/vendor_confirmation_sent'), (b) =>
          b.headers(unsafeHeaders).jsonBody({ isCompleted: true }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            itemType: 'vendor_confirmation_sent',
            isCompleted: true,
            derived: false,
            completedAt: regex(INSTANT, '2030-06-02T09:15:00.000Z'),
            completedBy: like('Ops Lead'),
            notes: null,
          }),
        )
        .executeTest(async (server) => {
          // useDetailMutations().checklist's request, from a transfer's Checklist tab.
          const item = await apiRequest(
            'PUT',
            `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/checklist/vendor_confirmation_sent`,
            {
              body: { isCompleted: true },
              csrfToken: CSRF_TOKEN,
              schema: checklistItemSchema,
            },
          );
          expect(item).toMatchObject({ itemType: 'vendor_confirmation_sent', isCompleted: true });
        });
    });

    it('adds a comment', async () => {
      const body = { comment: 'Called the client, all set' };
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('a booking made by a travel agent has just arrived (version 1)')
        .uponReceiving('a new staff comment on a booking')
        .withRequest('POST', bookingPath('/comments'), (b) => b.headers(unsafeHeaders).jsonBody(body))
        .willRespondWith(201, (b) => b.jsonBody({ ...comment, comment: 'Called the client, all set' }))
        .executeTest(async (server) => {
          // useDetailMutations().comment's request.
          const added = await apiRequest(
            'POST',
            `${server.url}/api/admin/bookings/${encodeURIComponent(CASE_ID)}/comments`,
            {
              body,
              csrfToken: CSRF_TOKEN,
              schema: adminCommentSchema,
            },
          );
          expect(added).toMatchObject({ comment: body.comment, createdBy: 'Ops Lead' });
        });
    });
  });

  describe('staff page', () => {
    const STAFF_PATH = staffKeys.list[0];

    it('lists the staff accounts for an admin', async () => {
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('ops.lead@example.com is the only staff account')
        .uponReceiving('a request for the staff accounts')
        .withRequest('GET', STAFF_PATH)
        .willRespondWith(200, (b) => b.jsonBody(eachLike(staffMember(LOGIN.email, 'Ops Lead', 'admin'))))
        .executeTest(async (server) => {
          // useStaffList's request.
          const staff = await apiRequest('GET', server.url + STAFF_PATH, { schema: staffMemberListSchema });
          expect(staff[0]).toMatchObject({ email: LOGIN.email, role: 'admin', active: true });
        });
    });

    it('invites a colleague and gets the account with its one-time temporary password', async () => {
      const invite: StaffInvite = { email: 'new.agent@example.com', name: 'New Agent', role: 'agent' };
      await ops
        .addInteraction()
        .given('a staff member is signed in')
        .given('no staff account new.agent@example.com exists')
        .uponReceiving('an invite of new.agent@example.com as an agent')
        .withRequest('POST', STAFF_PATH, (b) => b.headers(unsafeHeaders).jsonBody(invite))
        .willRespondWith(201, (b) =>
          b.jsonBody({
            user: {
              ...staffMember(invite.email, invite.name, 'agent'),
              role: 'agent',
              active: true,
              lastLoginAt: null,
            },
            temporaryPassword: regex(/^\S{16,}$/, 'q1W2e3R4t5Y6u7I8o9P0a1S2'),
          }),
        )
        .executeTest(async (server) => {
          // useStaffMutations().invite's request.
          const created = await apiRequest('POST', server.url + STAFF_PATH, {
            body: invite,
            csrfToken: CSRF_TOKEN,
            schema: staffCredentialsSchema,
          });
          expect(created.user).toMatchObject({ email: invite.email, role: 'agent', active: true, lastLoginAt: null });
          expect(created.temporaryPassword.length).toBeGreaterThanOrEqual(16);
        });
    });
  });
});

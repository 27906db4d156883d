/**
 * @jest-environment node
 */
// Consumer contract of the back office's staff page (/admin/staff) with svc-ops: every call it makes, through the
// functions its hooks use (staff/api.ts staffCalls) with the pact's URL as base. Session and CSRF token as in
// ops.pact.spec.ts; the signed-in member is an admin (staff.manage).
//
// The provider states svc-ops' verification sets up:
// - 'staff member Olive Agent (olive.agent@example.com, agent) has never signed in': active, no second factor, no
//   session, never signed in → { id };
// - 'no staff account olive.new@example.com exists'.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { STAFF_ROLES } from '@vip/contracts/vocabulary';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { staffCalls } from '../staff/api';
import { CSRF_TOKEN, INSTANT, oneOf } from './pact-bodies';

const { arrayContaining, fromProviderState, integer, like, regex, uuid } = MatchersV3;

const CONSUMER = 'mfe-admin-staff';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const SIGNED_IN = 'a staff member is signed in';
const OLIVE = 'staff member Olive Agent (olive.agent@example.com, agent) has never signed in';
const OLIVE_ID = '3d4e5f60-7182-4c9d-8eaf-2a3b4c5d6e7f';
const writer = (baseUrl: string) => ({ csrfToken: CSRF_TOKEN, baseUrl });
const jsonHeaders = { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN };
const csrfOnly = { 'X-CSRF-Token': CSRF_TOKEN };

const olivePath = (suffix = '') =>
  fromProviderState(`/api/admin/staff/\${id}${suffix}`, `/api/admin/staff/${OLIVE_ID}${suffix}`);

/** A member who has never signed in and has set up no second factor, as the states make them. */
function member(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(OLIVE_ID),
    email: like('olive.agent@example.com'),
    name: like('Olive Agent'),
    role: regex(oneOf(STAFF_ROLES), 'agent'),
    active: true,
    lastLoginAt: null,
    createdAt: regex(INSTANT, '2030-06-01T09:00:00.000Z'),
    secondFactors: [],
    activeSessions: integer(0),
    ...overrides,
  };
}

describe('mfe-admin-staff → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  it('lists the staff accounts, a member who never signed in among them', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OLIVE)
      .uponReceiving('the list of staff accounts')
      .withRequest('GET', '/api/admin/staff')
      .willRespondWith(200, (b) => b.jsonBody(arrayContaining(member())))
      .executeTest(async (server) => {
        const list = await staffCalls.list(server.url);
        expect(list).toContainEqual(expect.objectContaining({ name: 'Olive Agent', lastLoginAt: null }));
      });
  });

  it('invites a colleague: the account and its temporary password, shown once', async () => {
    const invite = { email: 'olive.new@example.com', name: 'Olive New', role: 'catalog' as const };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('no staff account olive.new@example.com exists')
      .uponReceiving('an invitation of a staff member')
      .withRequest('POST', '/api/admin/staff', (b) => b.headers(jsonHeaders).jsonBody(invite))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          user: member({
            id: uuid(),
            email: 'olive.new@example.com',
            name: 'Olive New',
            role: 'catalog',
          }),
          temporaryPassword: regex(/^\S{16,}$/, 'tmp-4f9a2c7e1b3d5f80'),
        }),
      )
      .executeTest(async (server) => {
        const made = await staffCalls.invite(invite, writer(server.url));
        expect(made.user).toMatchObject({ email: 'olive.new@example.com', role: 'catalog' });
        expect(made.temporaryPassword.length).toBeGreaterThanOrEqual(16);
      });
  });

  it('renames a member, changes the role and disables the account, each answering the member', async () => {
    for (const [what, change, changed] of [
      ['a rename of a staff member', { name: 'Olive Agent-Smith' }, { name: 'Olive Agent-Smith' }],
      ['a role change of a staff member', { role: 'admin' }, { role: 'admin' }],
      ['the disabling of a staff account', { active: false }, { active: false }],
    ] as const) {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(OLIVE)
        .uponReceiving(what)
        .withRequest('PATCH', olivePath(), (b) => b.headers(jsonHeaders).jsonBody(change))
        .willRespondWith(200, (b) => b.jsonBody(member(changed)))
        .executeTest(async (server) => {
          const saved = await staffCalls.update(OLIVE_ID, change, writer(server.url));
          expect(saved).toMatchObject(changed);
        });
    }
  });

  it("resets a member's second factors and password, and ends their sessions", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OLIVE)
      .uponReceiving("a reset of a staff member's second factors")
      .withRequest('POST', olivePath('/reset-second-factor'), (b) => b.headers(csrfOnly))
      .willRespondWith(200, (b) => b.jsonBody(member()))
      .executeTest(async (server) => {
        expect((await staffCalls.resetSecondFactor(OLIVE_ID, writer(server.url))).secondFactors).toEqual([]);
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OLIVE)
      .uponReceiving("a reset of a staff member's password")
      .withRequest('POST', olivePath('/reset-password'), (b) => b.headers(csrfOnly))
      .willRespondWith(200, (b) =>
        b.jsonBody({ user: member(), temporaryPassword: regex(/^\S{16,}$/, 'tmp-4f9a2c7e1b3d5f80') }),
      )
      .executeTest(async (server) => {
        expect((await staffCalls.resetPassword(OLIVE_ID, writer(server.url))).user.id).toBe(OLIVE_ID);
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OLIVE)
      .uponReceiving("the end of a staff member's sessions")
      .withRequest('DELETE', olivePath('/sessions'), (b) => b.headers(csrfOnly))
      .willRespondWith(200, (b) => b.jsonBody({ ended: integer(0) }))
      .executeTest(async (server) => {
        expect(await staffCalls.endSessions(OLIVE_ID, writer(server.url))).toEqual({ ended: 0 });
      });
  });
});

/**
 * @jest-environment node
 */
// Consumer contract of the catalog team's screens with svc-ops' token route: a short-lived token for svc-catalog
// from the staff session (requestStaffToken in catalog-admin/common/staff-token.ts, which StaffTokenSource calls).
// The session cookie and CSRF token are supplied by svc-ops' verification for 'a staff member is signed in', as
// for mfe-admin's pacts: this test sends CSRF_TOKEN where the screens send the session's.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { STAFF_TOKEN_TTL_SECONDS } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { STAFF_TOKEN_PATH, requestStaffToken } from '@vip/ui';

const { integer, like, regex } = MatchersV3;

const CONSUMER = 'mfe-airports-catalog-admin';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

/** What svc-ops' verification replaces with the signed-in session's CSRF token. */
const CSRF_TOKEN = 'csrf-token-of-the-signed-in-session';
const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN, Accept: 'application/json' };

describe('mfe-airports (catalog team) → svc-ops: staff tokens', () => {
  afterAll(() => assertPactCommitted(output));

  it('gets a short-lived Bearer token for svc-catalog from the staff session', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .uponReceiving('a request for a staff token for svc-catalog')
      .withRequest('POST', STAFF_TOKEN_PATH, (b) => b.headers(headers).jsonBody({ audience: 'svc-catalog' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          token: regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'),
          tokenType: 'Bearer',
          audience: 'svc-catalog',
          expiresAt: regex(
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
            '2030-06-01T12:05:00.000Z',
          ),
          expiresIn: integer(STAFF_TOKEN_TTL_SECONDS),
        }),
      )
      .executeTest(async (server) => {
        const token = await requestStaffToken('svc-catalog', CSRF_TOKEN, server.url);
        expect(token.tokenType).toBe('Bearer');
        expect(token.expiresIn).toBeGreaterThan(0);
      });
  });

  it('is refused with 401 once the session has ended (the screens then send staff to the sign-in)', async () => {
    await pact
      .addInteraction()
      .given('no staff member is signed in')
      .uponReceiving('a request for a staff token without a session')
      .withRequest('POST', STAFF_TOKEN_PATH, (b) => b.headers(headers).jsonBody({ audience: 'svc-catalog' }))
      .willRespondWith(401, (b) =>
        b.jsonBody({
          error: { code: 'UNAUTHENTICATED', message: like('Sign in to continue'), requestId: like('r-1') },
        }),
      )
      .executeTest(async (server) => {
        const error = (await requestStaffToken('svc-catalog', CSRF_TOKEN, server.url).catch(
          (e: unknown) => e,
        )) as ApiRequestError;
        expect(error.status).toBe(401);
      });
  });
});

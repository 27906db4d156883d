/**
 * @jest-environment node
 */
// Consumer contract of the back office's test screens with svc-ops (/test-payment, /test-webhook), through
// the functions the screens use (test-screens/api.ts). Session and CSRF token as in ops.pact.spec.ts. Both
// answer 200 whatever the outside system said (ok true or false): the screen shows success or failure.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { testPaymentProvider, testScreenPaths, testTrackingWebhook } from '../test-screens/api';

const { boolean, like, regex } = MatchersV3;

const output = pactOutput('mfe-admin-test-screens', 'svc-ops');
const pact = new PactV4({ consumer: 'mfe-admin-test-screens', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const CSRF_TOKEN = 'csrf-token-of-the-signed-in-session';
const SIGNED_IN = 'a staff member is signed in';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const unsafeHeaders = { 'X-CSRF-Token': CSRF_TOKEN };

describe('mfe-admin test screens → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  it('checks the payment provider in use', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a payment provider test')
      .withRequest('POST', testScreenPaths.payment, (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          provider: regex(/^(square|manual)$/, 'square'),
          ok: boolean(true),
          message: like('Square answers: location Main (L1) is active, in USD'),
          testedAt: regex(INSTANT, '2030-06-02T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const result = await testPaymentProvider(CSRF_TOKEN, server.url);
        expect(typeof result.ok).toBe('boolean');
        expect(result.message.length).toBeGreaterThan(0);
      });
  });

  it('sends a sample reservation to the tracking web hook', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a tracking web hook test')
      .withRequest('POST', testScreenPaths.webhook, (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) =>
        // svc-ops verifies without a web hook configured: the test says so (ok false, no host, nothing sent).
        b.jsonBody({
          ok: boolean(false),
          message: like(
            'No tracking web hook is configured (TRACKING_WEBHOOK_URL): searches and reservations are not forwarded',
          ),
          host: null,
          sample: null,
          testedAt: regex(INSTANT, '2030-06-02T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const result = await testTrackingWebhook(CSRF_TOKEN, server.url);
        expect(result.ok).toBe(false);
      });
  });
});

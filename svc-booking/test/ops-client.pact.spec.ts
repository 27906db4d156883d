// Consumer contract of svc-booking with svc-ops' internal API for partner bookings: the calls OpsClient makes when a
// partner cancels a booking (svc-ops runs the staff cancellation with the partner as actor) or moves a sandbox booking,
// with the service token, and the parts of the answers svc-booking relies on. svc-ops verifies the pact against its
// real service and database: its provider states open the case from a partner's booking.requested and return the
// booking's and the partner's ids, and a request filter swaps the placeholder token for the one it runs with.
// Named 'svc-booking-ops-client' so it never shares a file with svc-booking's message pact with svc-ops.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput, placeholderCaller } from '@vip/platform/testing';
import { OPS_UNAVAILABLE_MESSAGE, OpsClient } from '../src/ops/ops.client';

const { fromProviderState, integer, like, regex } = MatchersV3;

const CONSUMER = 'svc-booking-ops-client';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

/** Stands for the token svc-booking's key signs for svc-ops; svc-ops' verification swaps it for one signed so. */
const TOKEN = 'placeholder-internal-api-token-of-svc-booking';
const WRONG_TOKEN = 'not-the-internal-api-token-0123456789abcdef';
const BOOKING_ID = '4d1e7c2f-6a3b-4c8d-9e0f-2b3c4d5e6f70';
const PARTNER_ID = '5e2f8d3a-7b4c-4d9e-8f01-3c4d5e6f7081';
const UNKNOWN_BOOKING_ID = '7d0c5a4e-1111-4222-8333-444455556666';
const PARTNER_BOOKING =
  "a partner's live booking opened from booking.requested (FCO standard arrival, 545 USD, service 19 days ahead: free to cancel)";
const SANDBOX_BOOKING = "a partner's sandbox booking opened from booking.requested (FCO standard arrival, requested)";
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const path = (suffix: string) =>
  fromProviderState(
    `/internal/partner-bookings/\${bookingId}/${suffix}`,
    `/internal/partner-bookings/${BOOKING_ID}/${suffix}`,
  );
const partnerId = fromProviderState('${partnerId}', PARTNER_ID);
const errorBody = (code: string, message: string) => ({
  error: { code: like(code), message: like(message), requestId: like('8f0c2c1e-0000-4000-8000-000000000000') },
});

/** One attempt, no waiting: a contract test must see the first answer. */
const clientFor = (baseUrl: string, token: string = TOKEN) =>
  new OpsClient({ baseUrl, caller: placeholderCaller(token), timeoutMs: 5_000, caseOpeningPausesMs: [] });

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error('Expected the call to fail');
}

describe("svc-booking → svc-ops (internal API for partners' bookings)", () => {
  afterAll(() => assertPactCommitted(output));

  it('cancels a partner booking with the confirmed charge and gets the cancellation back', async () => {
    await pact
      .addInteraction()
      .given(PARTNER_BOOKING)
      .uponReceiving("a partner's cancellation of its booking, free of charge")
      .withRequest('POST', path('cancel'), (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({
          partnerId,
          partnerName: 'Acme Travel',
          chargePercent: 0,
          reason: 'The traveller changed their plans.',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          cancelledAt: regex(ISO_INSTANT, '2030-06-01T12:00:00.000Z'),
          chargePercent: 0,
          chargeCents: integer(0),
        }),
      )
      .executeTest(async (mock) => {
        const cancelled = await clientFor(mock.url).cancelPartnerBooking(BOOKING_ID, {
          partnerId: PARTNER_ID,
          partnerName: 'Acme Travel',
          chargePercent: 0,
          reason: 'The traveller changed their plans.',
        });
        expect(cancelled).toEqual({ cancelledAt: '2030-06-01T12:00:00.000Z', chargePercent: 0, chargeCents: 0 });
      });
  });

  it("passes svc-ops' 409 on when the charge is not the policy's", async () => {
    await pact
      .addInteraction()
      .given(PARTNER_BOOKING)
      .uponReceiving("a partner's cancellation with a charge the policy does not give")
      .withRequest('POST', path('cancel'), (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({
          partnerId,
          partnerName: 'Acme Travel',
          chargePercent: 50,
          reason: 'The traveller changed their plans.',
        }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(
            'CANCELLATION_CHARGE_CHANGED',
            'The cancellation charge is now 0%. Free cancellation up to 48 hours before service. Review it and confirm again.',
          ),
        ),
      )
      .executeTest(async (mock) => {
        const refused = await failureOf(
          clientFor(mock.url).cancelPartnerBooking(BOOKING_ID, {
            partnerId: PARTNER_ID,
            partnerName: 'Acme Travel',
            chargePercent: 50,
            reason: 'The traveller changed their plans.',
          }),
        );
        expect(refused).toMatchObject({ status: 409, code: 'CANCELLATION_CHARGE_CHANGED' });
      });
  });

  it("takes svc-ops' 404 (the case not opened yet, once it has waited) for a 503 that changed nothing", async () => {
    await pact
      .addInteraction()
      .given(PARTNER_BOOKING)
      .uponReceiving("a partner's cancellation of a booking svc-ops does not know")
      .withRequest('POST', `/internal/partner-bookings/${UNKNOWN_BOOKING_ID}/cancel`, (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({
          partnerId,
          partnerName: 'Acme Travel',
          chargePercent: 0,
          reason: 'The traveller changed their plans.',
        }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('CASE_NOT_FOUND', 'Booking not found')))
      .executeTest(async (mock) => {
        const refused = await failureOf(
          clientFor(mock.url).cancelPartnerBooking(UNKNOWN_BOOKING_ID, {
            partnerId: PARTNER_ID,
            partnerName: 'Acme Travel',
            chargePercent: 0,
            reason: 'The traveller changed their plans.',
          }),
        );
        expect(refused).toMatchObject({ status: 503, code: 'OPS_UNAVAILABLE', message: OPS_UNAVAILABLE_MESSAGE });
      });
  });

  it('moves a sandbox booking to confirmed', async () => {
    await pact
      .addInteraction()
      .given(SANDBOX_BOOKING)
      .uponReceiving('a move of a sandbox booking to confirmed')
      .withRequest('POST', path('sandbox-status'), (b) =>
        b.headers({ Authorization: `Bearer ${TOKEN}` }).jsonBody({ status: 'confirmed', partnerId }),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        await expect(
          clientFor(mock.url).moveSandboxBooking(BOOKING_ID, { status: 'confirmed', partnerId: PARTNER_ID }),
        ).resolves.toBeUndefined();
      });
  });

  it('answers a wrong service token with 401, which the partner sees as a 503 that changed nothing', async () => {
    await pact
      .addInteraction()
      .given(SANDBOX_BOOKING)
      .uponReceiving('a move of a sandbox booking with a wrong service token')
      .withRequest('POST', path('sandbox-status'), (b) =>
        b.headers({ Authorization: `Bearer ${WRONG_TOKEN}` }).jsonBody({ status: 'confirmed', partnerId }),
      )
      .willRespondWith(401, (b) => b.jsonBody(errorBody('SERVICE_TOKEN_INVALID', 'A valid service token is required')))
      .executeTest(async (mock) => {
        const refused = await failureOf(
          clientFor(mock.url, WRONG_TOKEN).moveSandboxBooking(BOOKING_ID, {
            status: 'confirmed',
            partnerId: PARTNER_ID,
          }),
        );
        expect(refused).toMatchObject({ status: 503, code: 'OPS_UNAVAILABLE', message: OPS_UNAVAILABLE_MESSAGE });
      });
  });
});

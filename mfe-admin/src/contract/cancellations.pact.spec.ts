/**
 * @jest-environment node
 */
// Consumer contract of the back office's cancellation calls with svc-ops (cancellations/api.ts): what
// cancelling would cost, shown before staff confirm, and the cancellation itself. The hooks take no base
// URL, so this test calls apiRequest with their method, path, options and schema. The session cookie and
// CSRF token are supplied by svc-ops' verification, as in ops.pact.spec.ts.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import {
  CANCELLATION_INVOICE_OUTCOMES,
  adminBookingDetailSchema,
  cancellationQuoteSchema,
} from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  CASE_ID,
  CSRF_TOKEN,
  INSTANT,
  bookingDetail,
  bookingPath,
  oneOf,
  requestId,
  unsafeHeaders,
} from './pact-bodies';

const { integer, like, number, regex } = MatchersV3;

const CONSUMER = 'mfe-admin-cancellations';
const output = pactOutput(CONSUMER, 'svc-ops');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const path = (suffix: string) => `/api/admin/bookings/${CASE_ID}${suffix}`;

describe('mfe-admin → svc-ops: cancellations', () => {
  afterAll(() => assertPactCommitted(output));

  it('reads what cancelling would cost: the policy, its charge, the invoice and who to tell', async () => {
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a request for the cancellation charge of a booking far from its service')
      .withRequest('GET', bookingPath('/cancellation'))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          hoursBeforeService: number(1176),
          policyHours: integer(48),
          chargePercent: integer(0),
          charge: number(0),
          totalPrice: number(605),
          rule: like('Free cancellation up to 48 hours before service.'),
          invoice: { status: null, outcome: 'none' },
          notify: [],
        }),
      )
      .executeTest(async (server) => {
        const quote = await apiRequest('GET', `${server.url}${path('/cancellation')}`, {
          schema: cancellationQuoteSchema,
        });
        expect(quote).toMatchObject({ chargePercent: 0, invoice: { outcome: 'none' }, notify: [] });
      });
  });

  it('cancels with the reason and the charge staff confirmed, and gets the cancelled booking', async () => {
    const body = { version: 1, reason: 'Client changed plans', chargePercent: 0 };
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a cancellation of a booking far from its service, with the CSRF token')
      .withRequest('POST', bookingPath('/cancel'), (b) => b.headers(unsafeHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...bookingDetail('inquiry_received', 'VIP-30001-FCO', {
            internalNotes: null,
            comments: [],
            version: integer(2),
          }),
          cancelledAt: regex(INSTANT, '2030-05-01T12:00:00.000Z'),
          cancellation: {
            cancelledAt: regex(INSTANT, '2030-05-01T12:00:00.000Z'),
            cancelledBy: like('Ops Lead'),
            reason: 'Client changed plans',
            chargePercent: 0,
            charge: number(0),
            hoursBeforeService: number(1176),
            invoiceOutcome: regex(oneOf(CANCELLATION_INVOICE_OUTCOMES), 'none'),
            notify: [],
          },
        }),
      )
      .executeTest(async (server) => {
        const detail = await apiRequest('POST', `${server.url}${path('/cancel')}`, {
          body,
          csrfToken: CSRF_TOKEN,
          schema: adminBookingDetailSchema,
        });
        expect(detail.cancellation).toMatchObject({ reason: 'Client changed plans', chargePercent: 0 });
        expect(detail.cancelledAt).not.toBeNull();
      });
  });

  it('is told when the charge moved since the dialog showed it', async () => {
    const body = { version: 1, reason: 'Client changed plans', chargePercent: 50 };
    await pact
      .addInteraction()
      .given('a staff member is signed in')
      .given('a booking made by a travel agent has just arrived (version 1)')
      .uponReceiving('a cancellation with a charge the policy no longer implies')
      .withRequest('POST', bookingPath('/cancel'), (b) => b.headers(unsafeHeaders).jsonBody(body))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: {
            code: 'CANCELLATION_CHARGE_CHANGED',
            message: like(
              'The cancellation charge is now 0%. Free cancellation up to 48 hours before service. Review it and confirm again.',
            ),
            details: { chargePercent: integer(0) },
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const failure = await apiRequest('POST', `${server.url}${path('/cancel')}`, {
          body,
          csrfToken: CSRF_TOKEN,
          schema: adminBookingDetailSchema,
        }).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).code).toBe('CANCELLATION_CHARGE_CHANGED');
      });
  });
});

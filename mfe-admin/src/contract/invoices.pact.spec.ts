/**
 * @jest-environment node
 */
// Consumer contract of the back office's invoice tab with svc-ops: the provider question and the five
// invoice calls, through the same functions the tab's hooks use (fetchInvoiceProvider, postInvoiceAction in
// invoices/api.ts), and the parts of the answers the tab relies on. The session cookie and the CSRF token
// are handled as in ops.pact.spec.ts: svc-ops' verification signs in for 'a staff member is signed in',
// adds the cookie and puts the session's token where this test sends CSRF_TOKEN.
//
// svc-ops verifies with Square configured against its local Square stand-in (the real SDK), so the Square
// interactions are the real flow; the manual one is a case whose invoice was made while Square was not
// configured (an invoice keeps the provider that made it).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { CANCEL_INVOICE_REASON } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  fetchInvoiceProvider,
  invoiceKeys,
  postInvoiceAction,
  sendInvoiceEmail,
  type InvoiceAction,
} from '../invoices/api';

const { boolean, eachLike, fromProviderState, integer, like, number, regex } = MatchersV3;

const output = pactOutput('mfe-admin-invoices', 'svc-ops');
const pact = new PactV4({ consumer: 'mfe-admin-invoices', provider: 'svc-ops', dir: output.dir, logLevel: 'warn' });

const CSRF_TOKEN = 'csrf-token-of-the-signed-in-session';
const CASE_ID = '0b7f3f8e-9c1d-4d5e-8f00-000000000001';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
const SIGNED_IN = 'a staff member is signed in';

const path = (action: InvoiceAction) =>
  fromProviderState(`/api/admin/bookings/\${id}/${action}`, `/api/admin/bookings/${CASE_ID}/${action}`);
const unsafeHeaders = { 'X-CSRF-Token': CSRF_TOKEN };
const PAYMENT_LINK = regex(/^https?:\/\/\S+$/, 'https://squareup.com/pay-invoice/inv:0-ChCHu2mZEabLeeHahQnXDjZQECY');

/** An invoice call's answer: the invoice in `status`, the booking's payment state and the case version. */
function result(
  status: string,
  opts: { provider?: 'square' | 'manual'; published?: boolean; cancelled?: boolean; paid?: boolean } = {},
) {
  const provider = opts.provider ?? 'square';
  const link = provider === 'square' && opts.published ? PAYMENT_LINK : null;
  return {
    invoice: {
      provider,
      id: like(
        provider === 'square' ? 'inv:0-ChCHu2mZEabLeeHahQnXDjZQECY' : 'manual_2f1e9d3c-0000-4000-8000-000000000000',
      ),
      number: like(provider === 'square' ? '000001' : 'INV-VIP-50001-FCO'),
      status,
      url: link,
      invoiceUrl: link,
      dueDate: regex(DATE, '2030-06-09'),
      amount: number(605),
      createdAt: regex(INSTANT, '2030-06-02T09:00:00.000Z'),
      publishedAt: opts.published ? regex(INSTANT, '2030-06-02T09:05:00.000Z') : null,
      cancelledAt: opts.cancelled ? regex(INSTANT, '2030-06-02T09:10:00.000Z') : null,
      cancellationReason: opts.cancelled ? CANCEL_INVOICE_REASON : null,
    },
    isPaid: boolean(opts.paid ?? false),
    paidAt: opts.paid ? regex(INSTANT, '2030-06-02T09:10:00.000Z') : null,
    version: integer(2),
  };
}

const refusal = (code: string, message: unknown) => ({ error: { code, message, requestId } });

describe('mfe-admin (invoice tab) → svc-ops', () => {
  afterAll(() => assertPactCommitted(output));

  it('asks which provider new invoices are made with', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the invoice provider')
      .withRequest('GET', invoiceKeys.provider[0])
      .willRespondWith(200, (b) => b.jsonBody({ provider: regex(/^(square|manual)$/, 'square') }))
      .executeTest(async (server) => {
        expect((await fetchInvoiceProvider(server.url)).provider).toMatch(/^(square|manual)$/);
      });
  });

  it('generates a draft invoice for a booking without one', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking without an invoice awaits')
      .uponReceiving('a create-invoice for a booking without an invoice')
      .withRequest('POST', path('create-invoice'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) => b.jsonBody(result('DRAFT')))
      .executeTest(async (server) => {
        const created = await postInvoiceAction(CASE_ID, 'create-invoice', CSRF_TOKEN, server.url);
        expect(created.invoice).toMatchObject({ status: 'DRAFT', invoiceUrl: null });
      });
  });

  it('is refused a second invoice while one is open', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking has a draft Square invoice')
      .uponReceiving('a create-invoice for a booking that already has a draft invoice')
      .withRequest('POST', path('create-invoice'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(409, (b) =>
        b.jsonBody(
          refusal(
            'INVOICE_STATE',
            like('This booking already has an invoice (DRAFT); cancel it before making a new one'),
          ),
        ),
      )
      .executeTest(async (server) => {
        const failure = await postInvoiceAction(CASE_ID, 'create-invoice', CSRF_TOKEN, server.url).catch(
          (e: unknown) => e,
        );
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).code).toBe('INVOICE_STATE');
      });
  });

  it('is refused an invoice call without the CSRF token', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking without an invoice awaits')
      .uponReceiving('a create-invoice without a CSRF token')
      .withRequest('POST', path('create-invoice'))
      .willRespondWith(403, (b) => b.jsonBody(refusal('CSRF_TOKEN_INVALID', like('Missing or invalid CSRF token'))))
      .executeTest(async (server) => {
        const failure = await postInvoiceAction(CASE_ID, 'create-invoice', '', server.url).catch((e: unknown) => e);
        expect((failure as ApiRequestError).status).toBe(403);
      });
  });

  it('publishes a draft and gets the payment link', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking has a draft Square invoice')
      .uponReceiving('a publish-invoice of a draft Square invoice')
      .withRequest('POST', path('publish-invoice'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) => b.jsonBody(result('UNPAID', { published: true })))
      .executeTest(async (server) => {
        const published = await postInvoiceAction(CASE_ID, 'publish-invoice', CSRF_TOKEN, server.url);
        expect(published.invoice.status).toBe('UNPAID');
        expect(published.invoice.invoiceUrl).toMatch(/^https?:\/\//);
      });
  });

  it("shows Square's refusal as a 502 with its message", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given("Square will refuse to publish a booking's draft invoice")
      .uponReceiving('a publish-invoice that Square refuses')
      .withRequest('POST', path('publish-invoice'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(502, (b) =>
        b.jsonBody(refusal('INVOICE_PROVIDER_ERROR', like('Square could not publish the invoice: Invalid due date.'))),
      )
      .executeTest(async (server) => {
        const failure = await postInvoiceAction(CASE_ID, 'publish-invoice', CSRF_TOKEN, server.url).catch(
          (e: unknown) => e,
        );
        expect((failure as ApiRequestError).status).toBe(502);
        expect((failure as ApiRequestError).userMessage).toMatch(/^Square could not publish the invoice/);
      });
  });

  it('refreshes the status and finds the invoice paid', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given("a booking's published Square invoice was paid at Square")
      .uponReceiving('a refresh-invoice of an invoice the client paid')
      .withRequest('POST', path('refresh-invoice'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) => b.jsonBody(result('PAID', { published: true, paid: true })))
      .executeTest(async (server) => {
        const refreshed = await postInvoiceAction(CASE_ID, 'refresh-invoice', CSRF_TOKEN, server.url);
        expect(refreshed).toMatchObject({ isPaid: true, invoice: { status: 'PAID' } });
      });
  });

  it("cancels a published invoice with the reason 'Cancelled by admin'", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking has a published Square invoice')
      .uponReceiving('a cancel-invoice of a published invoice')
      .withRequest('POST', path('cancel-invoice'), (b) =>
        b.headers({ ...unsafeHeaders, 'Content-Type': 'application/json' }).jsonBody({ reason: CANCEL_INVOICE_REASON }),
      )
      .willRespondWith(200, (b) => b.jsonBody(result('CANCELED', { published: true, cancelled: true })))
      .executeTest(async (server) => {
        const cancelled = await postInvoiceAction(CASE_ID, 'cancel-invoice', CSRF_TOKEN, server.url);
        expect(cancelled.invoice).toMatchObject({ status: 'CANCELED', cancellationReason: 'Cancelled by admin' });
      });
  });

  it('is refused the cancellation of a paid invoice', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given("a booking's Square invoice is paid")
      .uponReceiving('a cancel-invoice of a paid invoice')
      .withRequest('POST', path('cancel-invoice'), (b) =>
        b.headers({ ...unsafeHeaders, 'Content-Type': 'application/json' }).jsonBody({ reason: CANCEL_INVOICE_REASON }),
      )
      .willRespondWith(409, (b) => b.jsonBody(refusal('INVOICE_STATE', 'A PAID invoice cannot be cancelled')))
      .executeTest(async (server) => {
        const failure = await postInvoiceAction(CASE_ID, 'cancel-invoice', CSRF_TOKEN, server.url).catch(
          (e: unknown) => e,
        );
        expect((failure as ApiRequestError).userMessage).toBe('A PAID invoice cannot be cancelled');
      });
  });

  it('marks a manual invoice paid', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking has a manual invoice awaiting payment')
      .uponReceiving('a mark-paid of a manual invoice')
      .withRequest('POST', path('mark-paid'), (b) => b.headers(unsafeHeaders))
      .willRespondWith(200, (b) => b.jsonBody(result('PAID', { provider: 'manual', published: true, paid: true })))
      .executeTest(async (server) => {
        const paid = await postInvoiceAction(CASE_ID, 'mark-paid', CSRF_TOKEN, server.url);
        expect(paid).toMatchObject({ isPaid: true, invoice: { provider: 'manual', status: 'PAID', invoiceUrl: null } });
      });
  });

  it('e-mails a manual invoice with its PDF and the payment instructions', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a booking has a manual invoice awaiting payment')
      .uponReceiving('a send-invoice of a manual invoice')
      .withRequest(
        'POST',
        fromProviderState(`/api/admin/bookings/\${id}/send-invoice`, `/api/admin/bookings/${CASE_ID}/send-invoice`),
        (b) => b.headers(unsafeHeaders),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: like('5c0e6b1e-0000-4000-8000-000000000001'),
          channel: 'email',
          purpose: 'invoice',
          to: eachLike('grace@example.com'),
          cc: eachLike('concierge@vipairportservices.com'),
          subject: regex(
            /^Invoice INV-VIP-\d{5}-[A-Z]{3}(-\d+)? – VIP-\d{5}-[A-Z]{3}$/,
            'Invoice INV-VIP-50001-FCO – VIP-50001-FCO',
          ),
          body: like('How to pay: …'),
          attachmentName: regex(/^Invoice-INV-VIP-\d{5}-[A-Z]{3}(-\d+)?\.pdf$/, 'Invoice-INV-VIP-50001-FCO.pdf'),
          transport: regex(/^(smtp|dev-outbox)$/, 'dev-outbox'),
          status: 'sent',
          error: null,
          attempts: integer(1),
          retryable: boolean(false),
          createdBy: like('Ops Lead'),
          createdAt: regex(INSTANT, '2030-06-02T09:15:00.000Z'),
          sentAt: regex(INSTANT, '2030-06-02T09:15:01.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const sent = await sendInvoiceEmail(CASE_ID, CSRF_TOKEN, server.url);
        expect(sent).toMatchObject({ purpose: 'invoice', status: 'sent' });
      });
  });
});

import { setCase } from './case-setup';
// Provider states and message providers for the invoice pacts (mfe-admin-invoices → svc-ops over HTTP,
// svc-booking ← svc-ops invoice.paid), used by pact-provider.int-spec.ts. svc-ops runs there with Square
// configured against the local Square stand-in, so every state is reached through svc-ops' own API and the
// real SDK; only the manual invoice is written directly (it stands for one made before Square was
// configured, which the API cannot make while Square is).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import type { EventEnvelope } from '@vip/contracts/events';
import type { InvoiceActionResult } from '@vip/contracts/schemas';
import type { EventBus } from '@vip/platform/bus';
import type { OpsService } from '../../src/server';
import { signSquareWebhook, type SquareStandIn } from './square-stand-in';

export const PACT_WEBHOOK = {
  notificationUrl: 'https://ops.example.com/api/webhooks/square',
  signatureKey: 'whsk-pact-signature-key-0123456789',
};

/** The Square settings svc-ops starts with for the verification. */
export function pactSquareEnv(square: SquareStandIn): Record<string, string> {
  return {
    SQUARE_ACCESS_TOKEN: square.accessToken,
    SQUARE_LOCATION_ID: square.locationId,
    SQUARE_BASE_URL: square.url,
    SQUARE_WEBHOOK_SIGNATURE_KEY: PACT_WEBHOOK.signatureKey,
    SQUARE_WEBHOOK_URL: PACT_WEBHOOK.notificationUrl,
  };
}

export interface InvoicePactContext {
  service: () => OpsService;
  square: () => SquareStandIn;
  /** Opens a case from a booking.requested event (the spec's own helper). */
  caseFor: (reference: string) => Promise<{ id: string }>;
  signIn: () => Promise<{ cookie: string; csrfToken: string }>;
}

export function invoicePactStates(ctx: InvoicePactContext) {
  let next = 50000;
  const published: EventEnvelope[] = [];

  /** A new booking for each interaction: an invoice call leaves no trace on another interaction's booking. */
  const freshCase = () => ctx.caseFor(`VIP-${next++}-FCO`);

  async function call(id: string, action: string, body?: object): Promise<InvoiceActionResult> {
    const { cookie, csrfToken } = await ctx.signIn();
    const req = request(ctx.service().app.callback())
      .post(`/api/admin/bookings/${id}/${action}`)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken);
    const res = await (body ? req.send(body) : req);
    if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as InvoiceActionResult;
  }

  async function draft() {
    const { id } = await freshCase();
    const { invoice } = await call(id, 'create-invoice');
    return { id, invoiceId: invoice.id };
  }

  async function publishedInvoice() {
    const made = await draft();
    await call(made.id, 'publish-invoice');
    return made;
  }

  const states = {
    'a booking without an invoice awaits': async () => ({ id: (await freshCase()).id }),
    'a booking has a draft Square invoice': async () => ({ id: (await draft()).id }),
    "Square will refuse to publish a booking's draft invoice": async () => {
      const { id } = await draft();
      ctx.square().failNext('invoices.publish', 400, [
        {
          category: 'INVALID_REQUEST_ERROR',
          code: 'INVALID_VALUE',
          detail: 'Invalid due date.',
          field: 'invoice.payment_requests[0].due_date',
        },
      ]);
      return { id };
    },
    'a booking has a published Square invoice': async () => ({ id: (await publishedInvoice()).id }),
    "a booking's published Square invoice was paid at Square": async () => {
      const { id, invoiceId } = await publishedInvoice();
      ctx.square().pay(invoiceId);
      return { id };
    },
    "a booking's Square invoice is paid": async () => {
      const { id, invoiceId } = await publishedInvoice();
      ctx.square().pay(invoiceId);
      const paid = await call(id, 'refresh-invoice');
      if (!paid.isPaid) throw new Error('The paid invoice did not mark the booking paid');
      return { id };
    },
    'a booking has a manual invoice awaiting payment': async () => {
      const opened = await freshCase();
      const at = new Date();
      await setCase(ctx.service().prisma, opened.id, {
        invoiceProvider: 'manual',
        invoiceId: `manual_${randomUUID()}`,
        invoiceNumber: `INV-VIP-${next - 1}-FCO`,
        invoiceStatus: 'UNPAID',
        invoiceVersion: 1,
        invoiceDueDate: at.toISOString().slice(0, 10),
        invoiceCreatedAt: at,
        invoicePublishedAt: at,
      });
      return { id: opened.id };
    },
  };

  const messages = {
    // Paid at Square, reported by Square's signed webhook, read back from svc-ops' outbox.
    'an invoice.paid event for a booking paid through Square': async (): Promise<MessageFromProviderWithMetadata> => {
      const { invoiceId } = await publishedInvoice();
      ctx.square().pay(invoiceId);
      const body = ctx.square().webhookBody('invoice.payment_made', invoiceId);
      const res = await request(ctx.service().app.callback())
        .post('/api/webhooks/square')
        .set('Content-Type', 'application/json')
        .set(
          'x-square-hmacsha256-signature',
          signSquareWebhook(PACT_WEBHOOK.notificationUrl, body, PACT_WEBHOOK.signatureKey),
        )
        .send(body);
      if (res.status !== 200 || res.body.outcome !== 'applied')
        throw new Error(`The webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
      const rows = await ctx
        .service()
        .prisma.$queryRawUnsafe<{ topic: string; envelope: string }[]>(
          `SELECT topic, envelope::text AS envelope FROM outbox_events WHERE aggregate_id = $1 AND event_type = 'invoice.paid'`,
          invoiceId,
        );
      if (rows.length !== 1)
        throw new Error(`Expected one invoice.paid outbox row for ${invoiceId}, found ${rows.length}`);
      const envelope = JSON.parse(rows[0]!.envelope) as EventEnvelope;
      for (let i = 0; i < 200 && !published.some((e) => e.id === envelope.id); i++)
        await new Promise((r) => setTimeout(r, 25));
      if (!published.some((e) => e.id === envelope.id))
        throw new Error(`The relay did not publish invoice.paid for ${invoiceId}`);
      return { __pactMessageMetadata: { topic: rows[0]!.topic }, message: envelope };
    },
  };

  return {
    states,
    messages,
    /** Listens, as svc-booking's consumer group does, for the invoice.paid events the relay delivers. */
    listen: (bus: EventBus) =>
      bus.subscribe({
        group: 'test-booking-invoices',
        handlers: { 'invoice.paid': async (e) => void published.push(e) },
      }),
  };
}

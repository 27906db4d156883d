import { Writable } from 'node:stream';
import request from 'supertest';
import { type EventEnvelope, type InvoicePaidV1 } from '@vip/contracts/events';
import { staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../../src/server';
import { bookingRequested } from '../fixtures';
import { signSquareWebhook, startSquareStandIn, type SquareStandIn } from './square-stand-in';

export const INVOICE_ADMIN = {
  email: 'billing.lead@example.com',
  password: 'a-long-and-secret-password',
  name: 'Billing Lead',
};
export const WEBHOOK = {
  notificationUrl: 'https://ops.example.com/api/webhooks/square',
  signatureKey: 'whsk-test-signature-key-0123456789',
};

export interface InvoiceTestStack {
  service: OpsService;
  /** Undefined for the manual provider. */
  square?: SquareStandIn;
  bus: LocalEventBus;
  /** Every log line svc-ops wrote (at trace level, the most talkative). */
  logs: string[];
  /** invoice.paid events the relay delivered (what svc-booking receives). */
  paidEvents: EventEnvelope<InvoicePaidV1>[];
  signIn(): Promise<{ agent: ReturnType<typeof request.agent>; csrf: string }>;
  /** Opens a case from a booking.requested event (FCO standard arrival, 605 USD). */
  openCase(reference: string, email?: string): Promise<string>;
  /** invoice.paid rows svc-ops wrote to its outbox for an invoice. */
  outboxPaid(invoiceId: string): Promise<EventEnvelope<InvoicePaidV1>[]>;
  /**
   * Posts a notification as Square does: the exact body, signed over the notification URL (or with the given
   * signature).
   */
  postWebhook(body: string, signature?: string | null): request.Test;
  stop(): Promise<void>;
}

/** svc-ops on a fresh database, with Square (the local stand-in, webhooks verified) or the manual provider. */
export async function startInvoiceTestStack(prefix: string, provider: 'square' | 'manual'): Promise<InvoiceTestStack> {
  const square = provider === 'square' ? await startSquareStandIn() : undefined;
  const db: TestDatabase = await createTestDatabase(prefix);
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const paidEvents: EventEnvelope<InvoicePaidV1>[] = [];
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  await bus.subscribe({
    group: 'test-svc-booking',
    handlers: { 'invoice.paid': async (e) => void paidEvents.push(e) },
  });
  const squareEnv = square
    ? {
        SQUARE_ACCESS_TOKEN: square.accessToken,
        SQUARE_LOCATION_ID: square.locationId,
        SQUARE_BASE_URL: square.url,
        SQUARE_TIMEOUT_MS: '3000',
        SQUARE_WEBHOOK_SIGNATURE_KEY: WEBHOOK.signatureKey,
        SQUARE_WEBHOOK_URL: WEBHOOK.notificationUrl,
      }
    : {};
  const service = await startOpsService({
    env: {
      PORT: '0',
      DATABASE_URL: db.url,
      STAFF_PASSWORD_SCRYPT_COST: '14',
      ADMIN_EMAIL: INVOICE_ADMIN.email,
      ADMIN_PASSWORD: INVOICE_ADMIN.password,
      STAFF_SECOND_FACTOR: 'optional',
      ADMIN_NAME: INVOICE_ADMIN.name,
      ...squareEnv,
    },
    bus,
    inMemory: true,
    logger: createLogger({ service: 'svc-ops', level: 'trace', destination }),
  });
  return {
    service,
    square,
    bus,
    logs,
    paidEvents,
    async signIn() {
      const agent = request.agent(service.app.callback());
      const res = await agent
        .post('/api/admin/session')
        .send({ email: INVOICE_ADMIN.email, password: INVOICE_ADMIN.password })
        .expect(200);
      return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
    },
    async openCase(reference, email = 'grace@example.com') {
      const event = bookingRequested(reference);
      await bus.publish([{ ...event, payload: { ...event.payload, contactEmail: email } }]);
      return (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: reference } })).id;
    },
    async outboxPaid(invoiceId) {
      const rows = await service.prisma.$queryRawUnsafe<{ envelope: string }[]>(
        `SELECT envelope::text AS envelope FROM outbox_events WHERE event_type = 'invoice.paid' AND aggregate_id = $1 ORDER BY seq`,
        invoiceId,
      );
      return rows.map((r) => JSON.parse(r.envelope) as EventEnvelope<InvoicePaidV1>);
    },
    postWebhook(body, signature) {
      const req = request(service.app.callback()).post('/api/webhooks/square').set('Content-Type', 'application/json');
      const sig =
        signature === undefined ? signSquareWebhook(WEBHOOK.notificationUrl, body, WEBHOOK.signatureKey) : signature;
      if (sig !== null) req.set('x-square-hmacsha256-signature', sig);
      return req.send(body);
    },
    async stop() {
      await service?.stop();
      await db?.drop();
      await square?.close();
    },
  };
}

/** Waits until the relay has delivered this invoice's invoice.paid (or gives up after ~5 s); others may come first. */
export async function waitForPaidEvent(stack: InvoiceTestStack, invoiceId: string): Promise<void> {
  const delivered = () => stack.paidEvents.some((e) => e.payload.invoiceId === invoiceId);
  for (let i = 0; i < 200 && !delivered(); i++) await new Promise((r) => setTimeout(r, 25));
}

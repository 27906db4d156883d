import Router from '@koa/router';
import { z } from 'zod';
import { documented, parseInput, type Logger } from '@vip/contracts/server';
import { opsErrors } from '../errors';
import type { SquareWebhookConfig } from './invoice-providers';
import type { InvoicesService, WebhookOutcome } from './invoices.service';
import { isValidSquareSignature, squareWebhookEventSchema } from './square-webhook';

export const SQUARE_SIGNATURE_HEADER = 'x-square-hmacsha256-signature';

const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'unchanged', 'duplicate', 'unknown-invoice', 'ignored'] satisfies WebhookOutcome[]) });

/**
 * Square's invoice notifications. Public (no staff session): a request is believed only with Square's
 * signature over the notification URL and the raw body, checked before anything is read. Answers 200 for
 * every verified event, also for invoices svc-ops does not know and events already applied, so Square
 * stops retrying; 401 for a bad or missing signature; 400 for a body that is not a Square event.
 */
export function squareWebhookRoutes(invoices: InvoicesService, config: SquareWebhookConfig | null, logger: Logger): Router {
  const router = new Router();

  router.post(
    '/api/webhooks/square',
    documented({
      tags: ['Webhooks'],
      summary: "Square's invoice notifications, believed only with Square's signature over the notification URL and the raw body",
      body: squareWebhookEventSchema,
      headers: [{ name: SQUARE_SIGNATURE_HEADER, schema: z.string(), description: 'HMAC-SHA256 (base64) of the notification URL and the raw body, with the subscription signature key', required: true }],
      responses: { 200: webhookAnswerSchema },
      errors: [401],
    }),
    async (ctx) => {
      if (!config) throw opsErrors.create('WEBHOOK_SIGNATURE_INVALID', 'Square webhooks are not configured on this server');
      // The service's JSON body parser (@koa/bodyparser) keeps the body as received in rawBody; the signature covers it.
      const request = ctx.request as typeof ctx.request & { rawBody?: unknown; body?: unknown };
      const rawBody = request.rawBody;
      const signature = ctx.get(SQUARE_SIGNATURE_HEADER) || undefined;
      if (typeof rawBody !== 'string' || !isValidSquareSignature({ notificationUrl: config.notificationUrl, rawBody, signature, signatureKey: config.signatureKey })) {
        throw opsErrors.create('WEBHOOK_SIGNATURE_INVALID', 'The Square signature is missing or does not match');
      }
      const event = parseInput(squareWebhookEventSchema, request.body, 'body');
      const outcome = await invoices.applyWebhook(event);
      logger.info({ eventId: event.event_id, eventType: event.type, outcome }, 'square webhook');
      ctx.body = { received: true, outcome };
    },
  );

  return router;
}

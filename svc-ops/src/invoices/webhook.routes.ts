import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { parseInput, readRawBody } from '@vip/platform/koa';
import { type Logger } from '@vip/platform/logger';
import { documented } from '@vip/platform/openapi';
import { opsErrors } from '../errors';
import type { SquareWebhookConfig } from './invoice-providers';
import type { InvoicesService, WebhookOutcome } from './invoices.service';
import { isValidSquareSignature, squareWebhookEventSchema } from './square-webhook';

export const SQUARE_SIGNATURE_HEADER = 'x-square-hmacsha256-signature';
export const SQUARE_WEBHOOK_PATH = '/api/webhooks/square';
/** As the router matches it (any case, a trailing slash): the JSON parser must leave its body unread. */
export const SQUARE_WEBHOOK_PATH_PATTERN = /^\/api\/webhooks\/square\/?$/i;
const WEBHOOK_BODY_LIMIT = 100 * 1024;

/** Raw, so the signature is checked before anything in the body is interpreted. */
async function rawBodyOf(ctx: Context): Promise<string> {
  const bytes = await readRawBody(ctx, {
    limit: WEBHOOK_BODY_LIMIT,
    tooLarge: () => opsErrors.create('PAYLOAD_TOO_LARGE', 'The notification is too large'),
    incomplete: () => opsErrors.create('BAD_REQUEST', 'The notification did not arrive whole'),
  });
  return bytes.toString('utf8');
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw opsErrors.create('BAD_REQUEST', 'The notification is not JSON');
  }
}

const webhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'unchanged', 'duplicate', 'unknown-invoice', 'ignored'] satisfies WebhookOutcome[]),
});

/**
 * Public, so believed only with Square's signature over the URL and raw body. 200 also for unknown invoices and
 * repeated events, so Square stops retrying.
 */
export function squareWebhookRoutes(
  invoices: InvoicesService,
  config: SquareWebhookConfig | null,
  logger: Logger,
): Router {
  const router = new Router();

  router.post(
    SQUARE_WEBHOOK_PATH,
    documented({
      tags: ['Webhooks'],
      summary:
        "Square's invoice notifications, believed only with Square's signature over the notification URL and the raw body",
      body: squareWebhookEventSchema,
      headers: [
        {
          name: SQUARE_SIGNATURE_HEADER,
          schema: z.string(),
          description:
            'HMAC-SHA256 (base64) of the notification URL and the raw body, with the subscription signature key',
          required: true,
        },
      ],
      responses: { 200: webhookAnswerSchema },
      errors: [401, 413],
    }),
    async (ctx) => {
      if (!config)
        throw opsErrors.create('WEBHOOK_SIGNATURE_INVALID', 'Square webhooks are not configured on this server');
      const rawBody = await rawBodyOf(ctx);
      const signature = ctx.get(SQUARE_SIGNATURE_HEADER) || undefined;
      if (
        !isValidSquareSignature({
          notificationUrl: config.notificationUrl,
          rawBody,
          signature,
          signatureKey: config.signatureKey,
        })
      ) {
        throw opsErrors.create('WEBHOOK_SIGNATURE_INVALID', 'The Square signature is missing or does not match');
      }
      const event = parseInput(squareWebhookEventSchema, jsonOf(rawBody), 'body');
      const outcome = await invoices.applyWebhook(event);
      logger.info({ eventId: event.event_id, eventType: event.type, outcome }, 'square webhook');
      ctx.body = { received: true, outcome };
    },
  );

  return router;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { storableString } from '@vip/contracts/schemas';

/**
 * Square signs each notification with the subscription's signature key: base64 HMAC-SHA256 of the
 * notification URL (exactly as registered) followed by the raw request body, in
 * x-square-hmacsha256-signature. Compared in constant time.
 */
export function isValidSquareSignature(input: {
  notificationUrl: string;
  rawBody: string;
  signature: string | undefined;
  signatureKey: string;
}): boolean {
  if (!input.signature) return false;
  const expected = createHmac('sha256', input.signatureKey)
    .update(input.notificationUrl + input.rawBody)
    .digest();
  let given: Buffer;
  try {
    given = Buffer.from(input.signature, 'base64');
  } catch {
    return false;
  }
  // Buffer.from ignores characters outside base64; re-encoding must give back what was sent.
  if (given.toString('base64') !== input.signature.trim()) return false;
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const money = z.object({ amount: z.union([z.number(), z.string()]).nullish(), currency: z.string().nullish() }).loose();

/** The parts of Square's invoice object svc-ops reads (snake_case, as in the notification). */
export const squareWebhookInvoiceSchema = z
  .object({
    id: storableString().min(1),
    version: z.number().int().nonnegative().optional(),
    status: storableString().min(1),
    invoice_number: storableString().nullish(),
    public_url: storableString().nullish(),
    order_id: storableString().nullish(),
    payment_requests: z
      .array(z.object({ due_date: z.string().nullish(), total_completed_amount_money: money.nullish() }).loose())
      .nullish(),
  })
  .loose();
export type SquareWebhookInvoice = z.infer<typeof squareWebhookInvoiceSchema>;

/** A Square event notification: the envelope, and for invoice events the invoice it concerns. */
export const squareWebhookEventSchema = z
  .object({
    // Signed by Square, and still only text the database can store (the event id and type are kept).
    event_id: storableString().min(1).max(200),
    type: storableString().min(1).max(200),
    merchant_id: z.string().optional(),
    created_at: z.string().optional(),
    data: z
      .object({
        type: z.string().optional(),
        id: z.string().min(1),
        object: z.object({ invoice: squareWebhookInvoiceSchema.optional() }).loose().optional(),
        deleted: z.boolean().optional(),
      })
      .loose(),
  })
  .loose()
  .superRefine((event, ctx) => {
    // Every invoice event but a deletion carries the invoice as it now stands.
    if (event.type.startsWith('invoice.') && event.type !== 'invoice.deleted' && !event.data.object?.invoice) {
      ctx.addIssue({
        code: 'custom',
        path: ['data', 'object', 'invoice'],
        message: 'An invoice event must carry the invoice',
      });
    }
  });
export type SquareWebhookEvent = z.infer<typeof squareWebhookEventSchema>;

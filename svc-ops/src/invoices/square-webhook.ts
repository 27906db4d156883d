import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { storableString } from '@vip/contracts/schemas';

/** HMAC over the URL exactly as registered plus the raw body; compared in constant time against timing attacks. */
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
  // Buffer.from ignores characters outside base64, so re-encode to compare.
  if (given.toString('base64') !== input.signature.trim()) return false;
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const money = z.object({ amount: z.union([z.number(), z.string()]).nullish(), currency: z.string().nullish() }).loose();

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

export const squareWebhookEventSchema = z
  .object({
    // Signed by Square, yet still only text the database can store.
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
    if (event.type.startsWith('invoice.') && event.type !== 'invoice.deleted' && !event.data.object?.invoice) {
      ctx.addIssue({
        code: 'custom',
        path: ['data', 'object', 'invoice'],
        message: 'An invoice event must carry the invoice',
      });
    }
  });
export type SquareWebhookEvent = z.infer<typeof squareWebhookEventSchema>;

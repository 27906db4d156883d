import { z } from 'zod';
import { INVOICE_PROVIDERS } from './invoices';

// The staff test screens (/test-payment, /test-webhook): each runs one real call against
// an outside system and says whether it worked.

/** What a test screen's call found. `ok: false` is an answer too (200): the test ran and the system failed it. */
export const integrationTestResultSchema = z.object({
  ok: z.boolean(),
  /** What staff read. */
  message: z.string(),
  /** When the test ran (ISO). */
  testedAt: z.string(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

/** /test-payment: the invoice provider in use, and whether it answers. */
export const paymentProviderTestSchema = integrationTestResultSchema.extend({ provider: z.enum(INVOICE_PROVIDERS) });
export type PaymentProviderTest = z.infer<typeof paymentProviderTestSchema>;

/** /test-webhook: the sample reservation posted to the tracking web hook, and the hook's answer. */
export const trackingWebhookTestSchema = integrationTestResultSchema.extend({
  /** The web hook's host (its path is a secret), or null when none is configured. */
  host: z.string().nullable(),
  /** The sample record sent (no real traveller's data). */
  sample: z.record(z.string(), z.unknown()).nullable(),
});
export type TrackingWebhookTest = z.infer<typeof trackingWebhookTestSchema>;

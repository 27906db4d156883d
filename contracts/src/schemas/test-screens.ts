import { z } from 'zod';
import { INVOICE_PROVIDERS } from './invoices';

/** `ok: false` is an answer too (200): the test ran and the system failed it. */
export const integrationTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  testedAt: z.string(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

export const paymentProviderTestSchema = integrationTestResultSchema.extend({ provider: z.enum(INVOICE_PROVIDERS) });
export type PaymentProviderTest = z.infer<typeof paymentProviderTestSchema>;

export const trackingWebhookTestSchema = integrationTestResultSchema.extend({
  /** The path is a secret, so only the host. */
  host: z.string().nullable(),
  /** No real traveller's data. */
  sample: z.record(z.string(), z.unknown()).nullable(),
});
export type TrackingWebhookTest = z.infer<typeof trackingWebhookTestSchema>;

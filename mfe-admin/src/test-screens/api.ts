import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  paymentProviderTestSchema,
  trackingWebhookTestSchema,
  type PaymentProviderTest,
  type StaffSession,
  type TrackingWebhookTest,
} from '@vip/contracts/schemas';

export const testScreenPaths = {
  payment: '/api/admin/test/payment-provider',
  webhook: '/api/admin/test/tracking-webhook',
} as const;

/** /test-payment's call: is the payment provider in use reachable with these settings. */
export function testPaymentProvider(csrfToken: string, baseUrl = ''): Promise<PaymentProviderTest> {
  return apiRequest('POST', baseUrl + testScreenPaths.payment, { csrfToken, schema: paymentProviderTestSchema });
}

/** /test-webhook's call: a sample reservation to the tracking web hook. */
export function testTrackingWebhook(csrfToken: string, baseUrl = ''): Promise<TrackingWebhookTest> {
  return apiRequest('POST', baseUrl + testScreenPaths.webhook, { csrfToken, schema: trackingWebhookTestSchema });
}

/** Each test is a POST (it reaches an outside system), so it carries the session's CSRF token. */
export function useTestScreens(session: StaffSession) {
  const csrfToken = session.csrfToken;
  return {
    payment: useMutation({ mutationFn: () => testPaymentProvider(csrfToken) }),
    webhook: useMutation({ mutationFn: () => testTrackingWebhook(csrfToken) }),
  };
}

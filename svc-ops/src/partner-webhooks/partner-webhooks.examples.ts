import type { WebhookDelivery, WebhookDeliveryList } from '@vip/contracts/schemas';

// The partner document's examples of the delivery log, checked against the schemas by partner-webhooks.examples.spec.ts
// so they cannot drift from what the API gives.

const requestId = '3c6d9f2a-1b4e-4a7c-8d0f-5e6a7b8c9d0e';
const error = (code: string, message: string) => ({ error: { code, message, requestId } });

export const deliveryExample: WebhookDelivery = {
  id: 'msg_2Lx8Vq4dNc7RbT1kWz9PfH3m',
  type: 'booking.confirmed',
  referenceCode: 'VIP-48213-FCO',
  status: 'delivered',
  attempts: 2,
  nextAttemptAt: null,
  lastAttemptAt: '2030-06-02T09:30:05.412Z',
  lastResponseStatus: 200,
  lastError: null,
  createdAt: '2030-06-02T09:30:00.108Z',
  deliveredAt: '2030-06-02T09:30:05.412Z',
  payload: {
    type: 'booking.confirmed',
    timestamp: '2030-06-02T09:30:00.000Z',
    data: {
      referenceCode: 'VIP-48213-FCO',
      partnerReference: 'TRIP-2030-0042',
      status: 'confirmed',
      paymentStatus: 'to_be_arranged',
      mode: 'live',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      airportCode: 'FCO',
      serviceName: 'VIP Meet & Greet - Arrival',
      total: 545,
      cancellation: null,
      changed: null,
    },
  },
  history: [
    { at: '2030-06-02T09:30:00.214Z', responseStatus: 503, error: 'The endpoint answered 503', durationMs: 182 },
    { at: '2030-06-02T09:30:05.412Z', responseStatus: 200, error: null, durationMs: 96 },
  ],
};

export const deliveryListExample: WebhookDeliveryList = {
  items: [deliveryExample],
  nextCursor: 'ZDQy',
};

/** After a replay: the same webhook-id, queued again from the start of the retry schedule. */
export const replayedExample: WebhookDelivery = {
  ...deliveryExample,
  status: 'pending',
  nextAttemptAt: '2030-06-03T08:00:00.000Z',
  deliveredAt: null,
};

export const errorExamples = {
  badCursor: error('INVALID_CURSOR', 'Invalid cursor'),
  notFound: error('WEBHOOK_DELIVERY_NOT_FOUND', 'Web hook delivery not found'),
  inFlight: error('WEBHOOK_DELIVERY_IN_FLIGHT', 'This web hook is being sent right now; try again in a moment'),
  invalidKey: error('INVALID_API_KEY', 'This API key is not valid'),
  rateLimited: error('RATE_LIMITED', 'Rate limit of 120 requests per minute reached'),
};

import { type SubscriptionSpec } from '@vip/platform/bus';
import { deliverOnce } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import { reservationRecord, searchRecord } from './tracking.records';
import type { TrackingWebhook } from './tracking.webhook';

/** Its own consumer group, so a web hook outage never holds back opening cases. */
export const TRACKING_CONSUMER = 'svc-ops-tracking';

/**
 * Forwards searches and reservations to the tracking web hook, once per event: no database
 * transaction is open while the web hook is called (a slow hook holds no connection); an event is recorded
 * in the inbox after its post succeeded, so a failed post is retried and a delivered one is not sent again
 * (short of a crash between the post and the record: each post carries the event's id as its Idempotency-Key).
 */
export function trackingSubscription(prisma: OpsPrisma, webhook: TrackingWebhook): SubscriptionSpec {
  return {
    group: TRACKING_CONSUMER,
    handlers: {
      'search.recorded': async (event) => {
        await deliverOnce(prisma, TRACKING_CONSUMER, event, () => webhook.post(searchRecord(event), event.id));
      },
      'booking.requested': async (event) => {
        await deliverOnce(prisma, TRACKING_CONSUMER, event, () => webhook.post(reservationRecord(event), event.id));
      },
    },
  };
}

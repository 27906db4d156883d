import type { BookingRequestedV1, EventEnvelope, SearchRecordedV1 } from '@vip/contracts';
import { consumeOnce, type SubscriptionSpec } from '@vip/contracts/server';
import type { OpsPrisma } from '../prisma';
import { reservationRecord, searchRecord } from './tracking.records';
import type { TrackingWebhook } from './tracking.webhook';

/** Its own consumer group, so a web hook outage never holds back opening cases. */
export const TRACKING_CONSUMER = 'svc-ops-tracking';

/**
 * Forwards searches and reservations to the tracking web hook (DESIGN.md §5), once per event: the
 * inbox row and the post share a transaction, so a failed post is retried and a delivered one is not
 * sent again (short of a crash between the post and the commit).
 */
export function trackingSubscription(prisma: OpsPrisma, webhook: TrackingWebhook): SubscriptionSpec {
  return {
    group: TRACKING_CONSUMER,
    handlers: {
      'search.recorded': async (event) => {
        await consumeOnce(prisma, TRACKING_CONSUMER, event, () => webhook.post(searchRecord(event as EventEnvelope<SearchRecordedV1>)));
      },
      'booking.requested': async (event) => {
        await consumeOnce(prisma, TRACKING_CONSUMER, event, () => webhook.post(reservationRecord(event as EventEnvelope<BookingRequestedV1>)));
      },
    },
  };
}

import { latestBookingRequested } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { deliverOnce, type SqlClient, type TransactionRunner } from '@vip/platform/outbox';
import { reservationRecord, searchRecord } from './tracking.records';
import type { TrackingWebhook } from './tracking.webhook';

/** Its own consumer group, so a web hook outage never holds back opening cases. */
export const TRACKING_CONSUMER = 'svc-ops-tracking';

/**
 * `db` is plain SQL (pgDatabase on the service's pool): the inbox's few statements need no ORM.
 * No transaction is open during the post, so a slow hook holds no connection. Recorded after the post succeeds; the
 * event id as Idempotency-Key covers a crash in between.
 */
export function trackingSubscription(db: SqlClient & TransactionRunner, webhook: TrackingWebhook): SubscriptionSpec {
  return {
    group: TRACKING_CONSUMER,
    handlers: {
      'search.recorded': async (event) => {
        await deliverOnce(db, TRACKING_CONSUMER, event, () => webhook.post(searchRecord(event), event.id));
      },
      'booking.requested': async (event) => {
        await deliverOnce(db, TRACKING_CONSUMER, event, () =>
          webhook.post(reservationRecord(latestBookingRequested(event)), event.id),
        );
      },
    },
  };
}

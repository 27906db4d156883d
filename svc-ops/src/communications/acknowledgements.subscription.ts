import { latestBookingRequested } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import type { CommunicationsService } from './communications.service';

/** Its own consumer group: a slow mail server never holds back opening cases. */
export const ACKNOWLEDGEMENT_CONSUMER = 'svc-ops-acknowledgements';

/** Written in the inbox transaction, sent after commit: a crash in between leaves them 'queued' for a resend. */
export function acknowledgementsSubscription(
  communications: Pick<CommunicationsService, 'acknowledge'>,
): SubscriptionSpec {
  return {
    group: ACKNOWLEDGEMENT_CONSUMER,
    handlers: {
      'booking.requested': (event) =>
        communications.acknowledge(ACKNOWLEDGEMENT_CONSUMER, event, latestBookingRequested(event)),
    },
  };
}

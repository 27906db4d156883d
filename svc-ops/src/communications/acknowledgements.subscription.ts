import { latestBookingRequested } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import type { CommunicationRecord } from './communications.repository';
import type { CommunicationsService } from './communications.service';

/** Its own consumer group: a slow mail server never holds back opening cases. */
export const ACKNOWLEDGEMENT_CONSUMER = 'svc-ops-acknowledgements';

/** Written in the inbox transaction, sent after commit: a crash in between leaves them 'queued' for a resend. */
export function acknowledgementsSubscription(
  prisma: OpsPrisma,
  communications: CommunicationsService,
): SubscriptionSpec {
  return {
    group: ACKNOWLEDGEMENT_CONSUMER,
    handlers: {
      'booking.requested': async (event) => {
        let queued: CommunicationRecord[] = [];
        await consumeOnce(prisma, ACKNOWLEDGEMENT_CONSUMER, event, async (tx) => {
          queued = await communications.queueAcknowledgement(tx, latestBookingRequested(event));
        });
        await communications.deliverQueued(queued);
      },
    },
  };
}

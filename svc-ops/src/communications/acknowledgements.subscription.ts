import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import type { CommunicationRecord } from './communications.repository';
import type { CommunicationsService } from './communications.service';

/** Its own consumer group: a slow mail server never holds back opening cases, nor the other way round. */
export const ACKNOWLEDGEMENT_CONSUMER = 'svc-ops-acknowledgements';

/**
 * Tells the traveller (and the booker) that their booking group arrived, and the operations mailbox: the
 * messages are written in the event's inbox transaction (once per group), and handed to the mail server
 * after it committed. A crash in between leaves them 'queued', which the Communication Center offers to
 * send again once they are stale.
 */
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
          queued = await communications.queueAcknowledgement(tx, event.payload);
        });
        await communications.deliverQueued(queued);
      },
    },
  };
}

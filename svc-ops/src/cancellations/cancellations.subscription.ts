import { consumeOnce, type SubscriptionSpec } from '@vip/platform';
import type { CommunicationsService } from '../communications/communications.service';
import type { OpsPrisma } from '../prisma';
import type { CancellationsService } from './cancellations.service';

/** Its own consumer group: a traveller's request waits for nothing else svc-ops does with svc-booking's events. */
export const CHANGE_REQUEST_CONSUMER = 'svc-ops-change-requests';

/**
 * Travellers' change and cancellation requests (svc-booking's booking.change-requested): applied once
 * (inbox), the messages handed to the mail server after the commit.
 */
export function changeRequestsSubscription(
  prisma: OpsPrisma,
  cancellations: CancellationsService,
  communications: CommunicationsService,
  signals: { onEventsCommitted: () => void; onBoardChanged: () => void },
): SubscriptionSpec {
  return {
    group: CHANGE_REQUEST_CONSUMER,
    handlers: {
      'booking.change-requested': async (event) => {
        const outcome: { applied?: Awaited<ReturnType<CancellationsService['receiveChangeRequest']>> } = {};
        await consumeOnce(prisma, CHANGE_REQUEST_CONSUMER, event, async (tx) => {
          outcome.applied = await cancellations.receiveChangeRequest(tx, event.payload);
        });
        const applied = outcome.applied;
        if (!applied?.changed) return;
        if (applied.eventsWritten) signals.onEventsCommitted();
        signals.onBoardChanged();
        await communications.deliverQueued(applied.queued);
      },
    },
  };
}

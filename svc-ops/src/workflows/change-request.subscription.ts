import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { CommunicationsService } from '../communications/communications.service';
import type { OpsPrisma } from '../prisma';
import type { ChangeRequestWorkflow } from './change-request.workflow';

/** Its own consumer group, so a traveller's request waits for nothing else. */
export const CHANGE_REQUEST_CONSUMER = 'svc-ops-change-requests';

/** Applied once through the inbox; messages go to the mail server after the commit. */
export function changeRequestsSubscription(
  prisma: OpsPrisma,
  changeRequests: ChangeRequestWorkflow,
  communications: CommunicationsService,
  signals: { onEventsCommitted: () => void; onBoardChanged: () => void },
): SubscriptionSpec {
  return {
    group: CHANGE_REQUEST_CONSUMER,
    handlers: {
      'booking.change-requested': async (event) => {
        const outcome: { applied?: Awaited<ReturnType<ChangeRequestWorkflow['receive']>> } = {};
        await consumeOnce(prisma, CHANGE_REQUEST_CONSUMER, event, async (tx) => {
          outcome.applied = await changeRequests.receive(tx, event.payload);
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

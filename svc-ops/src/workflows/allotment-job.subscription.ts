import { latestBookingRequested } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { CommunicationsService } from '../communications/communications.service';
import type { OpsPrisma } from '../prisma';
import type { AllotmentJobOutcome, AllotmentJobWorkflow } from './allotment-job.workflow';

/** Its own consumer group: a slow mail server never holds back opening cases. */
export const ALLOTMENT_JOB_CONSUMER = 'svc-ops-allotment-jobs';

/** Applied once through the inbox; the supplier's message goes to the mail server after the commit. */
export function allotmentJobsSubscription(
  prisma: OpsPrisma,
  allotmentJobs: AllotmentJobWorkflow,
  communications: CommunicationsService,
  signals: { onBoardChanged: () => void; onEventsCommitted: () => void },
): SubscriptionSpec {
  return {
    group: ALLOTMENT_JOB_CONSUMER,
    handlers: {
      'booking.requested': async (event) => {
        const booking = latestBookingRequested(event);
        // Applying any other booking does nothing, so it needs no transaction and no inbox row to stay once.
        if (!allotmentJobs.concerns(booking)) return;
        let outcome: AllotmentJobOutcome = { messages: [], statusMoved: false };
        await consumeOnce(prisma, ALLOTMENT_JOB_CONSUMER, event, async (tx) => {
          outcome = await allotmentJobs.receive(tx, booking);
        });
        if (outcome.statusMoved) signals.onEventsCommitted();
        if (outcome.messages.length === 0 && !outcome.statusMoved) return;
        signals.onBoardChanged();
        await communications.deliverQueued(outcome.messages);
      },
    },
  };
}

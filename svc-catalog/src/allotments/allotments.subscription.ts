import type { SubscriptionSpec } from '@vip/platform/bus';
import type { Logger } from '@vip/platform/logger';
import { consumeOnce } from '@vip/platform/outbox';
import type { CatalogPrisma } from '../prisma';
import type { AllotmentsRepository } from './allotments.repository';

/** The consumer group keeping svc-catalog's copy of svc-booking's allotments. */
export const ALLOTMENTS_CONSUMER = 'svc-catalog.allotments';

/**
 * svc-booking's allotment.changed, each applied once (inbox). Events of an allotment may come twice or late: the copy
 * keeps the highest revision, so an older state never overwrites a newer one.
 */
export function allotmentsSubscription(
  prisma: CatalogPrisma,
  allotments: AllotmentsRepository,
  logger: Logger,
): SubscriptionSpec {
  return {
    group: ALLOTMENTS_CONSUMER,
    handlers: {
      'allotment.changed': async (event) => {
        await consumeOnce(prisma, ALLOTMENTS_CONSUMER, event, async (tx) => {
          if (!(await allotments.apply(tx, event.payload)))
            logger.info(
              { eventId: event.id, allotmentId: event.payload.allotmentId, revision: event.payload.revision },
              'allotment.changed not newer than the copy: kept the copy',
            );
        });
      },
    },
  };
}

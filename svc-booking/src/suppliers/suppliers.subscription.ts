import { type SubscriptionSpec } from '@vip/platform/bus';
import { type Logger } from '@vip/platform/logger';
import { latestSupplierUpdated } from '@vip/contracts/events';
import { consumeOnce } from '@vip/platform/outbox';
import type { AllotmentsRepository } from '../allotments/allotments.repository';
import type { BookingPrisma } from '../prisma';
import type { SupplierCopiesRepository } from './supplier-copies.repository';

/** The consumer group keeping svc-booking's copy of svc-ops' suppliers. */
export const SUPPLIERS_CONSUMER = 'svc-booking.suppliers';

/**
 * Keeps the copy of suppliers from supplier.updated, each event once (inbox), the highest revision winning. A newer
 * state re-announces the supplier's allotments (allotment.changed with its lead time) in the same transaction, so
 * svc-catalog's 'Instant confirmation' follows the supplier.
 */
export function suppliersSubscription(deps: {
  prisma: BookingPrisma;
  copies: SupplierCopiesRepository;
  allotments: AllotmentsRepository;
  logger: Logger;
  /** After a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted: () => void;
}): SubscriptionSpec {
  const { prisma, copies, allotments, logger } = deps;
  return {
    group: SUPPLIERS_CONSUMER,
    handlers: {
      'supplier.updated': async (event) => {
        const supplier = latestSupplierUpdated(event);
        let announced = 0;
        await consumeOnce(prisma, SUPPLIERS_CONSUMER, event, async (tx) => {
          if (!(await copies.apply(tx, supplier)))
            return logger.info(
              { eventId: event.id, revision: supplier.revision },
              'supplier.updated older than the copy: skipped',
            );
          announced = await allotments.reannounceSupplier(tx, supplier.supplierId);
        });
        if (announced > 0) deps.onEventsCommitted();
      },
    },
  };
}

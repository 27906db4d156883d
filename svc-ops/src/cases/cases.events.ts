import type { BookingRequestedV1 } from '@vip/contracts';
import { consumeOnce, type SubscriptionSpec } from '@vip/contracts/server';
import type { OpsPrisma } from '../prisma';
import type { CasesRepository } from './cases.repository';

export const OPS_CONSUMER = 'svc-ops';

/** svc-ops applies each booking event once (inbox), whatever the bus redelivers. */
export function casesSubscription(prisma: OpsPrisma, cases: CasesRepository): SubscriptionSpec {
  return {
    group: OPS_CONSUMER,
    handlers: {
      'booking.requested': async (event) => {
        await consumeOnce(prisma, OPS_CONSUMER, event, (tx) => cases.openFromBooking(tx, event.payload as BookingRequestedV1));
      },
    },
  };
}

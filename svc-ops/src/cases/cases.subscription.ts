import { latestBookingRequested, latestBookingUpdated } from '@vip/contracts/events';
import { type SubscriptionSpec } from '@vip/platform/bus';
import { consumeOnce } from '@vip/platform/outbox';
import type { OpsPrisma } from '../prisma';
import type { CasesRepository } from './cases.repository';
import type { CasesService } from './cases.service';
import { snapshotOfEvent } from './core-snapshot';

export const OPS_CONSUMER = 'svc-ops';

/** Through the inbox, so each event applies once whatever the bus redelivers. */
export function casesSubscription(
  prisma: OpsPrisma,
  cases: CasesRepository,
  service: Pick<CasesService, 'openOnce'>,
  onBoardChanged: () => void = () => undefined,
): SubscriptionSpec {
  return {
    group: OPS_CONSUMER,
    handlers: {
      'booking.requested': async (event) => {
        const opened = await service.openOnce(OPS_CONSUMER, event, latestBookingRequested(event));
        if (opened === 'applied') onBoardChanged();
      },
      'booking.updated': async (event) => {
        const b = latestBookingUpdated(event);
        const result = await consumeOnce(prisma, OPS_CONSUMER, event, (tx) =>
          cases.applyCore(tx, b.bookingId, snapshotOfEvent(b), b.coreVersion).then(() => undefined),
        );
        if (result === 'applied') onBoardChanged();
      },
    },
  };
}

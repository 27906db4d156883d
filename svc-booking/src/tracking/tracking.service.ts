import { randomUUID } from 'node:crypto';
import type { TrackSearchRequest } from '@vip/contracts/schemas';
import { appendToOutbox } from '@vip/platform/outbox';
import type { BookingPrisma } from '../prisma';
import { searchRecordedEvent } from './tracking.events';
import type { TrackingRepository } from './tracking.repository';

export interface TrackingServiceDeps {
  prisma: BookingPrisma;
  tracking: TrackingRepository;
  now: () => Date;
  onEventsCommitted: () => void;
}

/**
 * Searches are recorded here and forwarded by svc-ops from the event: the browser never
 * posts to the spreadsheet webhook, and a webhook outage loses nothing.
 */
export class TrackingService {
  constructor(private readonly deps: TrackingServiceDeps) {}

  async recordSearch(input: TrackSearchRequest): Promise<{ searchId: string }> {
    const searchId = await this.deps.prisma.$transaction(async (tx) => {
      const search = await this.deps.tracking.createSearch(tx, {
        id: randomUUID(),
        airportCode: input.airport,
        serviceType: input.serviceType,
        arrivalDate: input.arrivalDate ?? null,
        arrivalTime: input.arrivalTime ?? null,
        adults: input.adults,
        children: input.children,
        email: input.email ?? null,
        createdAt: this.deps.now(),
      });
      await appendToOutbox(tx, [searchRecordedEvent(search)]);
      return search.id;
    });
    this.deps.onEventsCommitted();
    return { searchId };
  }
}

import { createEnvelope, searchRecordedV1 } from '@vip/contracts/events';
import { type ServiceType } from '@vip/contracts/vocabulary';
import type { SearchEvent } from '../generated/prisma/client.ts';

/** The search.recorded event for a stored search. */
export function searchRecordedEvent(s: SearchEvent) {
  return createEnvelope(searchRecordedV1, {
    producer: 'svc-booking',
    aggregateId: s.id,
    occurredAt: s.createdAt,
    payload: {
      searchId: s.id,
      airportCode: s.airportCode,
      serviceType: s.serviceType as ServiceType,
      arrivalDate: s.arrivalDate,
      arrivalTime: s.arrivalTime,
      adults: s.adults,
      children: s.children,
      email: s.email,
      searchedAt: s.createdAt.toISOString(),
    },
  });
}

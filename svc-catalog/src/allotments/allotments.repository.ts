import type { AllotmentChangedV1 } from '@vip/contracts/events';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

/** What a search asks of the copy: allotments of these services at an airport covering a local date and time. */
export interface CoverQuery {
  airportCode: string;
  serviceIds: readonly number[];
  date: string;
  time: string;
  /** Whole hours from now to the service time: an allotment whose lead time is longer does not cover it. */
  wholeHoursAhead: number;
}

/** svc-catalog's copy of svc-booking's allotments, kept from allotment.changed. */
export class AllotmentsRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  /**
   * Keeps the event's state when its revision is higher than the one kept; a withdrawal is final (an allotment's id
   * never comes back). One statement, so two deliveries racing on replicas cannot interleave a read and a write.
   * Whether the copy changed.
   */
  async apply(tx: Prisma.TransactionClient, a: AllotmentChangedV1): Promise<boolean> {
    // Seats held in someone's checkout are promised to nobody else (events before holds were announced lack them).
    const seatsLeft = Math.max(0, a.seats - a.seatsTaken - (a.seatsHeld ?? 0));
    const changed = await tx.$executeRaw`
      INSERT INTO allotments (id, airport_code, service_id, "date", from_time, to_time, seats_left,
                              instant_booking_hours, withdrawn, revision, changed_at)
      VALUES (${a.allotmentId}::uuid, ${a.airportCode}, ${a.serviceId}, ${a.date}, ${a.fromTime}, ${a.toTime},
              ${seatsLeft}, ${a.instantBookingHours}, ${a.withdrawn}, ${a.revision}, ${a.changedAt}::timestamptz)
      ON CONFLICT (id) DO UPDATE SET
        airport_code = EXCLUDED.airport_code, service_id = EXCLUDED.service_id, "date" = EXCLUDED."date",
        from_time = EXCLUDED.from_time, to_time = EXCLUDED.to_time, seats_left = EXCLUDED.seats_left,
        instant_booking_hours = EXCLUDED.instant_booking_hours, withdrawn = EXCLUDED.withdrawn,
        revision = EXCLUDED.revision, changed_at = EXCLUDED.changed_at
      WHERE NOT allotments.withdrawn AND (allotments.revision < EXCLUDED.revision OR EXCLUDED.withdrawn)`;
    return changed > 0;
  }

  /** The services among `serviceIds` that an active allotment with a seat left covers. */
  async coveredServices(q: CoverQuery): Promise<Set<number>> {
    if (q.serviceIds.length === 0) return new Set();
    const rows = await this.prisma.allotment.findMany({
      where: {
        airportCode: q.airportCode,
        serviceId: { in: [...q.serviceIds] },
        date: q.date,
        fromTime: { lte: q.time },
        toTime: { gt: q.time },
        seatsLeft: { gt: 0 },
        withdrawn: false,
        instantBookingHours: { lte: q.wholeHoursAhead },
      },
      select: { serviceId: true },
      distinct: ['serviceId'],
    });
    return new Set(rows.map((r) => r.serviceId));
  }
}

import type { AllotmentChangedV1 } from '@vip/contracts/events';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';
import type { IndexedAllotment } from './allotment-index';

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

  /** Every allotment dated `from` or later (YYYY-MM-DD), as the in-memory index holds them. */
  async datedFrom(from: string): Promise<IndexedAllotment[]> {
    const rows = await this.prisma.allotment.findMany({ where: { date: { gte: from } } });
    return rows.map((r) => ({
      id: r.id,
      airportCode: r.airportCode,
      serviceId: r.serviceId,
      date: r.date,
      fromTime: r.fromTime,
      toTime: r.toTime,
      seatsLeft: r.seatsLeft,
      instantBookingHours: r.instantBookingHours,
      withdrawn: r.withdrawn,
      revision: r.revision,
    }));
  }

  /**
   * Forgets allotments dated before `date`, withdrawn ones included: a day gone is booked by nobody, so no later
   * event about it can matter (one that still comes writes a row the next prune removes). How many went.
   */
  async deleteDatedBefore(date: string): Promise<number> {
    return (await this.prisma.allotment.deleteMany({ where: { date: { lt: date } } })).count;
  }
}

import type { SupplierUpdatedV2 } from '@vip/contracts/events';
import type { Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';

type Db = BookingPrisma | Prisma.TransactionClient;

/** svc-booking's copy of svc-ops' VIP suppliers, kept from supplier.updated. */
export class SupplierCopiesRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  /**
   * Keeps the event's state when its revision is higher than the one kept. One statement, so two deliveries racing on
   * replicas cannot interleave a read and a write. Whether the copy changed.
   */
  async apply(tx: Prisma.TransactionClient, s: SupplierUpdatedV2): Promise<boolean> {
    // A v1 event did not say which airports: empty, so nothing is refused for its airport.
    const airports = s.airportCodes ?? [];
    const changed = await tx.$executeRaw`
      INSERT INTO supplier_copies (id, name, active, instant_booking_hours, airport_codes, revision, updated_at)
      VALUES (${s.supplierId}::uuid, ${s.name}, ${s.active}, ${s.instantBookingHours}, ${airports}::text[],
              ${s.revision}, ${s.updatedAt}::timestamptz)
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, active = EXCLUDED.active, instant_booking_hours = EXCLUDED.instant_booking_hours,
        airport_codes = EXCLUDED.airport_codes, revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at
      WHERE supplier_copies.revision < EXCLUDED.revision`;
    return changed > 0;
  }

  /** The supplier if svc-booking has heard of it and it is active. */
  findActive(id: string, db: Db = this.prisma) {
    return db.supplierCopy.findFirst({ where: { id, active: true } });
  }
}

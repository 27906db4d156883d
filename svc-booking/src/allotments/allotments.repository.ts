import { appendToOutbox, type SqlClient } from '@vip/platform/outbox';
import type { Allotment, Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';
import { allotmentChangedEvent } from './allotments.events';

export type Tx = Prisma.TransactionClient;
type Db = BookingPrisma | Tx;

/**
 * Every allotment field from its column, so a RETURNING answers an Allotment as Prisma reads it; the lead time is the
 * one in force (its supplier's, as `withLeadTime` gives it).
 */
const ALLOTMENT_SELECTION = `id::text AS id, airport_code AS "airportCode", service_id AS "serviceId", date,
  from_time AS "fromTime", to_time AS "toTime", seats, seats_taken AS "seatsTaken", supplier_id::text AS "supplierId",
  COALESCE((SELECT s.instant_booking_hours FROM supplier_copies s WHERE s.id = allotments.supplier_id),
    instant_booking_hours) AS "instantBookingHours", version, revision, created_by AS "createdBy",
  updated_by AS "updatedBy", created_at AS "createdAt", updated_at AS "updatedAt"`;

export interface AllotmentFilter {
  airportCode?: string;
  serviceId?: number;
  from?: string;
  to?: string;
  supplierId?: string;
}

/** What a booking asks of capacity: its service, airport-local date and time, and whole hours until the flight. */
export interface SeatRequest {
  serviceId: number;
  date: string;
  time: string;
  hoursAhead: number;
  /** Holds whose expiry is not after this no longer count. */
  now: Date;
}

/** A seat taken (the allotment's id), or none: `covered` says whether an allotment covered it but was full. */
export interface SeatOutcome {
  allotmentId: string | null;
  covered: boolean;
  /** The supplier the allotment names, if any, for a seat taken. */
  supplierId?: string | null;
}

export class AllotmentsRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  /** Staff writes and their allotment.changed event, in one transaction. */
  inTransaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(write);
  }

  async create(tx: Tx, data: Prisma.AllotmentCreateInput) {
    const [row] = await this.withLeadTime(tx, [await tx.allotment.create({ data })]);
    await appendToOutbox(tx, [allotmentChangedEvent(row!)]);
    return row!;
  }

  async find(id: string) {
    const row = await this.prisma.allotment.findUnique({ where: { id } });
    return row && (await this.withLeadTime(this.prisma, [row]))[0]!;
  }

  async list(filter: AllotmentFilter) {
    const rows = await this.prisma.allotment.findMany({
      where: {
        airportCode: filter.airportCode,
        serviceId: filter.serviceId,
        supplierId: filter.supplierId,
        date: { gte: filter.from, lte: filter.to },
      },
      orderBy: [{ date: 'asc' }, { airportCode: 'asc' }, { serviceId: 'asc' }, { fromTime: 'asc' }, { id: 'asc' }],
      take: 500,
    });
    return this.withLeadTime(this.prisma, rows);
  }

  /**
   * The rows with the lead time in force as `instantBookingHours`: their supplier's (svc-booking's copy), or the
   * row's own for an allotment whose supplier is none or not heard of yet (published before suppliers were copied).
   */
  private async withLeadTime(db: Db, rows: Allotment[]): Promise<Allotment[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.supplierId ? [r.supplierId] : [])))];
    if (ids.length === 0) return rows;
    const suppliers = await db.supplierCopy.findMany({
      where: { id: { in: ids } },
      select: { id: true, instantBookingHours: true },
    });
    const hours = new Map(suppliers.map((s) => [s.id, s.instantBookingHours]));
    return rows.map((r) => ({
      ...r,
      instantBookingHours: (r.supplierId ? hours.get(r.supplierId) : undefined) ?? r.instantBookingHours,
    }));
  }

  /**
   * After the supplier's state changed: every allotment of it is a new revision, announced with the supplier's lead
   * time (locked in id order). How many were announced.
   */
  async reannounceSupplier(tx: Tx, supplierId: string, now = new Date()): Promise<number> {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM allotments WHERE supplier_id = ${supplierId}::uuid ORDER BY id FOR UPDATE`;
    if (rows.length === 0) return 0;
    await tx.$executeRaw`
      UPDATE allotments SET revision = revision + 1, updated_at = now() WHERE supplier_id = ${supplierId}::uuid`;
    const changed = await tx.allotment.findMany({ where: { supplierId }, orderBy: { id: 'asc' } });
    for (const a of await this.withLeadTime(tx, changed)) await this.announceRow(tx, a, now);
    return changed.length;
  }

  /**
   * A staff change on the version they read, never below the seats booked and held: one conditional UPDATE on the
   * locked row, so a booking or hold taking a seat meanwhile cannot be undercut. 0 rows: the version moved or the seats
   * do not fit.
   */
  async change(
    tx: Tx,
    id: string,
    version: number,
    data: Prisma.AllotmentUpdateManyMutationInput,
    now: Date,
  ): Promise<Allotment | null> {
    let seatsFloor = {};
    if (typeof data.seats === 'number') {
      // Seats booked and seats live holds keep both stay: lock the row first (as every holder does), then count.
      await tx.$queryRaw`SELECT 1 AS locked FROM allotments WHERE id = ${id}::uuid FOR UPDATE`;
      seatsFloor = { seatsTaken: { lte: data.seats - (await this.seatsHeld(id, now, tx)) } };
    }
    const { count } = await tx.allotment.updateMany({
      where: { id, version, ...seatsFloor },
      data: { ...data, version: { increment: 1 }, revision: { increment: 1 } },
    });
    if (count !== 1) return null;
    const [row] = await this.withLeadTime(tx, [await tx.allotment.findUniqueOrThrow({ where: { id } })]);
    await this.announceRow(tx, row!, now);
    return row!;
  }

  /** Deleted only while no booking holds one of its seats. */
  async deleteUnused(tx: Tx, id: string, at: Date): Promise<boolean> {
    const rows = await tx.allotment.findMany({ where: { id, seatsTaken: 0 } });
    const { count } = await tx.allotment.deleteMany({ where: { id, seatsTaken: 0 } });
    const [row] = await this.withLeadTime(tx, rows);
    if (count !== 1 || !row) return false;
    await appendToOutbox(tx, [allotmentChangedEvent(row, { withdrawn: true, at })]);
    return true;
  }

  /**
   * Takes one seat of an allotment covering the request, in the booking's transaction: a seat nobody has booked and
   * no live hold keeps (the booking's own hold was ended by this transaction first, so its seats are free to it).
   */
  async takeSeat(tx: SqlClient, request: SeatRequest): Promise<SeatOutcome> {
    const candidates = await this.covering(tx, request);
    for (const id of candidates) {
      if ((await this.lockedFreeSeats(tx, id, request.now)) < 1) continue;
      const [taken] = await tx.$queryRawUnsafe<Allotment[]>(
        `UPDATE allotments SET seats_taken = seats_taken + 1, revision = revision + 1, updated_at = now()
         WHERE id = $1::uuid AND seats_taken < seats RETURNING ${ALLOTMENT_SELECTION}`,
        id,
      );
      if (taken) {
        await this.announceRow(tx, taken, request.now);
        return { allotmentId: id, covered: true, supplierId: taken.supplierId };
      }
    }
    return { allotmentId: null, covered: candidates.length > 0 };
  }

  /**
   * Keeps a seat for a hold being written in this transaction: the allotment that has one (after bookings and live
   * holds), whose row stays locked until the hold commits. The caller writes the hold's seat row.
   */
  async holdSeat(tx: SqlClient, request: SeatRequest): Promise<SeatOutcome> {
    const candidates = await this.covering(tx, request);
    for (const id of candidates) {
      if ((await this.lockedFreeSeats(tx, id, request.now)) >= 1) return { allotmentId: id, covered: true };
    }
    return { allotmentId: null, covered: candidates.length > 0 };
  }

  /**
   * The allotments whose band and lead time cover a request, in the order seats are tried. The lead time is the
   * supplier's (an inactive supplier's allotments cover nothing); the row's own only while its supplier is unknown.
   */
  private async covering(tx: SqlClient, request: SeatRequest): Promise<string[]> {
    const rows = await tx.$queryRawUnsafe<Array<{ id: string }>>(
      `SELECT a.id::text AS id FROM allotments a LEFT JOIN supplier_copies s ON s.id = a.supplier_id
       WHERE a.service_id = $1::int AND a.date = $2 AND a.from_time <= $3 AND a.to_time > $3
         AND s.active IS NOT FALSE
         AND COALESCE(s.instant_booking_hours, a.instant_booking_hours) <= $4::int
       ORDER BY a.from_time, a.id`,
      request.serviceId,
      request.date,
      request.time,
      Math.floor(request.hoursAhead),
    );
    return rows.map((r) => r.id);
  }

  /**
   * Locks the allotment's row, then counts what is free: its seats less those booked and those live holds keep. Two
   * statements on purpose: under READ COMMITTED the count, run after the lock is granted, sees every hold and seat
   * committed by whoever had the lock before (a count in the locking statement would use the older snapshot). Every
   * writer of seats or holds takes this lock first, so no two of them count the same free seat.
   */
  private async lockedFreeSeats(tx: SqlClient, id: string, now: Date): Promise<number> {
    await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM allotments WHERE id = $1::uuid FOR UPDATE`, id);
    const [row] = await tx.$queryRawUnsafe<Array<{ free: number }>>(
      `SELECT a.seats - a.seats_taken - (
        SELECT count(*)::int FROM hold_seats s JOIN holds h ON h.id = s.hold_id
        WHERE s.allotment_id = a.id AND h.ended_at IS NULL AND h.expires_at > $2::timestamptz
      ) AS free
      FROM allotments a WHERE a.id = $1::uuid`,
      id,
      now.toISOString(),
    );
    return Number(row?.free ?? 0);
  }

  /**
   * After a staff correction: whether the booking's allotment still covers its service, date and time. If not, the
   * seat is given back (the booking keeps the status staff gave it; confirming it elsewhere is theirs to do).
   */
  async keepOrRelease(
    tx: Tx,
    allotmentId: string,
    booking: Pick<SeatRequest, 'serviceId' | 'date' | 'time'>,
    now = new Date(),
  ): Promise<boolean> {
    const a = await tx.allotment.findUnique({ where: { id: allotmentId } });
    const covers =
      a !== null &&
      a.serviceId === booking.serviceId &&
      a.date === booking.date &&
      a.fromTime <= booking.time &&
      booking.time < a.toTime;
    if (!covers) await this.releaseSeat(tx, allotmentId, now);
    return covers;
  }

  /** Gives a booking's seat back (a cancellation); never below zero. */
  async releaseSeat(tx: SqlClient, allotmentId: string, now = new Date()): Promise<void> {
    const [given] = await tx.$queryRawUnsafe<Allotment[]>(
      `UPDATE allotments SET seats_taken = seats_taken - 1, revision = revision + 1, updated_at = now()
       WHERE id = $1::uuid AND seats_taken > 0 RETURNING ${ALLOTMENT_SELECTION}`,
      allotmentId,
    );
    if (given) await this.announceRow(tx, given, now);
  }

  /**
   * After a hold kept or freed seats of these allotments (made, changed, released, booked, expired): one more revision
   * each and its state with the seats held now, so readers never promise a seat someone's checkout keeps. The rows are
   * locked in the order seats are taken (service, date, band), so this never waits on a checkout the other way round.
   */
  async announceHolds(tx: SqlClient, ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    const rows = await tx.$queryRawUnsafe<Array<{ id: string }>>(
      `SELECT id::text AS id FROM allotments WHERE id = ANY($1::uuid[]) ORDER BY service_id, date, from_time, id`,
      [...new Set(ids)],
    );
    for (const { id } of rows) {
      const [bumped] = await tx.$queryRawUnsafe<Allotment[]>(
        `UPDATE allotments SET revision = revision + 1 WHERE id = $1::uuid RETURNING ${ALLOTMENT_SELECTION}`,
        id,
      );
      if (bumped) await this.announceRow(tx, bumped, now, now);
    }
  }

  /**
   * The row's state as this transaction changed it (the row is locked by it), with the seats live holds keep (counted
   * after the lock, so every hold committed before it is seen).
   */
  private async announceRow(tx: SqlClient, row: Allotment, now: Date, at?: Date): Promise<void> {
    const seatsHeld = await this.seatsHeld(row.id, now, tx);
    const supplierDeleted = await this.supplierInactive(tx, row.supplierId);
    await appendToOutbox(tx, [allotmentChangedEvent(row, { seatsHeld, supplierDeleted, at })]);
  }

  /**
   * svc-ops says inactive only of a supplier it deleted, for good: readers then treat its allotments as withdrawn
   * (svc-catalog keeps a withdrawal for ever), so the flag goes at once, as the checkout's seat does.
   */
  private async supplierInactive(tx: SqlClient, supplierId: string | null): Promise<boolean> {
    if (!supplierId) return false;
    const [row] = await tx.$queryRawUnsafe<Array<{ active: boolean }>>(
      `SELECT active FROM supplier_copies WHERE id = $1::uuid`,
      supplierId,
    );
    return row?.active === false;
  }

  /** Seats live holds keep of each allotment among `ids` (those with none are absent). */
  async seatsHeldOf(ids: readonly string[], now: Date): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.holdSeat.groupBy({
      by: ['allotmentId'],
      where: { allotmentId: { in: [...ids] }, hold: { endedAt: null, expiresAt: { gt: now } } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.allotmentId, r._count._all]));
  }

  /** Seats of the allotment that live holds keep (not ended, not expired at `now`). */
  async seatsHeld(id: string, now: Date, tx: SqlClient = this.prisma): Promise<number> {
    const [held] = await tx.$queryRawUnsafe<Array<{ seats: number }>>(
      `SELECT count(*)::int AS seats FROM hold_seats s JOIN holds h ON h.id = s.hold_id
       WHERE s.allotment_id = $1::uuid AND h.ended_at IS NULL AND h.expires_at > $2::timestamptz`,
      id,
      now.toISOString(),
    );
    return Number(held?.seats ?? 0);
  }
}

import { appendToOutbox } from '@vip/platform/outbox';
import type { Allotment, Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';
import { allotmentChangedEvent } from './allotments.events';

export type Tx = Prisma.TransactionClient;

export interface AllotmentFilter {
  airportCode?: string;
  serviceId?: number;
  from?: string;
  to?: string;
}

/** What a booking asks of capacity: its service, airport-local date and time, and whole hours until the flight. */
export interface SeatRequest {
  serviceId: number;
  date: string;
  time: string;
  hoursAhead: number;
}

/** A seat taken (the allotment's id), or none: `covered` says whether an allotment covered it but was full. */
export interface SeatOutcome {
  allotmentId: string | null;
  covered: boolean;
}

export class AllotmentsRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  /** Staff writes and their allotment.changed event, in one transaction. */
  inTransaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(write);
  }

  async create(tx: Tx, data: Prisma.AllotmentCreateInput) {
    const row = await tx.allotment.create({ data });
    await appendToOutbox(tx, [allotmentChangedEvent(row)]);
    return row;
  }

  find(id: string) {
    return this.prisma.allotment.findUnique({ where: { id } });
  }

  list(filter: AllotmentFilter) {
    return this.prisma.allotment.findMany({
      where: {
        airportCode: filter.airportCode,
        serviceId: filter.serviceId,
        date: { gte: filter.from, lte: filter.to },
      },
      orderBy: [{ date: 'asc' }, { airportCode: 'asc' }, { serviceId: 'asc' }, { fromTime: 'asc' }, { id: 'asc' }],
      take: 500,
    });
  }

  /**
   * A staff change on the version they read, never below the seats booked: one conditional UPDATE, so a booking
   * taking a seat meanwhile cannot be undercut. 0 rows: the version moved or the seats do not fit.
   */
  async change(
    tx: Tx,
    id: string,
    version: number,
    data: Prisma.AllotmentUpdateManyMutationInput,
  ): Promise<Allotment | null> {
    const seatsFloor = typeof data.seats === 'number' ? { seatsTaken: { lte: data.seats } } : {};
    const { count } = await tx.allotment.updateMany({
      where: { id, version, ...seatsFloor },
      data: { ...data, version: { increment: 1 } },
    });
    if (count !== 1) return null;
    const row = await tx.allotment.findUniqueOrThrow({ where: { id } });
    await appendToOutbox(tx, [allotmentChangedEvent(row)]);
    return row;
  }

  /** Deleted only while no booking holds one of its seats. */
  async deleteUnused(tx: Tx, id: string, at: Date): Promise<boolean> {
    const rows = await tx.allotment.findMany({ where: { id, seatsTaken: 0 } });
    const { count } = await tx.allotment.deleteMany({ where: { id, seatsTaken: 0 } });
    if (count !== 1 || !rows[0]) return false;
    await appendToOutbox(tx, [allotmentChangedEvent(rows[0], { withdrawn: true, at })]);
    return true;
  }

  /**
   * Takes one seat of an allotment covering the request, in the booking's transaction. Each candidate is tried with
   * a conditional UPDATE (PostgreSQL re-checks `seats_taken < seats` on the row it waited for), so parallel
   * checkouts on any replica never take more seats than there are.
   */
  async takeSeat(tx: Tx, request: SeatRequest): Promise<SeatOutcome> {
    const candidates = await tx.allotment.findMany({
      where: {
        serviceId: request.serviceId,
        date: request.date,
        fromTime: { lte: request.time },
        toTime: { gt: request.time },
        instantBookingHours: { lte: Math.floor(request.hoursAhead) },
      },
      select: { id: true },
      orderBy: [{ fromTime: 'asc' }, { id: 'asc' }],
    });
    for (const { id } of candidates) {
      const taken = await tx.$executeRaw`
        UPDATE allotments SET seats_taken = seats_taken + 1, updated_at = now()
        WHERE id = ${id}::uuid AND seats_taken < seats`;
      if (taken === 1) {
        await this.announce(tx, id);
        return { allotmentId: id, covered: true };
      }
    }
    return { allotmentId: null, covered: candidates.length > 0 };
  }

  /**
   * After a staff correction: whether the booking's allotment still covers its service, date and time. If not, the
   * seat is given back (the booking keeps the status staff gave it; confirming it elsewhere is theirs to do).
   */
  async keepOrRelease(tx: Tx, allotmentId: string, booking: Omit<SeatRequest, 'hoursAhead'>): Promise<boolean> {
    const a = await tx.allotment.findUnique({ where: { id: allotmentId } });
    const covers =
      a !== null &&
      a.serviceId === booking.serviceId &&
      a.date === booking.date &&
      a.fromTime <= booking.time &&
      booking.time < a.toTime;
    if (!covers) await this.releaseSeat(tx, allotmentId);
    return covers;
  }

  /** Gives a booking's seat back (a cancellation); never below zero. */
  async releaseSeat(tx: Tx, allotmentId: string): Promise<void> {
    const given = await tx.$executeRaw`
      UPDATE allotments SET seats_taken = seats_taken - 1, updated_at = now()
      WHERE id = ${allotmentId}::uuid AND seats_taken > 0`;
    if (given === 1) await this.announce(tx, allotmentId);
  }

  /** The state the row has now, this transaction's change included (the row is locked by it). */
  private async announce(tx: Tx, id: string): Promise<void> {
    const row = await tx.allotment.findUniqueOrThrow({ where: { id } });
    await appendToOutbox(tx, [allotmentChangedEvent(row)]);
  }
}

import type pg from 'pg';
import { inPgTransaction } from '@vip/platform/db';
import type { SqlClient } from '@vip/platform/outbox';
import type { Booking, Prisma } from '../generated/prisma/client.ts';
import type { BookingPrisma } from '../prisma';
import { bookingsInsert, type BookingInsert } from './booking-columns';

type Tx = Prisma.TransactionClient;

export class BookingsRepository {
  constructor(
    private readonly prisma: BookingPrisma,
    /** Prisma's own pool: the checkout's transaction runs on it in plain SQL. */
    private readonly pool: pg.Pool,
  ) {}

  /**
   * A booking group's transaction (a checkout or a partner's booking) in plain SQL on one connection: the hot path
   * pays for no ORM. Everything in it takes the SqlClient, never Prisma.
   */
  inGroupTransaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return inPgTransaction(this.pool, work);
  }

  create(tx: Tx, data: Prisma.BookingCreateInput) {
    return tx.booking.create({ data });
  }

  /**
   * A group's bookings in one statement (a checkout's cart), answered in the order given, each as create would
   * answer it.
   */
  async createMany(tx: SqlClient, rows: BookingInsert[], at = new Date()): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const { sql, values } = bookingsInsert(rows, at);
    const created = await tx.$queryRawUnsafe<Booking[]>(sql, ...values);
    const byId = new Map(created.map((b) => [b.id, b]));
    return rows.map((row) => byId.get(row.id)!);
  }

  find(id: string) {
    return this.prisma.booking.findUnique({ where: { id } });
  }

  findById(tx: Tx, id: string) {
    return tx.booking.findUnique({ where: { id } });
  }

  update(tx: Tx, id: string, data: Prisma.BookingUpdateInput) {
    return tx.booking.update({ where: { id }, data });
  }

  /**
   * One query for both checks, so a wrong reference and a wrong e-mail cannot be told apart. The
   * booker's e-mail finds it too: an assistant or agent follows the bookings they made.
   */
  findByReferenceAndEmail(referenceCode: string, email: string, tx?: Tx) {
    return (tx ?? this.prisma).booking.findFirst({
      where: { referenceCode, OR: [{ contactEmail: email }, { bookerEmail: email }] },
    });
  }

  /** The other bookings of a checkout's group that the same e-mail may see, in service order. */
  findGroupMembers(groupId: string, exceptId: string, email: string) {
    return this.prisma.booking.findMany({
      where: { groupId, id: { not: exceptId }, OR: [{ contactEmail: email }, { bookerEmail: email }] },
      orderBy: [{ flightDate: 'asc' }, { flightTime: 'asc' }, { referenceCode: 'asc' }],
    });
  }

  /** A partner's own booking by reference: another partner's is not found, as a missing one. */
  findForPartner(referenceCode: string, partnerId: string, tx?: Tx) {
    return (tx ?? this.prisma).booking.findFirst({ where: { referenceCode, partnerId } });
  }

  /** A partner's bookings in (updated_at, id) order, after a position (exclusive) and from an instant (inclusive). */
  listForPartner(
    partnerId: string,
    q: { after?: { updatedAt: Date; id: string }; updatedSince?: Date; partnerReference?: string; take: number },
  ) {
    return this.prisma.booking.findMany({
      where: {
        partnerId,
        ...(q.partnerReference !== undefined ? { partnerReference: q.partnerReference } : {}),
        AND: [
          q.updatedSince ? { updatedAt: { gte: q.updatedSince } } : {},
          q.after
            ? {
                OR: [
                  { updatedAt: { gt: q.after.updatedAt } },
                  { updatedAt: q.after.updatedAt, id: { gt: q.after.id } },
                ],
              }
            : {},
        ],
      },
      orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
      take: q.take,
    });
  }

  /** Locks the booking row until the transaction ends (two requests of one traveller queue up). */
  async lock(tx: Tx, id: string): Promise<void> {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** The same request (kind and words) made since `since`, if any: a second click is not a second request. */
  findRecentChangeRequest(tx: Tx, bookingId: string, kind: string, message: string, since: Date) {
    return tx.bookingChangeRequest.findFirst({
      where: { bookingId, kind, message, createdAt: { gte: since } },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** The oldest first, so the earliest one to leave the window is known. */
  findChangeRequestsSince(tx: Tx, bookingId: string, source: string, since: Date) {
    return tx.bookingChangeRequest.findMany({
      where: { bookingId, source, createdAt: { gte: since } },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    });
  }

  createChangeRequest(tx: Tx, data: Prisma.BookingChangeRequestUncheckedCreateInput) {
    return tx.bookingChangeRequest.create({ data });
  }
}

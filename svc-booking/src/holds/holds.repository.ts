import type { Hold, Prisma } from '../generated/prisma/client.ts';
import type { SqlClient } from '@vip/platform/outbox';
import type { BookingPrisma } from '../prisma';

export type Tx = Prisma.TransactionClient;

export interface NewHold {
  id: string;
  tokenHash: string;
  expiresAt: Date;
  remainingMs: number;
  items: Prisma.InputJsonValue;
}

/**
 * Holds and the seats they keep. Every change is one conditional UPDATE on the hold's row naming the state it was
 * read in (not ended, not expired, paused or not), so two tabs or replicas never both pause, resume or take a hold.
 */
export class HoldsRepository {
  constructor(private readonly prisma: BookingPrisma) {}

  inTransaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(write);
  }

  create(tx: Tx, hold: NewHold): Promise<Hold> {
    return tx.hold.create({ data: hold });
  }

  addSeat(tx: Tx, holdId: string, position: number, allotmentId: string): Promise<unknown> {
    return tx.holdSeat.create({ data: { holdId, position, allotmentId } });
  }

  setItems(tx: Tx, id: string, items: Prisma.InputJsonValue): Promise<Hold> {
    return tx.hold.update({ where: { id }, data: { items } });
  }

  /** The hold, only for the holder of its token (anyone else learns nothing, not even that it exists). */
  findOwned(id: string, tokenHash: string): Promise<Hold | null> {
    return this.prisma.hold.findFirst({ where: { id, tokenHash } });
  }

  /** Ends a live hold the holder asked to release; false when it was not live (ended, expired) or not theirs. */
  async release(tx: Tx, id: string, tokenHash: string, now: Date): Promise<boolean> {
    const { count } = await tx.hold.updateMany({
      where: { id, tokenHash, endedAt: null, expiresAt: { gt: now } },
      data: { endedAt: now, endReason: 'released' },
    });
    return count === 1;
  }

  /**
   * Locks the holder's hold for a change of its items: 'live' (locked until the transaction ends, so a checkout or
   * another change waits), 'ended' (released, booked or expired) or 'missing' (no such hold, or not theirs).
   */
  async lockOwned(tx: Tx, id: string, tokenHash: string, now: Date): Promise<'live' | 'ended' | 'missing'> {
    const [row] = await tx.$queryRaw<Array<{ live: boolean }>>`
      SELECT (ended_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz) AS live
      FROM holds WHERE id = ${id}::uuid AND token_hash = ${tokenHash} FOR UPDATE`;
    if (!row) return 'missing';
    return row.live ? 'live' : 'ended';
  }

  /** Gives up every seat the hold keeps (in its transaction: others still count them until it commits). */
  async clearSeats(tx: Tx, holdId: string): Promise<void> {
    await tx.holdSeat.deleteMany({ where: { holdId } });
  }

  findInTx(tx: Tx, id: string): Promise<Hold> {
    return tx.hold.findUniqueOrThrow({ where: { id } });
  }

  /** The allotments whose seats a hold keeps (or kept). */
  async seatAllotments(tx: SqlClient, holdIds: readonly string[]): Promise<string[]> {
    const rows = await tx.$queryRawUnsafe<Array<{ allotmentId: string }>>(
      `SELECT allotment_id::text AS "allotmentId" FROM hold_seats WHERE hold_id = ANY($1::uuid[]) ORDER BY hold_id, position`,
      [...holdIds],
    );
    return rows.map((r) => r.allotmentId);
  }

  /**
   * Ends up to `limit` holds whose countdown ran out and were not ended yet (as `expired`, at their expiry), so their
   * allotments can be announced with the seats freed. Rows another sweeper holds are skipped, not waited on.
   */
  async endExpired(tx: Tx, now: Date, limit: number): Promise<string[]> {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      UPDATE holds SET ended_at = expires_at, end_reason = 'expired'
      WHERE id IN (
        SELECT id FROM holds WHERE ended_at IS NULL AND expires_at <= ${now.toISOString()}::timestamptz
        ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id`;
    return rows.map((r) => r.id);
  }

  /**
   * In the checkout's transaction: ends the holder's live hold as booked, so its seats count for nobody but this
   * transaction (others still see them held until it commits). False when there is no such live hold.
   */
  async claim(tx: SqlClient, id: string, tokenHash: string, now: Date): Promise<boolean> {
    const count = await tx.$executeRawUnsafe(
      `UPDATE holds SET ended_at = $4::timestamptz, end_reason = 'booked'
       WHERE id = $1::uuid AND token_hash = $2 AND ended_at IS NULL AND expires_at > $3::timestamptz`,
      id,
      tokenHash,
      now.toISOString(),
      now.toISOString(),
    );
    return count === 1;
  }

  /** Pauses a running live hold: the countdown left is kept, and the hold lasts it plus the pause left. */
  async pause(hold: Hold, now: Date, remainingMs: number, pauseLeftMs: number): Promise<Hold | null> {
    const { count } = await this.prisma.hold.updateMany({
      where: { id: hold.id, endedAt: null, pausedAt: null, expiresAt: { gt: now } },
      data: { pausedAt: now, remainingMs, expiresAt: new Date(now.getTime() + pauseLeftMs + remainingMs) },
    });
    return count === 1 ? this.prisma.hold.findUnique({ where: { id: hold.id } }) : null;
  }

  /** Resumes a paused live hold: the countdown goes on from what was left, the pause taken counted as used. */
  async resume(hold: Hold & { pausedAt: Date }, now: Date, pausedMs: number, expiresAt: Date): Promise<Hold | null> {
    const { count } = await this.prisma.hold.updateMany({
      where: { id: hold.id, endedAt: null, pausedAt: hold.pausedAt, expiresAt: { gt: now } },
      data: { pausedAt: null, pausedMs, expiresAt },
    });
    return count === 1 ? this.prisma.hold.findUnique({ where: { id: hold.id } }) : null;
  }
}

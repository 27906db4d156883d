import type { Prisma } from '../generated/prisma/client.ts';
import type { CatalogPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export type PromoRow = NonNullable<Awaited<ReturnType<PromoCodesRepository['find']>>>;

export type Reservation =
  { ok: true; reservedAt: Date; replayed: boolean } | { ok: false; reason: 'unknown' | 'used-up' | 'per-email' };

export class PromoCodesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** An active code valid at `at`, or null. */
  findUsable(code: string, at: Date) {
    return this.prisma.promoCode.findFirst({
      where: {
        code,
        active: true,
        AND: [
          { OR: [{ validFrom: null }, { validFrom: { lte: at } }] },
          { OR: [{ validUntil: null }, { validUntil: { gt: at } }] },
        ],
      },
    });
  }

  find(code: string, tx: Tx | CatalogPrisma = this.prisma) {
    return tx.promoCode.findUnique({ where: { code } });
  }

  all() {
    return this.prisma.promoCode.findMany({ orderBy: { code: 'asc' } });
  }

  /** Uses held per code (reserved by checkouts that did not fail). */
  async usedCounts(codes?: string[]): Promise<Map<string, number>> {
    const groups = await this.prisma.promoRedemption.groupBy({
      by: ['code'],
      where: codes ? { code: { in: codes } } : undefined,
      _count: { _all: true },
    });
    return new Map(groups.map((g) => [g.code, g._count._all]));
  }

  create(tx: Tx, data: Prisma.PromoCodeCreateInput) {
    return tx.promoCode.create({ data });
  }

  async updateVersioned(tx: Tx, code: string, version: number, data: Prisma.PromoCodeUpdateManyMutationInput) {
    const { count } = await tx.promoCode.updateMany({
      where: { code, version },
      data: { ...data, version: { increment: 1 } },
    });
    return count === 1 ? this.find(code, tx) : null;
  }

  /**
   * One use for the checkout `key`, counted under a lock of the code's row so concurrent checkouts queue here and
   * each sees the uses before it: a budget of N gives exactly N. The same key again is the same use.
   */
  reserve(code: string, email: string, key: string, at: Date): Promise<Reservation> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRawUnsafe<{ usage_limit: number | null; per_email_limit: number | null }[]>(
        `SELECT usage_limit, per_email_limit FROM promo_codes
          WHERE code = $1 AND active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR valid_until > $2)
          FOR UPDATE`,
        code,
        at,
      );
      const promo = locked[0];
      if (!promo) return { ok: false, reason: 'unknown' };
      const held = await tx.promoRedemption.findUnique({ where: { key } });
      if (held) return { ok: true, reservedAt: held.reservedAt, replayed: true };
      if (promo.usage_limit !== null && (await tx.promoRedemption.count({ where: { code } })) >= promo.usage_limit)
        return { ok: false, reason: 'used-up' };
      if (
        promo.per_email_limit !== null &&
        (await tx.promoRedemption.count({ where: { code, email } })) >= promo.per_email_limit
      )
        return { ok: false, reason: 'per-email' };
      await tx.promoRedemption.create({ data: { key, code, email, reservedAt: at } });
      return { ok: true, reservedAt: at, replayed: false };
    });
  }

  /** Gives a failed checkout's use back; a key never reserved (or given back already) is nothing to do. */
  async release(key: string): Promise<void> {
    await this.prisma.promoRedemption.deleteMany({ where: { key } });
  }
}

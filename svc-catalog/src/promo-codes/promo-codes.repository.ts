import type { CatalogPrisma } from '../prisma';

export class PromoCodesRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

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
}

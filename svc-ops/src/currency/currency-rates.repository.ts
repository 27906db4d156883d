import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export class CurrencyRatesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  list() {
    return this.prisma.currencyRate.findMany({ orderBy: { currency: 'asc' } });
  }

  find(tx: Tx, currency: string) {
    return tx.currencyRate.findUnique({ where: { currency } });
  }

  /** `audit` runs in the same transaction, so no rate changes unaudited. */
  save(
    currency: string,
    rateToUsd: number,
    updatedBy: string,
    audit: (tx: Tx, before: { rateToUsd: { toFixed(n: number): string } } | null) => Promise<void>,
  ) {
    return this.prisma.$transaction(async (tx) => {
      const before = await tx.currencyRate.findUnique({ where: { currency } });
      const saved = await tx.currencyRate.upsert({
        where: { currency },
        create: { currency, rateToUsd: rateToUsd.toString(), updatedBy },
        update: { rateToUsd: rateToUsd.toString(), updatedBy },
      });
      await audit(tx, before);
      return saved;
    });
  }
}

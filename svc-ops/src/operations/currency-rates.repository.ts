import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

/** The staff-edited table of USD rates for supplier currencies. */
export class CurrencyRatesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  list() {
    return this.prisma.currencyRate.findMany({ orderBy: { currency: 'asc' } });
  }

  find(tx: Tx, currency: string) {
    return tx.currencyRate.findUnique({ where: { currency } });
  }

  save(currency: string, rateToUsd: number, updatedBy: string) {
    return this.prisma.currencyRate.upsert({
      where: { currency },
      create: { currency, rateToUsd: rateToUsd.toString(), updatedBy },
      update: { rateToUsd: rateToUsd.toString(), updatedBy },
    });
  }
}

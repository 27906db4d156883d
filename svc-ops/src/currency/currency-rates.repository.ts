import { appendToOutbox } from '@vip/platform/outbox';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';
import { currencyRatesChangedEvent } from './currency-rates.events';

type Tx = Prisma.TransactionClient;

export class CurrencyRatesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  list() {
    return this.prisma.currencyRate.findMany({ orderBy: { currency: 'asc' } });
  }

  find(tx: Tx, currency: string) {
    return tx.currencyRate.findUnique({ where: { currency } });
  }

  /**
   * A staff change of a rate: a new revision of the whole state, announced (currency-rates.changed) in the same
   * transaction. `audit` runs in it too, so no rate changes unaudited. The state's row is locked first, so two
   * changes get two revisions in the order they commit.
   */
  save(
    currency: string,
    rateToUsd: number,
    updatedBy: string,
    at: Date,
    audit: (tx: Tx, before: { rateToUsd: { toFixed(n: number): string } } | null) => Promise<void>,
  ) {
    return this.prisma.$transaction(async (tx) => {
      const [state] = await tx.$queryRaw<Array<{ revision: number }>>`
        SELECT revision FROM currency_rates_state WHERE id = 1 FOR UPDATE`;
      const revision = (state?.revision ?? 0) + 1;
      const before = await tx.currencyRate.findUnique({ where: { currency } });
      const saved = await tx.currencyRate.upsert({
        where: { currency },
        create: { currency, rateToUsd: rateToUsd.toString(), updatedBy },
        update: { rateToUsd: rateToUsd.toString(), updatedBy },
      });
      await tx.currencyRatesState.upsert({
        where: { id: 1 },
        create: { id: 1, revision, announcedRevision: revision },
        update: { revision, announcedRevision: revision },
      });
      await appendToOutbox(tx, [currencyRatesChangedEvent(await tx.currencyRate.findMany(byCurrency), revision, at)]);
      await audit(tx, before);
      return saved;
    });
  }

  /**
   * Puts the current state in the outbox when its revision is not there yet (a fresh install, rates from before the
   * event existed). Idempotent, and a replica announcing it already is skipped. Whether it announced.
   */
  announceUnannounced(at: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const [state] = await tx.$queryRaw<Array<{ revision: number; announced_revision: number }>>`
        SELECT revision, announced_revision FROM currency_rates_state WHERE id = 1 FOR UPDATE SKIP LOCKED`;
      if (!state || state.announced_revision >= state.revision) return false;
      const rates = await tx.currencyRate.findMany(byCurrency);
      if (rates.length === 0) return false;
      await appendToOutbox(tx, [currencyRatesChangedEvent(rates, state.revision, at)]);
      await tx.currencyRatesState.update({ where: { id: 1 }, data: { announcedRevision: state.revision } });
      return true;
    });
  }
}

const byCurrency = { orderBy: { currency: 'asc' } } as const;

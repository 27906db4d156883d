import type { Prisma } from '../generated/prisma/client.ts';
import type { CurrencyRatesRepository } from './currency-rates.repository';

export interface CurrencyRatesServiceDeps {
  now?: () => Date;
  /** After a commit that wrote outbox rows, so the relay publishes at once. */
  onEventsCommitted?: () => void;
}

export class CurrencyRatesService {
  constructor(
    private readonly rates: CurrencyRatesRepository,
    private readonly deps: CurrencyRatesServiceDeps = {},
  ) {}

  list() {
    return this.rates.list();
  }

  /** Strings, so money math stays in integers. */
  async ratesToUsd(): Promise<Map<string, string>> {
    return new Map((await this.rates.list()).map((r) => [r.currency, r.rateToUsd.toFixed(8)]));
  }

  /** Staff's change of one rate, announced to whoever shows prices in the same transaction. */
  async change(
    currency: string,
    rateToUsd: number,
    updatedBy: string,
    audit: (
      tx: Prisma.TransactionClient,
      before: { rateToUsd: { toFixed(n: number): string } } | null,
    ) => Promise<void>,
  ) {
    const saved = await this.rates.save(currency, rateToUsd, updatedBy, this.deps.now?.() ?? new Date(), audit);
    this.deps.onEventsCommitted?.();
    return saved;
  }

  /** The current state once, when nobody heard it yet (a fresh start, or rates from before the event). */
  async announceUnannounced(): Promise<boolean> {
    const announced = await this.rates.announceUnannounced(this.deps.now?.() ?? new Date());
    if (announced) this.deps.onEventsCommitted?.();
    return announced;
  }
}

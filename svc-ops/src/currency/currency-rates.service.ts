import type { CurrencyRatesRepository } from './currency-rates.repository';

/** The staff-edited rate table, as the other folders read it. */
export class CurrencyRatesService {
  constructor(private readonly rates: CurrencyRatesRepository) {}

  /** USD per unit of each currency now, as 8-decimal strings (money math in integers). */
  async ratesToUsd(): Promise<Map<string, string>> {
    return new Map((await this.rates.list()).map((r) => [r.currency, r.rateToUsd.toFixed(8)]));
  }
}

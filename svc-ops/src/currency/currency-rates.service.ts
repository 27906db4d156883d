import type { CurrencyRatesRepository } from './currency-rates.repository';

export class CurrencyRatesService {
  constructor(private readonly rates: CurrencyRatesRepository) {}

  /** Strings, so money math stays in integers. */
  async ratesToUsd(): Promise<Map<string, string>> {
    return new Map((await this.rates.list()).map((r) => [r.currency, r.rateToUsd.toFixed(8)]));
  }
}

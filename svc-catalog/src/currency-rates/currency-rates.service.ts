import type { PublicCurrencyRates } from '@vip/contracts/schemas';
import type { CurrencyRateCopies } from '@vip/platform/currency-rates';

/** What the public pages convert prices with: the display currencies staff keep a rate for, USD always. */
export class CurrencyRatesService {
  constructor(private readonly copies: CurrencyRateCopies) {}

  async publicRates(): Promise<PublicCurrencyRates> {
    const { rates, updatedAt } = await this.copies.displayRates();
    return {
      rates: [...rates].map(([currency, rateToUsd]) => ({ currency, rateToUsd })),
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }
}

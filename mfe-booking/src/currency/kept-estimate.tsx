import type { DisplayPrice } from '@vip/contracts/schemas';
import { useLocale, useText } from '@vip/ui';
import { formatMinorUnits } from './convert';
import { CURRENCY_MESSAGES as M } from './currency.messages';
import { ESTIMATE_LINE } from './price-estimate';

/**
 * The estimate the traveller saw when they sent the request, as the booking keeps it: that day's rate, not
 * today's. Shown whatever currency is chosen now; nothing for a booking made in dollars (or before currencies).
 */
export function KeptEstimate({ price }: { price: DisplayPrice | null | undefined }) {
  const text = useText();
  const locale = useLocale();
  if (!price || price.currency === 'USD') return null;
  return (
    <span className="price-estimate" style={ESTIMATE_LINE}>
      {text(M.kept, { amount: formatMinorUnits(price.totalMinorUnits, price.currency, locale) })} · {text(M.note)}
    </span>
  );
}

/** One checkout's bookings together, when every one kept an estimate in the same currency (at one rate). */
export function keptTotal(prices: readonly (DisplayPrice | null | undefined)[]): DisplayPrice | null {
  const [first] = prices;
  if (!first || prices.some((p) => !p || p.currency !== first.currency || p.rateToUsd !== first.rateToUsd)) return null;
  return { ...first, totalMinorUnits: prices.reduce((sum, p) => sum + p!.totalMinorUnits, 0) };
}

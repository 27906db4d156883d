import { isDisplayCurrency } from '@vip/contracts/display-currency';
import type { DisplayPrice } from '@vip/contracts/schemas';
import type { OperationsCase } from '../generated/prisma/client.ts';

/**
 * The estimate the traveller saw in their currency, kept on the case from booking.requested; null for US dollars.
 * What the staff modal, the acknowledgement e-mail and the PDF confirmation show after the dollar total.
 */
export function displayPriceOfCase(
  c: Pick<OperationsCase, 'displayCurrency' | 'displayRateToUsd' | 'displayTotalMinorUnits'>,
): DisplayPrice | null {
  if (!isDisplayCurrency(c.displayCurrency) || !c.displayRateToUsd || c.displayTotalMinorUnits === null) return null;
  return { currency: c.displayCurrency, rateToUsd: c.displayRateToUsd, totalMinorUnits: c.displayTotalMinorUnits };
}

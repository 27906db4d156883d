import { cancellationChargePercent, cancellationRuleText } from '@vip/contracts/booking-rules';
import type { Case } from '../cases/cases.service';

export interface CancellationTerms {
  hoursBeforeService: number;
  chargePercent: number;
  chargeCents: number;
  rule: string;
}

/** Counted to the service's instant, which carries the airport's time zone; the charge is in cents. */
export function cancellationTermsOf(
  c: Pick<Case, 'flightAt' | 'cancellationPolicyHours' | 'totalPriceCents'>,
  at: Date,
): CancellationTerms {
  const hours = (c.flightAt.getTime() - at.getTime()) / 3_600_000;
  const chargePercent = cancellationChargePercent(hours, c.cancellationPolicyHours);
  return {
    // Down, never up: 47.96 hours is 'within 48 hours', as the charge says.
    hoursBeforeService: Math.floor(hours * 10) / 10,
    chargePercent,
    chargeCents: Math.round((c.totalPriceCents * chargePercent) / 100),
    rule: cancellationRuleText(hours, c.cancellationPolicyHours),
  };
}

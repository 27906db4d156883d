import type { PartnerTermsKind } from '@vip/contracts/schemas';
import type { PartnerTermsRow } from '@vip/platform/partners';

export interface TermsInForce {
  kind: PartnerTermsKind;
  percentBasisPoints: number;
}

/** What a partner's booking is worth to it under its terms, in cents: one of the two, the other null. */
export interface PartnerMoney {
  commissionCents: number | null;
  netPriceCents: number | null;
}

/** The terms row in force on `date` (YYYY-MM-DD, UTC): the latest that took effect on or before it. */
export function termsInForce(terms: readonly PartnerTermsRow[], date: string): TermsInForce | null {
  let found: PartnerTermsRow | null = null;
  for (const row of terms) {
    if (row.effectiveFrom > date) continue;
    if (!found || row.effectiveFrom >= found.effectiveFrom) found = row;
  }
  return found ? { kind: found.kind, percentBasisPoints: found.percentBasisPoints } : null;
}

/**
 * Commission terms give the partner that share of the retail price; net-rate terms take that discount off what it
 * pays. Worked out once per booking from its total, rounded to the cent (half away from zero).
 */
export function partnerMoneyOf(totalCents: number, terms: TermsInForce | null): PartnerMoney {
  if (!terms) return { commissionCents: null, netPriceCents: null };
  const share = Math.round((totalCents * terms.percentBasisPoints) / 10_000);
  return terms.kind === 'commission'
    ? { commissionCents: share, netPriceCents: null }
    : { commissionCents: null, netPriceCents: totalCents - share };
}

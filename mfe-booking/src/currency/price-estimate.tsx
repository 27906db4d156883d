import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { useDisplayCurrency } from '@vip/ui';

// Loaded only once a currency other than the dollar is in effect: a visit in dollars never fetches it.
const EstimateLine = lazy(() => import('./estimate-line').then((m) => ({ default: m.EstimateLine })));

/** One line, reserved from the server's HTML on: the estimate fills it after hydration without moving the page. */
export const ESTIMATE_LINE: CSSProperties = {
  display: 'block',
  minHeight: 22,
  fontSize: 13,
  lineHeight: '22px',
  fontWeight: 400,
  color: VIP_THEME.colorTextTertiary,
};

export interface PriceEstimateProps {
  /** The US dollar amount shown beside it. */
  usd: number;
  /** Say 'Estimate. You are charged in US dollars.' on screen (else only to a screen reader and as a tooltip). */
  note?: boolean;
}

/**
 * '≈ €125.00' under a US dollar price when the traveller reads prices in another currency; nothing in dollars. Client
 * only: a page is rendered and cached for everyone, a visitor's currency cookie is not (docs/decisions/languages.md).
 */
export function PriceEstimate({ usd, note = false }: PriceEstimateProps) {
  const currency = useDisplayCurrency();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (currency === 'USD') return null;
  return (
    <span className="price-estimate" style={ESTIMATE_LINE}>
      {hydrated && (
        <Suspense fallback={null}>
          <EstimateLine usd={usd} currency={currency} note={note} />
        </Suspense>
      )}
    </span>
  );
}

import type { DisplayCurrency } from '@vip/contracts/display-currency';
import { useLocale, useText } from '@vip/ui';
import { useCurrencyRates } from './api';
import { convertUsd, formatMinorUnits } from './convert';
import { CURRENCY_MESSAGES as M } from './currency.messages';

/** Nothing until the rates are there, and nothing if they fail: the dollar price beside it stands alone. */
export function EstimateLine({ usd, currency, note }: { usd: number; currency: DisplayCurrency; note: boolean }) {
  const text = useText();
  const locale = useLocale();
  const { data } = useCurrencyRates();
  const minorUnits = convertUsd(usd, currency, data);
  if (minorUnits === undefined) return null;
  const said = text(M.note);
  return (
    <>
      <span title={said}>≈ {formatMinorUnits(minorUnits, currency, locale)}</span>
      {note ? <> · {said}</> : <span className="visually-hidden"> {said}</span>}
    </>
  );
}

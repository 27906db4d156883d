import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@vip/contracts/display-currency';
import { chooseCurrency, useLocale, useT } from '@vip/ui';
import { CURRENCY_SIGNS } from './currency-signs';

/**
 * Buttons, not links: a choice re-renders this page's prices, it goes nowhere. Rows of 44 px in the menu, one a line
 * and free to wrap: a currency's name runs long ('United Arab Emirates Dirham').
 */
const CURRENCY_OPTIONS_STYLE = `
.currency-option { display: flex; align-items: center; gap: 8px; width: 100%; min-height: 40px; padding: 0 12px; border: 0; border-radius: ${VIP_THEME.borderRadiusSM}px; background: none; color: ${VIP_THEME.colorText}; font: inherit; text-align: start; cursor: pointer; white-space: nowrap; }
.currency-option:hover { background: #f0f5ff; }
.currency-option[aria-pressed='true'] { font-weight: 600; color: ${VIP_THEME.navy}; }
.currency-option:focus-visible { outline: 3px solid ${VIP_THEME.colorLink}; outline-offset: -3px; }
.currency-option__code { min-width: 64px; }
.site-menu__currencies { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; margin: 0; padding: 0; list-style: none; }
.site-menu__currencies .currency-option { min-height: 44px; padding: 0; font-size: 16px; color: ${VIP_THEME.colorLink}; white-space: normal; }
`;

/**
 * Each currency by its name in the page's language ('Euro', 'euro', '欧元'), its sign and code beside. Free of React
 * itself, as the switcher is (currency-switcher.tsx).
 */
export function CurrencyOptions({
  className,
  current,
  onChosen,
}: {
  className?: string;
  current: DisplayCurrency;
  onChosen?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return (
    <>
      <style>{CURRENCY_OPTIONS_STYLE}</style>
      <ul className={className} aria-label={t('frame.currency.label')}>
        {DISPLAY_CURRENCIES.map((currency) => (
          <li key={currency}>
            <button
              type="button"
              className="currency-option"
              aria-pressed={currency === current}
              onClick={() => {
                chooseCurrency(currency);
                onChosen?.();
              }}
            >
              <span className="currency-option__code" dir="ltr">
                {CURRENCY_SIGNS[currency]} {currency}
              </span>
              <span>{names.of(currency)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

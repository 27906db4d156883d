import { Suspense, useState } from 'react';
import type { DisplayCurrency } from '@vip/contracts/display-currency';
import { lazyPage, useDisplayCurrency, useT } from '@vip/ui';
import { useDisclosure } from './disclosure';

/** Known at a glance; the code beside it tells the yuan's ¥ from the yen's. */
export const CURRENCY_SIGNS: Record<DisplayCurrency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AED: 'د.إ',
  CNY: '¥',
  JPY: '¥',
};

// The list loads when first opened: an English visit in dollars pays only for the summary.
const CurrencyOptions = lazyPage(() => import('./currency-options').then((m) => m.CurrencyOptions));

/** Beside the language switcher, styled as it is (and, like it, in the menu on narrower screens). */
export function CurrencySwitcher() {
  const t = useT();
  const currency = useDisplayCurrency();
  const { details, close, onKeyDown } = useDisclosure();
  const [opened, setOpened] = useState(false);
  return (
    <details
      ref={details}
      className="language-switcher"
      onKeyDown={onKeyDown}
      onToggle={() => details.current?.open && setOpened(true)}
    >
      <summary tabIndex={0}>
        <span className="visually-hidden">{t('frame.currency.label')}: </span>
        <span dir="ltr">{`${CURRENCY_SIGNS[currency]} ${currency}`}</span>
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <CurrencyOptions className="language-switcher__list" onChosen={close} />
        </Suspense>
      )}
    </details>
  );
}

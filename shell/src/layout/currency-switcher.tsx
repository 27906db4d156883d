import { createElement as h, Suspense, useState } from 'react';
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

/**
 * Beside the language switcher, styled as it is (and, like it, in the menu on narrower screens). createElement, not
 * JSX: its code loads after the remotes are registered, when a first use of the shared JSX runtime would fetch every
 * remote's entry (React itself is resolved at start-up).
 */
export function CurrencySwitcher() {
  const t = useT();
  const currency = useDisplayCurrency();
  const { details, close, onKeyDown } = useDisclosure();
  const [opened, setOpened] = useState(false);
  return h(
    'details',
    {
      ref: details,
      className: 'language-switcher',
      onKeyDown,
      onToggle: () => details.current?.open && setOpened(true),
    },
    h(
      'summary',
      { tabIndex: 0 },
      h('span', { className: 'visually-hidden' }, `${t('frame.currency.label')}: `),
      h('span', { dir: 'ltr' }, `${CURRENCY_SIGNS[currency]} ${currency}`),
    ),
    opened &&
      h(Suspense, { fallback: null }, h(CurrencyOptions, { className: 'language-switcher__list', onChosen: close })),
  );
}

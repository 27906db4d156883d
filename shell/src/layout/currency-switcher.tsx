import type { useState as UseState, useSyncExternalStore as UseSyncExternalStore } from 'react';
import { currencyStoreOf, lazyPage, useLocale, useT } from '@vip/ui';
import { CURRENCY_SIGNS } from './currency-signs';
import { useDisclosure } from './disclosure';

// The list loads when first opened.
const CurrencyOptions = lazyPage(() => import('./currency-options').then((m) => m.CurrencyOptions));

/**
 * React's hooks, handed over by the header. This code loads after the remotes are registered, and a module that
 * requires React then makes the federation runtime initialise sharing again, fetching every remote's entry
 * (mfe-airports', mfe-admin's) on a visit that needs neither. The JSX runtime and the header's modules are already
 * resolved.
 */
export interface HeaderHooks {
  useState: typeof UseState;
  useSyncExternalStore: typeof UseSyncExternalStore;
}

/** Beside the language switcher, styled as it is (and, like it, in the menu on narrower screens). */
export function currencySwitcher({ useState, useSyncExternalStore }: HeaderHooks) {
  return function CurrencySwitcher() {
    const t = useT();
    const currency = useSyncExternalStore(...currencyStoreOf(useLocale()));
    const { details, close, onKeyDown } = useDisclosure();
    const [opened, setOpened] = useState(false);
    // The list's code first, then the list: no Suspense needed (React's again).
    const onToggle = () => void (details.current?.open && CurrencyOptions.preload().then(() => setOpened(true)));
    return (
      <details ref={details} className="language-switcher" onKeyDown={onKeyDown} onToggle={onToggle}>
        <summary tabIndex={0}>
          <span className="visually-hidden">{`${t('frame.currency.label')}: `}</span>
          <span dir="ltr">{`${CURRENCY_SIGNS[currency]} ${currency}`}</span>
        </summary>
        {opened && <CurrencyOptions className="language-switcher__list" current={currency} onChosen={close} />}
      </details>
    );
  };
}

import { useSyncExternalStore } from 'react';
import type { DisplayCurrency } from '@vip/contracts/display-currency';
import { useLocale } from '../i18n/intl-or-english';
import { currencyStoreOf } from './currency-store';

/** The currency prices are shown in: the traveller's choice, else the page's language's (see currencyStoreOf). */
export function useDisplayCurrency(): DisplayCurrency {
  return useSyncExternalStore(...currencyStoreOf(useLocale()));
}

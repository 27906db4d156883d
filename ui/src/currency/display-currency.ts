import { useSyncExternalStore } from 'react';
import {
  CURRENCY_COOKIE,
  defaultCurrencyOf,
  isDisplayCurrency,
  type DisplayCurrency,
} from '@vip/contracts/display-currency';
import { useLocale } from '../i18n/intl-or-english';

/** Said on window, not in a React context: the shell and each remote compile their own copy of this module. */
const CHANGED = 'vip-currency';

/** The traveller's explicit choice, if any (the cookie). */
export function chosenCurrency(): DisplayCurrency | undefined {
  const value = new RegExp(`(?:^|; *)${CURRENCY_COOKIE}=([A-Z]{3})`).exec(document.cookie)?.[1];
  return isDisplayCurrency(value) ? value : undefined;
}

/** Kept a year; every price on the page re-renders in it, nothing is asked of the server. */
export function chooseCurrency(currency: DisplayCurrency): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; SameSite=Lax`;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/**
 * The currency prices are shown in: the choice, else the page's language's. The server (and hydration) render the
 * language's, so a cached page is the same for every visitor; a different choice shows once hydrated.
 */
export function useDisplayCurrency(): DisplayCurrency {
  const fallback = defaultCurrencyOf(useLocale());
  return useSyncExternalStore(
    subscribe,
    () => chosenCurrency() ?? fallback,
    () => fallback,
  );
}

import {
  CURRENCY_COOKIE,
  defaultCurrencyOf,
  isDisplayCurrency,
  type DisplayCurrency,
} from '@vip/contracts/display-currency';
import type { Locale } from '@vip/contracts/i18n';

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
 * useSyncExternalStore's arguments for a page in `locale`: the choice, else the language's currency. The server (and
 * hydration) take the language's, so a cached page is the same for every visitor; a different choice shows once
 * hydrated. Free of React itself, for code that is handed React's hooks (the shell's lazily loaded switcher).
 */
export function currencyStoreOf(locale: Locale) {
  const fallback = defaultCurrencyOf(locale);
  return [subscribe, () => chosenCurrency() ?? fallback, () => fallback] as const;
}

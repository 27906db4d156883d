import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CURRENCY_COOKIE } from '@vip/contracts/display-currency';
import type { Locale } from '@vip/contracts/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { chooseCurrency, chosenCurrency } from './currency-store';
import { useDisplayCurrency } from './display-currency';

function Shown() {
  return <output>{useDisplayCurrency()}</output>;
}

const inLocale = (locale: Locale) => (
  <LocaleProvider locale={locale} messages={{} as never}>
    <Shown />
  </LocaleProvider>
);

beforeEach(() => {
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
});

describe('the traveller’s currency', () => {
  it.each([
    ['en', 'USD'],
    ['fr', 'EUR'],
    ['de', 'EUR'],
    ['es', 'EUR'],
    ['ar', 'AED'],
    ['zh-Hans', 'CNY'],
  ] as const)('is the page language’s until chosen: %s reads %s', (locale, currency) => {
    render(inLocale(locale));
    expect(screen.getByRole('status')).toHaveTextContent(currency);
  });

  it('keeps a choice a year in a cookie for the whole site, and every reader re-renders at once', () => {
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    render(inLocale('fr'));
    act(() => chooseCurrency('JPY'));
    expect(setCookie).toHaveBeenCalledWith(`${CURRENCY_COOKIE}=JPY; path=/; max-age=31536000; SameSite=Lax`);
    setCookie.mockRestore();
    expect(screen.getByRole('status')).toHaveTextContent('JPY');
    expect(chosenCurrency()).toBe('JPY');
  });

  it('ignores a cookie naming a currency not offered', () => {
    document.cookie = `${CURRENCY_COOKIE}=XAU; path=/`;
    render(inLocale('de'));
    expect(chosenCurrency()).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('EUR');
  });

  it('renders on the server as the page language says, whatever the visitor chose: a cached page fits everyone', () => {
    document.cookie = `${CURRENCY_COOKIE}=GBP; path=/`;
    expect(renderToString(inLocale('en'))).toContain('USD');
    expect(renderToString(inLocale('fr'))).toContain('EUR');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../cart/cart.types';
import { currentCartStore } from '../cart/cart-instance';
import { fcoArrival, sydArrival } from '../cart/test-fixtures';
import { resetCartStore } from '../cart/use-cart';
import { HeaderQuote } from './header-quote';
import { closeQuoteSheet, installGlobalHooks, isQuoteSheetOpen } from './quote-sheet-store';
import { freshCart, ignorePseudoElementStyles, renderWithProviders, stubFetch } from './test-utils';

beforeEach(() => {
  ignorePseudoElementStyles();
  stubFetch(() => undefined);
});
afterEach(() => {
  act(() => closeQuoteSheet());
  jest.restoreAllMocks();
});

describe('HeaderQuote', () => {
  it('shows View Quote with the count badge, and Checkout only when the cart is not empty', async () => {
    const store = freshCart();
    renderWithProviders(<HeaderQuote />);
    expect(screen.getByRole('button', { name: 'View Quote, 0 services' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();

    act(() => {
      store.add(fcoArrival());
      store.add(sydArrival());
    });
    const button = screen.getByRole('button', { name: 'View Quote, 2 services' });
    expect(button.closest('.header-quote__view')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();

    act(() => store.remove(202));
    expect(screen.getByRole('button', { name: 'View Quote, 1 service' })).toBeInTheDocument();
  });

  it('Checkout goes to /booking-form', async () => {
    freshCart().add(fcoArrival());
    renderWithProviders(<HeaderQuote variant="plain" />, { path: '/booking' });
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/booking-form$/);
  });

  it('View Quote opens the sheet', async () => {
    freshCart().add(fcoArrival());
    renderWithProviders(<HeaderQuote />);
    await userEvent.click(screen.getByRole('button', { name: 'View Quote, 1 service' }));
    expect(await screen.findByText('Your Service Quote')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove VIP Meet & Greet – Arrival from quote' })).toBeInTheDocument();
  });

  it('installs global hooks that open the sheet and clear the cart', async () => {
    const store = freshCart();
    store.add(fcoArrival());
    renderWithProviders(<HeaderQuote />);
    expect(typeof window.openQuoteSheet).toBe('function');
    expect(typeof window.clearQuoteCart).toBe('function');

    act(() => window.openQuoteSheet!());
    expect(isQuoteSheetOpen()).toBe(true);
    expect(await screen.findByText('Your Service Quote')).toBeInTheDocument();

    act(() => window.clearQuoteCart!());
    expect(store.getState().items).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument());
    expect(screen.getByText('No services in quote')).toBeInTheDocument();
  });

  it('on a first visit (nothing stored) shows an empty quote without loading the cart', async () => {
    resetCartStore();
    window.localStorage.clear();
    renderWithProviders(<HeaderQuote />);
    expect(screen.getByRole('button', { name: 'View Quote, 0 services' })).toBeInTheDocument();
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(currentCartStore()).toBeUndefined();
  });

  it('reads a quote stored by an earlier visit once the page is up, and follows the cart from then on', async () => {
    resetCartStore();
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([fcoArrival()]));
    window.localStorage.setItem(STORAGE_KEYS.cartLastActivity, String(Date.now()));
    try {
      renderWithProviders(<HeaderQuote />);
      expect(await screen.findByRole('button', { name: 'View Quote, 1 service' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
      act(() => currentCartStore()!.add(sydArrival()));
      expect(screen.getByRole('button', { name: 'View Quote, 2 services' })).toBeInTheDocument();
    } finally {
      window.localStorage.clear();
    }
  });

  it('installing the hooks again changes nothing', () => {
    installGlobalHooks();
    const open = window.openQuoteSheet;
    const clear = window.clearQuoteCart;
    installGlobalHooks();
    expect(window.openQuoteSheet).toBe(open);
    expect(window.clearQuoteCart).toBe(clear);
  });
});

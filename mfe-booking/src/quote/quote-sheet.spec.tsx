import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND } from '@vip/contracts/brand';
import { type PromoApplyResponse } from '@vip/contracts/schemas';
import { fcoArrival, fcoDeparture, sydArrival } from '../cart/test-fixtures';
import { QuoteSheet } from './quote-sheet';
import { closeQuoteSheet, isQuoteSheetOpen, openQuoteSheet } from './quote-sheet-store';
import { freshCart, ignorePseudoElementStyles, json, renderWithProviders, stubFetch } from './test-utils';

const FLYSM_DESCRIPTION = 'FLYSM: 20% off Meet & Assist, 10% off lounge and suite services';

function promoAnswer(request: {
  code: string;
  items: Array<{ id: number | string; serviceLevel: string }>;
}): PromoApplyResponse {
  if (request.code !== 'FLYSM') {
    return {
      valid: false,
      code: request.code,
      description: null,
      discounts: [],
      appliedCount: 0,
      message: `Invalid promo code: ${request.code}`,
    };
  }
  const discounts = request.items.flatMap((i) =>
    i.serviceLevel === 'standard' ? [{ id: i.id, discountPercentage: 20 }] : [],
  );
  return {
    valid: true,
    code: 'FLYSM',
    description: FLYSM_DESCRIPTION,
    discounts,
    appliedCount: discounts.length,
    message:
      discounts.length > 0
        ? `${FLYSM_DESCRIPTION} applied to ${discounts.length} service(s)`
        : 'No eligible services found for this promo code',
  };
}

function renderSheet(path = '/booking/quote?airport=FCO&type=arrival&date=2030-06-10') {
  openQuoteSheet();
  return renderWithProviders(<QuoteSheet />, { path });
}

const summaryValue = (label: string) => {
  const dt = within(screen.getByLabelText('Quote summary')).getByText(label);
  return dt.nextElementSibling?.textContent;
};

beforeEach(() => {
  ignorePseudoElementStyles();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => closeQuoteSheet());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('QuoteSheet', () => {
  it('shows the empty state', async () => {
    freshCart();
    stubFetch(() => undefined);
    renderSheet();
    expect(await screen.findByText('Your Service Quote')).toBeInTheDocument();
    expect(screen.getByText('No services in quote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Searching' })).toBeInTheDocument();
  });

  it('shows one row per service with airport, labels, date, time, travellers and porter', async () => {
    const store = freshCart();
    store.add(fcoArrival({ porterSelected: true, travelers: { adults: 2, children: 1 } }));
    store.add(
      sydArrival({
        id: 303,
        serviceId: 303,
        name: 'Lounge Departure',
        serviceType: 'departure',
        serviceLevel: 'lounge',
        date: '',
        time: '',
        porterCost: 0,
      }),
    );
    stubFetch(() => undefined);
    renderSheet();

    const rows = within(await screen.findByRole('list', { name: 'Services in quote' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const fco = within(rows[0]);
    expect(fco.getByText('VIP Meet & Greet – Arrival')).toBeInTheDocument();
    expect(fco.getByText('FCO – Leonardo da Vinci–Fiumicino Airport')).toBeInTheDocument();
    expect(fco.getByText('Arrival · Meet & Assist')).toBeInTheDocument();
    expect(fco.getByText('June 10, 2030 · 2:00 PM')).toBeInTheDocument();
    expect(fco.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(fco.getByText('Porter service included (+$150)')).toBeInTheDocument();
    expect(fco.getByText('$545')).toBeInTheDocument();

    const syd = within(rows[1]);
    expect(syd.getByText('Departure · VIP Tarmac Transfer with Lounge')).toBeInTheDocument();
    expect(syd.getByText('Date not specified · Time not specified')).toBeInTheDocument();
    expect(syd.getByText('No porter service')).toBeInTheDocument();
  });

  it('totals FCO 395 + 150 = 545 and SYD 445 + 350 = 795 in whole dollars', async () => {
    const store = freshCart();
    store.add(fcoArrival({ porterSelected: true }));
    store.add(sydArrival({ porterSelected: true }));
    stubFetch(() => undefined);
    renderSheet();
    await screen.findByLabelText('Quote summary');
    expect(summaryValue('Base services total')).toBe('$840');
    expect(summaryValue('Porter total')).toBe('$500');
    expect(summaryValue('Total quote value')).toBe('$1,340');
    expect(screen.getByText('$795')).toBeInTheDocument();
    // What the sheet is: a quote, which becomes one booking request only through Proceed to Booking.
    expect(screen.getByTestId('quote-meaning')).toHaveTextContent(
      'A quote is not a booking yet: Proceed to Booking sends every service in it as one booking request.',
    );
  });

  it('shows a discount with the original struck through and the reason', async () => {
    const store = freshCart();
    store.add(fcoArrival({ porterSelected: true }));
    store.add(fcoDeparture());
    stubFetch(() => undefined);
    renderSheet();
    const row = within((await screen.findAllByRole('listitem'))[0]);
    expect(row.getByText('$545').tagName).toBe('DEL');
    expect(row.getByText('$491')).toBeInTheDocument();
    expect(row.getByText('10% off (multi-service discount)')).toBeInTheDocument();
    expect(summaryValue('Discounts')).toBe('−$94');
    expect(summaryValue('Total quote value')).toBe('$846');
  });

  it('shows the outbound and return lines of a round trip', async () => {
    const store = freshCart();
    store.add(fcoArrival({ roundTrip: true, returnTripId: -101 }));
    store.add(
      fcoDeparture({
        id: -101,
        serviceId: 103,
        isReturnService: true,
        returnTripFor: 101,
        roundTrip: true,
        name: 'Departure Meet & Assist (Return)',
      }),
    );
    stubFetch(() => undefined);
    renderSheet();
    const rows = await screen.findAllByRole('listitem');
    for (const row of rows) {
      expect(within(row).getByText('Outbound: Arrival, June 10, 2030 at 2:00 PM')).toBeInTheDocument();
      expect(within(row).getByText('Return: Departure, June 17, 2030 at 2:00 PM')).toBeInTheDocument();
      expect(within(row).getByText('10% off (round trip discount)')).toBeInTheDocument();
    }
  });

  it('removes a service by its named button', async () => {
    const store = freshCart();
    store.add(fcoArrival());
    store.add(sydArrival());
    stubFetch(() => undefined);
    renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove VIP Meet & Greet – Arrival from quote' }));
    expect(screen.queryByText('VIP Meet & Greet – Arrival')).not.toBeInTheDocument();
    expect(store.getState().items.map((i) => i.id)).toEqual([202]);
  });

  it('Clear All empties the quote', async () => {
    const store = freshCart();
    store.add(fcoArrival());
    store.setPorter(101, true);
    stubFetch(() => undefined);
    renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('No services in quote')).toBeInTheDocument();
    expect(store.getState().items).toEqual([]);
  });

  describe('promo code', () => {
    async function applyCode(code: string) {
      await userEvent.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
      await userEvent.type(screen.getByPlaceholderText('Enter promo code'), code);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    }

    it('applies a valid code: success toast with the server message, discounted rows', async () => {
      const store = freshCart();
      store.add(fcoArrival({ porterSelected: true }));
      store.add(sydArrival({ serviceLevel: 'lounge' }));
      const calls = stubFetch((route, body) =>
        route === 'POST /api/promo-codes/apply' ? json(promoAnswer(body as never)) : undefined,
      );
      renderSheet();
      await applyCode('flysm');

      expect(await screen.findByText('Promo code applied')).toBeInTheDocument();
      expect(screen.getByText(`${FLYSM_DESCRIPTION} applied to 1 service(s)`)).toBeInTheDocument();
      expect(calls[0]).toEqual({
        method: 'POST',
        path: '/api/promo-codes/apply',
        body: {
          code: 'FLYSM',
          items: [
            { id: 101, serviceLevel: 'standard', serviceType: 'arrival' },
            { id: 202, serviceLevel: 'lounge', serviceType: 'arrival' },
          ],
        },
      });
      expect(screen.getByText('20% off (promo code FLYSM)')).toBeInTheDocument();
      expect(screen.getByText('$436')).toBeInTheDocument();
      expect(store.getState().promo?.code).toBe('FLYSM');
    });

    it('says when no service is eligible', async () => {
      const store = freshCart();
      store.add(sydArrival({ serviceLevel: 'suite' }));
      stubFetch((route, body) =>
        route === 'POST /api/promo-codes/apply' ? json(promoAnswer(body as never)) : undefined,
      );
      renderSheet();
      await applyCode('FLYSM');
      expect(await screen.findByText('No eligible services found for this promo code')).toBeInTheDocument();
      expect(screen.getByText('Promo code applied')).toBeInTheDocument();
    });

    it('shows a destructive toast for an invalid code and clears the promo', async () => {
      const store = freshCart();
      store.add(fcoArrival());
      store.applyPromo({
        valid: true,
        code: 'FLYSM',
        description: null,
        discounts: [{ id: 101, discountPercentage: 20 }],
        appliedCount: 1,
        message: '',
      });
      stubFetch((route, body) =>
        route === 'POST /api/promo-codes/apply' ? json(promoAnswer(body as never)) : undefined,
      );
      renderSheet();
      await applyCode('bogus');
      const toast = await screen.findByText('Invalid promo code: BOGUS');
      expect(toast.closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
      expect(store.getState().promo).toBeNull();
    });

    it('applies the code again when the services change, so new services get it', async () => {
      const store = freshCart();
      store.add(fcoArrival());
      const calls = stubFetch((route, body) =>
        route === 'POST /api/promo-codes/apply' ? json(promoAnswer(body as never)) : undefined,
      );
      renderSheet();
      await applyCode('FLYSM');
      await screen.findByText('Promo code applied');

      act(() => store.add(sydArrival()));
      await waitFor(() => expect(store.getState().items.find((i) => i.id === 202)?.discountPercentage).toBe(20));
      expect(calls).toHaveLength(2);
      expect((calls[1].body as { items: unknown[] }).items).toHaveLength(2);
    });
  });

  it('Continue Searching goes to /booking keeping the query string, and closes the sheet', async () => {
    freshCart().add(fcoArrival());
    stubFetch(() => undefined);
    renderSheet('/booking/quote?airport=FCO&type=arrival&date=2030-06-10&adults=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Searching' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/booking?airport=FCO&type=arrival&date=2030-06-10&adults=2',
    );
    expect(isQuoteSheetOpen()).toBe(false);
  });

  it('Proceed to Booking goes to /booking-form and closes the sheet', async () => {
    freshCart().add(fcoArrival());
    stubFetch(() => undefined);
    renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Booking' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/booking-form$/);
    expect(isQuoteSheetOpen()).toBe(false);
  });

  describe('quote windows', () => {
    function fakeWindow() {
      const written: string[] = [];
      const win = {
        document: { open: jest.fn(), write: jest.fn((html: string) => written.push(html)), close: jest.fn() },
      };
      return { win, written };
    }

    it('opens the e-mail quote in an 800×800 window; the label reads Opened Email Quote for 2 seconds', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      freshCart().add(fcoArrival({ porterSelected: true }));
      stubFetch(() => undefined);
      const { win, written } = fakeWindow();
      const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      renderSheet();

      await user.click(await screen.findByRole('button', { name: 'Open Email Quote in New Window' }));
      expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=800');
      expect(written[0]).toContain(
        '<th style="padding:8px;border:1px solid #d9d9d9;vertical-align:top;text-align:left;">Service</th>',
      );
      expect(written[0]).toContain(BRAND.supportEmail);
      expect(written[0]).toContain('$545');
      expect(await screen.findByText('Full quote opened in new window')).toBeInTheDocument();
      expect(
        screen.getByText('Your detailed quote has opened in a new tab/window for easy copying'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opened Email Quote' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Opened Email Quote' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Open Email Quote in New Window' })).toBeInTheDocument();
      open.mockRestore();
    });

    it('opens the simplified quote in an 800×800 window', async () => {
      freshCart().add(fcoArrival());
      stubFetch(() => undefined);
      const { win, written } = fakeWindow();
      const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      renderSheet();
      await userEvent.click(await screen.findByRole('button', { name: 'Open Simplified Quote in New Window' }));
      expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=800');
      expect(written[0]).toContain(`Prices are valid for 30 days. To book, contact ${BRAND.supportEmail}.`);
      expect(await screen.findByText('Simplified quote opened')).toBeInTheDocument();
      open.mockRestore();
    });

    it('shows the total in euros under the dollars, and puts that estimate in the quote it opens', async () => {
      document.cookie = 'vip_currency=EUR; path=/';
      try {
        freshCart().add(fcoArrival({ porterSelected: true }));
        stubFetch((route) =>
          route === 'GET /api/currency-rates'
            ? json({ rates: [{ currency: 'EUR', rateToUsd: '1.08' }], updatedAt: null })
            : undefined,
        );
        const { win, written } = fakeWindow();
        const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
        renderSheet();
        // $545 at 1.08.
        expect(await screen.findByText('≈ €504.63')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Open Simplified Quote in New Window' }));
        expect(written[0]).toContain('≈ €504.63 · Estimate. You are charged in US dollars.');
        open.mockRestore();
      } finally {
        document.cookie = 'vip_currency=; path=/; max-age=0';
      }
    });

    it('shows the destructive toast when the pop-up is blocked', async () => {
      freshCart().add(fcoArrival());
      stubFetch(() => undefined);
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      renderSheet();
      await userEvent.click(await screen.findByRole('button', { name: 'Open Email Quote in New Window' }));
      const title = await screen.findByText('Failed to open quote');
      expect(title.closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
      expect(screen.getByText('Please check your browser settings and try again.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open Email Quote in New Window' })).toBeInTheDocument();
      open.mockRestore();
    });
  });

  it('Save quote posts the cart and shows the link with its expiry; Copy link confirms for 2 seconds', async () => {
    const store = freshCart();
    store.add(fcoArrival({ porterSelected: true, flight: 'AZ611' }));
    store.add(fcoDeparture({ id: -101, serviceId: 103, isReturnService: true, returnTripFor: 101, roundTrip: true }));
    store.applyPromo({ valid: true, code: 'FLYSM', description: null, discounts: [], appliedCount: 0, message: '' });
    const calls = stubFetch((route) =>
      route === 'POST /api/quotes'
        ? json(
            {
              token: 'abcdefghijklmnopqrstuv',
              path: '/booking/quote?saved=abcdefghijklmnopqrstuv',
              expiresAt: '2030-07-01T12:00:00.000Z',
            },
            201,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderSheet();
    await user.click(await screen.findByRole('button', { name: 'Save quote' }));

    const link = await screen.findByRole('textbox', { name: 'Saved quote link' });
    expect(link).toHaveValue('http://localhost/booking/quote?saved=abcdefghijklmnopqrstuv');
    expect(screen.getByText('Valid until July 1, 2030')).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      items: [
        {
          cartId: 101,
          serviceId: 101,
          serviceType: 'arrival',
          isReturnService: false,
          date: '2030-06-10',
          time: '14:00',
          adults: 2,
          children: 0,
          porterSelected: true,
          flight: 'AZ611',
        },
        {
          cartId: -101,
          serviceId: 103,
          serviceType: 'departure',
          isReturnService: true,
          returnTripFor: 101,
          date: '2030-06-17',
          time: '14:00',
          adults: 2,
          children: 0,
          porterSelected: false,
        },
      ],
      promoCode: 'FLYSM',
    });

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/booking/quote?saved=abcdefghijklmnopqrstuv');
  });

  it('reports an unreadable stored cart once', async () => {
    freshCart({ cart: '{broken' });
    stubFetch(() => undefined);
    renderSheet();
    expect(await screen.findByText('Error loading cart')).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading your cart data.')).toBeInTheDocument();
    expect(screen.getByText('No services in quote')).toBeInTheDocument();
  });
});

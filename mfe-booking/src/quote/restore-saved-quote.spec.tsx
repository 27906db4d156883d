import { act, screen, waitFor } from '@testing-library/react';
import type { PromoApplyResponse, SavedQuote } from '@vip/contracts/schemas';
import { fcoArrival } from '../cart/test-fixtures';
import { closeQuoteSheet, isQuoteSheetOpen } from './quote-sheet-store';
import { cartItemFromService, restoreSavedQuote } from './restore-saved-quote';
import { useRestoreSavedQuote } from './use-restore-saved-quote';
import { errorResponse, freshCart, json, renderWithProviders, serviceDetail, stubFetch } from './test-utils';

const TOKEN = 'abcdefghijklmnopqrstuv';

const savedQuote: SavedQuote = {
  token: TOKEN,
  items: [
    {
      cartId: 11,
      serviceId: 11,
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
      cartId: -11,
      serviceId: 12,
      serviceType: 'departure',
      isReturnService: true,
      returnTripFor: 11,
      date: '2030-06-17',
      time: '09:30',
      adults: 2,
      children: 0,
      porterSelected: false,
    },
  ],
  promoCode: 'FLYSM',
  createdAt: '2030-06-01T12:00:00.000Z',
  expiresAt: '2030-07-01T12:00:00.000Z',
};

const flysm: PromoApplyResponse = {
  valid: true,
  code: 'FLYSM',
  description: 'FLYSM: 20% off Meet & Assist, 10% off lounge and suite services',
  discounts: [
    { id: 11, discountPercentage: 20 },
    { id: -11, discountPercentage: 20 },
  ],
  appliedCount: 2,
  message: 'applied to 2 service(s)',
};

function catalog(route: string): Response | undefined {
  if (route === `GET /api/quotes/${TOKEN}`) return json(savedQuote);
  if (route === 'GET /api/services/11?date=2030-06-10&time=14%3A00&adults=2&children=0&porter=true')
    return json(serviceDetail({ porterSelected: true }));
  if (route.startsWith('GET /api/services/12?'))
    return json(
      serviceDetail({
        id: 12,
        serviceType: 'departure',
        name: 'Departure Meet & Assist',
        totalWithoutPorter: 350,
        inclusions: { fastTrackSecurity: true, VIPLounge: false },
      }),
    );
  if (route === 'POST /api/promo-codes/apply') return json(flysm);
  return undefined;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => closeQuoteSheet());
  jest.restoreAllMocks();
});

describe('restoreSavedQuote', () => {
  it('rebuilds the cart from the saved lines with current prices, links the round trip and re-applies the promo', async () => {
    const store = freshCart();
    store.add(fcoArrival({ id: 999, serviceId: 999 }));
    const calls = stubFetch(catalog);

    await expect(restoreSavedQuote(TOKEN)).resolves.toEqual({
      status: 'restored',
      added: 2,
      skipped: 0,
      promoApplied: true,
    });

    const [outbound, back] = store.getState().items;
    expect(store.getState().items).toHaveLength(2);
    expect(outbound).toMatchObject({
      id: 11,
      serviceId: 11,
      name: 'VIP Meet & Greet – Arrival',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
      date: '2030-06-10',
      time: '14:00',
      travelers: { adults: 2, children: 0 },
      flight: 'AZ611',
      basePrice: 395,
      porterSelected: true,
      porterCost: 150,
      roundTrip: true,
      returnTripId: -11,
      amenities: ['Meet at the gate', 'Fast-track immigration'],
      vendorName: 'Rome VIP',
      tags: ['Meet & Greet', 'Fast Track'],
      isPopular: true,
      image: '/api/services/media/standard-arrival.svg',
      discountPercentage: 20,
      discountReason: 'promo',
    });
    expect(outbound.pricing?.totalPrice).toBe(545);
    expect(back).toMatchObject({
      id: -11,
      serviceId: 12,
      isReturnService: true,
      returnTripFor: 11,
      roundTrip: true,
      name: 'VIP Meet & Greet – Arrival (Return)',
      basePrice: 350,
      porterSelected: false,
      amenities: ['Fast-track security'],
    });
    expect(store.getState().promo?.code).toBe('FLYSM');
    expect(store.totals().total).toBe(436 + 280);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'FLYSM',
      items: [
        { id: 11, serviceLevel: 'standard', serviceType: 'arrival' },
        { id: -11, serviceLevel: 'standard', serviceType: 'departure' },
      ],
    });
  });

  it('reports an unknown or expired token and leaves the cart alone', async () => {
    const store = freshCart();
    store.add(fcoArrival());
    stubFetch(() => errorResponse(404, 'QUOTE_NOT_FOUND', 'This saved quote has expired or does not exist.'));
    await expect(restoreSavedQuote('zzzzzzzzzzzzzzzzzzzzzz')).resolves.toEqual({ status: 'not-found' });
    expect(store.getState().items).toHaveLength(1);
  });

  it('leaves out a line whose service is gone', async () => {
    const store = freshCart();
    stubFetch((route) =>
      route.startsWith('GET /api/services/12?')
        ? errorResponse(404, 'SERVICE_NOT_FOUND', 'Service not found')
        : catalog(route),
    );
    await expect(restoreSavedQuote(TOKEN)).resolves.toMatchObject({ status: 'restored', added: 1, skipped: 1 });
    expect(store.getState().items[0]).toMatchObject({ id: 11, roundTrip: false });
  });
});

describe('cartItemFromService', () => {
  it('keeps the base price apart from a porter the catalog put in the total', () => {
    const item = cartItemFromService(serviceDetail({ porterSelected: true }), savedQuote.items[0]);
    expect(item).toMatchObject({ basePrice: 395, porterCost: 150, porterSelected: true });
  });

  it('labels amenities as the wizard does, and keeps the saved cart id and return link', () => {
    const item = cartItemFromService(serviceDetail({}), {
      ...savedQuote.items[0],
      cartId: -7,
      isReturnService: true,
      returnTripFor: 7,
    });
    expect(item).toMatchObject({ id: -7, isReturnService: true, returnTripFor: 7 });
    expect(item.amenities).toContain('Meet at the gate');
  });
});

function Restorer() {
  const status = useRestoreSavedQuote();
  return <div data-testid="status">{status}</div>;
}

describe('useRestoreSavedQuote', () => {
  it('restores ?saved=, opens the sheet and drops the parameter', async () => {
    const store = freshCart();
    stubFetch(catalog);
    renderWithProviders(<Restorer />, { path: `/booking/quote?saved=${TOKEN}&adults=2` });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('restored'));
    expect(store.getState().items).toHaveLength(2);
    expect(await screen.findByText('Saved quote opened')).toBeInTheDocument();
    expect(isQuoteSheetOpen()).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/booking\/quote\?adults=2$/));
  });

  it("shows 'This saved quote has expired or does not exist.' for an unknown token", async () => {
    freshCart();
    stubFetch(() => errorResponse(404, 'QUOTE_NOT_FOUND', 'This saved quote has expired or does not exist.'));
    renderWithProviders(<Restorer />, { path: '/booking/quote?saved=zzzzzzzzzzzzzzzzzzzzzz' });
    expect(await screen.findByText('This saved quote has expired or does not exist.')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('not-found');
    expect(isQuoteSheetOpen()).toBe(false);
  });

  it('does nothing without ?saved=', () => {
    freshCart();
    const calls = stubFetch(() => undefined);
    renderWithProviders(<Restorer />, { path: '/booking?airport=FCO' });
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(calls).toHaveLength(0);
  });
});

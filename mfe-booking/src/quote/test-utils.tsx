// Test-only helpers for the quote specs: the shell's providers, a fetch stub routed by method and
// path, a fresh shared cart per test, and catalog answers. Imported by specs only, so never bundled.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import type { ServiceDetail } from '@vip/contracts/schemas';
import { createCartStore, type BrowserCartStore } from '../cart/cart-store';
import { createMemoryStorage } from '../cart/memory-storage';
import { resetCartStore } from '../cart/use-cart';

export const T0 = Date.UTC(2030, 5, 1, 12, 0, 0);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return json({ error: { code, message, requestId: 'test-request' } }, status);
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces global.fetch: `handler` gets `METHOD /path?query` and the parsed body and returns a Response
 * (undefined → 404). Returns the calls made, in order.
 */
export function stubFetch(
  handler: (route: string, body: unknown) => Response | Promise<Response> | undefined,
): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname + url.search;
    calls.push({ method, path, body });
    return (await handler(`${method} ${path}`, body)) ?? errorResponse(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;
  return calls;
}

/** A fresh shared cart (in memory, fixed clock) for each test. */
export function freshCart(initial: Record<string, string> = {}): BrowserCartStore {
  const store = createCartStore({ storage: createMemoryStorage(initial), now: () => T0 });
  resetCartStore(store);
  return store;
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

/** GET /api/services/{id} as svc-catalog answers it, priced (porter in the total when chosen). */
export function serviceDetail(
  overrides: Partial<ServiceDetail> & {
    porterSelected?: boolean;
    totalWithoutPorter?: number;
    porterFee?: number;
  } = {},
): ServiceDetail {
  const { porterSelected = false, totalWithoutPorter = 395, porterFee = 150, ...rest } = overrides;
  const porterCost = porterSelected ? porterFee : 0;
  return {
    id: 11,
    airportId: 2,
    vendorId: 3,
    serviceType: 'arrival',
    serviceLevel: 'standard',
    name: 'VIP Meet & Greet – Arrival',
    description: 'A greeter meets you at the aircraft door.',
    image: '/api/services/media/standard-arrival.svg',
    basePrice: 395,
    includedTravelers: 2,
    adultFee: 75,
    childFee: 50,
    freeChildrenAllowance: 0,
    greeterLimit: 6,
    afterHoursFee: 0,
    afterHoursStart: '22:00',
    afterHoursEnd: '06:00',
    lastMinute24hSurcharge: 0,
    lastMinute48hSurcharge: 0,
    cancellationDeadlineHours: 48,
    tags: ['Meet & Greet', 'Fast Track'],
    isPopular: true,
    isPremium: false,
    inclusions: { meetAtGate: true, fastTrackImmigration: true, loungeAccess: false },
    active: true,
    airport: {
      code: 'FCO',
      name: 'Leonardo da Vinci–Fiumicino Airport',
      city: 'Rome',
      country: 'Italy',
      timeZone: 'Europe/Rome',
    },
    vendor: { id: 3, name: 'Rome VIP' },
    pricing: {
      totalPrice: totalWithoutPorter + porterCost,
      basePrice: 395,
      adultFee: 75,
      childFee: 50,
      includedTravelers: 2,
      paidAdults: 0,
      paidChildren: 0,
      adultFeeTotal: 0,
      childFeeTotal: 0,
      additionalGreeters: 0,
      additionalGreeterFee: 0,
      afterHoursFee: 0,
      lastMinuteFee: 0,
      porterAvailable: porterFee > 0,
      porterCost: porterFee,
      porterSelected: porterCost > 0,
      subtotal: totalWithoutPorter + porterCost,
      discountPercentage: 0,
      discountAmount: 0,
      currency: 'USD',
    },
    ...rest,
  };
}

/**
 * antd's Drawer measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom
 * reports as not implemented on every open; the pseudo-element makes no difference in jsdom.
 */
export function ignorePseudoElementStyles(): void {
  const original = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element: Element) => original(element));
}

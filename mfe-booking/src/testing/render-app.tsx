// Test helpers: a fetch stub routed by path, catalog fixtures, and the remote's routes under the
// providers the shell gives (query client without retries, antd App, a memory router).
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Airport, ServiceDetail, ServicePricing } from '@vip/contracts/schemas';
import { routes } from '../routes';

// antd pages are heavy in jsdom; on a busy machine a render plus a fetch can take seconds.
jest.setTimeout(60_000);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status = 500, code = 'INTERNAL', message = 'Something went wrong'): Response {
  return json({ error: { code, message, requestId: 'test-request' } }, status);
}

/**
 * Replaces global.fetch with a router: `handler` gets the path with its query string (and the
 * request's init, for method, headers and body) and returns a
 * Response (or undefined for a 404). Returns the mock so calls can be asserted.
 */
export function stubFetch(
  handler: (pathAndQuery: string, init?: RequestInit) => Response | Promise<Response> | undefined,
) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    return (await handler(url.pathname + url.search, init)) ?? errorResponse(404, 'NOT_FOUND', 'Not Found');
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The paths (with query) fetch was called with. */
export function fetchedPaths(mock: jest.Mock): string[] {
  return mock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname + url.search;
  });
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The current address as the probe shows it, split into path and parameters. */
export function locationOf(text: string | null): { path: string; params: Record<string, string> } {
  const url = new URL(text ?? '', 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
}

/**
 * Renders the remote's route patterns at `path`, with a probe of the current address on every
 * page (data-testid="location"); any other path shows only the probe.
 */
export function renderAt(path: string) {
  const client = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([pattern, Page]) => (
              <Route
                key={pattern}
                path={pattern}
                element={
                  <>
                    <Page />
                    <LocationProbe />
                  </>
                }
              />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export const AIRPORTS: Airport[] = [
  {
    id: 1,
    code: 'LHR',
    name: 'London Heathrow Airport',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    region: 'Europe',
  },
  {
    id: 2,
    code: 'FCO',
    name: 'Leonardo da Vinci–Fiumicino Airport',
    city: 'Rome',
    country: 'Italy',
    countryCode: 'IT',
    region: 'Europe',
  },
  {
    id: 3,
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    countryCode: 'US',
    region: 'Americas',
  },
  {
    id: 4,
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    region: 'Middle East & Africa',
  },
  {
    id: 5,
    code: 'SYD',
    name: 'Sydney Kingsford Smith Airport',
    city: 'Sydney',
    country: 'Australia',
    countryCode: 'AU',
    region: 'Asia Pacific',
  },
];

const AIRPORT_ZONES: Record<string, string> = {
  LHR: 'Europe/London',
  FCO: 'Europe/Rome',
  JFK: 'America/New_York',
  DXB: 'Asia/Dubai',
  SYD: 'Australia/Sydney',
};

export function pricing(overrides: Partial<ServicePricing> = {}): ServicePricing {
  const base: ServicePricing = {
    totalPrice: 395,
    basePrice: 395,
    adultFee: 100,
    childFee: 60,
    includedTravelers: 2,
    paidAdults: 0,
    paidChildren: 0,
    adultFeeTotal: 0,
    childFeeTotal: 0,
    additionalGreeters: 0,
    additionalGreeterFee: 0,
    afterHoursFee: 0,
    lastMinuteFee: 0,
    porterAvailable: true,
    porterCost: 150,
    porterSelected: false,
    subtotal: 395,
    discountPercentage: 0,
    discountAmount: 0,
    currency: 'USD',
  };
  return { ...base, ...overrides };
}

/** A catalog service as GET /api/services answers it (FCO standard arrival, 395, porter 150, by default). */
export function service(overrides: Partial<ServiceDetail> & { code?: string } = {}): ServiceDetail {
  const { code = 'FCO', ...rest } = overrides;
  const airport = AIRPORTS.find((a) => a.code === code)!;
  return {
    id: 101,
    airportId: airport.id,
    vendorId: 7,
    serviceType: 'arrival',
    serviceLevel: 'standard',
    name: 'Arrival Meet & Assist',
    description: 'A greeter meets you at the aircraft door and walks you through.',
    image: '/api/services/media/standard-arrival.svg',
    basePrice: 395,
    includedTravelers: 2,
    adultFee: 100,
    childFee: 60,
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
    inclusions: { meetAtGate: true, fastTrackImmigration: true, loungeAccess: false, baggageAssistance: true },
    active: true,
    airport: {
      code: airport.code,
      name: airport.name,
      city: airport.city,
      country: airport.country,
      timeZone: AIRPORT_ZONES[airport.code],
    },
    vendor: { id: 7, name: 'Rome VIP' },
    pricing: pricing(),
    ...rest,
  };
}

/** A far-future date, so the booking-time rules never interfere unless a test wants them to. */
export const FUTURE_DATE = '2030-06-20';

// Test helpers: a fetch stub routed by path, and the remote's routes under the providers the shell gives.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Airport, AirportDetail } from '@vip/contracts/schemas';
import type { Locale, Messages } from '@vip/contracts/i18n';
import { LocaleProvider } from '@vip/ui';
import { routes } from '../routes';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function notFound(code = 'NOT_FOUND', message = 'Not Found'): Response {
  return json({ error: { code, message, requestId: 'test-request' } }, 404);
}

/**
 * Replaces global.fetch with a router: `handler` gets the path with its query string and returns a
 * Response (or undefined for a 404). Returns the mock so calls can be asserted.
 */
export function stubFetch(handler: (pathAndQuery: string) => Response | Promise<Response> | undefined) {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    return (await handler(url.pathname + url.search)) ?? notFound();
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The paths fetch was called with. */
export function fetchedPaths(mock: jest.Mock): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      at {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * Renders the remote's four patterns at `path`; any other path shows the location probe. With a language, inside
 * the shell's provider for it (its frame messages from `loadMessages`).
 */
export function renderAt(path: string, language?: { locale: Locale; messages: Messages }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  const app = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, Page]) => (
            <Route key={pattern} path={pattern} element={<Page />} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    language ? (
      <LocaleProvider locale={language.locale} messages={language.messages}>
        {app}
      </LocaleProvider>
    ) : (
      app
    ),
  );
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
    name: 'Rome Fiumicino Leonardo da Vinci Airport',
    city: 'Rome',
    country: 'Italy',
    countryCode: 'IT',
    region: 'Europe',
  },
  {
    id: 3,
    code: 'CDG',
    name: 'Paris Charles de Gaulle Airport',
    city: 'Paris',
    country: 'France',
    countryCode: 'FR',
    region: 'Europe',
  },
  {
    id: 4,
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    countryCode: 'US',
    region: 'Americas',
  },
  {
    id: 5,
    code: 'LAX',
    name: 'Los Angeles International Airport',
    city: 'Los Angeles',
    country: 'United States',
    countryCode: 'US',
    region: 'Americas',
  },
  {
    id: 6,
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    region: 'Middle East & Africa',
  },
  {
    id: 7,
    code: 'SYD',
    name: 'Sydney Kingsford Smith Airport',
    city: 'Sydney',
    country: 'Australia',
    countryCode: 'AU',
    region: 'Asia Pacific',
  },
];

export function detailOf(code: string, overrides: Partial<AirportDetail> = {}): AirportDetail {
  const airport = AIRPORTS.find((a) => a.code === code)!;
  return {
    ...airport,
    icao: 'EGLL',
    timeZone: 'Europe/London',
    latitude: 51.47,
    longitude: -0.4543,
    serviceLevels: [
      { level: 'suite', minPrice: 1250 },
      { level: 'standard', minPrice: 250 },
      { level: 'lounge', minPrice: 650 },
    ],
    serviceCount: 7,
    ...overrides,
  };
}

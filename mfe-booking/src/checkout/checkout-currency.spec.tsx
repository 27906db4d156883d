import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CURRENCY_COOKIE } from '@vip/contracts/display-currency';
import type { CheckoutResponse } from '@vip/contracts/schemas';
import { fcoArrival } from '../cart/test-fixtures';
import { LocationProbe, errorResponse, freshCart, json } from '../quote/test-utils';
import { CheckoutPage } from './checkout-page';
import { BookingConfirmationPage, ManageBookingPage } from './confirmation-pages';
import { travellerBooking } from '../testing/checkout-api';

// antd forms are heavy in jsdom; on a busy two-core machine a submit can take seconds to render.
jest.setTimeout(60_000);

/** Today's rates: the euro has moved since the bookings below were requested at 1.08. */
const RATES_TODAY = {
  rates: [
    { currency: 'USD', rateToUsd: '1' },
    { currency: 'EUR', rateToUsd: '1.25' },
  ],
  updatedAt: '2030-06-05T09:00:00.000Z',
};

interface Post {
  path: string;
  body: Record<string, unknown>;
}

function stubFetch(handler: (route: string) => Response | undefined): Post[] {
  const posts: Post[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname === '/api/currency-rates') return json(RATES_TODAY);
    if (url.pathname.startsWith('/api/bookings/holds')) return errorResponse(404, 'NOT_FOUND', 'Not Found');
    if (method === 'POST') posts.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
    return handler(`${method} ${url.pathname}${url.search}`) ?? errorResponse(404, 'NOT_FOUND', 'Not Found');
  }) as unknown as typeof fetch;
  return posts;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/booking-form" element={<CheckoutPage />} />
            <Route path="/booking-confirmation" element={<BookingConfirmationPage />} />
            <Route path="/manage-booking" element={<ManageBookingPage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\s*${label}`), { selector: 'input:not([role="combobox"]), textarea' });

async function fillSelf(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Traveler name'), 'Grace Hopper');
  await user.type(field('Traveler phone'), '+1 212 555 0100');
  await user.type(field('Traveler e-mail'), 'grace@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I confirm I am at least 18/ }));
}

const KEPT = { currency: 'EUR' as const, rateToUsd: '1.08', totalMinorUnits: 50463 };

const answer: CheckoutResponse = {
  success: true,
  message: "We've received your booking request and will contact you shortly.",
  groupId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11',
  contactEmail: 'grace@example.com',
  bookings: [
    {
      referenceCode: 'VIP-12345-FCO',
      serviceId: 101,
      serviceName: 'VIP Meet & Greet – Arrival',
      airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
      flightDate: '2030-06-10',
      flightTime: '14:00',
      porterSelected: true,
      discountPercentage: 0,
      totalPrice: 545,
      displayPrice: KEPT,
    },
  ],
  totalPrice: 545,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
});

describe('checkout in the traveller’s currency', () => {
  it('shows the total’s estimate, sends the currency shown, and confirms with the estimate the booking kept', async () => {
    document.cookie = `${CURRENCY_COOKIE}=EUR; path=/`;
    const user = userEvent.setup();
    freshCart().add(fcoArrival({ porterSelected: true, flight: 'AZ611' }));
    const posts = stubFetch((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    renderAt('/booking-form');
    // $545 at today's 1.25.
    expect(await screen.findByText('≈ €436.00')).toBeInTheDocument();
    expect(screen.getByText('≈ €436.00').parentElement).toHaveTextContent(
      '≈ €436.00 · Estimate. You are charged in US dollars.',
    );

    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/booking-confirmation'));
    expect(posts[0]!.body).toMatchObject({ displayCurrency: 'EUR' });
    // The booking's own figure (1.08), not today's rate.
    expect(
      await screen.findByText('≈ €504.63 at the rate of the request · Estimate. You are charged in US dollars.'),
    ).toBeInTheDocument();
  });

  it('sends no currency for a checkout in US dollars, and shows no estimate', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival({ porterSelected: true, flight: 'AZ611' }));
    const posts = stubFetch((route) =>
      route === 'POST /api/bookings/checkout'
        ? json({ ...answer, bookings: [{ ...answer.bookings[0]!, displayPrice: null }] }, 201)
        : undefined,
    );
    renderAt('/booking-form');
    await fillSelf(user);
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/booking-confirmation'));
    expect(posts[0]!.body).not.toHaveProperty('displayCurrency');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });
});

describe('Manage Booking of a booking requested in euros', () => {
  const booking = travellerBooking({ displayPrice: KEPT });

  it('shows the dollar total and the estimate kept at the rate of the request, even to a visitor now in dollars', async () => {
    const user = userEvent.setup();
    stubFetch((route) =>
      route === 'GET /api/bookings/VIP-12345-FCO?email=grace%40example.com' ? json(booking) : undefined,
    );
    renderAt('/manage-booking');
    await user.type(screen.getByLabelText('Booking reference'), 'VIP-12345-FCO');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText('$545.00')).toBeInTheDocument();
    expect(
      screen.getByText('≈ €504.63 at the rate of the request · Estimate. You are charged in US dollars.'),
    ).toBeInTheDocument();
  });
});

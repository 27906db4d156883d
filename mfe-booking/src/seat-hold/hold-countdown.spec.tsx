import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HOLD_MESSAGES, type CheckoutResponse, type Hold } from '@vip/contracts/schemas';
import { fcoArrival, sydArrival } from '../cart/test-fixtures';
import { LocationProbe, errorResponse, freshCart, json, stubFetch } from '../quote/test-utils';
import { CheckoutPage } from '../checkout/checkout-page';
import { HoldCountdown } from './hold-countdown';
import { holdClockAt, type HoldClock, type SeatHold } from './use-seat-hold';

// antd forms are heavy in jsdom; on a busy two-core machine a submit can take seconds to render.
jest.setTimeout(60_000);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE'.slice(0, 43);
const HOLD_ID = '5b1d6c1e-2222-4333-8444-555566667777';

const holdAnswer = (overrides: Partial<Hold> = {}): Hold => ({
  id: HOLD_ID,
  token: TOKEN,
  expiresAt: '2030-06-01T12:05:00.000Z',
  secondsLeft: 300,
  paused: false,
  remainingSeconds: 300,
  pauseSecondsLeft: 1200,
  ended: false,
  items: [{ serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' }],
  ...overrides,
});

/** The countdown as the checkout passes it, at a given clock. */
function seatHold(clock: HoldClock, overrides: Partial<SeatHold> = {}): SeatHold {
  return {
    phase: 'held',
    holdId: HOLD_ID,
    holdsSeats: true,
    clock,
    statusByCartId: {},
    problem: null,
    changing: false,
    pause: jest.fn(),
    resume: jest.fn(),
    holdAgain: jest.fn(),
    checkoutHold: { id: HOLD_ID, token: TOKEN },
    ...overrides,
  } as SeatHold;
}
const running = (secondsLeft: number): HoldClock => ({
  paused: false,
  secondsLeft,
  pauseSecondsLeft: 1200,
  ended: false,
});
const announced = () => screen.getByRole('status').textContent;

describe('holdClockAt', () => {
  it('counts down from the answer, stands still while paused, and runs on when the pause runs out', () => {
    expect(holdClockAt(holdAnswer(), 1)).toEqual(running(299));
    expect(holdClockAt(holdAnswer(), 300)).toMatchObject({ secondsLeft: 0, ended: true });
    const paused = holdAnswer({ paused: true, secondsLeft: 1440, remainingSeconds: 240, pauseSecondsLeft: 1200 });
    expect(holdClockAt(paused, 600)).toEqual({ paused: true, secondsLeft: 240, pauseSecondsLeft: 600, ended: false });
    expect(holdClockAt(paused, 1210)).toEqual({ paused: false, secondsLeft: 230, pauseSecondsLeft: 0, ended: false });
    expect(holdClockAt(holdAnswer({ ended: true }), 0)).toMatchObject({ ended: true });
  });
});

describe('HoldCountdown', () => {
  it('shows the countdown each second but announces it only at the start, each minute and at 30 seconds', () => {
    const { rerender } = render(<HoldCountdown hold={seatHold(running(300))} />);
    expect(screen.getByRole('timer')).toHaveTextContent('We are holding your place for 5:00');
    expect(announced()).toBe('We are holding your place for 5 minutes. You can pause the timer if you need more time.');
    rerender(<HoldCountdown hold={seatHold(running(299))} />);
    expect(screen.getByRole('timer')).toHaveTextContent('We are holding your place for 4:59');
    // Not every second: the announcement is still the first one.
    expect(announced()).toBe('We are holding your place for 5 minutes. You can pause the timer if you need more time.');
    rerender(<HoldCountdown hold={seatHold(running(240))} />);
    expect(announced()).toBe('4 minutes left to complete your booking.');
    rerender(<HoldCountdown hold={seatHold(running(239))} />);
    expect(announced()).toBe('4 minutes left to complete your booking.');
    rerender(<HoldCountdown hold={seatHold(running(30))} />);
    expect(announced()).toBe('30 seconds left to complete your booking. Pause the timer if you need more time.');
    // The region is polite and read whole; the visible timer itself is not a live region.
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');

    rerender(
      <HoldCountdown hold={seatHold({ paused: true, secondsLeft: 30, pauseSecondsLeft: 1200, ended: false })} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Timer paused at 0:30');
    expect(announced()).toBe(
      'Timer paused with 0:30 left. We keep your place for up to 20 minutes while it is paused.',
    );
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    rerender(<HoldCountdown hold={seatHold(running(30))} />);
    expect(announced()).toBe('Timer resumed: we are holding your place for 0:30.');

    const holdAgain = jest.fn();
    rerender(
      <HoldCountdown
        hold={seatHold({ paused: false, secondsLeft: 0, pauseSecondsLeft: 1200, ended: true }, { holdAgain })}
      />,
    );
    expect(screen.getByText('Your hold has ended')).toBeInTheDocument();
    expect(announced()).toMatch(/^Your hold has ended\. We are no longer holding your place\./);
    fireEvent.click(screen.getByRole('button', { name: 'Hold again' }));
    expect(holdAgain).toHaveBeenCalled();
  });

  it('offers Pause timer while the hold runs, and shows nothing when no seat is held', () => {
    const pause = jest.fn();
    const { rerender } = render(<HoldCountdown hold={seatHold(running(120), { pause })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(pause).toHaveBeenCalled();
    rerender(<HoldCountdown hold={seatHold(running(120), { holdsSeats: false })} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={['/booking-form']}>
          <Routes>
            <Route path="/booking-form" element={<CheckoutPage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const confirmed: CheckoutResponse = {
  success: true,
  message: 'Your booking is confirmed.',
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
      porterSelected: false,
      discountPercentage: 0,
      totalPrice: 395,
      status: 'Confirmed',
    },
  ],
  totalPrice: 395,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the checkout holds its instantly confirmable items', () => {
  it('says which items are confirmed at once, pauses on the server, and books with the hold', async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    cart.add(fcoArrival());
    cart.add(sydArrival());
    const mixed = holdAnswer({
      items: [
        { serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' },
        { serviceId: 202, flightDate: '2030-06-10', flightTime: '14:00', status: 'request' },
      ],
    });
    const headers: Array<Record<string, string>> = [];
    const originalFetch = stubFetch((route) => {
      if (route === 'POST /api/bookings/holds') return json(mixed, 201);
      if (route === `PATCH /api/bookings/holds/${HOLD_ID}`)
        return json({ ...mixed, token: undefined, paused: true, secondsLeft: 1499, remainingSeconds: 299 });
      if (route === 'POST /api/bookings/checkout') return json(confirmed, 201);
      return undefined;
    });
    const stubbed = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      headers.push({ ...(init?.headers as Record<string, string>) });
      return stubbed(input, init);
    }) as unknown as typeof fetch;
    renderCheckout();

    expect(await screen.findByRole('timer')).toHaveTextContent(/^We are holding your place for (5:00|4:59)$/);
    const rome = screen.getByRole('region', { name: /\(FCO\)/ });
    expect(within(rome).getByText('Confirmed at once')).toBeInTheDocument();
    const sydney = screen.getByRole('region', { name: /\(SYD\)/ });
    expect(within(sydney).getByText('Request: we confirm within 24 hours')).toBeInTheDocument();
    expect(originalFetch[0]).toMatchObject({
      method: 'POST',
      path: '/api/bookings/holds',
      body: {
        items: [
          { serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00' },
          { serviceId: 202, flightDate: '2030-06-10', flightTime: '14:00' },
        ],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Timer paused at 4:59');
    const patchIndex = originalFetch.findIndex((c) => c.method === 'PATCH');
    expect(originalFetch[patchIndex]!.body).toEqual({ paused: true });
    expect(headers[patchIndex]!['Hold-Token']).toBe(TOKEN);
    expect(within(screen.getByRole('region', { name: 'Your held place' })).getByRole('status')).toHaveTextContent(
      /^Timer paused with 4:59 left\./,
    );

    await user.type(screen.getByLabelText(/^\s*Traveler name/, { selector: 'input' }), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^\s*Traveler phone/, { selector: 'input' }), '+1 212 555 0100');
    await user.type(screen.getByLabelText(/^\s*Traveler e-mail/, { selector: 'input' }), 'grace@example.com');
    const [first, second] = screen.getAllByLabelText(/^\s*Flight number/, { selector: 'input' });
    await user.type(first!, 'AZ611');
    await user.type(second!, 'AZ612');
    await user.click(screen.getByRole('checkbox', { name: /I confirm I am at least 18/ }));
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success'));
    const post = originalFetch.find((c) => c.path === '/api/bookings/checkout')!;
    expect(post.body).toMatchObject({ hold: { id: HOLD_ID, token: TOKEN } });
  });

  it('holds the changed quote in one step on the server when an item is removed, releasing nothing first', async () => {
    const cart = freshCart();
    cart.add(fcoArrival());
    cart.add(sydArrival());
    const both = holdAnswer({
      items: [
        { serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' },
        { serviceId: 202, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' },
      ],
    });
    const calls = stubFetch((route) => {
      if (route === 'POST /api/bookings/holds') return json(both, 201);
      if (route === `PATCH /api/bookings/holds/${HOLD_ID}`) return json({ ...holdAnswer(), token: undefined });
      if (route.startsWith('DELETE ')) return new Response(null, { status: 204 });
      return undefined;
    });
    const { unmount } = renderCheckout();
    await screen.findByRole('timer');
    const sydney = screen.getByRole('region', { name: /\(SYD\)/ });
    fireEvent.click(within(sydney).getByRole('button', { name: /Remove This Service/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    // The same hold, changed with the hold token: the seat kept for Rome is never given up in between.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/bookings/holds',
      `PATCH /api/bookings/holds/${HOLD_ID}`,
    ]);
    expect(calls[1]!.body).toEqual({ items: [{ serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00' }] });
    expect(await screen.findByRole('timer')).toHaveTextContent(/We are holding your place/);
    // Leaving the checkout releases it.
    unmount();
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/bookings/holds/${HOLD_ID}` }),
    );
  });

  it('keeps the held place and says why when the changed quote finds no place to confirm at once', async () => {
    const cart = freshCart();
    cart.add(fcoArrival());
    cart.add(sydArrival());
    const both = holdAnswer({
      items: [
        { serviceId: 101, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' },
        { serviceId: 202, flightDate: '2030-06-10', flightTime: '14:00', status: 'held' },
      ],
    });
    const calls = stubFetch((route) => {
      if (route === 'POST /api/bookings/holds') return json(both, 201);
      if (route === `PATCH /api/bookings/holds/${HOLD_ID}`)
        return errorResponse(409, 'HOLD_NOT_MOVED', HOLD_MESSAGES.notMoved);
      return undefined;
    });
    renderCheckout();
    await screen.findByRole('timer');
    const sydney = screen.getByRole('region', { name: /\(SYD\)/ });
    fireEvent.click(within(sydney).getByRole('button', { name: /Remove This Service/ }));
    expect(await screen.findByText(HOLD_MESSAGES.notMoved)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/We are holding your place/);
    const rome = screen.getByRole('region', { name: /\(FCO\)/ });
    expect(within(rome).getByText('Confirmed at once')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE' || c.method === 'POST')).toHaveLength(1);
  });

  it('says so plainly when the hold ends, and holds again on request', async () => {
    freshCart().add(fcoArrival());
    let answers = 0;
    const calls = stubFetch((route) => {
      if (route === 'POST /api/bookings/holds')
        return json(holdAnswer({ secondsLeft: answers++ === 0 ? 1 : 300 }), 201);
      if (route.startsWith('DELETE ')) return new Response(null, { status: 204 });
      return undefined;
    });
    renderCheckout();
    expect(await screen.findByText('Your hold has ended', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^We are no longer holding your place\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hold again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/We are holding your place for (5:00|4:59)/);
    expect(calls.filter((c) => c.path === '/api/bookings/holds')).toHaveLength(2);
  });

  it("offers 'Confirm Booking' while every item has a held seat, and 'Request Booking' once the hold ends", async () => {
    freshCart().add(fcoArrival());
    stubFetch((route) => {
      if (route === 'POST /api/bookings/holds') return json(holdAnswer({ secondsLeft: 2 }), 201);
      if (route.startsWith('DELETE ')) return new Response(null, { status: 204 });
      return undefined;
    });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Every service here is confirmed as soon as you send this\./)).toBeInTheDocument();
    // The seat is no longer kept: the booking may become a request, and the button says so.
    expect(await screen.findByRole('button', { name: 'Request Booking' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('goes on without a countdown when no hold can be made', async () => {
    freshCart().add(fcoArrival());
    const calls = stubFetch(() => errorResponse(503, 'CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now.'));
    renderCheckout();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(/^This is a request: our team confirms availability within 24 hours/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ServiceDetail } from '@vip/contracts/schemas';
import { utcToZonedLocal } from '@vip/contracts/time';
import { getCartStore, resetCartStore } from '../cart/use-cart';
import {
  errorResponse,
  fetchedPaths,
  json,
  locationOf,
  pricing,
  renderAt,
  service,
  stubFetch,
} from '../testing/render-app';
import { localIsoDate } from '@vip/ui';
import { checkBookingTime } from './time-rules';

const SEARCH = 'airport=FCO&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0';
const SERVICES_PATH = '/api/services?airport=FCO&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0';

const standard = service({ id: 101, serviceLevel: 'standard', name: 'Arrival Meet & Assist' });
const lounge = service({ id: 102, serviceLevel: 'lounge', name: 'VIP Lounge – Arrival', isPopular: false });
const tarmac = service({ id: 103, serviceLevel: 'tarmac', name: 'Planeside Pick-up – Arrival', isPopular: false });
const suite = service({ id: 104, serviceLevel: 'suite', name: 'Private VIP Suite – Arrival', isPopular: false });

/** Answers GET /api/services with `list` and GET /api/services/{id} from it. */
function catalog(list: ServiceDetail[]) {
  return (path: string) => {
    if (path.startsWith('/api/services?')) return json(list);
    const one = /^\/api\/services\/(\d+)\?/.exec(path);
    if (one) return json(list.find((s) => s.id === Number(one[1])));
    return undefined;
  };
}

const decoded = (paths: string[]) => paths.map((p) => decodeURIComponent(p));
const probe = () => locationOf(screen.getByTestId('location').textContent);

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

describe('BookingPage: which step it opens on', () => {
  it('opens on search without a complete search, with the wizard defaults', async () => {
    const fetchMock = stubFetch(catalog([]));
    renderAt('/booking');
    expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Booking progress' });
    for (const title of ['Search', 'Select', 'Traveler', 'Booking'])
      expect(within(progress).getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('');
    expect(screen.getByText('Arrival')).toBeInTheDocument();
    expect(screen.getByLabelText('Flight date')).toHaveValue(localIsoDate());
    expect(screen.getByLabelText('Flight time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Children')).toHaveValue('0');
    expect(screen.queryByLabelText('E-mail (optional)')).not.toBeInTheDocument();
    expect(fetchedPaths(fetchMock).filter((p) => p.startsWith('/api/services'))).toEqual([]);
  });

  it('opens on search with a partial search, keeping what was given (the alias connection is a transfer)', async () => {
    stubFetch(catalog([]));
    renderAt('/booking?type=connection&airport=LHR');
    expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('LHR');
    expect(screen.getByText('Transfer')).toBeInTheDocument();
  });

  it('opens on select with airport, type, date and time, and rewrites the address with every search value', async () => {
    const fetchMock = stubFetch(catalog([standard]));
    renderAt('/booking?airport=fco&type=arrival&date=2030-06-20&time=14:00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Airport Services' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/booking?${SEARCH}`));
    await screen.findByRole('heading', { name: 'Arrival Meet & Assist' });
    expect(decoded(fetchedPaths(fetchMock)).filter((p) => p.startsWith('/api/services'))).toEqual([SERVICES_PATH]);
  });

  it('records the search once (tracking call a) when opened with an airport and a type, with the e-mail from the home page', async () => {
    localStorage.setItem('userEmail', 'grace@example.com');
    const fetchMock = stubFetch((path, init) =>
      path === '/api/tracking/search' && init?.method === 'POST'
        ? json({ searchId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11' }, 202)
        : catalog([standard])(path),
    );
    renderAt('/booking?airport=fco&type=arrival&date=2030-06-20&time=14:00');
    await screen.findByRole('heading', { name: 'Arrival Meet & Assist' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/booking?${SEARCH}`));
    const posts = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/tracking/search');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      airport: 'FCO',
      serviceType: 'arrival',
      arrivalDate: '2030-06-20',
      arrivalTime: '14:00',
      adults: 2,
      children: 0,
      email: 'grace@example.com',
    });
  });

  it('records nothing when the page is opened without a service type', async () => {
    const fetchMock = stubFetch(catalog([]));
    renderAt('/booking?airport=LHR');
    expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).not.toContain('/api/tracking/search');
  });

  it('opens on select at /booking/quote, asking for an airport when there is none', async () => {
    const fetchMock = stubFetch(catalog([standard]));
    renderAt('/booking/quote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Airport Services' })).toBeInTheDocument();
    expect(screen.getByText('Choose an airport to see its services.')).toBeInTheDocument();
    await waitFor(() => expect(probe().path).toBe('/booking/quote'));
    expect(probe().params).toMatchObject({
      type: 'arrival',
      date: localIsoDate(),
      time: '14:00',
      adults: '2',
      children: '0',
    });
    expect(fetchedPaths(fetchMock).filter((p) => p.startsWith('/api/services'))).toEqual([]);
  });
});

describe('BookingPage: search step', () => {
  it("says 'Airport is required' in the form and in a toast", async () => {
    stubFetch(catalog([]));
    renderAt('/booking');
    await userEvent.click(await screen.findByRole('button', { name: 'Find Services' }));
    // Said under the field at once, and in a toast once the toasts' code is in.
    await waitFor(() => expect(screen.getAllByText('Airport is required')).toHaveLength(2));
    expect(screen.getByText('Please select an airport to search for services.')).toBeInTheDocument();
    expect(probe().path).toBe('/booking');
  });

  it('goes to select with the values searched', async () => {
    const fetchMock = stubFetch(catalog([standard]));
    renderAt('/booking/search?airport=FCO&flight=AZ610');
    await userEvent.click(await screen.findByRole('button', { name: 'More children' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Airport Services' })).toBeInTheDocument();
    expect(probe()).toEqual({
      path: '/booking/search',
      params: {
        airport: 'FCO',
        type: 'arrival',
        date: localIsoDate(),
        time: '14:00',
        adults: '2',
        children: '1',
        flight: 'AZ610',
      },
    });
    await waitFor(() =>
      expect(decoded(fetchedPaths(fetchMock))).toContain(
        `/api/services?airport=FCO&type=arrival&date=${localIsoDate()}&time=14:00&adults=2&children=1`,
      ),
    );
  });
});

describe('BookingPage: results', () => {
  it.each([
    [[standard, lounge, suite], 'Three ways to experience luxury travel'],
    [[standard, suite], 'Two ways to experience luxury travel'],
    [[lounge, tarmac], 'Luxury travel experience'],
  ])('titles the list by the number of levels present (%#)', async (list, subtitle) => {
    stubFetch(catalog(list));
    renderAt(`/booking?${SEARCH}`);
    expect(await screen.findByText(subtitle)).toBeInTheDocument();
  });

  it('groups services under the three headings, tarmac with lounge', async () => {
    stubFetch(catalog([suite, tarmac, standard, lounge]));
    renderAt(`/booking?${SEARCH}`);
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'Standard Meet & Greet',
      'Luxury Lounge Access',
      'Private VIP Suite',
    ]);
    const loungeGroup = groups[1].closest('section')!;
    expect(
      within(loungeGroup as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['VIP Lounge – Arrival', 'Planeside Pick-up – Arrival']);
  });

  it("shows 'No Services Available' with a hint when nothing is offered", async () => {
    stubFetch(catalog([]));
    renderAt(`/booking?${SEARCH}`);
    expect(await screen.findByText('No Services Available')).toBeInTheDocument();
    expect(screen.getByText(/choose a different airport/)).toBeInTheDocument();
  });

  it('says the list could not be loaded, and tries again', async () => {
    let fail = true;
    stubFetch((path) =>
      path.startsWith('/api/services?') ? (fail ? errorResponse(500) : json([standard])) : undefined,
    );
    renderAt(`/booking?${SEARCH}`);
    expect(await screen.findByText('Error Loading Services')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load the available services. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Arrival Meet & Assist' })).toBeInTheDocument();
    // The message and its button are gone: the focus goes to the list, not to nothing.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Standard Meet & Greet' })).toHaveFocus());
  });
});

describe('BookingPage: trying the list again', () => {
  it('keeps the focus on Try again while it loads and after it fails again', async () => {
    let answer = () => undefined as void;
    let calls = 0;
    stubFetch((path) => {
      if (!path.startsWith('/api/services?')) return undefined;
      calls += 1;
      return calls === 1 ? errorResponse(500) : new Promise<void>((r) => (answer = r)).then(() => errorResponse(500));
    });
    renderAt(`/booking?${SEARCH}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const user = userEvent.setup();
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toBeEnabled();
    expect(retry).toHaveFocus();
    answer();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(screen.getByText('Error Loading Services')).toBeInTheDocument();
    expect(retry).toHaveFocus();
  });
});

describe('BookingPage: choosing a service', () => {
  it('adds the service, says so, and moves to the traveler step', async () => {
    stubFetch(catalog([standard]));
    renderAt(`/booking?${SEARCH}&flight=AZ610`);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Service' }));
    expect(await screen.findByText('Service added to quote')).toBeInTheDocument();
    expect(screen.getByText('Arrival Meet & Assist has been added to your quote.')).toBeInTheDocument();
    // The request step's code loads on first use.
    expect(await screen.findByRole('heading', { name: 'Request your booking' })).toBeInTheDocument();
    expect(getCartStore().getState().items).toEqual([
      expect.objectContaining({
        id: 101,
        serviceId: 101,
        date: '2030-06-20',
        time: '14:00',
        travelers: { adults: 2, children: 0 },
        flight: 'AZ610',
        basePrice: 395,
        porterSelected: false,
        porterCost: 150,
        // The country reads the phone number typed at checkout.
        airport: { code: 'FCO', name: standard.airport.name, country: 'Italy' },
      }),
    ]);
  });

  it('adds a service not in the quote when its porter is ticked, with the porter, and stores the choice', async () => {
    stubFetch(catalog([standard]));
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add porter service (+$150)' }));
    expect(await screen.findByText('Service added to quote')).toBeInTheDocument();
    expect(screen.getByText('Arrival Meet & Assist has been added to your quote.')).toBeInTheDocument();
    expect(getCartStore().getState().items).toEqual([
      expect.objectContaining({ id: 101, porterSelected: true, porterCost: 150, basePrice: 395 }),
    ]);
    expect(JSON.parse(localStorage.getItem('porter_101')!)).toEqual({
      selected: true,
      cost: 150,
      airport: 'FCO',
      serviceId: 101,
      timestamp: expect.any(Number),
    });
    expect(JSON.parse(localStorage.getItem('lastSelectedPorter')!)).toEqual({
      serviceId: 101,
      porterSelected: true,
      porterCost: 150,
    });
    // The traveller stays on the results, where the card now shows it in the quote with its porter.
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Airport Services' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove from Quote' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' }));
    expect(getCartStore().getState().items).toEqual([expect.objectContaining({ id: 101, porterSelected: false })]);
    expect(JSON.parse(localStorage.getItem('porter_101')!)).toMatchObject({ selected: false });
  });

  it('opens the traveler step at its top with the focus on its heading, wherever the list was scrolled to', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(catalog([standard]));
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Service' }));
    const heading = await screen.findByRole('heading', { name: 'Request your booking' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(heading).toHaveFocus());
    scrollTo.mockRestore();
  });

  it("'Back to results' on the traveler step shows the list again", async () => {
    stubFetch(catalog([standard]));
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Service' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to results' }));
    expect(await screen.findByRole('button', { name: 'Remove from Quote' })).toBeInTheDocument();
  });

  describe('reads the flight time at the airport, not in the browser', () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    /**
     * Local date and time at an airport `hours` from now, at an airport whose zone gives another verdict than the
     * browser's.
     */
    function airportLocal(hours: number): { code: 'SYD' | 'JFK'; date: string; time: string } {
      const instant = new Date(Date.now() + hours * 3600_000);
      for (const [code, zone] of [
        ['SYD', 'Australia/Sydney'],
        ['JFK', 'America/New_York'],
      ] as const) {
        const local = utcToZonedLocal(instant, zone);
        if (checkBookingTime(local.date, local.time, browserZone) === 'ok') return { code, ...local };
      }
      throw new Error('no airport zone far enough from the browser zone');
    }

    it.each([
      [-1, 'Flight time has already passed', 'Please select a future date and time for your service.'],
      [3, 'Last-minute booking', 'For bookings less than 6 hours before flight time, please contact us directly.'],
    ])('%i h away: toast and back to search, nothing added', async (hours, title, description) => {
      const { code, date, time } = airportLocal(hours);
      stubFetch(catalog([service({ id: 202, code, name: `Arrival at ${code}` })]));
      renderAt(`/booking?airport=${code}&type=arrival&date=${date}&time=${time}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Select Service' }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
      expect(getCartStore().getState().items).toEqual([]);
    });
  });
});

describe('BookingPage: return trip', () => {
  it("opens 'Add Return Service - Save 10%' from an arrival card, with the card's porter choice in the savings", async () => {
    const departure = service({
      id: 301,
      serviceType: 'departure',
      name: 'Departure Meet & Assist',
      pricing: pricing({ totalPrice: 360, subtotal: 360 }),
    });
    stubFetch((path) => {
      if (!path.startsWith('/api/services?')) return undefined;
      return json(new URLSearchParams(path.split('?')[1]).get('type') === 'departure' ? [departure] : [standard]);
    });
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add porter service (+$150)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Return Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Return Service - Save 10%' });
    expect(within(dialog).getByText(/Save \$55/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Add Return Service' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('Return trip added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      getCartStore()
        .getState()
        .items.map((i) => [i.id, i.serviceId, i.discountPercentage]),
    ).toEqual([
      [101, 101, 10],
      [-101, 301, 10],
    ]);
    expect(screen.getByRole('button', { name: 'Remove from Quote' })).toBeInTheDocument();
  });
});

describe('BookingPage: detail view', () => {
  it('prices again on count changes, with Request Booking disabled while the price loads', async () => {
    const pending: Array<() => void> = [];
    const fetchMock = stubFetch((path) => {
      if (path.startsWith('/api/services?')) return json([standard]);
      if (path.startsWith('/api/services/101?')) {
        const adults = Number(new URLSearchParams(path.split('?')[1]).get('adults'));
        const body = service({
          id: 101,
          pricing: { ...standard.pricing!, totalPrice: 395 + 100 * Math.max(0, adults - 2) },
        });
        return new Promise<Response>((resolve) => pending.push(() => resolve(json(body))));
      }
      return undefined;
    });
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Arrival Meet & Assist' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()!();
    const request = await screen.findByRole('button', { name: 'Request Booking' });
    await waitFor(() => expect(request).toBeEnabled());
    expect(screen.getByText('$395.00')).toBeInTheDocument();
    expect(screen.getByText('Provided by Rome VIP', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Request Booking' })).toBeDisabled();
    expect(decoded(fetchedPaths(fetchMock)).filter((p) => p.startsWith('/api/services/101'))).toEqual([
      '/api/services/101?date=2030-06-20&time=14:00&adults=2&children=0&porter=false',
      '/api/services/101?date=2030-06-20&time=14:00&adults=3&children=0&porter=false',
    ]);
    pending.shift()!();
    expect(await screen.findByText('$495.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request Booking' })).toBeEnabled());
    expect(screen.getByText(/Total for 3 travelers/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Service added to quote')).toBeInTheDocument();
    expect(getCartStore().getState().items[0]).toMatchObject({
      id: 101,
      travelers: { adults: 3, children: 0 },
      basePrice: 495,
    });
  });

  it("says the service could not be loaded, and goes 'Back to results'", async () => {
    stubFetch((path) =>
      path.startsWith('/api/services?')
        ? json([standard])
        : path.startsWith('/api/services/101')
          ? errorResponse(500)
          : undefined,
    );
    renderAt(`/booking?${SEARCH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Arrival Meet & Assist' }));
    expect(await screen.findByText('Error Loading Service')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load the service details. Please try again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    expect(await screen.findByRole('button', { name: 'Select Service' })).toBeInTheDocument();
  });
});

describe('BookingPage: round-trip banner', () => {
  const firstLeg = () =>
    getCartStore().add({
      id: 101,
      serviceId: 101,
      isReturnService: false,
      name: 'Arrival Meet & Assist',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'FCO', name: standard.airport.name },
      date: '2030-06-20',
      time: '14:00',
      travelers: { adults: 2, children: 0 },
      basePrice: 395,
      pricing: null,
      porterSelected: false,
      porterCost: 150,
      roundTrip: false,
      image: null,
      isPopular: true,
      amenities: [],
      vendorName: 'Rome VIP',
      tags: [],
    });

  it('shows the first leg, the leg being chosen, the travellers and the saved amount', async () => {
    firstLeg();
    stubFetch(catalog([service({ id: 301, serviceType: 'departure', name: 'Departure Meet & Assist' })]));
    renderAt(
      '/booking?airport=FCO&type=departure&date=2030-06-27&time=10:00&adults=2&children=1&isReturn=true&savingsAmount=55&originalServiceId=101',
    );
    expect(await screen.findByText('You save $55')).toBeInTheDocument();
    expect(screen.getByText(/Arrival Meet & Assist – Arrival at FCO on June 20, 2030 at 2:00 PM/)).toBeInTheDocument();
    expect(screen.getByText(/Departure at FCO on June 27, 2030 at 10:00 AM/)).toBeInTheDocument();
    expect(screen.getByText('Travelers: 2 adults, 1 child')).toBeInTheDocument();
    await waitFor(() =>
      expect(probe().params).toMatchObject({ isReturn: 'true', savingsAmount: '55', originalServiceId: '101' }),
    );

    // The leg chosen here joins the first as a round trip.
    await userEvent.click(await screen.findByRole('button', { name: 'Select Service' }));
    await screen.findByText('Service added to quote');
    const items = getCartStore().getState().items;
    expect(items.map((i) => [i.id, i.serviceId, i.discountPercentage, i.roundTrip])).toEqual([
      [101, 101, 10, true],
      [-101, 301, 10, true],
    ]);
  });

  it("promises '10% off your round trip!' without a saved amount", async () => {
    stubFetch(catalog([]));
    renderAt('/booking?airport=FCO&type=departure&date=2030-06-27&time=10:00&isReturn=true&originalServiceId=101');
    expect(await screen.findByText('10% off your round trip!')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, notification } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CheckoutResponse } from '@vip/contracts/schemas';
import { addRoundTrip } from '../cart/cart-store';
import { fcoArrival, fcoDeparture, sydArrival } from '../cart/test-fixtures';
import { LocationProbe, errorResponse, freshCart, json } from '../quote/test-utils';
import { answersLookup, LOOKUP, stubCheckoutApi, travellerBooking } from '../testing/checkout-api';
import { CheckoutPage } from './checkout-page';
import { BookingConfirmationPage, ManageBookingPage } from './confirmation-pages';
import { loseFocus } from '../testing/lose-focus';

// antd forms are heavy in jsdom; on a busy two-core machine a submit can take seconds to render.
jest.setTimeout(60_000);

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/booking-form" element={<CheckoutPage />} />
            <Route path="/checkout" element={<CheckoutPage />} />
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

const location = () => screen.getByTestId('location').textContent;
/** The field whose label starts so ('Special requests' finds '… (optional)'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), {
    selector: 'input:not([role="combobox"]), textarea',
  });
/** A service's flight group, named as the summary names the service. */
const flightGroup = (name: string) => screen.getByRole('group', { name });
const inGroup = (name: string, label: string) =>
  within(flightGroup(name)).getByLabelText(new RegExp(`^\\s*${label}`), { selector: 'input' });
/** The first service's flight number: alone, or the first of several groups. */
const firstFlight = () => screen.getAllByLabelText(/^\s*Flight number/, { selector: 'input' })[0]!;

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
      discountPercentage: 10,
      totalPrice: 490.5,
    },
    {
      referenceCode: 'VIP-67890-SYD',
      serviceId: 202,
      serviceName: 'Arrival Meet & Assist',
      airport: { code: 'SYD', name: 'Sydney Kingsford Smith Airport' },
      flightDate: '2030-06-10',
      flightTime: '14:00',
      porterSelected: false,
      discountPercentage: 0,
      totalPrice: 445,
    },
  ],
  totalPrice: 935.5,
};

async function fillSelf(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Traveler name'), 'Grace Hopper');
  await user.type(field('Traveler phone'), '+1 212 555 0100');
  await user.type(field('Traveler e-mail'), 'grace@example.com');
  await user.clear(firstFlight());
  await user.type(firstFlight(), 'AZ611');
  await user.click(screen.getByRole('checkbox', { name: /I confirm I am at least 18/ }));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('CheckoutPage', () => {
  it('sends an empty cart home with the spec toast', async () => {
    freshCart();
    stubCheckoutApi(() => undefined);
    renderAt('/booking-form');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add services to your quote before proceeding to booking')).toBeInTheDocument();
    expect(location()).toBe('/');
    // The toast outlives the page that showed it (the home page has no antd to show it): it is antd's own.
    expect(screen.getByText('Your cart is empty').closest('.ant-notification')).not.toBeNull();
    notification.destroy();
  });

  it('groups the order summary by airport, date and time with subtotals, a grand total and Remove This Service', async () => {
    const cart = freshCart();
    cart.add(fcoArrival({ porterSelected: true }));
    cart.add(sydArrival());
    stubCheckoutApi(() => undefined);
    renderAt('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeInTheDocument();
    const rome = screen.getByRole('region', {
      name: /Leonardo da Vinci–Fiumicino Airport \(FCO\), June 10, 2030 at 2:00 PM/,
    });
    expect(within(rome).getByText('Standard')).toBeInTheDocument();
    expect(within(rome).getByText('Porter Service')).toBeInTheDocument();
    expect(within(rome).getByText('Subtotal: $545.00')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$990.00');
    expect(screen.getByRole('link', { name: 'Add Another Service' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/');

    fireEvent.click(within(rome).getByRole('button', { name: /Remove This Service/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /FCO/ })).not.toBeInTheDocument());
    expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();
    expect(cart.getState().items.map((i) => i.id)).toEqual([202]);
  });

  it('shows the spec messages and the terms toast without sending anything', async () => {
    const cart = freshCart();
    cart.add(fcoArrival());
    const calls = stubCheckoutApi(() => undefined);
    renderAt('/booking-form');
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Flight number is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(await screen.findByText('Terms Agreement Required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a travel agent for the role, name, phone and agency, and shows starred departure fields for a transfer', async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    cart.add(fcoArrival({ serviceType: 'transfer' }));
    stubCheckoutApi(() => undefined);
    renderAt('/booking-form');
    expect(field('Departure airline')).toBeInTheDocument();
    expect(field('Departure flight number')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'I am booking for someone else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Please select your role')).toBeInTheDocument();
    expect(screen.getByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Your phone number is required')).toBeInTheDocument();
    // The first wrong field on the page takes the focus (the booker's role, above the traveller's name).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Your role' })).toHaveFocus());

    await user.click(screen.getByRole('combobox', { name: 'Your role' }));
    await user.click(await screen.findByText('Travel agent'));
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Agency name is required')).toBeInTheDocument();
  });

  it("moves the e-mail given with the search to 'Your e-mail' when booking for someone else: it is the booker's, not the traveller's", async () => {
    const user = userEvent.setup();
    localStorage.setItem('userEmail', 'desk@globetrotter.example');
    freshCart().add(fcoArrival());
    stubCheckoutApi(() => undefined);
    renderAt('/booking-form');
    expect(field('Traveler e-mail')).toHaveValue('desk@globetrotter.example');
    await user.click(screen.getByRole('radio', { name: 'I am booking for someone else' }));
    expect(await screen.findByLabelText(/^\s*Your e-mail/, { selector: 'input' })).toHaveValue(
      'desk@globetrotter.example',
    );
    expect(field('Traveler e-mail')).toHaveValue('');
    // Back to booking for oneself: it is the traveller's again.
    await user.click(screen.getByRole('radio', { name: 'I am booking for myself' }));
    expect(field('Traveler e-mail')).toHaveValue('desk@globetrotter.example');
  });

  it('books the cart once per key, shows the Booking Error toast, retries with the same key and lands on the confirmation', async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    addRoundTrip(
      cart,
      fcoArrival({ porterSelected: true, flight: 'AZ611' }),
      fcoDeparture({ id: -101, isReturnService: true, returnTripFor: 101, flight: 'AZ610' }),
    );
    let fail = true;
    const calls = stubCheckoutApi((route) => {
      if (route !== 'POST /api/bookings/checkout') return undefined;
      if (fail)
        return errorResponse(
          503,
          'CATALOG_UNAVAILABLE',
          'Prices cannot be confirmed right now. Please try again in a moment.',
        );
      return json(answer, 201);
    });
    renderAt('/booking-form');
    // The outbound's flight from the quote is filled in already.
    expect(firstFlight()).toHaveValue('AZ611');
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Prices cannot be confirmed right now. Please try again in a moment.')).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
    expect(posts[1]!.body).toMatchObject({
      bookingContext: 'self',
      contactName: 'Grace Hopper',
      contactPhone: '+12125550100',
      contactEmail: 'grace@example.com',
      flightNumber: 'AZ611',
      agreeToTerms: true,
      items: [
        {
          serviceId: 101,
          flightDate: '2030-06-10',
          flightTime: '14:00',
          adultCount: 2,
          childCount: 0,
          porterSelected: true,
        },
        { serviceId: 103, flightDate: '2030-06-17', flightNumber: 'AZ610', porterSelected: false },
      ],
    });
    expect(JSON.stringify(posts[1]!.body)).not.toMatch(/price/i);

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeInTheDocument();
    expect(screen.getByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.getByText('VIP-67890-SYD')).toBeInTheDocument();
    // The way to follow them, and the status word Manage Booking uses too.
    expect(screen.getAllByRole('link', { name: 'Manage Booking' })[0]).toHaveAttribute(
      'href',
      '/manage-booking?reference=VIP-12345-FCO',
    );
    expect(screen.getAllByText('Requested')[0]!.closest('.ant-tag')).toHaveAttribute('data-tone', 'gold');
    await waitFor(() => expect(cart.getState().items).toHaveLength(0));
  });

  it('asks every further service for its own flight (prefilled from the quote), and sends each with its booking', async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    cart.add(fcoArrival({ flight: 'AZ611' }));
    cart.add(sydArrival());
    const calls = stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    renderAt('/booking-form');
    const sydney = 'Arrival Meet & Assist, SYD, June 10, 2030 at 2:00 PM';
    expect(flightGroup(sydney)).toBeInTheDocument();
    expect(inGroup(sydney, 'Flight number')).toHaveValue('');
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    // The Sydney service has no flight yet: its own field says so, and nothing is sent.
    expect(await screen.findByText('Flight number is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(inGroup(sydney, 'Flight number'), 'qf 1');
    // Its number names its airline: said beside it, not asked.
    expect(inGroup(sydney, 'Flight number')).toHaveAccessibleDescription(/Airline: Qantas/);
    expect(within(flightGroup(sydney)).queryByLabelText(/^\s*Airline/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post!.body).toMatchObject({
      flightNumber: 'AZ611',
      items: [{ serviceId: 101 }, { serviceId: 202, flightNumber: 'qf 1' }],
    });
    expect(post!.body).not.toHaveProperty('airline');
    expect((post!.body as { items: object[] }).items[1]).not.toHaveProperty('airline');
  });

  it("keeps each service's flight with that service when another is removed on this page", async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    cart.add(fcoArrival({ flight: 'AZ611' }));
    cart.add(fcoDeparture({ flight: 'AZ610' }));
    cart.add(sydArrival({ flight: 'QF1' }));
    const calls = stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    renderAt('/booking-form');
    const sydney = 'Arrival Meet & Assist, SYD, June 10, 2030 at 2:00 PM';
    const departure = 'Departure Meet & Assist, FCO, June 17, 2030 at 2:00 PM';
    expect(inGroup(departure, 'Flight number')).toHaveValue('AZ610');
    expect(inGroup(sydney, 'Flight number')).toHaveValue('QF1');
    // The FCO group (arrival and departure) goes: Sydney moves up with its own flight.
    fireEvent.click(
      within(screen.getByRole('region', { name: /Leonardo da Vinci–Fiumicino Airport \(FCO\), June 17/ })).getByRole(
        'button',
        { name: /Remove This Service/ },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: departure })).not.toBeInTheDocument());
    expect(inGroup(sydney, 'Flight number')).toHaveValue('QF1');
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post!.body).toMatchObject({
      flightNumber: 'AZ611',
      items: [{ serviceId: 101 }, { serviceId: 202, flightNumber: 'QF1' }],
    });
  });

  it('names the airline from each flight number and asks for it only where the designator is unknown', async () => {
    const user = userEvent.setup();
    const cart = freshCart();
    cart.add(fcoArrival({ flight: 'AZ611' }));
    cart.add(sydArrival({ flight: 'N123AB' }));
    const calls = stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    renderAt('/booking-form');
    const sydney = 'Arrival Meet & Assist, SYD, June 10, 2030 at 2:00 PM';
    // AZ611 is ITA Airways: no Airline field for the first flight.
    expect(firstFlight()).toHaveAccessibleDescription('Airline: ITA Airways');
    expect(
      within(flightGroup('VIP Meet & Greet – Arrival, FCO, June 10, 2030 at 2:00 PM')).queryByLabelText(/^\s*Airline/),
    ).not.toBeInTheDocument();
    // A tail number names no airline: that service is asked for its own.
    expect(inGroup(sydney, 'Flight number')).toHaveAccessibleDescription(
      'Airline not recognised from this flight number: please enter it.',
    );
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Airline is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(inGroup(sydney, 'Airline'), 'NetJets');
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post!.body).toMatchObject({
      flightNumber: 'AZ611',
      items: [{ serviceId: 101 }, { serviceId: 202, flightNumber: 'N123AB', airline: 'NetJets' }],
    });
  });

  it("reads the traveller's phone without its country code as the airport's country, and sends E.164", async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival({ flight: 'AZ611' }));
    const calls = stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    renderAt('/booking-form');
    expect(
      screen.getByRole('combobox', { name: 'Country code for Traveler phone' }).closest('.ant-select'),
    ).toHaveTextContent('IT +39');
    await user.type(field('Traveler name'), 'Grace Hopper');
    await user.type(field('Traveler phone'), '06 1234 5678');
    await user.type(field('Traveler e-mail'), 'grace@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I confirm I am at least 18/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ contactPhone: '+390612345678' });
  });

  it('uses a new key once the request itself changed', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    const calls = stubCheckoutApi(() =>
      errorResponse(503, 'CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now. Please try again in a moment.'),
    );
    renderAt('/booking-form');
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await screen.findByText('Booking Error');
    await user.type(field('Special requests'), 'Wheelchair');
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers['Idempotency-Key']).not.toBe(calls[0]!.headers['Idempotency-Key']);
  });

  it('gives the focus to the field the server refused, once the form takes input again', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    stubCheckoutApi(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Traveler name is required',
            details: { fieldErrors: { contactName: ['Traveler name is required'] }, formErrors: [] },
            requestId: 'r',
          },
        },
        400,
      ),
    );
    renderAt('/booking-form');
    await fillSelf(user);
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Traveler name is required')).toBeInTheDocument();
    await waitFor(() => expect(field('Traveler name')).toBeEnabled());
    await waitFor(() => expect(field('Traveler name')).toHaveFocus());
  });

  /** A checkout answer the test lets through when it chooses: a refusal no field is named in. */
  function heldRefusal() {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubCheckoutApi((route) =>
      route === 'POST /api/bookings/checkout'
        ? held.then(() => errorResponse(503, 'CATALOG_UNAVAILABLE', 'Prices cannot be confirmed right now.'))
        : undefined,
    );
    return { calls, release: () => release() };
  }

  it('keeps the focus on Request Booking while sending: busy, not disabled, a second press sends nothing', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    const { calls, release } = heldRefusal();
    renderAt('/booking-form');
    await fillSelf(user);
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    const busy = await screen.findByRole('button', { name: /Processing/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    release();
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    const again = await screen.findByRole('button', { name: 'Request Booking' });
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(again).toHaveFocus();
  });

  it('gives the focus back to the field a request was sent from with Enter when it is refused', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    const { release } = heldRefusal();
    renderAt('/booking-form');
    await fillSelf(user);
    await user.type(field('Traveler name'), '{Enter}');
    await waitFor(() => expect(field('Traveler name')).toBeDisabled());
    loseFocus();
    expect(document.body).toHaveFocus();
    release();
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    await waitFor(() => expect(field('Traveler name')).toHaveFocus());
  });

  it('marks the cart item the server refused', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    stubCheckoutApi(() =>
      json(
        {
          error: {
            code: 'LAST_MINUTE_BOOKING',
            message:
              'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
            details: {
              fieldErrors: {
                'items.0.flightTime': [
                  'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
                ],
              },
              formErrors: [],
            },
            requestId: 'r',
          },
        },
        422,
      ),
    );
    renderAt('/booking-form');
    await fillSelf(user);
    fireEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    const item = screen.getByRole('region', { name: /^Leonardo da Vinci–Fiumicino Airport \(FCO\)/ });
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
    );
  });
});

describe('ManageBookingPage', () => {
  const booking = travellerBooking({ totalPrice: 490.5 });

  it("says 'No Active Booking' when nothing matches, and shows the booking when reference and e-mail do", async () => {
    const user = userEvent.setup();
    const calls = stubCheckoutApi(answersLookup(booking));
    renderAt('/manage-booking');
    await user.type(screen.getByLabelText('Booking reference'), 'vip-12345-fco');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText('No Active Booking')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail used for the booking'));
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'Grace@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText(/^Pending confirmation: our team checks availability/)).toBeInTheDocument();
    expect(screen.getByText('$490.50')).toBeInTheDocument();
    expect(screen.getByText('To be arranged')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/bookings/VIP-12345-FCO?email=someone%40example.com',
      '/api/bookings/VIP-12345-FCO?email=grace%40example.com',
    ]);
  });

  it('lists the other bookings of the same checkout, and opens one with the e-mail already given', async () => {
    const user = userEvent.setup();
    const departure = {
      referenceCode: 'VIP-67890-FCO',
      status: 'Requested' as const,
      serviceName: 'VIP Lounge – Departure',
      airport: booking.airport,
      flightDate: '2030-06-17',
      flightTime: '09:30',
    };
    const calls = stubCheckoutApi((route) =>
      route === 'GET /api/bookings/VIP-12345-FCO?email=ada%40agency.example'
        ? json({ ...booking, bookedWith: [departure] })
        : route === 'GET /api/bookings/VIP-67890-FCO?email=ada%40agency.example'
          ? json({
              ...booking,
              ...departure,
              flightNumber: 'AZ612',
              bookedWith: [
                {
                  referenceCode: 'VIP-12345-FCO',
                  status: 'Requested',
                  serviceName: booking.serviceName,
                  airport: booking.airport,
                  flightDate: booking.flightDate,
                  flightTime: booking.flightTime,
                },
              ],
            })
          : undefined,
    );
    renderAt('/manage-booking');
    await user.type(screen.getByLabelText('Booking reference'), 'VIP-12345-FCO');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'ada@agency.example');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    const list = await screen.findByRole('list', { name: 'Booked in the same checkout' });
    expect(within(list).getByText('VIP-67890-FCO')).toBeInTheDocument();
    expect(
      within(list).getByText('VIP Lounge – Departure, Leonardo da Vinci–Fiumicino Airport (FCO)'),
    ).toBeInTheDocument();
    expect(within(list).getByText('June 17, 2030 at 9:30 AM')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Open booking VIP-67890-FCO' }));
    expect(await screen.findByRole('heading', { name: 'Booking VIP-67890-FCO' })).toBeInTheDocument();
    expect(screen.getByLabelText('Booking reference')).toHaveValue('VIP-67890-FCO');
    expect(
      within(screen.getByRole('list', { name: 'Booked in the same checkout' })).getByText('VIP-12345-FCO'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/bookings/VIP-12345-FCO?email=ada%40agency.example',
      '/api/bookings/VIP-67890-FCO?email=ada%40agency.example',
    ]);
  });

  it("fills in the reference the acknowledgement e-mail's link carries, and waits for the e-mail address", async () => {
    const user = userEvent.setup();
    const calls = stubCheckoutApi(answersLookup(booking));
    renderAt('/manage-booking?reference=vip-12345-fco');
    expect(screen.getByLabelText('Booking reference')).toHaveValue('VIP-12345-FCO');
    expect(screen.getByLabelText('E-mail used for the booking')).toHaveValue('');
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText(/^Pending confirmation: our team checks availability/)).toBeInTheDocument();
  });

  it('asks again when Find Booking is pressed after a failed look-up, and shows the booking once the service answers', async () => {
    const user = userEvent.setup();
    let away = true;
    stubCheckoutApi((route) =>
      route === LOOKUP
        ? away
          ? errorResponse(
              503,
              'UPSTREAM_UNAVAILABLE',
              'This service is unavailable right now. Please try again in a moment.',
            )
          : json(booking)
        : undefined,
    );
    renderAt('/manage-booking');
    await user.type(screen.getByLabelText('Booking reference'), 'VIP-12345-FCO');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText('Could not load booking details')).toBeInTheDocument();
    away = false;
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText(/^Pending confirmation: our team checks availability/)).toBeInTheDocument();
  });

  it("says 'Could not load booking details' in a toast when the look-up fails", async () => {
    const user = userEvent.setup();
    stubCheckoutApi(() => errorResponse(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    renderAt('/manage-booking');
    await user.type(screen.getByLabelText('Booking reference'), 'VIP-12345-FCO');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText('Could not load booking details')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification')).toHaveTextContent('Could not load booking details');
    expect(screen.queryByText('No Active Booking')).not.toBeInTheDocument();
  });

  it('opens on the booking this tab just made', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(answer));
    sessionStorage.setItem('bookingReference', 'VIP-12345-FCO');
    stubCheckoutApi(answersLookup(booking));
    renderAt('/manage-booking');
    expect(await screen.findByText(/^Pending confirmation: our team checks availability/)).toBeInTheDocument();
  });

  it('shows the remembered reference in the first render and never writes it over what the person types', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(answer));
    sessionStorage.setItem('bookingReference', 'VIP-12345-FCO');
    let answerLookup: (r: Response) => void = () => undefined;
    stubCheckoutApi((route) => {
      if (route !== LOOKUP) return undefined;
      // Held back: the person types while the remembered booking is still loading.
      return new Promise<Response>((resolve) => (answerLookup = resolve)) as unknown as Response;
    });
    const user = userEvent.setup();
    renderAt('/manage-booking');
    // Synchronously after the first render, no waiting: nothing arrives later to overwrite a field.
    const reference = screen.getByLabelText('Booking reference') as HTMLInputElement;
    expect(reference.value).toBe('VIP-12345-FCO');
    expect((screen.getByLabelText('E-mail used for the booking') as HTMLInputElement).value).toBe('grace@example.com');

    await user.clear(reference);
    await user.type(reference, 'VIP-67890-SYD');
    answerLookup(json(booking));
    expect(await screen.findByText(/^Pending confirmation: our team checks availability/)).toBeInTheDocument();
    expect(reference.value).toBe('VIP-67890-SYD');
  });

  it('tells a confirmed and paid traveller what comes next, not to wait for payment instructions, in the Confirmed colour', async () => {
    const user = userEvent.setup();
    stubCheckoutApi((route) =>
      route === LOOKUP ? json({ ...booking, status: 'Confirmed', paymentStatus: 'Paid' }) : undefined,
    );
    renderAt('/manage-booking?reference=VIP-12345-FCO');
    await user.type(screen.getByLabelText('E-mail used for the booking'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByText('Your booking is confirmed and paid: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByText('Once confirmed, we send payment instructions.')).not.toBeInTheDocument();
    expect(screen.getByText('Confirmed').closest('.ant-tag')).toHaveAttribute('data-tone', 'green');
  });
});

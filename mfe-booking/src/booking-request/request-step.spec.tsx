import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRequestResponse, ServiceDetail } from '@vip/contracts/schemas';
import { getCartStore, resetCartStore } from '../cart/use-cart';
import { cartItem } from '../cart/test-fixtures';
import { closeQuoteSheet, isQuoteSheetOpen } from '../quote/quote-sheet-store';
import { errorResponse, json, locationOf, renderAt, service, stubFetch } from '../testing/render-app';
import { CURRENCY_COOKIE } from '@vip/contracts/display-currency';
import { loseFocus } from '../testing/lose-focus';

const SEARCH = 'airport=FCO&type=arrival&date=2030-06-20&time=14:00&adults=2&children=1&flight=AZ610';
const standard = service({ id: 101, name: 'Arrival Meet & Assist' });

const accepted: BookingRequestResponse = {
  success: true,
  message: "We've received your booking request and will contact you shortly.",
  referenceCode: 'VIP-48213-FCO',
  totalPrice: 605,
};

interface Sent {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The catalog for the wizard plus POST /api/bookings/request answered by `answer` (one per call). */
function stubBackend(answers: Array<() => Response | Promise<Response>>, list: ServiceDetail[] = [standard]): Sent[] {
  const sent: Sent[] = [];
  stubFetch((path, init) => {
    if (path.startsWith('/api/services?')) return json(list);
    const one = /^\/api\/services\/(\d+)\?/.exec(path);
    if (one) return json(list.find((s) => s.id === Number(one[1])));
    if (path === '/api/bookings/request' && init?.method === 'POST') {
      sent.push({
        path,
        headers: { ...(init.headers as Record<string, string>) },
        body: JSON.parse(String(init.body)),
      });
      return (answers[sent.length - 1] ?? answers[answers.length - 1]!)();
    }
    return undefined;
  });
  return sent;
}

const probe = () => locationOf(screen.getByTestId('location').textContent);
// Text fields only: the phone's country selector is labelled after its field.
const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input:not([role="combobox"]), textarea' });
const submitButton = () => screen.getByRole('button', { name: /Request Booking|Sending/ });

/**
 * Opens the wizard on the results, ticks the standard service's porter (which puts it in the quote with it) and
 * requests it from its details, landing on the request step.
 */
async function openRequestStep(user: ReturnType<typeof userEvent.setup>) {
  renderAt(`/booking?${SEARCH}`);
  await user.click(await screen.findByRole('checkbox', { name: 'Add porter service (+$150)' }));
  await user.click(screen.getByRole('button', { name: 'View details of Arrival Meet & Assist' }));
  const request = await screen.findByRole('button', { name: 'Request Booking' });
  await waitFor(() => expect(request).toBeEnabled());
  await user.click(request);
  await screen.findByRole('heading', { name: 'Request your booking' });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Contact name'), 'Ada Lovelace');
  await user.type(field('E-mail'), 'ada@example.com');
  await user.type(field('Phone'), '+44 20 7946 0000');
}

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

describe('Request-booking step', () => {
  it('says it requests this one service, which is also in the quote, and opens the quote from there', async () => {
    stubBackend([]);
    const user = userEvent.setup();
    await openRequestStep(user);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('You are requesting this one service');
    expect(note).toHaveTextContent(
      /sends a booking request for .+ only; our team confirms availability before anything is charged/,
    );
    await user.click(within(note).getByRole('button', { name: 'View quote' }));
    expect(isQuoteSheetOpen()).toBe(true);
    closeQuoteSheet();
  });

  it('offers the other way where the choice is made: another service to add, or a checkout of every service in the quote', async () => {
    stubBackend([]);
    const user = userEvent.setup();
    await openRequestStep(user);
    const alone = screen.getByRole('note');
    expect(alone).toHaveTextContent(
      'Booking more than one service (a return flight, another airport)? Add each to your quote, then book them all together at Checkout.',
    );
    await user.click(within(alone).getByRole('button', { name: 'Add another service' }));
    expect(await screen.findByRole('button', { name: 'View details of Arrival Meet & Assist' })).toBeInTheDocument();

    getCartStore().add(
      cartItem({ id: 909, serviceId: 909, name: 'Departure Meet & Assist', serviceType: 'departure' }),
    );
    await user.click(screen.getByRole('button', { name: 'View details of Arrival Meet & Assist' }));
    const request = await screen.findByRole('button', { name: 'Request Booking' });
    await waitFor(() => expect(request).toBeEnabled());
    await user.click(request);
    const withOthers = await screen.findByRole('note');
    expect(withOthers).toHaveTextContent(
      'Your quote holds 2 services, this one included: to book them all together, go to Checkout.',
    );
    await user.click(within(withOthers).getByRole('link', { name: 'Checkout all 2 services' }));
    await waitFor(() => expect(probe().path).toBe('/booking-form'));
  });

  it('shows the summary with the estimated total, a name field per traveller and the flight from the search', async () => {
    stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Arrival Meet & Assist (Standard)')).toBeInTheDocument();
    expect(within(summary).getByText('June 20, 2030')).toBeInTheDocument();
    expect(within(summary).getByText('2 adults, 1 child')).toBeInTheDocument();
    // 395 for the party plus the porter's 150.
    expect(within(summary).getByText('$545.00')).toBeInTheDocument();
    expect(
      within(summary).getByText(/The total is an estimate; payment is arranged after confirmation/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Our team responds within 24 hours/)).toBeInTheDocument();
    expect(['Adult 1 name', 'Adult 2 name', 'Child 1 name'].map((l) => field(l))).toHaveLength(3);
    expect(field('Flight number')).toHaveValue('AZ610');
    expect(field('Flight date')).toHaveValue('2030-06-20');
    expect(field('Flight time')).toHaveValue('14:00');
    for (const label of ['Phone', 'Flight number', 'Flight date', 'Flight time']) expect(field(label)).toBeRequired();
    expect(submitButton()).toBeDisabled();
  });

  it('Enter without the terms ticked shows the Terms toast and sends nothing', async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.type(field('Contact name'), '{Enter}');
    expect(await screen.findByText('Terms Agreement Required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions to proceed.')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms to continue')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("checks contact fields with the spec's messages before sending", async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await user.type(field('E-mail'), 'not-an-email');
    await user.type(field('Phone'), '+44 20 7946 0000');
    // The booker's confirmations are part of what they tick.
    await user.click(
      screen.getByRole('checkbox', {
        name: /^I confirm I am at least 18, have the legal authority to make this booking and that the information is accurate\. I agree to the terms and conditions/,
      }),
    );
    await user.click(submitButton());
    // The contact details follow the customer information rules.
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says the customer information rules: 'Full name is required' and a phone of at least 5 characters", async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await user.type(field('Contact name'), '   ');
    await user.type(field('E-mail'), 'ada@example.com');
    await user.type(field('Phone'), '1234');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 5 characters')).toBeInTheDocument();
    expect(screen.queryByText('Contact name is required')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('names the airline from the flight number beside the field, and asks for it only when the designator is unknown', async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    // AZ610 from the search is ITA Airways: said beside the field, to screen readers too, and not asked again.
    expect(screen.getByTestId('airline-hint')).toHaveTextContent('Airline: ITA Airways');
    expect(screen.getByTestId('airline-hint')).toHaveAttribute('role', 'status');
    expect(field('Flight number')).toHaveAccessibleDescription('Airline: ITA Airways');
    expect(screen.queryByLabelText('Airline', { selector: 'input' })).not.toBeInTheDocument();

    await user.clear(field('Flight number'));
    await user.type(field('Flight number'), 'N123AB');
    // The form's watch settles after the last keystroke; 'N123' on the way names the airline N1.
    await waitFor(() =>
      expect(screen.getByTestId('airline-hint')).toHaveTextContent(
        'Airline not recognised from this flight number: please enter it.',
      ),
    );
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Airline is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field('Airline'), 'NetJets');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Booking Request Sent!' });
    expect(sent[0]!.body).toMatchObject({ flightNumber: 'N123AB', airline: 'NetJets' });
  });

  it("reads a phone number without its country code as the airport's country, sends E.164 and shows it back formatted", async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    // The service is at Rome Fiumicino: Italy until the traveller picks another country.
    expect(screen.getByRole('combobox', { name: 'Country code for Phone' }).closest('.ant-select')).toHaveTextContent(
      'IT +39',
    );
    await user.type(field('Contact name'), 'Ada Lovelace');
    await user.type(field('E-mail'), 'ada@example.com');
    await user.type(field('Phone'), '06 1234 5678');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Booking Request Sent!' });
    expect(sent[0]!.body).toMatchObject({ contactPhone: '+390612345678' });
    expect(sent[0]!.body).not.toHaveProperty('airline');
    expect(screen.getByText('Ada Lovelace · ada@example.com · +39 06 1234 5678')).toBeInTheDocument();
  });

  it("says 'Failed to submit booking request' when the request cannot reach the server", async () => {
    stubBackend([
      () => {
        throw new TypeError('NetworkError when attempting to fetch resource.');
      },
    ]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Error Submitting Booking')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit booking request')).toBeInTheDocument();
  });

  it('sends the currency the traveller chose, so the booking keeps its estimate; dollars send none', async () => {
    document.cookie = `${CURRENCY_COOKIE}=EUR; path=/`;
    try {
      const sent = stubBackend([() => json(accepted, 201)]);
      const user = userEvent.setup();
      await openRequestStep(user);
      await fillContact(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Booking Request Sent!' })).toBeInTheDocument();
      expect(sent[0]!.body).toMatchObject({ locale: 'en', displayCurrency: 'EUR' });
    } finally {
      document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
    }
  });

  it('sends the request (empty names dropped, special requests, porter) and shows the confirmation', async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.type(field('Company or agent name'), 'Analytical Travel');
    await user.type(field('Adult 2 name'), 'Charles Babbage');
    await user.click(screen.getByRole('switch', { name: 'Add special requests' }));
    await user.type(field('Special requests'), 'Wheelchair at the gate');
    await user.type(field('Terminal'), 'T3');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Booking Request Sent!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(sent[0]!.body).toEqual({
      serviceId: 101,
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
      contactPhone: '+442079460000',
      companyName: 'Analytical Travel',
      travelerNames: ['Charles Babbage'],
      specialRequests: 'Wheelchair at the gate',
      flightNumber: 'AZ610',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      terminal: 'T3',
      adultCount: 2,
      childCount: 1,
      porterSelected: true,
      // The page's language (English outside a language's prefix): the traveller's messages are in it.
      locale: 'en',
    });
    // The toast (antd's own container: it outlives the step) comes once its code is in.
    expect(await screen.findByText('Booking Request Sent')).toBeInTheDocument();
    expect(screen.getByTestId('request-reference')).toHaveTextContent('VIP-48213-FCO');
    // In the gold of a pending request, as every other page shows 'Requested'.
    expect(screen.getByText('Requested').closest('.ant-tag')).toHaveAttribute('data-tone', 'gold');
    expect(screen.getByText('To be arranged')).toBeInTheDocument();
    expect(screen.getByText('$605.00')).toBeInTheDocument();
    expect(screen.getByText('ITA Airways AZ610, T3')).toBeInTheDocument();
    expect(screen.getByText('Charles Babbage')).toBeInTheDocument();
    expect(screen.getByText(/Our team will reply within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/We reconfirm every booking 24-48 hours before the service/)).toBeInTheDocument();
    // Where to follow it: Manage Booking, with the reference filled in.
    expect(screen.getByRole('link', { name: 'Manage Booking' })).toHaveAttribute(
      'href',
      '/manage-booking?reference=VIP-48213-FCO',
    );
    // The requested service is a booking now, so a later checkout cannot book it again.
    expect(getCartStore().getState().items).toEqual([]);
    // Back leaves the confirmation for the results, not for the sent form.
    expect(probe().path).toBe('/booking');
  });

  it('Print Confirmation prints; Remove Service and Find New clears the quote and searches the same airport', async () => {
    stubBackend([() => json(accepted, 201)]);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openRequestStep(user);
    getCartStore().add({ ...getCartStore().getState().items[0]!, id: 555, serviceId: 555, name: 'Another service' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Booking Request Sent!' });
    await user.click(screen.getByRole('button', { name: 'Print Confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(
      getCartStore()
        .getState()
        .items.map((i) => i.id),
    ).toEqual([555]);
    await user.click(screen.getByRole('button', { name: 'Remove Service and Find New' }));
    await waitFor(() => expect(probe()).toEqual({ path: '/', params: { airport: 'FCO' } }));
    expect(getCartStore().getState().items).toEqual([]);
  });

  it('Add Another Service keeps the quote and searches the same airport', async () => {
    stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    getCartStore().add({ ...getCartStore().getState().items[0]!, id: 555, serviceId: 555, name: 'Another service' });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Add Another Service' }));
    await waitFor(() => expect(probe()).toEqual({ path: '/', params: { airport: 'FCO' } }));
    expect(
      getCartStore()
        .getState()
        .items.map((i) => i.id),
    ).toEqual([555]);
  });

  it("a failed request says 'Error Submitting Booking' with the server's message; the retry reuses the key", async () => {
    const sent = stubBackend([
      () =>
        errorResponse(503, 'CATALOG_UNAVAILABLE', 'Pricing is unavailable right now. Please try again in a moment.'),
      () => json(accepted, 201),
    ]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Error Submitting Booking')).toBeInTheDocument();
    expect(screen.getByText('Pricing is unavailable right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request your booking' })).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Booking Request Sent!' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
  });

  /** A refusal no field is named in, answered when the test lets it through. */
  function heldRefusal() {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = stubBackend([
      () => held.then(() => errorResponse(503, 'CATALOG_UNAVAILABLE', 'Pricing is unavailable right now.')),
    ]);
    return { sent, release: () => release() };
  }

  it('keeps the focus on Request Booking while sending: busy, not disabled, a second press sends nothing', async () => {
    const { sent, release } = heldRefusal();
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);
    release();
    expect(await screen.findByText('Error Submitting Booking')).toBeInTheDocument();
    const again = await screen.findByRole('button', { name: 'Request Booking' });
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(again).toHaveFocus();
  });

  it('gives the focus back to the field a request was sent from with Enter when it is refused', async () => {
    const { release } = heldRefusal();
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.type(field('Contact name'), '{Enter}');
    await waitFor(() => expect(field('Contact name')).toBeDisabled());
    loseFocus();
    expect(document.body).toHaveFocus();
    release();
    expect(await screen.findByText('Error Submitting Booking')).toBeInTheDocument();
    await waitFor(() => expect(field('Contact name')).toHaveFocus());
  });

  it('shows server field errors on their fields', async () => {
    stubBackend([
      () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Please check the highlighted fields',
              requestId: 'r',
              details: {
                fieldErrors: { contactPhone: ['Phone number must be at least 5 characters'] },
                formErrors: [],
              },
            },
          },
          400,
        ),
    ]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Phone number must be at least 5 characters')).toBeInTheDocument();
    expect(await screen.findByText('Error Submitting Booking')).toBeInTheDocument();
  });

  it('a flight date moved into the past goes back to search with the toast, and sends nothing', async () => {
    const sent = stubBackend([() => json(accepted, 201)]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.clear(field('Flight date'));
    await user.type(field('Flight date'), '2020-01-01');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Flight time has already passed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("the server's last-minute refusal also goes back to search with the toast", async () => {
    stubBackend([
      () =>
        errorResponse(
          422,
          'LAST_MINUTE_BOOKING',
          'For bookings less than 6 hours before flight time, please contact us directly.',
        ),
    ]);
    const user = userEvent.setup();
    await openRequestStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Last-minute booking')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Find your airport service' })).toBeInTheDocument();
  });
});

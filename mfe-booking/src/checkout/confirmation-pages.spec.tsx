import { screen, waitFor } from '@testing-library/react';
import { INSTANT_CONFIRMATION_MESSAGES, type CheckoutResponse } from '@vip/contracts/schemas';
import { resetCartStore } from '../cart/use-cart';
import { answersLookup, stubCheckoutApi, travellerBooking } from '../testing/checkout-api';
import { renderAt } from '../testing/render-app';
import { confirmationPathOf } from './last-checkout';

const booked = {
  serviceId: 101,
  serviceName: 'VIP Meet & Greet – Arrival',
  airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
  flightDate: '2030-06-10',
  flightTime: '14:00',
  porterSelected: true,
  discountPercentage: 0,
  totalPrice: 545,
};

/** A checkout's answer as svc-booking gives it today: each booking a request (no status: Requested). */
const requested: CheckoutResponse = {
  success: true,
  message: "We've received your booking request and will contact you shortly.",
  groupId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11',
  contactEmail: 'grace@example.com',
  bookings: [{ referenceCode: 'VIP-12345-FCO', ...booked }],
  totalPrice: 545,
};
const confirmedAtOnce: CheckoutResponse = {
  ...requested,
  bookings: [{ ...requested.bookings[0]!, status: 'Confirmed' }],
};

const booking = travellerBooking();

const REFUND = 'If the service cannot be confirmed, you receive a full refund.';
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetCartStore();
});

describe('confirmationPathOf', () => {
  it('leads a checkout of requests to the request confirmation', () => {
    expect(confirmationPathOf(requested)).toBe('/booking-confirmation');
    expect(confirmationPathOf({ ...requested, bookings: [{ ...requested.bookings[0]!, status: 'Requested' }] })).toBe(
      '/booking-confirmation',
    );
  });

  it("leads a lone booking confirmed at once to 'Booking Confirmed!', several to the list of references", () => {
    expect(confirmationPathOf(confirmedAtOnce)).toBe('/checkout/success?reference=VIP-12345-FCO');
    const two = {
      ...confirmedAtOnce,
      bookings: [confirmedAtOnce.bookings[0]!, { ...confirmedAtOnce.bookings[0]!, referenceCode: 'VIP-67890-FCO' }],
    };
    expect(confirmationPathOf(two)).toBe('/booking-confirmation');
  });
});

describe('/checkout/success', () => {
  it('sends the visitor of a requested booking to the request confirmation, with no confirmation or refund promised', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(requested));
    stubCheckoutApi(answersLookup(booking));
    renderAt('/checkout/success?reference=VIP-12345-FCO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeInTheDocument();
    expect(location()).toBe('/booking-confirmation');
    expect(screen.getByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
    expect(screen.queryByText(REFUND)).not.toBeInTheDocument();
  });

  it('sends a visitor with no checkout in this tab (nothing to read) to the request confirmation', async () => {
    const calls = stubCheckoutApi(() => undefined);
    renderAt('/checkout/success?reference=VIP-12345-FCO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Request Received' })).toBeInTheDocument();
    expect(location()).toBe('/booking-confirmation');
    expect(calls).toEqual([]);
  });

  it("keeps 'Booking Confirmed!' for a booking confirmed at once, and promises no refund for what was not paid", async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(confirmedAtOnce));
    stubCheckoutApi(answersLookup({ ...booking, status: 'Confirmed' }));
    renderAt('/checkout/success?reference=VIP-12345-FCO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Your booking reference is VIP-12345-FCO.')).toBeInTheDocument();
    expect(await screen.findByText('Total Amount')).toBeInTheDocument();
    expect(screen.getByText('We give you final confirmation within 24 hours.')).toBeInTheDocument();
    expect(screen.queryByText(REFUND)).not.toBeInTheDocument();
    expect(location()).toBe('/checkout/success?reference=VIP-12345-FCO');
  });

  it('promises the full refund once the confirmed booking is paid', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(confirmedAtOnce));
    stubCheckoutApi(answersLookup({ ...booking, status: 'Confirmed', paymentStatus: 'Paid' }));
    renderAt('/checkout/success?reference=VIP-12345-FCO');
    expect(await screen.findByText(REFUND)).toBeInTheDocument();
  });

  it('goes by the booking as read now: a confirmed answer whose booking is no longer confirmed leads to the request confirmation', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(confirmedAtOnce));
    stubCheckoutApi(answersLookup({ ...booking, status: 'Cancelled' }));
    renderAt('/checkout/success?reference=VIP-12345-FCO');
    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
  });
});

describe('/booking-confirmation', () => {
  it('is honest about a cart mixing a booking confirmed at once, a request, and one whose last seat went first', async () => {
    const mixed: CheckoutResponse = {
      ...requested,
      message: INSTANT_CONFIRMATION_MESSAGES.mixed,
      bookings: [
        { ...requested.bookings[0]!, status: 'Confirmed' },
        {
          ...requested.bookings[0]!,
          referenceCode: 'VIP-67890-FCO',
          status: 'Requested',
          notice: INSTANT_CONFIRMATION_MESSAGES.soldOut,
        },
      ],
    };
    sessionStorage.setItem('lastCheckout', JSON.stringify(mixed));
    renderAt('/booking-confirmation');
    expect(await screen.findByRole('status')).toHaveTextContent(INSTANT_CONFIRMATION_MESSAGES.mixed);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('VIP-12345-FCO');
    expect(items[0]).toHaveTextContent('Confirmed');
    expect(items[0]).not.toHaveTextContent(INSTANT_CONFIRMATION_MESSAGES.soldOut);
    expect(items[1]).toHaveTextContent('Requested');
    expect(items[1]).toHaveTextContent(INSTANT_CONFIRMATION_MESSAGES.soldOut);
  });

  it('says nothing of instant confirmation when every booking is a request', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(requested));
    renderAt('/booking-confirmation');
    expect(await screen.findByText('VIP-12345-FCO')).toBeInTheDocument();
    expect(screen.queryByText(INSTANT_CONFIRMATION_MESSAGES.mixed)).not.toBeInTheDocument();
  });

  it('names every address the confirmation e-mail goes to: the travel agent who booked as well as the traveller', async () => {
    sessionStorage.setItem(
      'lastCheckout',
      JSON.stringify({ ...requested, emailRecipients: ['grace@example.com', 'desk@agency.example'] }),
    );
    renderAt('/booking-confirmation');
    const note = (await screen.findByText(/A confirmation e-mail goes to/)).closest('.ant-typography')!;
    expect(note).toHaveTextContent(
      'A confirmation e-mail goes to grace@example.com and desk@agency.example; keep your references',
    );
  });

  it('names the traveller alone when no one booked for them (and for an answer saved before the recipients were given)', async () => {
    sessionStorage.setItem('lastCheckout', JSON.stringify(requested));
    renderAt('/booking-confirmation');
    const note = (await screen.findByText(/A confirmation e-mail goes to/)).closest('.ant-typography')!;
    expect(note).toHaveTextContent('A confirmation e-mail goes to grace@example.com; keep your references');
  });
});

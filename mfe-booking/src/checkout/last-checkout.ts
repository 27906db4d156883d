import { checkoutResponseSchema, type CheckoutResponse } from '@vip/contracts/schemas';

/**
 * What the confirmation pages read after a checkout: the whole answer (every reference) and, as the
 * spec's third page expects, one booking reference under `bookingReference`. Session storage: it
 * belongs to this tab and goes with it.
 */
const LAST_CHECKOUT_KEY = 'lastCheckout';
export const BOOKING_REFERENCE_KEY = 'bookingReference';

export function rememberCheckout(result: CheckoutResponse): void {
  try {
    sessionStorage.setItem(LAST_CHECKOUT_KEY, JSON.stringify(result));
    sessionStorage.setItem(BOOKING_REFERENCE_KEY, result.bookings[0]!.referenceCode);
  } catch {
    console.warn('Checkout: session storage is unavailable; the confirmation page will not list the references');
  }
}

export function lastCheckout(): CheckoutResponse | null {
  try {
    const raw = sessionStorage.getItem(LAST_CHECKOUT_KEY);
    if (!raw) return null;
    const parsed = checkoutResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const REQUEST_CONFIRMATION_PATH = '/booking-confirmation';

/**
 * Where a checkout's answer leads: a lone booking confirmed at once (a supplier's allotment had a seat) to its
 * 'Booking Confirmed!' page; anything else (requests staff confirm, or a cart mixing both) to the request
 * confirmation, which lists every reference with its status.
 */
export function confirmationPathOf(result: CheckoutResponse): string {
  const [only, ...more] = result.bookings;
  if (only?.status === 'Confirmed' && more.length === 0)
    return `/checkout/success?reference=${encodeURIComponent(only.referenceCode)}`;
  return REQUEST_CONFIRMATION_PATH;
}

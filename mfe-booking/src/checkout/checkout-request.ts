import { airlineMissing, type CheckoutRequestInput } from '@vip/contracts/schemas';
import type { CartItem } from '../cart/cart.types';
import { checkoutFieldMessages } from './checkout.messages';

/** The checkout form as filled in. */
export interface CheckoutFormValues {
  bookingContext?: 'self' | 'other';
  bookerRole?: string;
  relationshipToTraveler?: string;
  bookerName?: string;
  bookerPhone?: string;
  bookerEmail?: string;
  agencyName?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  additionalPassengers?: string;
  airline?: string;
  flightNumber?: string;
  departureAirline?: string;
  departureFlightNumber?: string;
  /**
   * The flights of the cart's further services, by cart item id (the first service's is airline/flightNumber):
   * by id, not position, so removing a service on this page never hands its flight to the next one.
   */
  legs?: Record<string, { airline?: string; flightNumber?: string } | undefined>;
  specialRequests?: string;
  agreeToTerms?: boolean;
}

// The form's fields are the request's, under the same names: a field named only here fails to compile.
const sameNames: [Exclude<keyof CheckoutFormValues, keyof CheckoutRequestInput | 'legs'>] extends [never]
  ? true
  : false = true;
void sameNames;

/** A form field's path: top-level, or a further service's flight (['legs', 2, 'flightNumber']). */
export type CheckoutFieldName = keyof CheckoutFormValues | ['legs', string, 'airline' | 'flightNumber'];

export function toCheckoutRequest(
  values: CheckoutFormValues,
  items: readonly CartItem[],
  promoCode: string | undefined,
): CheckoutRequestInput {
  const other = values.bookingContext === 'other';
  return {
    bookingContext: values.bookingContext as CheckoutRequestInput['bookingContext'],
    ...(other
      ? {
          bookerRole: values.bookerRole as CheckoutRequestInput['bookerRole'],
          relationshipToTraveler: values.relationshipToTraveler,
          bookerName: values.bookerName,
          bookerPhone: values.bookerPhone,
          bookerEmail: values.bookerEmail,
          agencyName: values.bookerRole === 'travel-agent' ? values.agencyName : undefined,
        }
      : {}),
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
    contactEmail: values.contactEmail,
    // An airline is asked only where the flight number names none we know: a value typed for an earlier number is not
    // sent.
    airline: airlineMissing(undefined, values.flightNumber) ? values.airline : undefined,
    flightNumber: values.flightNumber ?? '',
    departureAirline: values.departureAirline,
    departureFlightNumber: values.departureFlightNumber,
    additionalPassengers: (values.additionalPassengers ?? '')
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean),
    specialRequests: values.specialRequests,
    promoCode,
    agreeToTerms: values.agreeToTerms === true ? true : (false as unknown as true),
    items: items.map((item, index) => ({
      serviceId: item.serviceId,
      flightDate: item.date,
      flightTime: item.time,
      adultCount: item.travelers.adults,
      childCount: item.travelers.children,
      porterSelected: item.porterSelected,
      // Each further service is its own flight; its airline, asked only when its number names none, falls back to the
      // first's typed one.
      ...(index > 0 ? legOf(values.legs?.[String(item.id)]) : {}),
      terminal: item.terminal,
    })),
  };
}

function legOf(leg: { airline?: string; flightNumber?: string } | undefined): {
  airline: string | undefined;
  flightNumber: string;
} {
  const flightNumber = leg?.flightNumber ?? '';
  return {
    airline: airlineMissing(undefined, flightNumber) ? leg?.airline?.trim() || undefined : undefined,
    flightNumber,
  };
}

/**
 * Field errors keyed like the request ('items.1.flightTime'), split into form fields (a further service's
 * flight is a form field) and cart items.
 */
export function splitFieldErrors(fieldErrors: Record<string, string[]>, items: readonly CartItem[]) {
  const fields: Array<{ name: CheckoutFieldName; errors: string[] }> = [];
  const itemErrors: Record<number, string> = {};
  const general: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const leg = /^items\.(\d+)\.(airline|flightNumber)$/.exec(path);
    const match = /^items\.(\d+)\./.exec(path);
    const legItem = leg && Number(leg[1]) > 0 ? items[Number(leg[1])] : undefined;
    if (leg && legItem)
      fields.push({ name: ['legs', String(legItem.id), leg[2] as 'airline' | 'flightNumber'], errors: messages });
    else if (match) {
      const item = items[Number(match[1])];
      if (item) itemErrors[item.id] = messages[0] ?? '';
    } else if (path === 'items') general.push(...messages);
    else if (path === 'additionalPassengers' || path in FIELD_LABELS)
      fields.push({ name: path as keyof CheckoutFormValues, errors: messages });
    else general.push(...messages);
  }
  return { fields, itemErrors, general };
}

/** The form's fields by name, in English (the page says them in its language: checkoutFieldMessages). */
export const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(checkoutFieldMessages).map(([name, message]) => [name, message.defaultMessage as string]),
);

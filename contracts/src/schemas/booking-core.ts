import { z } from 'zod';
import { toCents, toDollars } from '../money';
import { isoDateSchema, localTimeSchema } from './common';
import { bookingCoreFieldsSchema, type BookingCore } from './internal';

/**
 * A booking's fields, each under one name from the form to the case: the checkout and request bodies, svc-booking's
 * record, the booking events, svc-ops' case, the staff API and the CSV use these names, and their shapes are derived
 * from this one (docs/decisions/booking-fields-named-once.md). A field added here reaches each of them or fails to
 * compile where one lacks it. How long each text may be: BOOKING_TEXT_LIMITS. Money travels with the price parts.
 */
export const bookingFieldsSchema = z.object({
  /** Whom staff contact: the traveller (at checkout, the booker's e-mail when the traveller gave none). */
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  companyName: z.string().nullable(),
  /** Who booked for the traveller: all null (and isTravelAgent false) when travellers booked for themselves. */
  bookerRole: z.string().nullable(),
  relationshipToTraveler: z.string().nullable(),
  bookerName: z.string().nullable(),
  bookerEmail: z.string().nullable(),
  bookerPhone: z.string().nullable(),
  agencyName: z.string().nullable(),
  isTravelAgent: z.boolean(),
  /** The flight, in the airport's own time; a transfer's onward flight after it. */
  airline: z.string().nullable(),
  flightNumber: z.string(),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
  terminal: z.string().nullable(),
  departureAirline: z.string().nullable(),
  departureFlightNumber: z.string().nullable(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  travelerNames: z.array(z.string()),
  specialRequests: z.string().nullable(),
  porterSelected: z.boolean(),
});
export type BookingFields = z.infer<typeof bookingFieldsSchema>;
export type BookingField = keyof BookingFields;
export const BOOKING_FIELDS = Object.keys(bookingFieldsSchema.shape) as BookingField[];

/** The named fields of `source`, as they are: a source lacking one fails to compile. */
export function pickFields<T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const f of fields) picked[f] = source[f];
  return picked;
}

/** A zod `pick` mask of the named fields. */
export function maskOf<const K extends string>(fields: readonly K[]): Record<K, true> {
  return Object.fromEntries(fields.map((f) => [f, true])) as Record<K, true>;
}

/** The booking's fields of a record, an event or a case. */
export function bookingFieldsOf<T extends Record<BookingField, unknown>>(source: T): Pick<T, BookingField> {
  return pickFields(source, BOOKING_FIELDS);
}

// The staff correction's fields (internal.ts): the booking's fields staff may change, and the porter's cost, which is
// money (cents where stored, dollars on the staff API). Every shape below derives from this list.
export const CORE_FIELDS = Object.keys(bookingCoreFieldsSchema.shape) as Array<
  keyof typeof bookingCoreFieldsSchema.shape
>;
export type CoreField = (typeof CORE_FIELDS)[number];
/** The correctable fields that are booking fields: all but the porter's cost. */
export type CoreBookingField = Exclude<CoreField, 'porterCost'>;
export const CORE_BOOKING_FIELDS = CORE_FIELDS.filter((f): f is CoreBookingField => f !== 'porterCost');

export type CoreValues = Omit<
  BookingCore,
  'bookingId' | 'referenceCode' | 'totalPrice' | 'coreVersion' | 'service' | 'price'
>;

// A field added to the answer's schema and not to the correction's, or a correctable field that is no booking field,
// fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFields: Same<keyof CoreValues, CoreField> = true;
const bookingFields: [CoreBookingField] extends [BookingField] ? true : false = true;
void sameFields;
void bookingFields;

/** As svc-booking's record and svc-ops' case keep them: cents, and a transfer's case has no flight number. */
export type StoredCore = Omit<CoreValues, 'porterCost' | 'flightNumber'> & {
  flightNumber: string | null;
  porterCostCents: number;
  totalPriceCents: number;
};

export function coreOfStored(row: StoredCore): CoreValues & { totalPrice: number } {
  return {
    ...pickFields(row, CORE_BOOKING_FIELDS),
    flightNumber: row.flightNumber ?? '',
    porterCost: toDollars(row.porterCostCents),
    totalPrice: toDollars(row.totalPriceCents),
  };
}

export function pickCoreValues(source: Omit<CoreValues, 'flightNumber'> & { flightNumber: string | null }): CoreValues {
  return { ...pickFields(source, CORE_FIELDS), flightNumber: source.flightNumber ?? '' };
}

export function storedOfCore(core: CoreValues & { totalPrice: number }): StoredCore {
  return {
    ...pickFields(core, CORE_BOOKING_FIELDS),
    porterCostCents: toCents(core.porterCost),
    totalPriceCents: toCents(core.totalPrice),
  };
}

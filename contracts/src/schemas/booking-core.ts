import { z } from 'zod';
import { toCents, toDollars } from '../money';
import type { BookingUpdatedV1 } from '../events/booking/booking-updated.v1';
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

/** The booking's fields of a record, an event or a case. */
export function bookingFieldsOf<T extends Record<BookingField, unknown>>(source: T): Pick<T, BookingField> {
  return pickFields(source, BOOKING_FIELDS);
}

// The correction's field list comes from its schema; every shape below derives from it.

export const CORE_FIELDS = Object.keys(bookingCoreFieldsSchema.shape) as Array<
  keyof typeof bookingCoreFieldsSchema.shape
>;
export type CoreField = (typeof CORE_FIELDS)[number];

export type CoreValues = Omit<
  BookingCore,
  'bookingId' | 'referenceCode' | 'totalPrice' | 'coreVersion' | 'service' | 'price'
>;

// A field added to the answer's schema and not to the correction's fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFields: Same<keyof CoreValues, CoreField> = true;
void sameFields;

export type StoredCore = Omit<CoreValues, 'porterCost' | 'flightNumber'> & {
  flightNumber: string | null;
  porterCostCents: number;
  totalPriceCents: number;
};

export const STORED_CORE_COLUMNS = [
  ...CORE_FIELDS.filter((f) => f !== 'porterCost'),
  'porterCostCents',
  'totalPriceCents',
] as const satisfies ReadonlyArray<keyof StoredCore>;

export function coreOfStored(row: StoredCore): CoreValues & { totalPrice: number } {
  return {
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    airline: row.airline,
    flightNumber: row.flightNumber ?? '',
    flightDate: row.flightDate,
    flightTime: row.flightTime,
    terminal: row.terminal,
    adultCount: row.adultCount,
    childCount: row.childCount,
    travelerNames: row.travelerNames,
    porterSelected: row.porterSelected,
    porterCost: toDollars(row.porterCostCents),
    totalPrice: toDollars(row.totalPriceCents),
  };
}

export function pickCoreValues(source: Omit<CoreValues, 'flightNumber'> & { flightNumber: string | null }): CoreValues {
  const picked = Object.fromEntries(CORE_FIELDS.map((f) => [f, source[f]])) as unknown as CoreValues;
  return { ...picked, flightNumber: source.flightNumber ?? '' };
}

export function storedOfCore(core: CoreValues & { totalPrice: number }): StoredCore {
  const { porterCost, totalPrice, ...rest } = core;
  return { ...pickCore(rest), porterCostCents: toCents(porterCost), totalPriceCents: toCents(totalPrice) };
}

function pickCore(source: Omit<CoreValues, 'porterCost'>): Omit<StoredCore, 'porterCostCents' | 'totalPriceCents'> {
  return Object.fromEntries(
    CORE_FIELDS.filter((f) => f !== 'porterCost').map((f) => [f, source[f as keyof typeof source]]),
  ) as Omit<StoredCore, 'porterCostCents' | 'totalPriceCents'>;
}

export function updatedEventCore(
  row: StoredCore & { flightAt: Date },
): Pick<
  BookingUpdatedV1,
  | 'contact'
  | 'flight'
  | 'adultCount'
  | 'childCount'
  | 'travelerNames'
  | 'porterSelected'
  | 'porterCostCents'
  | 'totalPriceCents'
> {
  return {
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    flight: {
      number: row.flightNumber ?? '',
      airline: row.airline,
      date: row.flightDate,
      time: row.flightTime,
      terminal: row.terminal,
      instant: row.flightAt.toISOString(),
    },
    adultCount: row.adultCount,
    childCount: row.childCount,
    travelerNames: row.travelerNames,
    porterSelected: row.porterSelected,
    porterCostCents: row.porterCostCents,
    totalPriceCents: row.totalPriceCents,
  };
}

export function storedOfUpdatedEvent(payload: BookingUpdatedV1): StoredCore & { flightAt: Date } {
  return {
    contactName: payload.contact.name,
    contactEmail: payload.contact.email,
    contactPhone: payload.contact.phone,
    airline: payload.flight.airline,
    flightNumber: payload.flight.number,
    flightDate: payload.flight.date,
    flightTime: payload.flight.time,
    flightAt: new Date(payload.flight.instant),
    terminal: payload.flight.terminal,
    adultCount: payload.adultCount,
    childCount: payload.childCount,
    travelerNames: payload.travelerNames,
    porterSelected: payload.porterSelected,
    porterCostCents: payload.porterCostCents,
    totalPriceCents: payload.totalPriceCents,
  };
}

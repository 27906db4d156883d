import { toCents, toDollars } from '../money';
import type { BookingUpdatedV1 } from '../events/booking/booking-updated.v1';
import { bookingCoreFieldsSchema, type BookingCore } from './internal';

// Written once: the field list comes from the correction schema, and every shape below derives from it.

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

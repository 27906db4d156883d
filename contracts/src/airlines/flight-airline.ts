import { AIRLINE_NAMES } from './airline-names.generated';

/**
 * A scheduled flight as tickets print it: the airline's two-character designator, one to four digits, and at
 * most one letter (AZ204, U2 1234, 6E2041, BA0117A). Tail numbers and call signs (N123AB, G-ABCD) do not match.
 */
const AIRLINE_FLIGHT = /^([A-Z][A-Z0-9]|[0-9][A-Z])(\d{1,4})[A-Z]?$/;

/** The airline designator a flight number starts with ('AZ' of 'az 204'), or undefined when it is no airline flight. */
export function airlineDesignator(flightNumber: string | null | undefined): string | undefined {
  const flight = (flightNumber ?? '').replace(/\s+/g, '').toUpperCase();
  return AIRLINE_FLIGHT.exec(flight)?.[1];
}

/** The airline a flight number names ('ITA Airways' for AZ204), or undefined when its designator is unknown. */
export function airlineOfFlight(flightNumber: string | null | undefined): string | undefined {
  const designator = airlineDesignator(flightNumber);
  return designator ? AIRLINE_NAMES[designator] : undefined;
}

/**
 * The airline a booking records: the one given, else the one its flight number names. Null when neither is
 * known (the request schemas refuse that).
 */
export function bookingAirline(
  given: string | null | undefined,
  flightNumber: string | null | undefined,
): string | null {
  return given || airlineOfFlight(flightNumber) || null;
}

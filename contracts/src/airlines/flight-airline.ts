import { AIRLINE_NAMES } from './airline-names.generated';

/** Tail numbers and call signs (N123AB, G-ABCD) do not match. */
const AIRLINE_FLIGHT = /^([A-Z][A-Z0-9]|[0-9][A-Z])(\d{1,4})[A-Z]?$/;

export function airlineDesignator(flightNumber: string | null | undefined): string | undefined {
  const flight = (flightNumber ?? '').replace(/\s+/g, '').toUpperCase();
  return AIRLINE_FLIGHT.exec(flight)?.[1];
}

export function airlineOfFlight(flightNumber: string | null | undefined): string | undefined {
  const designator = airlineDesignator(flightNumber);
  return designator ? AIRLINE_NAMES[designator] : undefined;
}

/** Null when neither is known (the request schemas refuse that). */
export function bookingAirline(
  given: string | null | undefined,
  flightNumber: string | null | undefined,
): string | null {
  return given || airlineOfFlight(flightNumber) || null;
}

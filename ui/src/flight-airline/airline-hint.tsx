import { airlineOfFlight } from '@vip/contracts/airlines';
import { airlineMissing } from '@vip/contracts/schemas';

/** What a flight number tells of its airline: its name, or that the airline has to be asked. */
export function flightAirline(flightNumber: string | null | undefined): {
  airline: string | undefined;
  needsAirline: boolean;
} {
  return { airline: airlineOfFlight(flightNumber), needsAirline: airlineMissing(undefined, flightNumber) };
}

export interface AirlineHintProps {
  flightNumber: string | null | undefined;
  id?: string;
}

/**
 * The airline a flight number names, said beside the field as it is typed (a polite live region, so a screen
 * reader hears it without losing its place), or that it has to be entered. Always rendered: a live region that
 * appears with its text is not announced.
 */
export function AirlineHint({ flightNumber, id }: AirlineHintProps) {
  const { airline, needsAirline } = flightAirline(flightNumber);
  return (
    <span id={id} role="status" data-testid="airline-hint">
      {airline
        ? `Airline: ${airline}`
        : needsAirline
          ? 'Airline not recognised from this flight number: please enter it.'
          : ''}
    </span>
  );
}

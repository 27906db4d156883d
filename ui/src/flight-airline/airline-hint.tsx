import { airlineOfFlight } from '@vip/contracts/airlines';
import { airlineMissing } from '@vip/contracts/schemas';

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

/** A polite live region, always rendered: one that appears with its text is not announced. */
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

import { airlineOfFlight } from '@vip/contracts/airlines';
import { airlineMissing } from '@vip/contracts/schemas';
import { useText } from '../i18n/use-text';
import { airlineHintMessages } from './airline-hint.messages';

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
  const text = useText();
  return (
    <span id={id} role="status" data-testid="airline-hint">
      {airline ? text(airlineHintMessages.airline, { airline }) : needsAirline ? text(airlineHintMessages.unknown) : ''}
    </span>
  );
}

import type { MessageDescriptor } from 'react-intl';
import {
  AIRLINE_REQUIRED_MESSAGE,
  BOOKING_HORIZON_YEARS,
  CONTROL_CHARACTERS_MESSAGE,
  CUSTOMER_INFO_MESSAGES,
  DATE_IN_PAST_MESSAGE,
  DATE_TOO_FAR_MESSAGE,
  FLIGHT_NUMBER_FORMAT_MESSAGE,
  PHONE_FORMAT_MESSAGE,
} from '@vip/contracts/schemas';
import type { TextValues, Wording } from '../quote/format';
import { REQUEST_VALIDATION_MESSAGES as V } from './booking-request.messages';

type Said = readonly [MessageDescriptor, TextValues?];

/** The schemas' and the server's English messages, each with the descriptor that says it in any language. */
export const VALIDATION_TEXTS: ReadonlyMap<string, Said> = new Map<string, Said>([
  [CUSTOMER_INFO_MESSAGES.name, [V.fullName]],
  [CUSTOMER_INFO_MESSAGES.email, [V.email]],
  [CUSTOMER_INFO_MESSAGES.phone, [V.phoneLength]],
  ['Contact name is required', [V.contactName]],
  [PHONE_FORMAT_MESSAGE, [V.phoneFormat, { example: '+1 212 555 0100' }]],
  ['Flight number is required', [V.flightNumber]],
  [FLIGHT_NUMBER_FORMAT_MESSAGE, [V.flightNumberFormat, { flight: 'BA123', tail: 'N123AB' }]],
  ['Flight date is required', [V.flightDate]],
  ['Flight time is required', [V.flightTime]],
  ['Date must be YYYY-MM-DD', [V.dateFormat, { format: 'YYYY-MM-DD' }]],
  ['Date does not exist', [V.dateMissing]],
  [DATE_IN_PAST_MESSAGE, [V.datePast]],
  [DATE_TOO_FAR_MESSAGE, [V.dateTooFar, { years: BOOKING_HORIZON_YEARS }]],
  ['Time must be HH:MM (24-hour)', [V.timeFormat, { format: 'HH:MM' }]],
  [AIRLINE_REQUIRED_MESSAGE, [V.airline]],
  [CONTROL_CHARACTERS_MESSAGE, [V.controlCharacters]],
  ['More traveler names than travelers', [V.tooManyNames]],
]);

const TOO_LONG = /^Too big: expected string to have <=(\d+) characters$/;

/** A validation message in the page's language; one this table does not know is shown as it came. */
export function validationText(english: string, wording: Wording): string {
  const known = VALIDATION_TEXTS.get(english);
  if (known) return wording.text(known[0], known[1]);
  const tooLong = TOO_LONG.exec(english);
  if (tooLong) return wording.text(V.tooLong, { max: Number(tooLong[1]) });
  return english;
}

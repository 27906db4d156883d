import { defineMessages } from 'react-intl';

/** The airport input with suggestions (home page and wizard search). */
export const AIRPORT_FIELD_MESSAGES = defineMessages({
  placeholder: { id: 'booking.airportField.placeholder', defaultMessage: 'City, airport or code' },
  suggestions: { id: 'booking.airportField.suggestions', defaultMessage: 'Airports' },
  lookingUp: { id: 'booking.airportField.lookingUp', defaultMessage: 'Looking up airports' },
  unavailable: {
    id: 'booking.airportField.unavailable',
    defaultMessage: 'Airports cannot be looked up right now. Please try again in a moment, or type the 3-letter code.',
  },
  noneFound: { id: 'booking.airportField.noneFound', defaultMessage: 'No airports found' },
});

import { defineMessages } from 'react-intl';

export const airlineHintMessages = defineMessages({
  airline: { id: 'ui.airline.known', defaultMessage: 'Airline: {airline}' },
  unknown: {
    id: 'ui.airline.unknown',
    defaultMessage: 'Airline not recognised from this flight number: please enter it.',
  },
});

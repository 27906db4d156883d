import { defineMessages } from 'react-intl';

export const airportPageMessages = defineMessages({
  back: { id: 'airports.airport.back', defaultMessage: 'All airports' },
  bookAt: { id: 'airports.airport.bookAt', defaultMessage: 'Book VIP service at {code}' },
  servicesAt: { id: 'airports.airport.servicesAt', defaultMessage: 'Services at {code}' },
  servicesCount: {
    id: 'airports.airport.servicesCount',
    defaultMessage: '{count, plural, one {# service available} other {# services available}}',
  },
  onRequest: {
    id: 'airports.airport.onRequest',
    defaultMessage: 'Services at this airport are arranged on request. Try another airport or contact us.',
  },
});

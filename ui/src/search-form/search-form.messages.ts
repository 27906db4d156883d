import { defineMessages } from 'react-intl';

export const searchFormMessages = defineMessages({
  airport: { id: 'ui.search.airport', defaultMessage: 'Airport' },
  serviceType: { id: 'ui.search.serviceType', defaultMessage: 'Service type' },
  arrival: { id: 'ui.search.type.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'ui.search.type.departure', defaultMessage: 'Departure' },
  transfer: { id: 'ui.search.type.transfer', defaultMessage: 'Transfer' },
  flightDate: { id: 'ui.search.flightDate', defaultMessage: 'Flight date' },
  flightTime: { id: 'ui.search.flightTime', defaultMessage: 'Flight time' },
  adults: { id: 'ui.search.adults', defaultMessage: 'Adults' },
  children: { id: 'ui.search.children', defaultMessage: 'Children' },
  childrenAge: { id: 'ui.search.childrenAge', defaultMessage: 'Under 12' },
  flightNumber: { id: 'ui.search.flightNumber', defaultMessage: 'Flight number (optional)' },
  email: { id: 'ui.search.email', defaultMessage: 'E-mail (optional)' },
  submit: { id: 'ui.search.submit', defaultMessage: 'Find Services' },
  consent: {
    id: 'ui.search.consent',
    defaultMessage: 'By clicking Find Services, you agree to receive email notifications about your booking.',
  },
});

/** The spec's exact texts for a field to fix. */
export const searchErrorMessages = defineMessages({
  homeAirport: { id: 'ui.search.error.homeAirport', defaultMessage: 'Please enter an airport code' },
  wizardAirport: { id: 'ui.search.error.wizardAirport', defaultMessage: 'Airport is required' },
  airportCode: {
    id: 'ui.search.error.airportCode',
    defaultMessage: 'Please choose an airport from the suggestions or type its 3-letter code',
  },
  date: { id: 'ui.search.error.date', defaultMessage: 'Please select a flight date' },
  dateBeforeToday: { id: 'ui.search.error.dateBeforeToday', defaultMessage: 'Date cannot be earlier than today' },
  time: { id: 'ui.search.error.time', defaultMessage: 'Please enter a flight time' },
  adults: { id: 'ui.search.error.adults', defaultMessage: 'At least 1 adult is required' },
  children: { id: 'ui.search.error.children', defaultMessage: 'Children cannot be fewer than 0' },
  type: { id: 'ui.search.error.type', defaultMessage: 'Please select a service type' },
  email: { id: 'ui.search.error.email', defaultMessage: 'Please enter a valid email address' },
});

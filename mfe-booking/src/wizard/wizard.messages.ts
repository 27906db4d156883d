import { defineMessages } from 'react-intl';

/** The booking page: its steps, its search, its toasts, the round-trip banner. */
export const WIZARD_MESSAGES = defineMessages({
  metaTitle: { id: 'booking.wizard.metaTitle', defaultMessage: 'Book VIP Airport Services | {product}' },
  metaDescription: {
    id: 'booking.wizard.metaDescription',
    defaultMessage:
      'Search {airports, number}+ airports for VIP meet and greet, tarmac transfers with lounge and private suites, compare prices and request your booking.',
  },
  progress: { id: 'booking.wizard.progress', defaultMessage: 'Booking progress' },
  stepSearch: { id: 'booking.wizard.stepSearch', defaultMessage: 'Search' },
  stepSelect: { id: 'booking.wizard.stepSelect', defaultMessage: 'Select' },
  stepTraveler: { id: 'booking.wizard.stepTraveler', defaultMessage: 'Traveler' },
  stepBooking: { id: 'booking.wizard.stepBooking', defaultMessage: 'Booking' },
  searchTitle: { id: 'booking.wizard.searchTitle', defaultMessage: 'Find your airport service' },
  airportMissingTitle: { id: 'booking.wizard.airportMissingTitle', defaultMessage: 'Airport is required' },
  airportMissingText: {
    id: 'booking.wizard.airportMissingText',
    defaultMessage: 'Please select an airport to search for services.',
  },
  addedTitle: { id: 'booking.wizard.addedTitle', defaultMessage: 'Service added to quote' },
  addedText: { id: 'booking.wizard.addedText', defaultMessage: '{name} has been added to your quote.' },
  viewQuote: { id: 'booking.wizard.viewQuote', defaultMessage: 'View quote' },
  passedTitle: { id: 'booking.wizard.passedTitle', defaultMessage: 'Flight time has already passed' },
  passedText: {
    id: 'booking.wizard.passedText',
    defaultMessage: 'Please select a future date and time for your service.',
  },
  lastMinuteTitle: { id: 'booking.wizard.lastMinuteTitle', defaultMessage: 'Last-minute booking' },
  lastMinuteText: {
    id: 'booking.wizard.lastMinuteText',
    defaultMessage:
      'For bookings less than {hours, plural, one {# hour} other {# hours}} before flight time, please contact us directly.',
  },
  loading: { id: 'booking.wizard.loading', defaultMessage: 'Loading' },
});

/** Service types as travellers read them. */
export const SERVICE_TYPE_MESSAGES = defineMessages({
  arrival: { id: 'booking.wizard.type.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'booking.wizard.type.departure', defaultMessage: 'Departure' },
  transfer: { id: 'booking.wizard.type.transfer', defaultMessage: 'Transit & Connections' },
});

/** The banner on a round trip's second leg. */
export const ROUND_TRIP_MESSAGES = defineMessages({
  title: { id: 'booking.roundTrip.title', defaultMessage: 'Round trip' },
  firstLeg: {
    id: 'booking.roundTrip.firstLeg',
    defaultMessage: 'First leg: <b>{service} – {type} at {airport} on {date} at {time}</b>',
  },
  firstLegUnknown: { id: 'booking.roundTrip.firstLegUnknown', defaultMessage: 'First leg: <b>your first service</b>' },
  firstLegNumbered: {
    id: 'booking.roundTrip.firstLegNumbered',
    defaultMessage: 'First leg: <b>your first service (#{id})</b>',
  },
  nowChoosing: {
    id: 'booking.roundTrip.nowChoosing',
    defaultMessage: 'Now choosing: <b>{type} at {airport} on {date} at {time}</b>',
  },
  yourAirport: { id: 'booking.roundTrip.yourAirport', defaultMessage: 'your airport' },
  travelers: {
    id: 'booking.roundTrip.travelers',
    defaultMessage:
      'Travelers: {adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
  },
  youSave: { id: 'booking.roundTrip.youSave', defaultMessage: 'You save {amount}' },
  percentOff: { id: 'booking.roundTrip.percentOff', defaultMessage: '{share, number, percent} off your round trip!' },
});

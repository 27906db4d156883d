import { defineMessages } from 'react-intl';

/** The return-trip dialog: 'Add Return Service - Save 10%'. */
export const RETURN_TRIP_MESSAGES = defineMessages({
  title: { id: 'booking.returnTrip.title', defaultMessage: 'Add Return Service - Save {share, number, percent}' },
  add: { id: 'booking.returnTrip.add', defaultMessage: 'Add Return Service' },
  cancel: { id: 'booking.returnTrip.cancel', defaultMessage: 'Cancel' },
  intro: {
    id: 'booking.returnTrip.intro',
    defaultMessage: 'Return for <b>{name}</b>. Save {amount} with {share, number, percent} off your round trip.',
  },
  type: { id: 'booking.returnTrip.type', defaultMessage: 'Return service type' },
  airport: { id: 'booking.returnTrip.airport', defaultMessage: 'Airport' },
  date: { id: 'booking.returnTrip.date', defaultMessage: 'Return date' },
  time: { id: 'booking.returnTrip.time', defaultMessage: 'Return time' },
  timeMissing: { id: 'booking.returnTrip.timeMissing', defaultMessage: 'Please enter a flight time' },
  flight: { id: 'booking.returnTrip.flight', defaultMessage: 'Flight number (optional)' },
  adults: { id: 'booking.returnTrip.adults', defaultMessage: 'Adults' },
  children: { id: 'booking.returnTrip.children', defaultMessage: 'Children' },
  dateFromToday: { id: 'booking.returnTrip.dateFromToday', defaultMessage: 'Please select a date from today on' },
  departureBeforeArrival: {
    id: 'booking.returnTrip.departureBeforeArrival',
    defaultMessage: 'The return departure cannot be before the arrival on {date}',
  },
  arrivalAfterDeparture: {
    id: 'booking.returnTrip.arrivalAfterDeparture',
    defaultMessage: 'The arrival cannot be after the departure on {date}',
  },
  searching: { id: 'booking.returnTrip.searching', defaultMessage: 'Looking for the return service' },
  errorTitle: { id: 'booking.returnTrip.errorTitle', defaultMessage: 'Error Loading Services' },
  errorText: {
    id: 'booking.returnTrip.errorText',
    defaultMessage: "We couldn't load the available services. Please try again.",
  },
  noMatch: {
    id: 'booking.returnTrip.noMatch',
    defaultMessage: 'No return service of this level is available at this airport.',
  },
  match: { id: 'booking.returnTrip.match', defaultMessage: 'Return service: {name}' },
  matchBy: { id: 'booking.returnTrip.matchBy', defaultMessage: 'Return service: {name} by {vendor}' },
  addedTitle: { id: 'booking.returnTrip.addedTitle', defaultMessage: 'Return trip added' },
  addedText: {
    id: 'booking.returnTrip.addedText',
    defaultMessage: 'Return service has been added to your quote with {share, number, percent} discount.',
  },
});

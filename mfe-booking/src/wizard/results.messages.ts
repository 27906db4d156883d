import { defineMessages } from 'react-intl';

/** The select step's list. */
export const RESULTS_MESSAGES = defineMessages({
  heading: { id: 'booking.results.heading', defaultMessage: 'Premium Airport Services' },
  subtitleThree: { id: 'booking.results.subtitleThree', defaultMessage: 'Three ways to experience luxury travel' },
  subtitleTwo: { id: 'booking.results.subtitleTwo', defaultMessage: 'Two ways to experience luxury travel' },
  subtitleOne: { id: 'booking.results.subtitleOne', defaultMessage: 'Luxury travel experience' },
  modifySearch: { id: 'booking.results.modifySearch', defaultMessage: 'Modify search' },
  noAirport: { id: 'booking.results.noAirport', defaultMessage: 'Choose an airport to see its services.' },
  searchServices: { id: 'booking.results.searchServices', defaultMessage: 'Search services' },
  loading: { id: 'booking.results.loading', defaultMessage: 'Loading services' },
  errorTitle: { id: 'booking.results.errorTitle', defaultMessage: 'Error Loading Services' },
  errorText: {
    id: 'booking.results.errorText',
    defaultMessage: "We couldn't load the available services. Please try again.",
  },
  tryAgain: { id: 'booking.results.tryAgain', defaultMessage: 'Try again' },
  emptyTitle: { id: 'booking.results.emptyTitle', defaultMessage: 'No Services Available' },
  emptyText: {
    id: 'booking.results.emptyText',
    defaultMessage:
      'We have no services for this search. Try another date, time or service type, or choose a different airport.',
  },
  changeSearch: { id: 'booking.results.changeSearch', defaultMessage: 'Change search' },
});

/** The headings the list is grouped under, by main level. */
export const RESULT_GROUP_MESSAGES = defineMessages({
  standard: { id: 'booking.results.group.standard', defaultMessage: 'Standard Meet & Greet' },
  lounge: { id: 'booking.results.group.lounge', defaultMessage: 'Luxury Lounge Access' },
  suite: { id: 'booking.results.group.suite', defaultMessage: 'Private VIP Suite' },
});

import { defineMessages } from 'react-intl';

/** A service's card in the results and its detail view. */
export const SERVICE_MESSAGES = defineMessages({
  popular: { id: 'booking.service.popular', defaultMessage: 'Popular' },
  instantConfirmation: { id: 'booking.service.instantConfirmation', defaultMessage: 'Instant confirmation' },
  inYourQuote: { id: 'booking.service.inYourQuote', defaultMessage: 'In your quote' },
  included: { id: 'booking.service.included', defaultMessage: 'Included' },
  addPorter: { id: 'booking.service.addPorter', defaultMessage: 'Add porter service' },
  addPorterFor: { id: 'booking.service.addPorterFor', defaultMessage: 'Add porter service (+{cost})' },
  porterUnavailable: {
    id: 'booking.service.porterUnavailable',
    defaultMessage: 'Porter service is not available at this airport for this service',
  },
  from: { id: 'booking.service.from', defaultMessage: 'From {price}' },
  remove: { id: 'booking.service.remove', defaultMessage: 'Remove from Quote' },
  select: { id: 'booking.service.select', defaultMessage: 'Select Service' },
  viewDetails: { id: 'booking.service.viewDetails', defaultMessage: 'View details' },
  viewDetailsOf: { id: 'booking.service.viewDetailsOf', defaultMessage: 'View details of {name}' },
  addReturn: { id: 'booking.service.addReturn', defaultMessage: 'Add Return Trip' },
  breakdown: { id: 'booking.service.breakdown', defaultMessage: 'Price breakdown' },
  basePrice: {
    id: 'booking.service.basePrice',
    defaultMessage: 'Base price ({count, plural, one {# traveler} other {# travelers}})',
  },
  additionalAdults: {
    id: 'booking.service.additionalAdults',
    defaultMessage: '{count, plural, one {# additional adult} other {# additional adults}}',
  },
  children: { id: 'booking.service.children', defaultMessage: '{count, plural, one {# child} other {# children}}' },
  additionalGreeters: {
    id: 'booking.service.additionalGreeters',
    defaultMessage: '{count, plural, one {# additional greeter} other {# additional greeters}}',
  },
  afterHoursFee: { id: 'booking.service.afterHoursFee', defaultMessage: 'After-hours fee' },
  lastMinuteFee: { id: 'booking.service.lastMinuteFee', defaultMessage: 'Last-minute surcharge' },
  porterService: { id: 'booking.service.porterService', defaultMessage: 'Porter service' },
  subtotal: { id: 'booking.service.subtotal', defaultMessage: 'Subtotal' },
  backToResults: { id: 'booking.service.backToResults', defaultMessage: 'Back to results' },
  details: { id: 'booking.service.details', defaultMessage: 'Service details' },
  loading: { id: 'booking.service.loading', defaultMessage: 'Loading service' },
  errorTitle: { id: 'booking.service.errorTitle', defaultMessage: 'Error Loading Service' },
  errorText: {
    id: 'booking.service.errorText',
    defaultMessage: "We couldn't load the service details. Please try again.",
  },
  tryAgain: { id: 'booking.service.tryAgain', defaultMessage: 'Try again' },
  porterStandardOnly: {
    id: 'booking.service.porterStandardOnly',
    defaultMessage: 'Porter service is offered with standard arrival and departure services only.',
  },
  porterUnavailableNote: {
    id: 'booking.service.porterUnavailableNote',
    defaultMessage: 'Porter service is not available at this airport for this service.',
  },
  porterIncluded: { id: 'booking.service.porterIncluded', defaultMessage: 'Porter service included (+{cost}).' },
  porterAvailable: {
    id: 'booking.service.porterAvailable',
    defaultMessage: 'Porter service available for +{cost}; choose it on the service card.',
  },
  providedBy: { id: 'booking.service.providedBy', defaultMessage: 'Provided by {vendor}' },
  whatIsIncluded: { id: 'booking.service.whatIsIncluded', defaultMessage: 'What is included' },
  tags: { id: 'booking.service.tags', defaultMessage: 'Tags' },
  yourPrice: { id: 'booking.service.yourPrice', defaultMessage: 'Your price' },
  updatingPrice: { id: 'booking.service.updatingPrice', defaultMessage: 'Updating price' },
  totalFor: {
    id: 'booking.service.totalFor',
    defaultMessage:
      'Total for {count, plural, one {# traveler} other {# travelers}}; includes {included, plural, one {# traveler} other {# travelers}}',
  },
  adults: { id: 'booking.service.adults', defaultMessage: 'Adults' },
  childrenLabel: { id: 'booking.service.childrenLabel', defaultMessage: 'Children' },
  under12: { id: 'booking.service.under12', defaultMessage: 'Under 12' },
  request: { id: 'booking.service.request', defaultMessage: 'Request Booking' },
});

/** The level badges travellers see on a service. */
export const SERVICE_LEVEL_MESSAGES = defineMessages({
  standard: { id: 'booking.service.level.standard', defaultMessage: 'Standard' },
  lounge: { id: 'booking.service.level.lounge', defaultMessage: 'Lounge' },
  tarmac: { id: 'booking.service.level.tarmac', defaultMessage: 'Tarmac' },
  suite: { id: 'booking.service.level.suite', defaultMessage: 'Private Suite' },
});

import { defineMessages } from 'react-intl';

export const REQUEST_STEP_MESSAGES = defineMessages({
  heading: { id: 'booking.request.heading', defaultMessage: 'Request your booking' },
  noteTitle: { id: 'booking.request.noteTitle', defaultMessage: 'You are requesting this one service' },
  noteBody: {
    id: 'booking.request.noteBody',
    defaultMessage:
      'This form sends a booking request for {name} only; our team confirms availability before anything is charged.',
  },
  quoteHolds: {
    id: 'booking.request.quoteHolds',
    defaultMessage:
      'Your quote holds {count, plural, one {# service} other {# services}}, this one included: to book them all together, go to Checkout.',
  },
  alone: {
    id: 'booking.request.alone',
    defaultMessage:
      'Booking more than one service (a return flight, another airport)? Add each to your quote, then book them all together at Checkout.',
  },
  checkoutAll: {
    id: 'booking.request.checkoutAll',
    defaultMessage: '{count, plural, one {Checkout # service} other {Checkout all # services}}',
  },
  addAnother: { id: 'booking.request.addAnother', defaultMessage: 'Add another service' },
  viewQuote: { id: 'booking.request.viewQuote', defaultMessage: 'View quote' },
  contactDetails: { id: 'booking.request.contactDetails', defaultMessage: 'Contact details' },
  travelers: { id: 'booking.request.travelers', defaultMessage: 'Travelers' },
  namesOptional: {
    id: 'booking.request.namesOptional',
    defaultMessage: 'Names are optional; you can give them later.',
  },
  adultName: { id: 'booking.request.adultName', defaultMessage: 'Adult {number} name' },
  childName: { id: 'booking.request.childName', defaultMessage: 'Child {number} name' },
  addSpecialRequests: { id: 'booking.request.addSpecialRequests', defaultMessage: 'Add special requests' },
  specialRequestsPlaceholder: {
    id: 'booking.request.specialRequestsPlaceholder',
    defaultMessage: 'Wheelchair, extra luggage, dietary needs…',
  },
  flight: { id: 'booking.request.flight', defaultMessage: 'Flight' },
  flightNumberPlaceholder: { id: 'booking.request.flightNumberPlaceholder', defaultMessage: 'e.g. {example}' },
  airlinePlaceholder: { id: 'booking.request.airlinePlaceholder', defaultMessage: 'e.g. British Airways' },
  terminalPlaceholder: { id: 'booking.request.terminalPlaceholder', defaultMessage: 'e.g. Terminal {number}' },
  localTime: { id: 'booking.request.localTime', defaultMessage: 'Local time at {airport}' },
  countryCode: { id: 'booking.request.countryCode', defaultMessage: 'Country code for {field}' },
  terms: {
    id: 'booking.request.terms',
    defaultMessage:
      'I confirm I am at least 18, have the legal authority to make this booking and that the information is accurate. I agree to the <link>terms and conditions</link> and understand that this is a request: payment is arranged once the service is confirmed.',
  },
  sending: { id: 'booking.request.sending', defaultMessage: 'Sending...' },
  submit: { id: 'booking.request.submit', defaultMessage: 'Request Booking' },
  backToResults: { id: 'booking.request.backToResults', defaultMessage: 'Back to results' },
  respondsWithin: {
    id: 'booking.request.respondsWithin',
    defaultMessage:
      'Our team responds within {hours, plural, one {# hour} other {# hours}} to confirm availability and arrange payment.',
  },
  termsToastTitle: { id: 'booking.request.termsToastTitle', defaultMessage: 'Terms Agreement Required' },
  termsToastBody: {
    id: 'booking.request.termsToastBody',
    defaultMessage: 'You must agree to the terms and conditions to proceed.',
  },
  termsRequired: { id: 'booking.request.termsRequired', defaultMessage: 'You must agree to the terms to continue' },
  sentTitle: { id: 'booking.request.sentTitle', defaultMessage: 'Booking Request Sent' },
  sentBody: {
    id: 'booking.request.sentBody',
    defaultMessage: "We've received your booking request and will contact you shortly.",
  },
  errorTitle: { id: 'booking.request.errorTitle', defaultMessage: 'Error Submitting Booking' },
  errorFallback: {
    id: 'booking.request.errorFallback',
    defaultMessage: 'An error occurred while submitting your booking.',
  },
  requestFailed: { id: 'booking.request.requestFailed', defaultMessage: 'Failed to submit booking request' },
});

export const REQUEST_FIELD_MESSAGES = defineMessages({
  contactName: { id: 'booking.request.field.contactName', defaultMessage: 'Contact name' },
  contactEmail: { id: 'booking.request.field.contactEmail', defaultMessage: 'E-mail' },
  contactPhone: { id: 'booking.request.field.contactPhone', defaultMessage: 'Phone' },
  companyName: { id: 'booking.request.field.companyName', defaultMessage: 'Company or agent name (optional)' },
  specialRequests: { id: 'booking.request.field.specialRequests', defaultMessage: 'Special requests' },
  airline: { id: 'booking.request.field.airline', defaultMessage: 'Airline' },
  flightNumber: { id: 'booking.request.field.flightNumber', defaultMessage: 'Flight number' },
  flightDate: { id: 'booking.request.field.flightDate', defaultMessage: 'Flight date' },
  flightTime: { id: 'booking.request.field.flightTime', defaultMessage: 'Flight time' },
  terminal: { id: 'booking.request.field.terminal', defaultMessage: 'Terminal (optional)' },
  agreeToTerms: { id: 'booking.request.field.agreeToTerms', defaultMessage: 'Terms' },
});

/** The summary beside the form and the confirmation's details. */
export const REQUEST_SUMMARY_MESSAGES = defineMessages({
  region: { id: 'booking.request.summary.region', defaultMessage: 'Booking summary' },
  title: { id: 'booking.request.summary.title', defaultMessage: 'Your request' },
  service: { id: 'booking.request.summary.service', defaultMessage: 'Service' },
  type: { id: 'booking.request.summary.type', defaultMessage: 'Type' },
  airport: { id: 'booking.request.summary.airport', defaultMessage: 'Airport' },
  date: { id: 'booking.request.summary.date', defaultMessage: 'Date' },
  time: { id: 'booking.request.summary.time', defaultMessage: 'Time' },
  travelers: { id: 'booking.request.summary.travelers', defaultMessage: 'Travelers' },
  travellerCounts: {
    id: 'booking.request.summary.travellerCounts',
    defaultMessage:
      '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
  },
  porter: { id: 'booking.request.summary.porter', defaultMessage: 'Porter' },
  porterIncluded: { id: 'booking.request.summary.porterIncluded', defaultMessage: 'Included (+{price})' },
  estimatedTotal: { id: 'booking.request.summary.estimatedTotal', defaultMessage: 'Estimated total' },
  included: { id: 'booking.request.summary.included', defaultMessage: 'Included' },
  estimateNote: {
    id: 'booking.request.summary.estimateNote',
    defaultMessage: 'The total is an estimate; payment is arranged after confirmation. Questions: {phone}.',
  },
});

export const REQUEST_CONFIRMATION_MESSAGES = defineMessages({
  heading: { id: 'booking.request.sent.heading', defaultMessage: 'Booking Request Sent!' },
  reference: { id: 'booking.request.sent.reference', defaultMessage: 'Reference:' },
  localTime: { id: 'booking.request.sent.localTime', defaultMessage: '{time} local time' },
  flight: { id: 'booking.request.sent.flight', defaultMessage: 'Flight' },
  estimatedPrice: { id: 'booking.request.sent.estimatedPrice', defaultMessage: 'Estimated price' },
  payment: { id: 'booking.request.sent.payment', defaultMessage: 'Payment' },
  toBeArranged: { id: 'booking.request.sent.toBeArranged', defaultMessage: 'To be arranged' },
  contact: { id: 'booking.request.sent.contact', defaultMessage: 'Contact' },
  whatNext: { id: 'booking.request.sent.whatNext', defaultMessage: 'What happens next' },
  reply: {
    id: 'booking.request.sent.reply',
    defaultMessage:
      'Our team will reply within {hours, plural, one {# hour} other {# hours}} to confirm availability and arrange payment.',
  },
  callIfSoon: {
    id: 'booking.request.sent.callIfSoon',
    defaultMessage:
      'If your service starts within the next {hours, plural, one {# hour} other {# hours}}, please call us on <call>{phone}</call>.',
  },
  reconfirmation: {
    id: 'booking.request.sent.reconfirmation',
    defaultMessage: 'We reconfirm every booking {from}-{to} hours before the service.',
  },
  followIt: {
    id: 'booking.request.sent.followIt',
    defaultMessage:
      'Follow it or ask for a change on <manage>Manage Booking</manage> with your reference and this e-mail address, or write to <mail>{email}</mail> quoting your reference.',
  },
  addAnother: { id: 'booking.request.sent.addAnother', defaultMessage: 'Add Another Service' },
  removeAndFindNew: { id: 'booking.request.sent.removeAndFindNew', defaultMessage: 'Remove Service and Find New' },
  home: { id: 'booking.request.sent.home', defaultMessage: 'Return to Home' },
  print: { id: 'booking.request.sent.print', defaultMessage: 'Print Confirmation' },
});

/**
 * The contracts' validation messages (English, as the schemas and the server say them) in the traveller's
 * language: each English text is its defaultMessage, word for word.
 */
export const REQUEST_VALIDATION_MESSAGES = defineMessages({
  fullName: { id: 'booking.request.invalid.fullName', defaultMessage: 'Full name is required' },
  contactName: { id: 'booking.request.invalid.contactName', defaultMessage: 'Contact name is required' },
  email: { id: 'booking.request.invalid.email', defaultMessage: 'Valid email is required' },
  phoneLength: {
    id: 'booking.request.invalid.phoneLength',
    defaultMessage: 'Phone number must be at least 5 characters',
  },
  phoneFormat: {
    id: 'booking.request.invalid.phoneFormat',
    defaultMessage: 'Please enter a valid phone number with its country code, for example {example}',
  },
  flightNumber: { id: 'booking.request.invalid.flightNumber', defaultMessage: 'Flight number is required' },
  flightNumberFormat: {
    id: 'booking.request.invalid.flightNumberFormat',
    defaultMessage: 'Flight number looks wrong (for example {flight}, or a tail number such as {tail})',
  },
  flightDate: { id: 'booking.request.invalid.flightDate', defaultMessage: 'Flight date is required' },
  flightTime: { id: 'booking.request.invalid.flightTime', defaultMessage: 'Flight time is required' },
  dateFormat: { id: 'booking.request.invalid.dateFormat', defaultMessage: 'Date must be {format}' },
  dateMissing: { id: 'booking.request.invalid.dateMissing', defaultMessage: 'Date does not exist' },
  datePast: { id: 'booking.request.invalid.datePast', defaultMessage: 'Date cannot be earlier than today' },
  dateTooFar: {
    id: 'booking.request.invalid.dateTooFar',
    defaultMessage: 'Services can be booked up to {years, plural, one {# year} other {# years}} ahead',
  },
  timeFormat: { id: 'booking.request.invalid.timeFormat', defaultMessage: 'Time must be {format} (24-hour)' },
  airline: { id: 'booking.request.invalid.airline', defaultMessage: 'Airline is required' },
  controlCharacters: {
    id: 'booking.request.invalid.controlCharacters',
    defaultMessage: 'Remove the invisible control characters from this text',
  },
  tooManyNames: { id: 'booking.request.invalid.tooManyNames', defaultMessage: 'More traveler names than travelers' },
  tooLong: {
    id: 'booking.request.invalid.tooLong',
    defaultMessage: 'Too big: expected string to have <={max} characters',
  },
});

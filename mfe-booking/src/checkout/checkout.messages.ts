import { defineMessages } from 'react-intl';
import {
  CHECKOUT_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  INSTANT_CONFIRMATION_MESSAGES,
  PROMO_REDEMPTION_MESSAGES,
  DATE_IN_PAST_MESSAGE,
  DATE_TOO_FAR_MESSAGE,
  PHONE_FORMAT_MESSAGE,
} from '@vip/contracts/schemas';

export const checkoutMessages = defineMessages({
  title: { id: 'booking.checkout.title', defaultMessage: 'Complete Your Booking' },
  description: { id: 'booking.checkout.description', defaultMessage: 'Send your VIP airport service request.' },
  emptyCartTitle: { id: 'booking.checkout.emptyCartTitle', defaultMessage: 'Your cart is empty' },
  emptyCart: { id: 'booking.checkout.emptyCart', defaultMessage: CHECKOUT_MESSAGES.emptyCart },
  contextSection: { id: 'booking.checkout.contextSection', defaultMessage: 'Booking context' },
  forMyself: { id: 'booking.checkout.forMyself', defaultMessage: 'I am booking for myself' },
  forSomeoneElse: { id: 'booking.checkout.forSomeoneElse', defaultMessage: 'I am booking for someone else' },
  bookerSection: { id: 'booking.checkout.bookerSection', defaultMessage: 'Booker or agent information' },
  selectRole: { id: 'booking.checkout.selectRole', defaultMessage: 'Select your role' },
  countryCode: { id: 'booking.checkout.countryCode', defaultMessage: 'Country code for {field}' },
  bookerEmailHint: {
    id: 'booking.checkout.bookerEmailHint',
    defaultMessage: 'We send the confirmation here, and you can find the booking with it.',
  },
  travellerSection: { id: 'booking.checkout.travellerSection', defaultMessage: 'Traveler information' },
  otherTravellers: {
    id: 'booking.checkout.otherTravellers',
    defaultMessage: 'Other travelers (optional, one name per line)',
  },
  flightSection: { id: 'booking.checkout.flightSection', defaultMessage: 'Flight information' },
  example: { id: 'booking.checkout.example', defaultMessage: 'e.g. {example}' },
  sameAirlineHint: {
    id: 'booking.checkout.sameAirlineHint',
    defaultMessage: 'Leave empty when it is the same airline as the first service.',
  },
  sameAirline: { id: 'booking.checkout.sameAirline', defaultMessage: 'Same as the first service' },
  additionalSection: { id: 'booking.checkout.additionalSection', defaultMessage: 'Additional information' },
  specialRequests: { id: 'booking.checkout.specialRequests', defaultMessage: 'Special requests (optional)' },
  termsSection: { id: 'booking.checkout.termsSection', defaultMessage: 'Terms agreement' },
  terms: {
    id: 'booking.checkout.terms',
    defaultMessage:
      'I confirm I am at least 18, have the legal authority to make this booking, the information is accurate, and I agree to the <link>terms and conditions</link>.',
  },
  processing: { id: 'booking.checkout.processing', defaultMessage: 'Processing...' },
  confirmBooking: { id: 'booking.checkout.confirmBooking', defaultMessage: 'Confirm Booking' },
  requestBooking: { id: 'booking.checkout.requestBooking', defaultMessage: 'Request Booking' },
  allConfirmed: {
    id: 'booking.checkout.allConfirmed',
    defaultMessage:
      'Every service here is confirmed as soon as you send this. Payment is arranged with you afterwards.',
  },
  someConfirmed: {
    id: 'booking.checkout.someConfirmed',
    defaultMessage:
      'The services marked Confirmed at once are confirmed as soon as you send this; any other is a request our team confirms within {hours} hours. Payment is arranged with you afterwards.',
  },
  request: {
    id: 'booking.checkout.request',
    defaultMessage:
      'This is a request: our team confirms availability within {hours} hours, then arranges payment with you.',
  },
  /** A service's flight group: 'VIP Meet & Greet – Arrival, FCO, January 9, 2027 at 6:00 PM'. */
  dateAtTime: { id: 'booking.checkout.dateAtTime', defaultMessage: '{date} at {time}' },
  termsRequiredTitle: { id: 'booking.checkout.termsRequiredTitle', defaultMessage: 'Terms Agreement Required' },
  termsRequired: {
    id: 'booking.checkout.termsRequired',
    defaultMessage: 'You must agree to the terms and conditions to proceed.',
  },
  confirmedTitle: { id: 'booking.checkout.confirmedTitle', defaultMessage: 'Booking Confirmed' },
  sentTitle: { id: 'booking.checkout.sentTitle', defaultMessage: 'Booking Request Sent' },
  sent: {
    id: 'booking.checkout.sent',
    defaultMessage: "We've received your booking request and will contact you shortly.",
  },
  confirmed: { id: 'booking.checkout.confirmed', defaultMessage: INSTANT_CONFIRMATION_MESSAGES.confirmed },
  errorTitle: { id: 'booking.checkout.errorTitle', defaultMessage: 'Booking Error' },
  checkFields: { id: 'booking.checkout.checkFields', defaultMessage: 'Please check the highlighted details.' },
  errorFallback: {
    id: 'booking.checkout.errorFallback',
    defaultMessage: 'There was a problem submitting your booking request. Please try again.',
  },
});

/** The form's field labels (also the names field errors are matched by). */
export const checkoutFieldMessages = defineMessages({
  bookingContext: { id: 'booking.checkout.field.bookingContext', defaultMessage: 'Who is this booking for?' },
  bookerRole: { id: 'booking.checkout.field.bookerRole', defaultMessage: 'Your role' },
  relationshipToTraveler: {
    id: 'booking.checkout.field.relationshipToTraveler',
    defaultMessage: 'Relationship to the traveler',
  },
  bookerName: { id: 'booking.checkout.field.bookerName', defaultMessage: 'Your name' },
  bookerPhone: { id: 'booking.checkout.field.bookerPhone', defaultMessage: 'Your phone number' },
  bookerEmail: { id: 'booking.checkout.field.bookerEmail', defaultMessage: 'Your e-mail' },
  agencyName: { id: 'booking.checkout.field.agencyName', defaultMessage: 'Agency name' },
  contactName: { id: 'booking.checkout.field.contactName', defaultMessage: 'Traveler name' },
  contactPhone: { id: 'booking.checkout.field.contactPhone', defaultMessage: 'Traveler phone' },
  contactEmail: { id: 'booking.checkout.field.contactEmail', defaultMessage: 'Traveler e-mail' },
  airline: { id: 'booking.checkout.field.airline', defaultMessage: 'Airline' },
  flightNumber: { id: 'booking.checkout.field.flightNumber', defaultMessage: 'Flight number' },
  departureAirline: { id: 'booking.checkout.field.departureAirline', defaultMessage: 'Departure airline' },
  departureFlightNumber: {
    id: 'booking.checkout.field.departureFlightNumber',
    defaultMessage: 'Departure flight number',
  },
  specialRequests: { id: 'booking.checkout.field.specialRequests', defaultMessage: 'Special requests' },
  agreeToTerms: { id: 'booking.checkout.field.agreeToTerms', defaultMessage: 'Terms' },
});

/** The booker roles of the contract (BOOKER_ROLES), by role. */
export const bookerRoleMessages = defineMessages({
  'travel-agent': { id: 'booking.checkout.role.travelAgent', defaultMessage: 'Travel agent' },
  'executive-assistant': {
    id: 'booking.checkout.role.executiveAssistant',
    defaultMessage: 'Executive or personal assistant',
  },
  'family-member': { id: 'booking.checkout.role.familyMember', defaultMessage: 'Family member or friend' },
  other: { id: 'booking.checkout.role.other', defaultMessage: 'Other' },
});

/** The contract's validation messages the checkout can show, by their English (the schema's own words). */
export const checkoutValidationMessages = defineMessages({
  bookingContext: { id: 'booking.checkout.invalid.bookingContext', defaultMessage: CHECKOUT_MESSAGES.bookingContext },
  contactName: { id: 'booking.checkout.invalid.contactName', defaultMessage: CHECKOUT_MESSAGES.contactName },
  phone: { id: 'booking.checkout.invalid.phone', defaultMessage: CHECKOUT_MESSAGES.phone },
  phoneFormat: { id: 'booking.checkout.invalid.phoneFormat', defaultMessage: PHONE_FORMAT_MESSAGE },
  airline: { id: 'booking.checkout.invalid.airline', defaultMessage: CHECKOUT_MESSAGES.airline },
  flightNumber: { id: 'booking.checkout.invalid.flightNumber', defaultMessage: CHECKOUT_MESSAGES.flightNumber },
  flightNumberFormat: {
    id: 'booking.checkout.invalid.flightNumberFormat',
    // The codes are placeholders: a code is the same in every script.
    defaultMessage: 'Flight number looks wrong (for example {example}, or a tail number such as {tail})',
  },
  email: { id: 'booking.checkout.invalid.email', defaultMessage: CHECKOUT_MESSAGES.email },
  agreeToTerms: { id: 'booking.checkout.invalid.agreeToTerms', defaultMessage: CHECKOUT_MESSAGES.agreeToTerms },
  bookerRole: { id: 'booking.checkout.invalid.bookerRole', defaultMessage: CHECKOUT_MESSAGES.bookerRole },
  relationship: { id: 'booking.checkout.invalid.relationship', defaultMessage: CHECKOUT_MESSAGES.relationship },
  bookerName: { id: 'booking.checkout.invalid.bookerName', defaultMessage: CHECKOUT_MESSAGES.bookerName },
  bookerPhone: { id: 'booking.checkout.invalid.bookerPhone', defaultMessage: CHECKOUT_MESSAGES.bookerPhone },
  bookerEmail: { id: 'booking.checkout.invalid.bookerEmail', defaultMessage: CHECKOUT_MESSAGES.bookerEmail },
  agencyName: { id: 'booking.checkout.invalid.agencyName', defaultMessage: CHECKOUT_MESSAGES.agencyName },
  contactEmail: { id: 'booking.checkout.invalid.contactEmail', defaultMessage: CHECKOUT_MESSAGES.contactEmail },
  passengers: { id: 'booking.checkout.invalid.passengers', defaultMessage: 'More passenger names than travelers' },
  controlCharacters: { id: 'booking.checkout.invalid.controlCharacters', defaultMessage: CONTROL_CHARACTERS_MESSAGE },
  flightDate: { id: 'booking.checkout.invalid.flightDate', defaultMessage: 'Flight date is required' },
  flightTime: { id: 'booking.checkout.invalid.flightTime', defaultMessage: 'Flight time is required' },
  dateInPast: { id: 'booking.checkout.invalid.dateInPast', defaultMessage: DATE_IN_PAST_MESSAGE },
  dateTooFar: { id: 'booking.checkout.invalid.dateTooFar', defaultMessage: DATE_TOO_FAR_MESSAGE },
  adults: { id: 'booking.checkout.invalid.adults', defaultMessage: 'At least 1 adult is required' },
  // svc-booking's refusals of an item (422, under items.{n}.{field}) and of the promo code.
  serviceUnavailable: {
    id: 'booking.checkout.invalid.serviceUnavailable',
    defaultMessage: 'This service is no longer available. Please remove it and choose another.',
  },
  flightTimePassed: {
    id: 'booking.checkout.invalid.flightTimePassed',
    defaultMessage: 'Flight time has already passed: Please select a future date and time for your service.',
  },
  lastMinute: {
    id: 'booking.checkout.invalid.lastMinute',
    defaultMessage:
      'Last-minute booking: For bookings less than {hours} hours before flight time, please contact us directly.',
  },
  promoUsedUp: { id: 'booking.checkout.invalid.promoUsedUp', defaultMessage: PROMO_REDEMPTION_MESSAGES.usedUp },
  promoPerEmail: { id: 'booking.checkout.invalid.promoPerEmail', defaultMessage: PROMO_REDEMPTION_MESSAGES.perEmail },
});

export const orderSummaryMessages = defineMessages({
  title: { id: 'booking.orderSummary.title', defaultMessage: 'Order Summary' },
  group: { id: 'booking.orderSummary.group', defaultMessage: '{airport} ({code}), {date} at {time}' },
  travellers: {
    id: 'booking.orderSummary.travellers',
    defaultMessage: '{count, plural, one {# traveler} other {# travelers}}',
  },
  basePrice: { id: 'booking.orderSummary.basePrice', defaultMessage: 'Base price' },
  porter: { id: 'booking.orderSummary.porter', defaultMessage: 'Porter Service' },
  notIncluded: { id: 'booking.orderSummary.notIncluded', defaultMessage: 'Not included' },
  discount: { id: 'booking.orderSummary.discount', defaultMessage: '{percent}% discount applied' },
  subtotal: { id: 'booking.orderSummary.subtotal', defaultMessage: 'Subtotal: {amount}' },
  remove: { id: 'booking.orderSummary.remove', defaultMessage: 'Remove This Service' },
  removeGroup: { id: 'booking.orderSummary.removeGroup', defaultMessage: 'Remove This Service: {group}' },
  total: { id: 'booking.orderSummary.total', defaultMessage: 'Total' },
  pricesNote: {
    id: 'booking.orderSummary.pricesNote',
    defaultMessage:
      'Prices are confirmed when we receive your request; payment is arranged after we confirm availability.',
  },
  addService: { id: 'booking.orderSummary.addService', defaultMessage: 'Add Another Service' },
  backToServices: { id: 'booking.orderSummary.backToServices', defaultMessage: 'Back to Services' },
});

/** The vocabulary's service types (SERVICE_TYPE_LABELS) in the summary; the level badges are the service card's. */
export const serviceTypeMessages = defineMessages({
  arrival: { id: 'booking.orderSummary.type.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'booking.orderSummary.type.departure', defaultMessage: 'Departure' },
  transfer: { id: 'booking.orderSummary.type.transfer', defaultMessage: 'Transit & Connections' },
});

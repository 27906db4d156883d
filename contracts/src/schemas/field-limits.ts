/**
 * How long each text of a booking may be, wherever it is typed: the request, the checkout, a saved quote, a staff
 * correction, and the forms' maxLength. Stated once so a form never lets through what its schema refuses.
 */
export const BOOKING_TEXT_LIMITS = {
  personName: 120,
  /** A traveller's name at checkout is at least this long (a name of one letter is a typo). */
  travellerNameMin: 2,
  phone: 40,
  phoneMin: 5,
  companyName: 160,
  relationship: 120,
  airline: 80,
  flightNumber: 12,
  terminal: 40,
  specialRequests: 2000,
  promoCode: 40,
  internalNotes: 5000,
} as const;

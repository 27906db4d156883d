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
  email: 254,
  companyName: 160,
  relationship: 120,
  airline: 80,
  flightNumber: 12,
  terminal: 40,
  specialRequests: 2000,
  promoCode: 40,
  internalNotes: 5000,
} as const;

const LIMITS = BOOKING_TEXT_LIMITS;

/**
 * How long each text of a case's operations may be: the operations update and the operations tab's maxLength. A
 * person's name, phone or e-mail is bounded as the booking's are.
 */
export const OPERATIONS_TEXT_LIMITS = {
  supplierConfirmationNumber: 80,
  greeterName: LIMITS.personName,
  greeterPhone: LIMITS.phone,
  greeterEmail: LIMITS.email,
  greeterETA: 80,
  greeterShiftTime: 40,
  meetLocation: 300,
  signInstructions: 300,
  driverName: LIMITS.personName,
  driverPhone: LIMITS.phone,
  vehicleMakeModel: 120,
  vehiclePlate: 20,
  vehicleColor: 40,
  liveETA: 80,
  pickupLocation: 300,
  dropoffLocation: 300,
  costDescription: 200,
  vendorNotes: 2000,
  vendorRestrictions: 1000,
  confirmationNotes: 2000,
  confirmationCustomText: 2000,
  advisorName: LIMITS.personName,
  advisorAgency: LIMITS.companyName,
  advisorEmail: LIMITS.email,
  advisorPhone: LIMITS.phone,
  paymentNotes: 1000,
} as const;

const OPS = OPERATIONS_TEXT_LIMITS;

/** A chauffeur transfer staff create: its booking fields bounded as a booking's, driver and vehicle as operations'. */
export const TRANSFER_TEXT_LIMITS = {
  contactName: LIMITS.personName,
  contactEmail: LIMITS.email,
  contactPhone: LIMITS.phone,
  airportCode: 3,
  pickupLocation: OPS.pickupLocation,
  dropoffLocation: OPS.dropoffLocation,
  airline: LIMITS.airline,
  flightNumber: LIMITS.flightNumber,
  terminal: LIMITS.terminal,
  agencyName: LIMITS.companyName,
  bookerName: LIMITS.personName,
  bookerEmail: LIMITS.email,
  bookerPhone: LIMITS.phone,
  specialRequests: LIMITS.specialRequests,
  internalNotes: LIMITS.internalNotes,
  driverName: OPS.driverName,
  driverPhone: OPS.driverPhone,
  assignedVehicleModel: OPS.vehicleMakeModel,
  assignedVehiclePlate: OPS.vehiclePlate,
} as const;

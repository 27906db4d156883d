// Pact bodies of svc-ops answers that several of mfe-admin's consumer tests share (the board card and
// the booking detail, as a case nobody has worked on yet answers them), and the path and header helpers.
import { MatchersV3 } from '@pact-foundation/pact';
import { CHECKLIST_ITEMS, DERIVED_CHECKLIST_ITEMS } from '@vip/contracts/schemas';
import {
  DEFAULT_STATUS_TARGET_HOURS,
  SERVICE_LEVELS,
  SERVICE_TYPES,
  type AdminStatus,
} from '@vip/contracts/vocabulary';

const { boolean, eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

/** Stands for the csrfToken of the signed-in session; svc-ops' verification sends the real one instead. */
export const CSRF_TOKEN = 'csrf-token-of-the-signed-in-session';
export const CASE_ID = '0b7f3f8e-9c1d-4d5e-8f00-000000000001';

/** Exactly one of the values (a dot in a permission name is a dot, not any character). */
export const oneOf = (values: readonly string[]) =>
  new RegExp(`^(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const REFERENCE = /^VIP-\d{5}-[A-Z]{3}$/;
export const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
/** A board card as the dashboard reads it (every field of adminBookingSchema, which the fetchers parse). */
export function adminBooking(adminStatus: AdminStatus, reference: string) {
  return {
    id: uuid(CASE_ID),
    bookingId: uuid('6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6'),
    referenceCode: regex(REFERENCE, reference),
    contactName: like('Grace Hopper'),
    contactEmail: like('grace@example.com'),
    contactPhone: like('+1 212 555 0100'),
    travelerNames: eachLike('Grace Hopper'),
    // The column a card sits in.
    adminStatus,
    isChauffeur: boolean(false),
    isPaid: boolean(false),
    escalationFlag: boolean(false),
    isTravelAgent: boolean(false),
    flightNumber: like('AZ611'),
    flightDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-20'),
    flightTime: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '14:00'),
    adultCount: integer(2),
    childCount: integer(1),
    porterSelected: boolean(true),
    porterCost: number(150),
    basePrice: number(395),
    totalPrice: number(605),
    specialRequests: like('Wheelchair at the gate'),
    service: {
      id: integer(11),
      name: like('VIP Meet & Greet - Arrival'),
      serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
      serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
      airport: { code: regex(/^[A-Z]{3}$/, 'FCO'), name: like('Rome Fiumicino') },
    },
    // A meet-and-greet booking no supplier has been assigned to yet.
    transfer: null,
    assignedSupplierName: null,
    createdAt: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
    replyOverdue: boolean(false),
    // A booking under way (the board's status columns).
    cancelledAt: null,
    version: integer(1),
    // Made on the site, not through the partner API.
    partner: null,
    // Nobody has taken it yet.
    owner: null,
    statusSince: regex(INSTANT, '2030-06-01T12:00:00.000Z'),
    // The default target of its status (a status without one has none).
    statusTargetHours:
      DEFAULT_STATUS_TARGET_HOURS[adminStatus] === null ? null : number(DEFAULT_STATUS_TARGET_HOURS[adminStatus]!),
    statusOverdue: boolean(false),
    // Booked alone, not in a checkout of several.
    group: null,
  };
}

/** The operations state of a case nobody has worked on yet: no supplier, costs, greeter, PDF or invoice. */
export const freshOperations = {
  ...Object.fromEntries(
    [
      'assignedSupplierId',
      'assignedSupplierName',
      'assignedSupplierEmail',
      'assignedSupplierPhone',
      'supplierConfirmationNumber',
      'supplierCostOriginal',
      'supplierRateToUsd',
      'supplierCostUSD',
      'greeterName',
      'greeterPhone',
      'greeterEmail',
      'greeterETA',
      'meetLocation',
      'signInstructions',
      'driverName',
      'driverPhone',
      'vehicleMakeModel',
      'vehiclePlate',
      'vehicleColor',
      'liveETA',
      'lastGreeterRequestSent',
      'lastGreeterContactSent',
      'lastDriverInfoRequested',
      'lastDriverInfoSent',
      'pdfConfirmationGeneratedAt',
      'pdfConfirmationSentAt',
      'pdfConfirmationSentTo',
      'invoice',
      'paidAt',
      // The staff record the spec names, empty on a new case.
      'vendorNotes',
      'vendorRestrictions',
      'greeterShiftTime',
      'confirmationNotes',
      'confirmationCustomText',
      'advisorName',
      'advisorAgency',
      'advisorEmail',
      'advisorPhone',
      'advisorCommission',
      'advisorCommissionType',
      'advisorCommissionAmount',
      'internalMargin',
      'computedMargin',
      'paymentMethod',
      'paymentNotes',
    ].map((k) => [k, null]),
  ),
  marginCurrency: 'USD',
  supplierCurrency: 'USD',
  pdfConfirmationGenerated: false,
  pdfConfirmationSentToClient: false,
};

/** The case id is made by svc-ops when the booking arrives; its state returns it as `id`. */
export const statusPath = fromProviderState(
  '/api/admin/bookings/${id}/status',
  `/api/admin/bookings/${CASE_ID}/status`,
);
export const ownerPath = fromProviderState('/api/admin/bookings/${id}/owner', `/api/admin/bookings/${CASE_ID}/owner`);
/** A path under the booking whose id the provider state returns. */
export const bookingPath = (suffix = '') =>
  fromProviderState(`/api/admin/bookings/\${id}${suffix}`, `/api/admin/bookings/${CASE_ID}${suffix}`);
export const unsafeHeaders = { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF_TOKEN };

export const comment = {
  id: uuid('2c4e6a8b-0d1f-4a3b-8c5d-7e9f0a1b2c3d'),
  comment: like('Called the client, all set'),
  createdBy: like('Ops Lead'),
  createdAt: regex(INSTANT, '2030-06-02T09:30:00.000Z'),
};

/**
 * The booking detail modal's data (every field of adminBookingDetailSchema) for a booking made by a travel
 * agent: the checklist items in the spec's order, none ticked yet, the two derived ones marked so.
 */
export function bookingDetail(
  adminStatus: AdminStatus,
  reference: string,
  opts: { internalNotes?: unknown; comments?: unknown; cancellationPolicyHours?: unknown; version?: unknown } = {},
) {
  return {
    ...adminBooking(adminStatus, reference),
    isTravelAgent: boolean(true),
    companyName: like('Acme Corp'),
    internalNotes: 'internalNotes' in opts ? opts.internalNotes : like('Client prefers WhatsApp'),
    terminal: like('3'),
    airline: like('ITA Airways'),
    departureAirline: like('ITA Airways'),
    departureFlightNumber: like('AZ612'),
    agencyName: like('Globetrotter Travel'),
    bookerName: like('Ada Lovelace'),
    bookerEmail: like('ada@globetrotter.example'),
    bookerPhone: like('+44 20 7946 0000'),
    bookerRole: like('travel-agent'),
    relationshipToTraveler: null,
    supplierPaymentStatus: regex(/^(unpaid|paid)$/, 'unpaid'),
    cancellationPolicyHours: opts.cancellationPolicyHours ?? integer(48),
    priceBreakdown: {
      basePrice: number(395),
      adultFeeTotal: number(0),
      childFeeTotal: number(60),
      additionalGreeterFee: number(0),
      afterHoursFee: number(0),
      lastMinuteFee: number(0),
      porterCost: number(150),
      discount: number(0),
      totalPrice: number(605),
    },
    checklist: CHECKLIST_ITEMS.map((itemType) => ({
      itemType,
      isCompleted: false,
      derived: DERIVED_CHECKLIST_ITEMS.includes(itemType),
      completedAt: null,
      completedBy: null,
      notes: null,
    })),
    comments: opts.comments ?? eachLike(comment),
    operations: freshOperations,
    transferDetail: null,
    linkedBookings: [],
    cancellation: null,
    version: opts.version ?? integer(1),
  };
}

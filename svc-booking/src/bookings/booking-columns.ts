import type { Booking, Prisma } from '../generated/prisma/client.ts';

type Cast = 'uuid' | 'text' | 'int' | 'boolean' | 'timestamptz' | 'text[]';

/**
 * Every booking field's column and type, for the repository's hand-written SQL: a field added to the schema fails to
 * compile here until it is named.
 */
export const BOOKING_COLUMNS: { readonly [K in keyof Booking]-?: readonly [column: string, cast: Cast] } = {
  id: ['id', 'uuid'],
  referenceCode: ['reference_code', 'text'],
  coreVersion: ['core_version', 'int'],
  groupId: ['group_id', 'uuid'],
  status: ['status', 'text'],
  serviceId: ['service_id', 'int'],
  serviceName: ['service_name', 'text'],
  serviceType: ['service_type', 'text'],
  serviceLevel: ['service_level', 'text'],
  airportCode: ['airport_code', 'text'],
  airportName: ['airport_name', 'text'],
  airportTimeZone: ['airport_time_zone', 'text'],
  contactName: ['contact_name', 'text'],
  contactEmail: ['contact_email', 'text'],
  contactPhone: ['contact_phone', 'text'],
  companyName: ['company_name', 'text'],
  flightNumber: ['flight_number', 'text'],
  flightDate: ['flight_date', 'text'],
  flightTime: ['flight_time', 'text'],
  flightAt: ['flight_at', 'timestamptz'],
  terminal: ['terminal', 'text'],
  adultCount: ['adult_count', 'int'],
  childCount: ['child_count', 'int'],
  travelerNames: ['traveler_names', 'text[]'],
  specialRequests: ['special_requests', 'text'],
  airline: ['airline', 'text'],
  departureAirline: ['departure_airline', 'text'],
  departureFlightNumber: ['departure_flight_number', 'text'],
  bookingContext: ['booking_context', 'text'],
  bookerRole: ['booker_role', 'text'],
  relationshipToTraveler: ['relationship_to_traveler', 'text'],
  bookerName: ['booker_name', 'text'],
  bookerPhone: ['booker_phone', 'text'],
  bookerEmail: ['booker_email', 'text'],
  agencyName: ['agency_name', 'text'],
  isTravelAgent: ['is_travel_agent', 'boolean'],
  porterSelected: ['porter_selected', 'boolean'],
  basePriceCents: ['base_price_cents', 'int'],
  adultFeeTotalCents: ['adult_fee_total_cents', 'int'],
  childFeeTotalCents: ['child_fee_total_cents', 'int'],
  additionalGreeterFeeCents: ['additional_greeter_fee_cents', 'int'],
  afterHoursFeeCents: ['after_hours_fee_cents', 'int'],
  lastMinuteFeeCents: ['last_minute_fee_cents', 'int'],
  porterCostCents: ['porter_cost_cents', 'int'],
  discountPercentage: ['discount_percentage', 'int'],
  discountCents: ['discount_cents', 'int'],
  totalPriceCents: ['total_price_cents', 'int'],
  paymentIntentId: ['payment_intent_id', 'text'],
  paymentStatus: ['payment_status', 'text'],
  paidAt: ['paid_at', 'timestamptz'],
  invoiceId: ['invoice_id', 'text'],
  caseStatus: ['case_status', 'text'],
  caseStatusChangedAt: ['case_status_changed_at', 'timestamptz'],
  cancellationPolicyHours: ['cancellation_policy_hours', 'int'],
  cancelledAt: ['cancelled_at', 'timestamptz'],
  cancellationChargeCents: ['cancellation_charge_cents', 'int'],
  partnerId: ['partner_id', 'uuid'],
  partnerName: ['partner_name', 'text'],
  partnerReference: ['partner_reference', 'text'],
  partnerMode: ['partner_mode', 'text'],
  partnerTermsKind: ['partner_terms_kind', 'text'],
  partnerTermsBasisPoints: ['partner_terms_basis_points', 'int'],
  commissionCents: ['commission_cents', 'int'],
  netPriceCents: ['net_price_cents', 'int'],
  notifyTraveller: ['notify_traveller', 'boolean'],
  allotmentId: ['allotment_id', 'uuid'],
  displayCurrency: ['display_currency', 'text'],
  displayRateToUsd: ['display_rate_to_usd', 'text'],
  displayTotalMinorUnits: ['display_total_minor_units', 'int'],
  locale: ['locale', 'text'],
  createdAt: ['created_at', 'timestamptz'],
  updatedAt: ['updated_at', 'timestamptz'],
};

/** A booking's columns as a create gives them (no relations). */
export type BookingInsert = Omit<Prisma.BookingCreateInput, 'changeRequests'>;

const FIELDS = Object.keys(BOOKING_COLUMNS) as (keyof Booking)[];

/** `"column" AS "field"` for every field, so a RETURNING or SELECT answers a Booking as Prisma reads it. */
export const BOOKING_SELECTION = FIELDS.map((f) => `"${BOOKING_COLUMNS[f][0]}" AS "${f}"`).join(', ');

/**
 * One INSERT for all rows: the columns any row gives, a row without one taking the column's default. Both
 * timestamps are set as Prisma sets them (one instant for created and updated) unless given.
 */
export function bookingsInsert(rows: BookingInsert[], at: Date): { sql: string; values: unknown[] } {
  // Read from the rows as they are: a copy of a booking's 45 columns per row costs more than the statement's text.
  const full = rows as unknown as Array<Record<string, unknown>>;
  const valueOf = (row: Record<string, unknown>, f: keyof Booking) => {
    const value = row[f];
    return value === undefined && (f === 'createdAt' || f === 'updatedAt') ? at : value;
  };
  const fields = FIELDS.filter((f) => full.some((row) => valueOf(row, f) !== undefined));
  const values: unknown[] = [];
  const tuples = full.map((row) => {
    const cells = fields.map((f) => {
      const value = valueOf(row, f);
      if (value === undefined) return 'DEFAULT';
      values.push(value instanceof Date ? value.toISOString() : value);
      return `$${values.length}::${BOOKING_COLUMNS[f][1]}`;
    });
    return `(${cells.join(', ')})`;
  });
  const columns = fields.map((f) => `"${BOOKING_COLUMNS[f][0]}"`).join(', ');
  return {
    sql: `INSERT INTO bookings (${columns}) VALUES ${tuples.join(', ')} RETURNING ${BOOKING_SELECTION}`,
    values,
  };
}

import { Readable, pipeline } from 'node:stream';
import { stringify, type CastReturnObject, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { toDollars } from '@vip/contracts/money';
import {
  BOOKER_ROLE_LABELS,
  BOOKING_FIELDS,
  formatPhoneNumber,
  type BookerRole,
  type BookingField,
} from '@vip/contracts/schemas';
import { ADMIN_STATUS_LABELS, STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import type { CancellationRecord } from '../cancellations/cancellations.service';
import type { Case } from '../cases/cases.service';

export type ExportRow = Case & {
  pickupLocation: string | null;
  dropoffLocation: string | null;
  assignedSupplierName: string | null;
  supplierCostUsdCents: number | null;
  supplierPaymentStatus: string;
  invoiceStatus: string | null;
  cancellation: Pick<CancellationRecord, 'reason' | 'chargeCents'> | null;
};

const PARTNER_MODE_LABELS = { live: 'Live', sandbox: 'Sandbox' } as const;

export type CsvValue = string | number | boolean | null;
type Column = [title: string, read: (c: ExportRow) => CsvValue, kind?: 'phone'];

/** Every booking field has its column: a field without a title here fails to compile. */
const BOOKING_FIELD_TITLES: Record<BookingField, string> = {
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  companyName: 'Company',
  // The spec's admin words: an agent's or an assistant's details, whoever booked.
  bookerRole: 'Booked By',
  relationshipToTraveler: 'Relationship to Traveler',
  bookerName: 'Agent Name',
  bookerEmail: 'Agent Email',
  bookerPhone: 'Agent Phone',
  agencyName: 'Agency',
  isTravelAgent: 'Travel Agent',
  airline: 'Airline',
  flightNumber: 'Flight Number',
  flightDate: 'Flight Date (local)',
  flightTime: 'Flight Time (local)',
  terminal: 'Terminal',
  departureAirline: 'Departure Airline',
  departureFlightNumber: 'Departure Flight Number',
  adultCount: 'Adults',
  childCount: 'Children',
  travelerNames: 'Travelers',
  specialRequests: 'Special Requests',
  porterSelected: 'Porter',
};

function bookingColumn(field: BookingField): Column {
  const title = BOOKING_FIELD_TITLES[field];
  switch (field) {
    case 'contactPhone':
    case 'bookerPhone':
      return [title, (c) => formatPhoneNumber(c[field]), 'phone'];
    case 'travelerNames':
      return [title, (c) => c.travelerNames.join('; ')];
    case 'bookerRole':
      return [title, (c) => (c.bookerRole ? (BOOKER_ROLE_LABELS[c.bookerRole as BookerRole] ?? c.bookerRole) : null)];
    default:
      return [title, (c) => c[field]];
  }
}

// Column order as staff's sheets know it; a booking field placed nowhere goes to the end.
const ORDER: Array<BookingField | Column> = [
  ['Reference', (c) => c.referenceCode],
  ['Status', (c) => ADMIN_STATUS_LABELS[c.adminStatus] ?? c.adminStatus],
  ['Requested At (UTC)', (c) => c.requestedAt.toISOString()],
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyName',
  'travelerNames',
  'adultCount',
  'childCount',
  ['Service', (c) => c.serviceName],
  ['Level', (c) => (c.serviceLevel ? STAFF_LEVEL_LABELS[c.serviceLevel] : '')],
  ['Type', (c) => c.serviceType],
  ['Airport', (c) => c.airportCode],
  'airline',
  'flightNumber',
  'flightDate',
  'flightTime',
  'terminal',
  'porterSelected',
  ['Porter Cost (USD)', (c) => toDollars(c.porterCostCents).toFixed(2)],
  ['Total (USD)', (c) => toDollars(c.totalPriceCents).toFixed(2)],
  ['Paid', (c) => c.isPaid],
  ['Escalated', (c) => c.escalationFlag],
  ['Owner', (c) => c.assignedAgentName],
  ['In Status Since (UTC)', (c) => c.statusChangedAt.toISOString()],
  'isTravelAgent',
  'agencyName',
  'bookerName',
  'bookerEmail',
  'bookerPhone',
  ['Cancellation Hours', (c) => c.cancellationPolicyHours],
  'specialRequests',
  ['Internal Notes', (c) => c.internalNotes],
  ['Chauffeur', (c) => c.isChauffeur],
  ['Pickup', (c) => c.pickupLocation],
  ['Drop-off', (c) => c.dropoffLocation],
  ['Assigned Supplier', (c) => c.assignedSupplierName],
  [
    'Supplier Cost (USD)',
    (c) => (c.supplierCostUsdCents === null ? null : toDollars(c.supplierCostUsdCents).toFixed(2)),
  ],
  ['Supplier Payment', (c) => c.supplierPaymentStatus],
  ['Invoice Status', (c) => c.invoiceStatus],
  ['Cancelled At (UTC)', (c) => c.cancelledAt?.toISOString() ?? null],
  ['Cancellation Reason', (c) => c.cancellation?.reason ?? null],
  ['Cancellation Charge (USD)', (c) => (c.cancellation ? toDollars(c.cancellation.chargeCents).toFixed(2) : null)],
  ['Partner', (c) => c.partnerName],
  ['Partner Reference', (c) => c.partnerReference],
  ['Partner Mode', (c) => (c.partnerMode === null ? null : PARTNER_MODE_LABELS[c.partnerMode])],
  [
    'Partner Commission (USD)',
    (c) => (c.partnerCommissionCents === null ? null : toDollars(c.partnerCommissionCents).toFixed(2)),
  ],
  [
    'Partner Net Price (USD)',
    (c) => (c.partnerNetPriceCents === null ? null : toDollars(c.partnerNetPriceCents).toFixed(2)),
  ],
];

const COLUMNS: Column[] = [
  ...ORDER.map((entry) => (typeof entry === 'string' ? bookingColumn(entry) : entry)),
  ...BOOKING_FIELDS.filter((f) => !ORDER.includes(f)).map(bookingColumn),
];

/**
 * Safe unescaped: without letters, `|` or `!` a cell can name no function, link or sheet, and staff keep a number they
 * can dial rather than one prefixed with an apostrophe.
 */
const PHONE_CHARACTERS = /^\+[0-9 ().-]+$/;
function isPlainPhoneNumber(text: string): boolean {
  return PHONE_CHARACTERS.test(text) && isValidPhoneNumber(text);
}

/** Formula escaping: traveller-typed text must never run as a formula in staff's spreadsheet. */
function csvOptions(kinds: ReadonlyArray<Column[2]>): Options {
  return {
    escape_formulas: true,
    record_delimiter: 'windows',
    // Given a record delimiter, csv-stringify would quote only cells holding \r\n; a lone \n or \r must be quoted too.
    quote_record_delimiter: true,
    cast: {
      boolean: (value) => (value ? 'Yes' : 'No'),
      string: (value, { header, index }) =>
        // escape_formulas is missing from the cast result's type, though csv-stringify applies every option of it.
        !header && kinds[index] === 'phone' && isPlainPhoneNumber(value)
          ? ({ value, escape_formulas: false } as CastReturnObject)
          : value,
    },
  };
}

export function csvCell(value: CsvValue, kind?: 'phone'): string {
  return stringifySync([[value]], { ...csvOptions([kind]), eof: false });
}

/** A BOM so spreadsheets read UTF-8 names right; streamed so 100,000 bookings never sit in memory. */
export function bookingsCsv(rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({
    ...csvOptions(COLUMNS.map(([, , kind]) => kind)),
    bom: true,
    header: true,
    columns: COLUMNS.map(([title]) => title),
  });
  async function* records() {
    for await (const row of rows) yield COLUMNS.map(([, read]) => read(row));
  }
  // Errors end the response; a client going away stops the paging.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}

import { Readable, pipeline } from 'node:stream';
import { stringify, type CastReturnObject, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { toDollars } from '@vip/contracts/money';
import { formatPhoneNumber } from '@vip/contracts/schemas';
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

const COLUMNS: Column[] = [
  ['Reference', (c) => c.referenceCode],
  ['Status', (c) => ADMIN_STATUS_LABELS[c.adminStatus] ?? c.adminStatus],
  ['Requested At (UTC)', (c) => c.requestedAt.toISOString()],
  ['Contact Name', (c) => c.contactName],
  ['Contact Email', (c) => c.contactEmail],
  ['Contact Phone', (c) => formatPhoneNumber(c.contactPhone), 'phone'],
  ['Company', (c) => c.companyName],
  ['Travelers', (c) => c.travelerNames.join('; ')],
  ['Adults', (c) => c.adultCount],
  ['Children', (c) => c.childCount],
  ['Service', (c) => c.serviceName],
  ['Level', (c) => (c.serviceLevel ? STAFF_LEVEL_LABELS[c.serviceLevel] : '')],
  ['Type', (c) => c.serviceType],
  ['Airport', (c) => c.airportCode],
  ['Airline', (c) => c.airline],
  ['Flight Number', (c) => c.flightNumber],
  ['Flight Date (local)', (c) => c.flightDate],
  ['Flight Time (local)', (c) => c.flightTime],
  ['Terminal', (c) => c.terminal],
  ['Porter', (c) => c.porterSelected],
  ['Porter Cost (USD)', (c) => toDollars(c.porterCostCents).toFixed(2)],
  ['Total (USD)', (c) => toDollars(c.totalPriceCents).toFixed(2)],
  ['Paid', (c) => c.isPaid],
  ['Escalated', (c) => c.escalationFlag],
  ['Travel Agent', (c) => c.isTravelAgent],
  ['Agency', (c) => c.agencyName],
  ['Agent Name', (c) => c.agentName],
  ['Agent Email', (c) => c.agentEmail],
  ['Agent Phone', (c) => formatPhoneNumber(c.agentPhone), 'phone'],
  ['Cancellation Hours', (c) => c.cancellationPolicyHours],
  ['Special Requests', (c) => c.specialRequests],
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

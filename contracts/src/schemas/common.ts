import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';

/**
 * Text that PostgreSQL can store and staff can read. PostgreSQL refuses NUL in text and a lone UTF-16
 * surrogate cannot be encoded at all, so without this rule such input reached the database and answered
 * 500; the other C0 controls (and DEL) are invisible and only ever arrive by accident or on purpose.
 * Tab, line feed and carriage return stay allowed where text may span lines.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the invisible control characters from this text';
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const STORABLE_SINGLE_LINE = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
// Without the surrogate half: a JSON Schema reads text as code points, where a lone surrogate is not text at all
// (validators refuse a pattern that names one), and a JSON string can only carry it as an invalid escape.
const DOCUMENTED_SINGLE_LINE = '^[^\\x00-\\x1F\\x7F]*$';
const DOCUMENTED_MULTI_LINE = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$';
const STORABLE_MULTI_LINE =
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export interface TextOptions {
  /** Text typed in a text area: tab, line feed and carriage return are kept. */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

export function isStorableText(value: string, options: Pick<TextOptions, 'multiline'> = {}): boolean {
  return !(options.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The string every request field that can reach a database starts from: a string that passes the
 * control-character rule. The rule runs first and stops the field's other checks, so the one message
 * says what is wrong.
 */
export const storableString = (options: TextOptions = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    // A pattern rather than a refinement, so the OpenAPI documents say it too (and a fuzzer generates text the
    // server takes). It reads the string as UTF-16 code units: a surrogate passes only as half of a pair.
    .regex(options.multiline ? STORABLE_MULTI_LINE : STORABLE_SINGLE_LINE, {
      error: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    // The rule as the documents state it (JSON Schema reads a pattern by code points).
    .meta({ pattern: options.multiline ? DOCUMENTED_MULTI_LINE : DOCUMENTED_SINGLE_LINE });

/** Required text, saved trimmed. */
export const text = (max: number, options?: TextOptions) => storableString(options).trim().max(max);

// What String.prototype.trim removes that a storable text may hold (the C0 ones are refused before).
const TRIMMED_SPACE = ' \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';

/**
 * "At least `min` characters once trimmed", as a pattern on the text as sent: a character that is neither
 * space nor control, at least `min` - 2 characters, another such character (or one, for `min` 1).
 */
export function trimmedAtLeastPattern(min: number, multiline = false): string {
  const storable = multiline ? '[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]' : '[^\\x00-\\x1F\\x7F]';
  const solid = `[^\\x00-\\x1F\\x7F${TRIMMED_SPACE}]`;
  const middle = min > 1 ? `${storable}{${min - 2},}${solid}` : '';
  return `^${storable}*${solid}${middle}${storable}*$`;
}

/**
 * Required text of at least `min` characters once trimmed, saved trimmed. The rule reads the text as sent,
 * and the documents state it as a pattern: a length checked after trimming let '  ' or a padded short value
 * through the documented minLength and then refused it (400 for a request the document calls valid).
 */
export function requiredText(
  max: number,
  min: number,
  message: string,
  options: TextOptions & { tooLong?: string } = {},
) {
  const pattern = trimmedAtLeastPattern(min, options.multiline);
  const rule = new RegExp(pattern, 'u');
  return (
    storableString(options)
      // A format check, not a refinement: a blank required text is a request of the wrong shape (400), not a broken
      // rule between fields (422). Not aborting, so the object's own rules are reported with it.
      .regex(rule, { error: message })
      .meta({ pattern })
      .trim()
      .max(max, options.tooLong)
  );
}

/** Optional text: empty strings and null become undefined, so "not given" has one shape. */
export const optionalText = (max: number, options?: TextOptions) =>
  text(max, options)
    .nullish()
    .transform((v) => (v ? v : undefined));

/**
 * A text field of a partial update (PATCH): absent leaves the stored value, empty clears it (null),
 * anything else is saved trimmed.
 */
export const clearableText = (max: number, options?: TextOptions) =>
  text(max, options)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** IATA airport code: three letters, upper-cased on the way in. */
export const airportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Airport code must be three letters')
  .transform((s) => s.toUpperCase());

/**
 * A calendar date, year-month-day, that exists. Year 0000 is refused: the proleptic calendar has no
 * year 0 and PostgreSQL cannot store it.
 */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD', abort: true })
  // One message per date: the horizon rules below run only on a real date.
  .refine(isCalendarDate, { message: 'Date does not exist', abort: true });

/**
 * "Now" for the date rules below. The real clock, unless a source is set: servers validate each request
 * with the clock they were started with (contracts/server sets the source), so their time rules stay
 * testable; browser tests may pin it.
 */
let clockSource: (() => Date | undefined) | undefined;
export function setValidationClock(source: (() => Date | undefined) | undefined): void {
  clockSource = source;
}
export function validationNow(): Date {
  return clockSource?.() ?? new Date();
}

/** How far ahead a service may be booked, and what is said beyond it or before today. */
export const BOOKING_HORIZON_YEARS = 2;
export const DATE_IN_PAST_MESSAGE = 'Date cannot be earlier than today';
export const DATE_TOO_FAR_MESSAGE = `Services can be booked up to ${BOOKING_HORIZON_YEARS} years ahead`;

const horizonDate = (allowPast: boolean) =>
  isoDateSchema.superRefine((s, ctx) => {
    const now = validationNow();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const date = Date.parse(`${s}T00:00:00Z`);
    if (!allowPast && date < today - 86_400_000) ctx.addIssue({ code: 'custom', message: DATE_IN_PAST_MESSAGE });
    else if (date > Date.UTC(now.getUTCFullYear() + BOOKING_HORIZON_YEARS, now.getUTCMonth(), now.getUTCDate())) {
      ctx.addIssue({ code: 'custom', message: DATE_TOO_FAR_MESSAGE });
    }
  });

/**
 * The date of a service still to come (a booking, a checkout item, a saved quote, a partner quote, a
 * chauffeur transfer): a real date from yesterday to two years ahead, in UTC days. Yesterday, because an
 * airport west of UTC may still be on the previous day; the exact "already passed" and "under 6 hours"
 * rules are the services', in the airport's own zone. This keeps out dates nobody can mean (2020, 9999).
 */
export const serviceDateSchema = horizonDate(false);

/** A staff correction of a booking's date: it may record a day that has passed, but not one beyond the horizon. */
export const correctedDateSchema = horizonDate(true);

/** A wall-clock time, hour:minute, 24-hour. */
export const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/**
 * An id in a path or query: digits only, as a number. `Number()` and z.coerce read '1e3', '0x10', ' 7'
 * and '' as numbers, so the text is checked first; the bound is PostgreSQL's integer. The pattern itself
 * stops at that bound, so the published API documents say what the server accepts (a client generating
 * ids from the document must not be told 1..9999999999).
 */
export const MAX_INTEGER_ID = 2_147_483_647;
export const POSITIVE_INTEGER_ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;
export const positiveIntegerIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(POSITIVE_INTEGER_ID_PATTERN, message)
    .transform(Number)
    .pipe(z.number().max(MAX_INTEGER_ID, message));

/** An id or version in a JSON body: a whole number the databases' integer columns can hold. */
export const bodyIdSchema = (requiredMessage?: string) =>
  z
    .number(requiredMessage ? { error: requiredMessage } : undefined)
    .int()
    .positive()
    .max(MAX_INTEGER_ID, `Must be at most ${MAX_INTEGER_ID}`);

/** US dollars as the API carries them (cents inside the services). */
export const dollarsSchema = z.number().finite().nonnegative();

/**
 * The most any one amount a person enters may be (a porter's cost, a supplier's cost in yen, a fee): far above
 * any real one, and inside the integer cents the databases keep (21,474,836.47), with room for a booking's price.
 */
export const MAX_AMOUNT = 10_000_000;

/** An amount a person enters, in dollars (or units of a supplier's currency): 0 to MAX_AMOUNT, in cents. */
export const moneyAmountSchema = z
  .number({ error: 'Amounts must be numbers' })
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT, 'Amounts are at most 10,000,000')
  .refine(
    (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'Amounts are in cents',
  );

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/**
 * A flight as travellers write it, spaces removed and upper-cased: an airline flight (BA123, U21234) or,
 * for the private and charter flights VIP travellers often take, a registration or call sign (N123AB,
 * G-ABCD, 9H-ABC, VJT123). Only clear garbage is refused.
 */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,9}$/;
export const FLIGHT_NUMBER_FORMAT_MESSAGE =
  'Flight number looks wrong (for example BA123, or a tail number such as N123AB)';
export const normalizeFlightNumber = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/**
 * A whole number in a query string: digits only, so an empty `?children=` or '1e1' is refused rather than read
 * as 0 or 10 (z.coerce.number() does both). Documented as the integer it is.
 */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z
    .string({ error: 'Must be a whole number' })
    .regex(/^(0|[1-9][0-9]{0,8})$/, { error: 'Must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined })
    .default(fallback);

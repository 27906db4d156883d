import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';

/** PostgreSQL refuses NUL and lone surrogates (they answered 500); other C0 controls and DEL are never meant. */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the invisible control characters from this text';
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const STORABLE_SINGLE_LINE = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
// No surrogate rule here: JSON Schema reads a pattern by code point, and validators refuse a lone surrogate.
const DOCUMENTED_SINGLE_LINE = '^[^\\x00-\\x1F\\x7F]*$';
const DOCUMENTED_MULTI_LINE = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$';
const STORABLE_MULTI_LINE =
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export interface TextOptions {
  multiline?: boolean;
  error?: string;
}

export function isStorableText(value: string, options: Pick<TextOptions, 'multiline'> = {}): boolean {
  return !(options.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/** The control-character rule runs first and aborts, so the one message says what is wrong. */
export const storableString = (options: TextOptions = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    // A pattern, not a refinement, so the OpenAPI documents (and fuzzers) know it; read as UTF-16 code units.
    .regex(options.multiline ? STORABLE_MULTI_LINE : STORABLE_SINGLE_LINE, {
      error: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    .meta({ pattern: options.multiline ? DOCUMENTED_MULTI_LINE : DOCUMENTED_SINGLE_LINE });

export const text = (max: number, options?: TextOptions) => storableString(options).trim().max(max);

// What String.prototype.trim strips that storable text may hold.
const TRIMMED_SPACE = ' \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';

/** "At least `min` characters once trimmed", as a pattern on the text as sent. */
export function trimmedAtLeastPattern(min: number, multiline = false): string {
  const storable = multiline ? '[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]' : '[^\\x00-\\x1F\\x7F]';
  const solid = `[^\\x00-\\x1F\\x7F${TRIMMED_SPACE}]`;
  const middle = min > 1 ? `${storable}{${min - 2},}${solid}` : '';
  return `^${storable}*${solid}${middle}${storable}*$`;
}

/** A pattern on the text as sent: a length checked after trimming let '  ' past the documented minLength. */
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
      // A format error (400), not a rule between fields (422); not aborting, so the object's rules report too.
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

/** PATCH text: absent keeps the stored value, empty clears it (null). */
export const clearableText = (max: number, options?: TextOptions) =>
  text(max, options)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

export const airportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Airport code must be three letters')
  .transform((s) => s.toUpperCase());

/** Year 0000 is refused: there is no year 0 and PostgreSQL cannot store it. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, { message: 'Date does not exist', abort: true });

/** Servers pin the clock they started with (contracts/server sets it), so time rules stay testable. */
let clockSource: (() => Date | undefined) | undefined;
export function setValidationClock(source: (() => Date | undefined) | undefined): void {
  clockSource = source;
}
export function validationNow(): Date {
  return clockSource?.() ?? new Date();
}

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

/** From yesterday (west of UTC it may still be that day); the exact cut-offs are the services', in local time. */
export const serviceDateSchema = horizonDate(false);

export const correctedDateSchema = horizonDate(true);

export const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/** Digits only: Number() takes '1e3', '0x10' and ''. The pattern caps at int4 so the documents say so too. */
export const MAX_INTEGER_ID = 2_147_483_647;
export const POSITIVE_INTEGER_ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;
export const positiveIntegerIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(POSITIVE_INTEGER_ID_PATTERN, message)
    .transform(Number)
    .pipe(z.number().max(MAX_INTEGER_ID, message));

export const bodyIdSchema = (requiredMessage?: string) =>
  z
    .number(requiredMessage ? { error: requiredMessage } : undefined)
    .int()
    .positive()
    .max(MAX_INTEGER_ID, `Must be at most ${MAX_INTEGER_ID}`);

/** Dollars in the API; cents inside the services. */
export const dollarsSchema = z.number().finite().nonnegative();

/** Far above any real amount, and inside the int4 cents the databases keep, with room for a booking's price. */
export const MAX_AMOUNT = 10_000_000;

export const moneyAmountSchema = z
  .number({ error: 'Amounts must be numbers' })
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT, 'Amounts are at most 10,000,000')
  .refine(
    (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'Amounts are in cents',
  );

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** Also registrations and call signs (N123AB, G-ABCD) for private flights; only clear garbage is refused. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,9}$/;
export const FLIGHT_NUMBER_FORMAT_MESSAGE =
  'Flight number looks wrong (for example BA123, or a tail number such as N123AB)';
export const normalizeFlightNumber = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** Digits only: z.coerce.number() reads `?children=` as 0 and '1e1' as 10. */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z
    .string({ error: 'Must be a whole number' })
    .regex(/^(0|[1-9][0-9]{0,8})$/, { error: 'Must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined })
    .default(fallback);

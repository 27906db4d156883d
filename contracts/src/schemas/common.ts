import { z } from 'zod';

/** IATA airport code: three letters, upper-cased on the way in. */
export const airportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Airport code must be three letters')
  .transform((s) => s.toUpperCase());

/** A calendar date, year-month-day, that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Date does not exist');

/** A wall-clock time, hour:minute, 24-hour. */
export const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/** US dollars as the API carries them (cents inside the services). */
export const dollarsSchema = z.number().finite().nonnegative();

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/**
 * A text field of a partial update (PATCH): absent leaves the stored value, empty clears it (null),
 * anything else is saved trimmed.
 */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * A flight as travellers write it, spaces removed and upper-cased: an airline flight (BA123, U21234) or,
 * for the private and charter flights VIP travellers often take, a registration or call sign (N123AB,
 * G-ABCD, 9H-ABC, VJT123). Only clear garbage is refused.
 */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,9}$/;
export const FLIGHT_NUMBER_FORMAT_MESSAGE = 'Flight number looks wrong (for example BA123, or a tail number such as N123AB)';
export const normalizeFlightNumber = (s: string) => s.replace(/\s+/g, '').toUpperCase();
